import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

/*
 * A standard shell booth seen from the aisle: the aluminium frame, the fascia board across its top with the company's
 * name as the printer sets it (Chinese large, English under it, the booth number at the right end), and the shelves
 * and rods the form asks for drawn on the back wall.
 */

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const caption = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text })

export const booth = style({
  border: '6px solid #b9bec7',
  borderBottomWidth: 0,
  background: '#fafafa',
  minHeight: '170px',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
})

export const board = style({
  background: '#ffffff',
  borderBottom: '6px solid #b9bec7',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
})

export const names = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', minWidth: 0 })

export const textCn = style({ fontSize: '20px', fontWeight: 700, color: '#1a1a1a', letterSpacing: '0.08em', overflowWrap: 'anywhere' })

export const textEn = style({ fontSize: '11px', fontWeight: 600, color: '#1a1a1a', textTransform: 'uppercase', letterSpacing: '0.04em', overflowWrap: 'anywhere' })

export const placeholder = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm, letterSpacing: 0 })

export const number = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: '#1a1a1a', borderLeft: '2px solid #b9bec7', paddingLeft: vars.space.sm, whiteSpace: 'nowrap' })

export const wall = style({ flex: 1, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm, justifyContent: 'flex-end' })

export const rack = style({ display: 'flex', flexWrap: 'wrap', gap: '4px', alignItems: 'flex-end', minHeight: '12px' })

export const shelf = style({ width: '28px', height: '4px', background: '#8a8f99', borderRadius: '1px' })

export const rod = style({ width: '3px', height: '22px', background: '#8a8f99', borderRadius: '1px' })

export const table = style({ width: '34px', height: '18px', background: '#d7c4a3', borderRadius: '2px' })

export const over = style({ background: vars.color.danger })

export const furniture = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
