import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/** The count against the cap; at the cap it reads as a warning. */
export const count = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  selectors: { '&[data-state="full"]': { color: vars.color.danger } },
})
