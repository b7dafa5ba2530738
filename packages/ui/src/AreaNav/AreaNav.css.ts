import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primaryText,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
})

export const chevron = style({
  display: 'inline-block',
  transition: 'transform 120ms ease',
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
})

/** The links behind "More": a panel under the row, two columns on a phone so eight links take four lines. */
export const more = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.sm,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  columnGap: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cardBg,
  // `display: grid` would win over the hidden attribute's own display: none.
  selectors: { '&[hidden]': { display: 'none' } },
})
