import { describe, expect, it } from 'vitest'
import { session } from '../testing/fixtures'
import { chooseOne, selectable } from './selectStore'

describe('chooseOne (node mode: one session per time node)', () => {
  it('replaces the pick of that node and keeps the others', () => {
    expect(chooseOne(['a1', 'b1'], ['a1', 'a2'], 'a2')).toEqual(['b1', 'a2'])
  })
  it('with none, leaves the node empty', () => {
    expect(chooseOne(['a1', 'b1'], ['a1', 'a2'], null)).toEqual(['b1'])
  })
})

describe('selectable', () => {
  it('offers free sessions the visitor does not hold', () => {
    expect(selectable(session({ id: 'x' }), new Set())).toBe(true)
    expect(selectable(session({ id: 'x' }), new Set(['x']))).toBe(false)
    expect(selectable(session({ id: 'x', paid: { ticketTypeId: 't', price: 100, currency: 'RMB', registerLinkId: null } as never }), new Set())).toBe(false)
  })
})
