import { globalStyle, style } from '@vanilla-extract/css'
import { cssTextOn, vars } from '@fairpass/core/theme'

export const qrBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
})

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' })

export const code = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

/** Only the digits are spaced out, for reading aloud at the gate; spaced-out words look broken. */
export const codeValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.05em',
})

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const fact = style({
  display: 'flex',
  // With enlarged text a long value goes below its label instead of breaking the label apart letter by letter.
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
})

globalStyle(`${fact} dt`, { flex: 'none', color: vars.color.textMuted })
globalStyle(`${fact} dd`, { flex: '1 1 8em', margin: 0, color: vars.color.text, textAlign: 'right', overflowWrap: 'anywhere' })

export const userCenterLink = style({
  display: 'block',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: [vars.color.onPrimary, cssTextOn(vars.color.primary)],
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})
