import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
})

export const contact = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

/** One person of the form (a team has several, one under another). */
export const person = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })

export const legend = style({ padding: 0, fontSize: vars.fontSize.md, fontWeight: 600, marginBottom: vars.space.sm })
