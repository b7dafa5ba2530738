import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const signIn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.sm })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' })

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' })

export const entryItem = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } })

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '-2px' },
})

export const chevron = style({ flex: 'none', color: vars.color.textMuted })

