import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
})

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700, letterSpacing: '0.08em' })

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
