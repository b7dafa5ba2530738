import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm })

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: vars.lineHeight.tight })

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const qr = style({ alignSelf: 'center' })
