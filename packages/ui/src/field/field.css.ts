import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/** Shared by the labelled form controls (TextField, Select, Checkbox). */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text })

export const requiredMark = style({ color: vars.color.danger, marginLeft: '2px' })

export const control = style({
  display: 'flex',
  // With enlarged text a trailing button (send code) goes below the input rather than squeezing it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  selectors: {
    // The ring in primaryText, the theme's colour that keeps contrast on white (a var() cannot take a hex alpha suffix).
    '&:focus-within': { borderColor: vars.color.primaryText, boxShadow: `0 0 0 1px ${vars.color.primaryText}` },
    '&[data-state="invalid"]': { borderColor: vars.color.danger },
  },
})

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger })
