import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const tiers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const grid = style({ listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm })

export const partner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const logo = style({ maxWidth: '100%', height: '48px', objectFit: 'contain' })
