import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' })

export const alert = style({ margin: 0, color: vars.color.danger })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const link = style({
  color: vars.color.primaryText,
  fontSize: vars.fontSize.md,
  textDecoration: 'underline',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
})

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockEnd: vars.space.md })

/** Server-made words without spaces (a masked e-mail address, a link) must wrap rather than widen the page. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' })

/** Organiser texts (ticket notices) keep their own line breaks. */
export const preLine = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
