import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 })

// The days wrap rather than scroll sideways: with enlarged text the last day would hide past the screen's edge.
export const days = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, paddingBlockEnd: vars.space.xs })

export const dayButton = style({
  flex: '0 0 auto',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  },
})

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm })

export const dayHeading = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  background: vars.color.pageBg,
  fontSize: vars.fontSize.md,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

/**
 * A session card. `content-visibility: auto` lets the browser skip laying out and painting cards far off screen, so
 * a long programme (300 sessions, appended page by page) scrolls as smoothly as a short one on a slow phone.
 */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  border: `1px solid ${vars.color.border}`,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 150px',
})

export const time = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.primaryText })

export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
})

export const sentinel = style({ height: '1px' })

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md })

/** The node-mode timeline: a rail down the left, each time node a dot on it with its sessions beside. */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  marginInlineStart: vars.space.xs,
})

export const node = style({
  position: 'relative',
  paddingInlineStart: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '-7px',
    top: '0.45em',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: vars.color.primary,
  },
})

export const nodeTime = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.primaryText, fontVariantNumeric: 'tabular-nums' })
