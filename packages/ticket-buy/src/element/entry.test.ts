import { describe, expect, test } from 'vitest'
import { entryTarget, type EntryContext } from './entry'

const ORDER = '22222222-2222-4222-8222-222222222222'
const base: EntryContext = {
  route: { path: '/ticket-type' },
  routerMode: 'memory',
  firstPage: '/ticket-type',
  attributes: {},
  exhibition: { tenantId: '000000', exhibitionId: '2002', registerType: 'visitor' },
  search: '',
}
const back = (extra = '') => `?lang=de&fairReturn=%2FpayTransition&orderId=${ORDER}&tenantId=000000&exhibitionId=2002${extra}`

describe('where an embedded element opens', () => {
  test('on its first page by default, and always where the app (hash routing) says', () => {
    expect(entryTarget(base)).toBeNull()
    expect(entryTarget({ ...base, routerMode: 'hash', search: back(), attributes: { ticketTypeId: 't1' } })).toBeNull()
  })

  test('ticket-type-id: on that type, only instead of the first page', () => {
    expect(entryTarget({ ...base, attributes: { ticketTypeId: 't 1' } })).toEqual({ path: '/ticket-type/t%201', query: {} })
    expect(entryTarget({ ...base, route: { path: '/order' }, attributes: { ticketTypeId: 't1' } })).toBeNull()
  })

  test("back from the cashier: the order's page, for the element of the order's exhibition (and id) only", () => {
    const payment = { path: '/payTransition', query: { orderId: ORDER } }
    expect(entryTarget({ ...base, search: back(), attributes: { ticketTypeId: 't1' } })).toEqual(payment)
    expect(entryTarget({ ...base, route: { path: '/order' }, search: back() })).toEqual(payment)
    expect(entryTarget({ ...base, search: back(), exhibition: { ...base.exhibition!, exhibitionId: '2001' } })).toBeNull()
    expect(entryTarget({ ...base, search: back(), exhibition: { ...base.exhibition!, tenantId: '111111' } })).toBeNull()
    expect(entryTarget({ ...base, search: back('&fairElement=tickets-b'), elementId: 'tickets-a' })).toBeNull()
    expect(entryTarget({ ...base, search: back('&fairElement=tickets-a'), elementId: 'tickets-a' })).toEqual(payment)
    // Only a path of this site: never another origin.
    expect(entryTarget({ ...base, search: '?fairReturn=%2F%2Fevil.example%2Fx' })).toBeNull()
  })
})
