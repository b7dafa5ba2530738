import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderLeft: `3px solid ${vars.color.primary}`,
  background: vars.color.cardBg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
