import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const summary = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const draft = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' })

export const failed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'center' })

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

/** The same size and colour as the inline errors of the single fields (ui field.css). */
export const groupError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.xs })

/** Matches the red asterisk the single fields put after their label. */
export const requiredMark = style({ color: vars.color.danger, marginLeft: '2px' })
