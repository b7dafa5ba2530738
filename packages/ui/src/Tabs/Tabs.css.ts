import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({
  display: 'flex',
  // Tabs that no longer fit (text enlarged to 200 %) go onto a second row rather than off the screen's edge.
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const trigger = style({
  flex: '1 0 auto',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary, fontWeight: 600 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const panel = style({ paddingTop: vars.space.lg, outline: 'none' })
