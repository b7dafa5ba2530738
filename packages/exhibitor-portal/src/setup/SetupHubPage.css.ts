import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* Each part of the setup on one row: its link on the left, whether it is done on the right (wrapping on a narrow phone). */
export const part = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm })

export const missing = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm })
