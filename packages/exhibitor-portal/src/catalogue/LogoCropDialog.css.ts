import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/*
 * react-easy-crop's own stylesheet, restated: the library puts its <style> into document.head, which does not reach
 * into the element's shadow root (automatic injection is turned off in LogoCropDialog).
 */

/** The box the cropper fills: the picture's stage, dark so the dimmed outside of the crop reads as outside. */
export const stage = style({ position: 'relative', width: '100%', aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: vars.radius.md, background: '#1f2937' })

export const container = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  userSelect: 'none',
  touchAction: 'none',
  cursor: 'move',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
})

export const media = style({ willChange: 'transform', maxWidth: 'unset' })
globalStyle(`${container} .reactEasyCrop_Contain`, { maxWidth: '100%', maxHeight: '100%', margin: 'auto', position: 'absolute', inset: 0 })
globalStyle(`${container} .reactEasyCrop_Cover_Horizontal`, { width: '100%', height: 'auto' })
globalStyle(`${container} .reactEasyCrop_Cover_Vertical`, { width: 'auto', height: '100%' })

export const cropArea = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  border: '2px solid rgba(255, 255, 255, 0.9)',
  boxSizing: 'border-box',
  boxShadow: '0 0 0 9999em rgba(17, 24, 39, 0.6)',
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' } },
})

/** Zoom in one row, the four moves in another, under the picture: 44-px targets that fit 375 px. */
export const controlRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs })

export const control = style({
  minWidth: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' }, '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '1px' } },
})

export const zoomValue = style({ minWidth: '3.5em', textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const problem = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#fdecea',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
})
