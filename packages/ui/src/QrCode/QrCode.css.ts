import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#ffffff',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&[data-state="error"]': { padding: vars.space.md, color: vars.color.danger, fontSize: vars.fontSize.sm, textAlign: 'center' },
  },
})

globalStyle(`${frame} > svg`, { display: 'block', width: '100%', height: '100%' })
