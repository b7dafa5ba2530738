import { style } from '@vanilla-extract/css'

export const sendCode = style({
  whiteSpace: 'nowrap',
  minWidth: '7.5em',
})
