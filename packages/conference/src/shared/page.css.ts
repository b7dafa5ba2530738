import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export * from '@fairpass/ui/parts'

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
