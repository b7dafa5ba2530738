import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/** Styles the entry pages share: a column of blocks, plain text, definition lists, link rows. */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const text = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })

export const alert = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.md, textAlign: 'center', lineHeight: vars.lineHeight.body })

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  textAlign: 'center',
})

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: vars.fontSize.sm })

globalStyle(`${fact} dt`, { color: vars.color.textMuted, flexShrink: 0 })
globalStyle(`${fact} dd`, { margin: 0, color: vars.color.text, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 })

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const linkRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:active': { filter: 'brightness(0.95)' }, '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
})

export const linkTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.primaryText,
})

export const badge = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.languageSwitchBg,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
})

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text })

export const lines = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.text, fontSize: vars.fontSize.sm })

export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' })

export const codeValue = style({ color: vars.color.text, fontSize: vars.fontSize.md, fontWeight: 600, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' })
