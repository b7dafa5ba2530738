import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export * from '@fairpass/ui/parts'

/** A form's or a card's fields and lines, one under another. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
