import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const invites = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted })

export const exhibition = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, color: vars.color.primaryText })
