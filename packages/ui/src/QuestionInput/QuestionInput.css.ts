import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const followUp = style({
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.primary}`,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  overflowWrap: 'anywhere',
})

export const requiredMark = style({ color: vars.color.danger, marginLeft: '2px' })

export const optional = style({ color: vars.color.textMuted, fontWeight: 400, marginLeft: vars.space.xs })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs })

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-within': { borderColor: vars.color.primaryText, boxShadow: `0 0 0 1px ${vars.color.primaryText}` },
    '&[data-state="checked"]': { borderColor: vars.color.primary },
  },
})

export const optionInput = style({ flex: 'none', width: '18px', height: '18px', margin: 0, accentColor: vars.color.primary })

export const textLabel = style({ color: vars.color.text, fontSize: vars.fontSize.sm, fontWeight: 600, overflowWrap: 'anywhere' })

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '88px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primaryText, boxShadow: `0 0 0 1px ${vars.color.primaryText}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.xs })
