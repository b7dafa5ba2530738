import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const headerChoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minInlineSize: 0 })

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text })

/** A saved header as a radio row: its title and tax number, the whole row the target. */
export const headerOption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#fff',
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primaryText, boxShadow: `inset 0 0 0 1px ${vars.color.primaryText}` } },
})

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: '2px', fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' })

export const optionSub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const radio = style({ margin: '2px 0 0', accentColor: vars.color.primaryText, width: '18px', height: '18px', flexShrink: 0 })
