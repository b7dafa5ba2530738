import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' })
export const alert = style({ margin: 0, color: vars.color.danger })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const end = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
