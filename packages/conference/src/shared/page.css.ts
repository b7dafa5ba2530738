import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const alert = style({ margin: 0, color: vars.color.danger })

export const note = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const link = style({
  color: vars.color.primaryText,
  fontSize: vars.fontSize.md,
  textDecoration: 'underline',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md })

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="full"], &[data-state="clash"]': { borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-state="registered"], &[data-state="ticket"], &[data-state="signedIn"]': { borderColor: vars.color.success, color: vars.color.success },
  },
})

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

/** A warning the visitor should read before going on (a time clash): marked by colour and by its heading. */
export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
})
