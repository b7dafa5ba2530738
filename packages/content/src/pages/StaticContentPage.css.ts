import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const lines = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere' })
