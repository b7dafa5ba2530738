import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const area = style({
  position: 'fixed',
  zIndex: 1100,
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(calc(100vw - 32px), 440px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
})

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  boxShadow: '0 6px 20px rgba(17, 24, 39, 0.2)',
  pointerEvents: 'auto',
})

export const kind = styleVariants({
  error: { background: vars.color.danger },
  success: { background: vars.color.success },
  info: { background: 'rgba(17, 24, 39, 0.88)' },
})

export const message = style({ flex: 1, overflowWrap: 'anywhere' })

export const dismiss = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: '18px',
  lineHeight: 1,
  cursor: 'pointer',
})
