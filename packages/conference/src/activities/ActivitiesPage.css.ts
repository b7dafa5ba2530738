import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
})

export const time = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.primaryText })

export const title = style({ color: vars.color.text, fontWeight: 600, fontSize: vars.fontSize.md, minHeight: '44px', display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' })

export const foot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })

export const price = style({ fontSize: vars.fontSize.lg, color: vars.color.text })
