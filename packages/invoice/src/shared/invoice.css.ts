import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* The pieces every invoice page is made of (inside ui's ExhibitionPage); each page's own layout lives beside it. */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#fdecea',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

/** Label / value rows. */
// The label column never takes more than 40 % of a phone's width: a long label wraps, the value keeps its room.
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'fit-content(40%) 1fr', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', color: vars.color.text, overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const link = style({
  color: vars.color.primaryText,
  fontSize: vars.fontSize.md,
  textDecoration: 'underline',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` })

/** Server-made words without spaces (an e-mail address, a tax number) must wrap rather than widen the page. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' })
