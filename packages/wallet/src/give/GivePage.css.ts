import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const stepper = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm })

export const stepperField = style({ flex: 1 })

export const stepButton = style({ minWidth: '44px', minHeight: '44px', fontSize: vars.fontSize.lg })

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md })

// Organiser texts keep their own line breaks.
export const notices = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'pre-line' })

export const giftRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const rowHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm })

export const linkBox = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
})
