import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const question = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` })
