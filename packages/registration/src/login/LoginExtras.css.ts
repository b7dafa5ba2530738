import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const forgot = style({
  alignSelf: 'flex-end',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
})
