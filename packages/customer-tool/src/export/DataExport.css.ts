import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const progress = style({ width: '100%', height: '12px', accentColor: vars.color.primary })
