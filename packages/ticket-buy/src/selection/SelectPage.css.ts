import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const lineSum = style({ margin: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const holder = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const holderTitle = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text })

export const codeRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'start', gap: vars.space.sm })

/** Level with the input, below its label, whether or not a refusal shows under the input. */
export const apply = style({ marginTop: '28px' })

export const applied = style({ margin: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: vars.color.success, fontSize: vars.fontSize.sm })

export const remove = style({
  width: '40px',
  height: '40px',
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})
