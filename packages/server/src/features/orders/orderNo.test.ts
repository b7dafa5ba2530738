import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fairDay, formatFairDateTime } from '@fairpass/core/utils'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, setVenueTimeZone, type TestServer } from '../../testing'
import { orderNoDate } from './place'
import { createBuyers, EXHIBITION, place, TENANT } from './testing'

const HOUR_MS = 3_600_000

/** The day the order page shows an order on ("2026年11月26日 00:01"), written as the number writes it: 20261126. */
function shownDay(createdAt: string): string {
  const [, year, month, day] = /^(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(formatFairDateTime(createdAt, 'cn')) ?? []
  return `${year}${month?.padStart(2, '0')}${day?.padStart(2, '0')}`
}

describe('the date of an order number', () => {
  it('is the fair’s day around the fair’s midnight and around UTC midnight', () => {
    const shanghai = (at: string) => orderNoDate(Date.parse(at), 'Asia/Shanghai')
    expect(shanghai('2026-11-25T15:59:59Z')).toBe('20261125')
    expect(shanghai('2026-11-25T16:00:00Z')).toBe('20261126')
    // Midnight in UTC is eight in the morning at the fair: the same day on both sides.
    expect(shanghai('2026-11-25T23:59:59Z')).toBe('20261126')
    expect(shanghai('2026-11-26T00:00:00Z')).toBe('20261126')
  })

  it('is the venue’s day for a fair abroad', () => {
    // 16:00 UTC: already the 26th in Shanghai, still the 25th in Frankfurt (17:00) and Las Vegas (08:00).
    const at = Date.parse('2026-11-25T16:00:00Z')
    expect(orderNoDate(at, 'Asia/Shanghai')).toBe('20261126')
    expect(orderNoDate(at, 'Europe/Berlin')).toBe('20261125')
    expect(orderNoDate(at, 'America/Los_Angeles')).toBe('20261125')
    // 23:30 UTC: the 26th in Frankfurt (00:30), the 25th in Las Vegas (15:30).
    expect(orderNoDate(Date.parse('2026-11-25T23:30:00Z'), 'Europe/Berlin')).toBe('20261126')
  })
})

describe('an order placed around the fair’s midnight', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer()
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  it('carries the day its pages show it on in its number, on both sides of midnight', async () => {
    // The fair's next midnight (16:00 UTC), a minute before and a minute after: both within the demo fair's sale.
    const midnight = Date.parse(`${fairDay(server.clock.now() + 24 * HOUR_MS)}T00:00:00+08:00`)
    for (const at of [midnight - 60_000, midnight + 60_000]) {
      server.clock.set(at)
      const [buyer] = await createBuyers(server, 1)
      const response = await place(server, buyer.token, [{ ticketTypeId: DEMO_TICKET_TYPES.complimentary, quantity: 1 }])
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      const { orderNo, createdAt } = response.body.data as { orderNo: string; createdAt: string }
      expect(orderNo).toMatch(/^\d{16}$/)
      expect(orderNo.slice(0, 8)).toBe(fairDay(at).replaceAll('-', ''))
      expect(formatFairDateTime(createdAt, 'en')).toMatch(new RegExp(at < midnight ? ', 23:59$' : ', 00:01$'))
      expect(shownDay(createdAt)).toBe(orderNo.slice(0, 8))
    }
  })

  it('numbers it with the venue’s day where Shanghai is already on the next, and the pages learn the zone', async () => {
    await setVenueTimeZone(server, EXHIBITION, 'America/Los_Angeles', TENANT)
    try {
      // Shanghai's next midnight: a minute after it, Shanghai has the next day and Las Vegas the day before.
      const midnight = Date.parse(`${fairDay(server.clock.now() + 24 * HOUR_MS, 'Asia/Shanghai')}T00:00:00+08:00`)
      const at = midnight + 60_000
      server.clock.set(at)
      const [buyer] = await createBuyers(server, 1)
      const response = await place(server, buyer.token, [{ ticketTypeId: DEMO_TICKET_TYPES.complimentary, quantity: 1 }])
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      const { orderNo, createdAt } = response.body.data as { orderNo: string; createdAt: string }
      const venueDay = fairDay(at, 'America/Los_Angeles').replaceAll('-', '')
      expect(venueDay).not.toBe(fairDay(at, 'Asia/Shanghai').replaceAll('-', ''))
      expect(orderNo.slice(0, 8)).toBe(venueDay)
      // The number's date is the one the pages show the order on, on the venue's clock.
      expect(formatFairDateTime(createdAt, 'en', { timeZone: 'America/Los_Angeles' })).toMatch(/, 0[89]:01$/)
    } finally {
      await setVenueTimeZone(server, EXHIBITION, 'Asia/Shanghai', TENANT)
    }
  })
})
