import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
})

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
})
