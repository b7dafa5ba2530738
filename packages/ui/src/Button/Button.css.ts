import { style, styleVariants } from '@vanilla-extract/css'
import { cssTextOn, vars } from '@fairpass/core/theme'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'filter 120ms, background-color 120ms',
  selectors: {
    '&:active': { filter: 'brightness(0.92)' },
    '&[data-state="disabled"]': { opacity: 0.5, cursor: 'not-allowed', filter: 'none' },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
})

export const variant = styleVariants({
  primary: { background: vars.color.primary, color: [vars.color.onPrimary, cssTextOn(vars.color.primary)] },
  secondary: { background: vars.color.cardBg, color: vars.color.primaryText, borderColor: vars.color.primary },
  text: { background: 'transparent', color: vars.color.primaryText, minHeight: '32px', padding: `0 ${vars.space.xs}` },
})

export const block = style({ display: 'flex', width: '100%' })
