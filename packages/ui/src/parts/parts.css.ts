import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/*
 * The small vocabulary of an area's pages (muted notes, alerts, fact lists, links in a row), one class each, so every
 * area's pages read alike. Imported as `@fairpass/ui/parts`, not from ui's index: only pages that use them load them.
 */

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

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

/**
 * A state shown as a small pill (`data-state`): one vocabulary for every area. Done and held states are green,
 * refused and failed ones red, waiting ones in the theme's accent, ended ones muted; any other state is neutral.
 */
export const pill = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.text,
  // Wraps when it must (a long state in enlarged text) rather than pushing past the screen's edge.
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  selectors: {
    '&:is([data-state="approved"], [data-state="issued"], [data-state="registered"], [data-state="ticket"], [data-state="signedIn"], [data-state="valid"], [data-state="received"])': {
      borderColor: vars.color.success,
      color: vars.color.success,
    },
    '&:is([data-state="rejected"], [data-state="failed"], [data-state="full"], [data-state="clash"])': { borderColor: vars.color.danger, color: vars.color.danger },
    '&:is([data-state="pending"], [data-state="applied"])': { borderColor: vars.color.primaryText, color: vars.color.primaryText },
    '&:is([data-state="voided"], [data-state="void"], [data-state="refunded"], [data-state="takenBack"])': { color: vars.color.textMuted },
  },
})
