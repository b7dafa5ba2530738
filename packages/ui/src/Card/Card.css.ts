import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  boxShadow: '0 1px 4px rgba(17, 24, 39, 0.06)',
})

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 600, lineHeight: vars.lineHeight.tight })
