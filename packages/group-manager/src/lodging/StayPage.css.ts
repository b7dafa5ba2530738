import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

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

export const line = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const total = style({ margin: 0, fontWeight: 600 })

/** Check-in and check-out side by side where there is room, one under the other on a narrow phone. */
export const dates = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.sm })
