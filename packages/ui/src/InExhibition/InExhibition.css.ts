import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const alert = style({ margin: 0, color: vars.color.danger })
