import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/** The label looks like a Button; its hidden input takes the focus, so the ring follows the input. */
export const pick = style({
  position: 'relative',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
})
