import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.spinner,
  fontSize: vars.fontSize.sm,
})

export const ring = style({
  flex: 'none',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
})

export const ringSize = styleVariants({
  small: { width: '1em', height: '1em', borderWidth: '2px' },
  medium: { width: '24px', height: '24px' },
  large: { width: '40px', height: '40px' },
})


// In the element's flow rather than fixed to the viewport: inside an exhibition's own page it must cover the
// widget's place only, never the host page around it. One screen tall, like the page that replaces it.
export const fullPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The host's minimum (--fair-min-height), else enough room for the spinner and its text: an embedded element
  // must never collapse to nothing while its page loads.
  minHeight: 'max(var(--fair-min-height, 0px), 200px)',
  padding: vars.space.lg,
})

export const fullPageBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  color: vars.color.spinner,
  boxShadow: '0 4px 24px rgba(23, 60, 204, 0.12)',
})
