import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* The kinds of document as a row of links that wraps on a phone; the one shown is marked, not linked. */
export const kinds = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm })

export const current = style({ fontWeight: 700, color: vars.color.text, minHeight: '44px', display: 'inline-flex', alignItems: 'center' })
