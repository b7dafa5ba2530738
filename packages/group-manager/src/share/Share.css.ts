import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const poster = style({
  display: 'block',
  width: '100%',
  maxWidth: '375px',
  margin: '0 auto',
  borderRadius: vars.radius.md,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.12)',
  // Long-press in the messaging app's browser offers to save the image: nothing may sit on top of it.
  WebkitTouchCallout: 'default',
})

export const placeholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '300px' })

export const address = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', userSelect: 'all' })
