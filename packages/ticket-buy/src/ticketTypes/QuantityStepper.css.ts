import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })

export const step = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.cardBg,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  ':disabled': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' },
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})

export const value = style({ minWidth: '2ch', textAlign: 'center', fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text })
