import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const input = style({
  // Room for a few characters before a trailing button wraps below (field control); grows with the text size.
  flex: '1 1 6em',
  minWidth: 0,
  minHeight: '42px',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  // 16 px: smaller fonts make iOS zoom into the page on focus.
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  '::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
})

export const trailing = style({ flex: 'none', display: 'flex', alignItems: 'center' })
