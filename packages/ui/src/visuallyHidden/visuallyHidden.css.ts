import { style } from '@vanilla-extract/css'

/**
 * Out of sight but still read by screen readers, focusable and operable (display:none would drop a file input from
 * the keyboard order and a live region from the accessibility tree).
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
