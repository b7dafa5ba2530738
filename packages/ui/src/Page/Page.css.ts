import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const page = style({
  // A percentage would need every ancestor (host element, shadow mount) to have a definite height, which an
  // embedding page never guarantees; the viewport unit fills the screen whatever the host does. dvh follows the
  // messaging app's collapsing toolbars; vh is the fallback for browsers without it.
  // Height follows content; the host sets a minimum with --fair-min-height (the app: the screen).
  minHeight: 'var(--fair-min-height, auto)',
  background: vars.color.pageBg,
})

export const column = style({
  maxWidth: '480px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const header = style({
  display: 'flex',
  // With enlarged text the language switch goes below a long title instead of past the screen's edge.
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '40px',
})

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
