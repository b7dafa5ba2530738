import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` })
