import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&:focus-visible, &:focus': { boxShadow: `0 0 0 2px ${vars.color.danger}` } },
})

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

export const groupHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const cardNote = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.pageBg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const summaryTitle = style({ margin: 0, fontWeight: 600 })

export const summaryList = style({ margin: 0, paddingLeft: vars.space.lg })

/** Looks like a link; a button because the form lives behind a hash router, where #anchors would navigate. */
export const summaryLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.danger,
  font: 'inherit',
  textDecoration: 'underline',
  textAlign: 'left',
  // A wrapping inline-block sits on its last line's baseline; top keeps the list bullet beside the first line.
  verticalAlign: 'top',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
})

export const agreement = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs })

export const readLink = style({ textDecoration: 'underline', textAlign: 'left' })

export const documentBody = style({ whiteSpace: 'pre-line', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body, maxHeight: '50vh', overflowY: 'auto' })
