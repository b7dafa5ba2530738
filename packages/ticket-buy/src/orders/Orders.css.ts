import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const lines = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: vars.fontSize.sm })

export const lineName = style({ fontWeight: 600, color: vars.color.text })

export const lineMoney = style({ flex: 'none', color: vars.color.textMuted })


export const orderButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.cardBg,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
})

export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md })

export const resultIcon = style({ alignSelf: 'center', margin: `${vars.space.md} 0 0`, color: vars.color.success })
