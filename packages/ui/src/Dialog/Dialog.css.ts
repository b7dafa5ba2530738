import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(17, 24, 39, 0.45)',
})

export const content = style({
  position: 'fixed',
  zIndex: 1001,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(calc(100vw - 32px), 440px)',
  maxHeight: 'calc(100dvh - 48px)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: '#ffffff',
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.lineHeight.body,
  boxShadow: '0 12px 40px rgba(17, 24, 39, 0.25)',
  outline: 'none',
})

// Centred: the close button is taller than a line of the title, and top-aligned it sat visibly lower.
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: vars.lineHeight.tight })

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const close = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
})

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
