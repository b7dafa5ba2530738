import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const warning = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#fff4e5',
  color: '#8a4b00',
  fontSize: vars.fontSize.sm,
})

export const privacyLink = style({
  appearance: 'none',
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.primaryText,
  textDecoration: 'underline',
  cursor: 'pointer',
})

export const forgot = style({
  alignSelf: 'flex-end',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
})
