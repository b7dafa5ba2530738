import { describe, expect, it } from 'vitest'
import { createMemoryRouter } from '../router'
import { elementKey, returnedLocation } from './returnTo'
import { returnUrlFor } from '../returnUrl'

const ref = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const back = (extra = '') => `?lang=de&fairReturn=%2FpayTransition&orderId=o1&tenantId=000000&exhibitionId=1020${extra}`

describe('the way back to an embedded element', () => {
  it('is the host page itself: its query gains the path and ids, its hash and own parameters stay', () => {
    const router = createMemoryRouter('/order')
    const location = { href: 'https://host.example/page?lang=de#/their/route', origin: 'https://host.example', pathname: '/page', search: '?lang=de' }
    const url = new URL(returnUrlFor(router, ref, '/payTransition', { orderId: 'o1' }, { location, elementId: 'tickets' }))
    expect(url.hash).toBe('#/their/route')
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'de', fairReturn: '/payTransition', orderId: 'o1', fairElement: 'tickets', ...ref })
    router.stop()
  })

  it('reopens only the element it names: same exhibition and tenant, same id when one was given', () => {
    expect(returnedLocation(back(), ref, undefined)).toBe('/payTransition?orderId=o1')
    expect(returnedLocation(back(), { ...ref, exhibitionId: '2001' }, undefined)).toBeNull()
    expect(returnedLocation(back(), { ...ref, tenantId: '111111' }, undefined)).toBeNull()
    expect(returnedLocation(back('&fairElement=b'), ref, 'a')).toBeNull()
    expect(returnedLocation(back('&fairElement=a'), ref, 'a')).toBe('/payTransition?orderId=o1')
    // An element names itself by id, else by tag: the wallet beside the ticket element that left is another element.
    expect(returnedLocation(back('&fairElement=fair-ticket-buy'), ref, 'fair-wallet')).toBeNull()
    expect(returnedLocation(back('&fairElement=fair-ticket-buy'), ref, elementKey({ id: '', localName: 'fair-ticket-buy' }))).toBe('/payTransition?orderId=o1')
    expect(elementKey({ id: 'pass', localName: 'fair-ticket-buy' })).toBe('pass')
    expect(returnedLocation('?lang=de', ref, undefined)).toBeNull()
  })

  it('never follows a path to another origin', () => {
    expect(returnedLocation('?fairReturn=%2F%2Fevil.example%2Fx', ref, undefined)).toBeNull()
    expect(returnedLocation('?fairReturn=https%3A%2F%2Fevil.example', ref, undefined)).toBeNull()
    expect(returnedLocation('?fairReturn=%2F%5Cevil.example', ref, undefined)).toBeNull()
  })
})
