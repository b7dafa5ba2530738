import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'


export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)',
  // A ticket that cannot be bought now is set apart by a flat, outlined card, not by fading it: its price, dates and
  // "sold out" are still read, and faded text falls below the 4.5:1 contrast (axe color-contrast).
  selectors: {
    '&[data-state="soldOut"], &[data-state="ended"], &[data-state="notStarted"]': { boxShadow: 'none', outline: `1px dashed ${vars.color.border}`, outlineOffset: '-1px' },
  },
})

// Wraps: with enlarged text the price goes below a long ticket name instead of past the card's edge.
export const head = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}` })

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, color: vars.color.text })

export const price = style({ flex: 'none', fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.danger })

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const foot = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md })

export const details = style({
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.primaryText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})

export const fieldset = style({ margin: 0, padding: 0, border: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cardBg,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, color: vars.color.primaryText, fontWeight: 600 } },
})

/** Keeps the total and "Next" in reach while the list scrolls. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
})

export const notice = style({ margin: 0, whiteSpace: 'pre-line', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body, color: vars.color.text })
