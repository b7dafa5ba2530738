import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const choices = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minInlineSize: 0 })

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: 600 })

/** A radio as a tappable pill: 44 px high, the whole label the target. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: '#fff',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primaryText, color: vars.color.primaryText, fontWeight: 600 } },
})

export const radio = style({ margin: 0, accentColor: vars.color.primaryText, width: '18px', height: '18px' })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body })
