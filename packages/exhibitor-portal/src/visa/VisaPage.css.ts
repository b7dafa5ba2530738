import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/* Two short fields side by side where the phone has room (dates of one stay), one under the other otherwise. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.md })
