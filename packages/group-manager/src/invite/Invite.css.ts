import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const counts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, margin: 0 })

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cardBg,
})

export const number = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.primaryText })

export const channels = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
})

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const name = style({ margin: 0, fontWeight: 600 })

export const preview = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cardBg,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
