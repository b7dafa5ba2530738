import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
