import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const grid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const card = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
})

export const photo = style({ width: '64px', height: '64px', borderRadius: '50%', objectFit: 'cover', flex: '0 0 auto' })

export const initial = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  flex: '0 0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xl,
})

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const name = style({ color: vars.color.text, fontWeight: 600, fontSize: vars.fontSize.md, minHeight: '44px', display: 'flex', alignItems: 'center' })

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const head = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', marginBlockEnd: vars.space.sm })

export const sessions = style({ listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })
