import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const errors = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const errorRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
})

export const reasons = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm })

export const progress = style({ inlineSize: '100%', blockSize: '0.5rem', accentColor: vars.color.primary })
