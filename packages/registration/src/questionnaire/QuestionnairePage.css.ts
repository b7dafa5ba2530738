import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const progressText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const progressTrack = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
})

export const progressFill = style({ height: '100%', background: vars.color.primary, transition: 'width 200ms ease' })

export const title = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
})

export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const summary = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center', minHeight: '1em' })

export const failed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'center' })
