import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const select = style({
  flex: 1,
  minWidth: 0,
  height: '42px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  appearance: 'auto',
})
