import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'anywhere' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
