import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const mine = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center' })

export const rank = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.primaryText })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const row = style({
  display: 'grid',
  gridTemplateColumns: '2.5em 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
})

export const self = style({ borderColor: vars.color.primary, borderWidth: 2 })

export const place = style({ fontWeight: 700, color: vars.color.primaryText, textAlign: 'center' })

export const name = style({ overflowWrap: 'anywhere' })

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' })
