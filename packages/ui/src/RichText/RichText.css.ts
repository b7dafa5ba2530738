import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const rich = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body, color: vars.color.text, overflowWrap: 'anywhere' })

globalStyle(`${rich} p`, { margin: `0 0 ${vars.space.sm}` })
globalStyle(`${rich} img`, { maxWidth: '100%', height: 'auto' })
globalStyle(`${rich} a`, { color: vars.color.primaryText })
globalStyle(`${rich} table`, { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse' })
globalStyle(`${rich} th, ${rich} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs })
globalStyle(`${rich} h3, ${rich} h4, ${rich} h5`, { margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.md })
