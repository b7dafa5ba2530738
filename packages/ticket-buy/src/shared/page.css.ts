import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* The pieces every buying page is made of (inside ui's ExhibitionPage); each page's own layout lives beside it. */


export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })

export const center = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch', textAlign: 'center' })

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#fdecea',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
})

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.languageSwitchBg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

/** Label / value rows (order facts, totals). */
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', color: vars.color.text, overflowWrap: 'anywhere' })

export const strong = style({ fontWeight: 700, fontSize: vars.fontSize.md, color: vars.color.text })

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const tone = styleVariants({
  waiting: { background: '#fff4e0', color: '#8a5300' },
  good: { background: '#e6f4ea', color: vars.color.success },
  over: { background: '#eceff1', color: '#455a64' },
  bad: { background: '#fdecea', color: vars.color.danger },
})

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const link = style({
  color: vars.color.primaryText,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
  padding: vars.space.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})
