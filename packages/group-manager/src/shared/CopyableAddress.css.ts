import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const qr = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md })

/** Selects whole on a tap, and breaks anywhere: a link has no spaces to wrap at on a phone. */
export const address = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', userSelect: 'all' })
