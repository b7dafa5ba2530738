import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const dayHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md })

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-state="waitlisted"]': { borderStyle: 'dashed' } },
})

export const time = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.primaryText })

export const title = style({ color: vars.color.text, fontWeight: 600, fontSize: vars.fontSize.md, minHeight: '44px', display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' })

export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
