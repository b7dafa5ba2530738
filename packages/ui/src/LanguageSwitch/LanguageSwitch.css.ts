import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const group = style({
  display: 'inline-flex',
  padding: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.languageSwitchBg,
})

export const option = style({
  minWidth: '52px',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-state="on"]': { background: '#ffffff', fontWeight: 600, boxShadow: '0 1px 3px rgba(17, 24, 39, 0.15)' },
  },
})
