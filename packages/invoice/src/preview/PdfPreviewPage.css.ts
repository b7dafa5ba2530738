import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const pages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'center', width: '100%' })

/** A page on the screen: the canvas is drawn to the column's width, white like paper, with a shadow to tell pages apart. */
export const page = style({ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, maxWidth: '100%' })

export const canvasHolder = style({ maxWidth: '100%', background: '#fff', boxShadow: '0 1px 4px rgba(0, 0, 0, 0.18)', lineHeight: 0 })

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
