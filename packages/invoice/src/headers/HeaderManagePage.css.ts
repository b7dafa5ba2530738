import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' })

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' })

export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' })

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
