import { style } from '@vanilla-extract/css'
import { vars } from '@fairpass/core/theme'

export const video = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: '#111',
  selectors: { '&[data-state="off"], &[data-state="denied"], &[data-state="unavailable"]': { display: 'none' } },
})

export const queue = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const queued = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  selectors: { '&[data-state="refused"]': { borderStyle: 'solid', borderColor: vars.color.danger } },
})

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })
