import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

const typography = {
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
} as const

// Rules of the host page that match the element itself (`* {…}`, `div {…}`) beat `:host` rules, so this reset
// is only the first line of defence; the mount point below repeats it where no outside rule can reach.
globalStyle(':host', {
  all: 'initial',
  display: 'block',
  ...typography,
})

globalStyle(':host([hidden])', { display: 'none' })

/**
 * The node inside the shadow root React renders into. `all: initial` cuts every inherited property (line-height,
 * letter-spacing, text-transform, colour…) the host page may have pushed onto the element.
 */
export const mountPoint = style({
  all: 'initial',
  display: 'block',
  // Whatever minimum height the page gives the element (the app host: 100vh), painted in the page colour.
  minHeight: 'inherit',
  background: vars.color.pageBg,
  ...typography,
})

// :where() keeps these at zero specificity so any component class overrides them.
globalStyle(`:where(${mountPoint}), :where(${mountPoint}) *, :where(${mountPoint}) *::before, :where(${mountPoint}) *::after`, {
  boxSizing: 'border-box',
})

globalStyle(`:where(${mountPoint}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  margin: 0,
})

globalStyle(`:where(${mountPoint}) :where(h1, h2, h3, h4, p, ul, ol, figure)`, { margin: 0 })

globalStyle(`:where(${mountPoint}) :where(img, svg)`, { display: 'block', maxWidth: '100%' })

globalStyle(`:where(${mountPoint}) :focus-visible`, {
  outline: `2px solid ${vars.color.primaryText}`,
  outlineOffset: '2px',
})

// A page's heading takes focus after a page change (core/area) so screen readers start there; it is not a control,
// so it shows no focus ring.
globalStyle(`:where(${mountPoint}) :where(h1[tabindex="-1"]):focus`, { outline: 'none' })
