import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const outcomes = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const dayHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md })

export const sessions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const session = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
})

/** The submit stays at the bottom of the screen while the visitor ticks down a long list. */
export const submit = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  background: vars.color.pageBg,
})

/** Node mode: one time node's alternatives, a single choice under its start time. */
export const node = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const nodeTime = style({ padding: 0, marginBlockEnd: vars.space.xs, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.primaryText })
