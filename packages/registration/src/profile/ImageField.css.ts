import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })

/** The same look as the labels of the other fields (ui field.css). */
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' })

export const requiredMark = style({ color: vars.color.danger, marginLeft: '2px' })

export const preview = style({
  display: 'block',
  width: '120px',
  height: '150px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#ffffff',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger })
