import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const speakers = style({ listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const speaker = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' })

export const photo = style({ width: '48px', height: '48px', borderRadius: '50%', objectFit: 'cover', flex: '0 0 auto' })
