import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const code = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md })

export const address = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', userSelect: 'all' })
