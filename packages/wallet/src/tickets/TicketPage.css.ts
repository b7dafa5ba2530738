import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const qrBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' })

export const renewed = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 })
