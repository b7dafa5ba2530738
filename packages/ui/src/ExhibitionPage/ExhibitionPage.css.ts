import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const exhibition = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
