import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm })

export const box = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  accentColor: vars.color.primary,
  cursor: 'pointer',
})

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
})

globalStyle(`${label} a`, { color: vars.color.primaryText, textDecoration: 'underline' })
