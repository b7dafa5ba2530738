import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const days = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, padding: 0, margin: 0 })

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const pass = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, padding: vars.space.sm })

export const plate = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, letterSpacing: '0.05em' })
