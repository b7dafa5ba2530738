import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const group = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
})

/** Named for screen readers; the options say enough on screen. */
export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const option = style({
  flex: 1,
  position: 'relative',
  padding: `${vars.space.sm} 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  selectors: {
    '&[data-state="checked"]': {
      color: vars.color.primaryText,
      fontWeight: 600,
      borderBottomColor: vars.color.primary,
    },
    '&:has(:focus-visible)': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: 2,
    },
  },
})

export const radio = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
})
