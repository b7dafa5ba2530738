import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* The pieces the portal's pages share beyond ui's parts (@fairpass/ui/parts); each page's own layout lives beside it. */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const formAlert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#fdecea',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const rowHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm })

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'anywhere' })

/** Label / value rows; the label column never takes more than 40 % of a phone's width. */
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'fit-content(40%) 1fr', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', color: vars.color.text, overflowWrap: 'anywhere' })

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

export const thumb = style({ width: '96px', height: '96px', objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, display: 'block' })

export const logo = style({ width: '100%', maxWidth: '300px', aspectRatio: '600 / 350', objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` })

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '120px',
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '1px' },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})

export const fieldLabel = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 600, marginBottom: vars.space.xs, color: vars.color.text })

export const fieldError = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const filePicker = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs })

export const letter = style({ margin: 0, whiteSpace: 'pre-line', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body, color: vars.color.text })

export const code = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.fontSize.lg, letterSpacing: '0.1em', fontWeight: 700 })

export const breakAnywhere = style({ overflowWrap: 'anywhere' })

export const hint = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.xs })
