import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const intro = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' })

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '240px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#fff',
})

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const progress = style({ width: '100%', height: '6px', accentColor: vars.color.primary })

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })
