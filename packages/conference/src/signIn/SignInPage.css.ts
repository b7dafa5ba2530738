import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const done = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600, color: vars.color.success })

export const refused = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600, color: vars.color.danger })
