import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const line = style({ listStyle: 'none', margin: 0, padding: 0, borderInlineStart: `2px solid ${vars.color.border}` })

export const entry = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 0 ${vars.space.lg} ${vars.space.lg}`,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '-7px',
    top: '4px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    background: vars.color.primary,
  },
})

export const kind = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.md })

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
