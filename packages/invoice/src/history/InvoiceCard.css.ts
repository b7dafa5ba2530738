import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
})

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm })

export const kind = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text })

export const live = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
