import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export * from '@fairpass/ui/parts'

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
