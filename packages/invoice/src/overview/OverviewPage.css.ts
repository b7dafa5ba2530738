import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const order = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' })
