import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* The VIP invitation pages' own layout: the counts, a recipient row, the invitation as a buyer sees it. */

export const counts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.sm, margin: 0 })

export const count = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` })

export const countValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 })

export const countLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' })

export const recipient = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: 600, padding: `0 ${vars.space.xs}` })

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.pageBg,
})

export const previewImage = style({ width: '150px', height: '150px', objectFit: 'cover', borderRadius: vars.radius.md, alignSelf: 'center' })

export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })
