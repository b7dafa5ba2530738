import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* The services pages' own layout; what all portal pages share is in shared/portal.css. */

export const price = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.text })

/** Stock and reservation states beside the pills of ui: left / sold out, unpaid / paid / cancelled. */
export const stateColours = style({
  selectors: {
    '&:is([data-state="paid"], [data-state="available"], [data-state="unlimited"])': { borderColor: vars.color.success, color: vars.color.success },
    '&:is([data-state="unpaid"])': { borderColor: vars.color.primaryText, color: vars.color.primaryText },
    '&:is([data-state="soldOut"])': { borderColor: vars.color.danger, color: vars.color.danger },
    '&:is([data-state="cancelled"])': { color: vars.color.textMuted },
  },
})

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const items = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.text })
