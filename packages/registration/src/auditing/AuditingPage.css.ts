import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
})

export const lead = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
})

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' })

export const checked = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' })

export const reason = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.cardBg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const reasonLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const reasonText = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
})
