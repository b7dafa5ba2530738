import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const back = style({
  alignSelf: 'center',
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
})
