import { eq } from 'drizzle-orm'
import { fairDay } from '@fairpass/core/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, ticketQuotas, ticketTypes } from './tables'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, setVenueTimeZone, type TestServer } from '../../testing'
import { createBuyers, payInSandbox, place } from './testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '1', ORDER_PAYMENT_MINUTES: '5' } })
}, 60_000)
afterAll(() => server.close())

async function soldOf(ticketTypeId: string): Promise<number> {
  const [row] = await server.database.db.select({ sold: ticketQuotas.sold }).from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, ticketTypeId))
  return row.sold
}

const stateOf = async (orderId: string) => (await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId)))[0].state

/** Polls until the sweeper (every second, ORDER_SWEEP_SECONDS) has moved the order out of `from`; answers its state. */
async function sweptFrom(orderId: string, from: string): Promise<string> {
  let state = await stateOf(orderId)
  for (let attempt = 0; attempt < 80 && state === from; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    state = await stateOf(orderId)
  }
  return state
}

/*
 * No test waits a fixed time for "a sweep that changed nothing": each places a control order the same sweep must move,
 * waits for that, and then finds the order under test unchanged.
 */

describe('the order sweeper', () => {
  it('cancels an unpaid order past its configured payment time by itself, nobody reading it, and gives its quota back', async () => {
    const [early, late] = await createBuyers(server, 2)
    const before = await soldOf(DEMO_TICKET_TYPES.forum)
    const order = (await place(server, early.token, [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 2 }])).body.data
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(5 * 60_000)
    server.clock.advance(4 * 60_000)
    const notYetDue = (await place(server, late.token, [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 1 }])).body.data
    expect(await soldOf(DEMO_TICKET_TYPES.forum)).toBe(before + 3)

    server.clock.advance(60_000)
    expect(await sweptFrom(order.id, 'pendingPayment')).toBe('cancelled')
    // The sweep that cancelled the first left the second, a minute short of its time, alone.
    expect(await stateOf(notYetDue.id)).toBe('pendingPayment')
    expect(await soldOf(DEMO_TICKET_TYPES.forum)).toBe(before + 1)
  })
})

/** A paid order of a new one-ticket type valid on the given fair days of 1020. */
async function issuedOrder(validFrom: string, validTo: string): Promise<string> {
  const [buyer] = await createBuyers(server, 1)
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: '000000', exhibitionId: '1020', nameCn: '短期票', nameEn: 'Short ticket', priceFen: 100, validFrom, validTo })
    .returning()
  const order = (await place(server, buyer.token, [{ ticketTypeId: type.id, quantity: 1 }])).body.data
  await payInSandbox(server, buyer.token, order.id)
  expect(await stateOf(order.id)).toBe('ticketIssued')
  return order.id
}

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('after the exhibition', () => {
  it('moves an issued order whose ticket days have all passed unused to notEntered; a day still to come keeps it', async () => {
    const today = fairDay(server.clock.now(), 'Asia/Shanghai')
    const short = await issuedOrder(today, dayAfter(today, 1))
    const long = await issuedOrder(today, dayAfter(today, 3))
    server.clock.advance(2 * 86_400_000)
    expect(await sweptFrom(short, 'ticketIssued')).toBe('notEntered')
    expect(await stateOf(long)).toBe('ticketIssued')
    server.clock.advance(2 * 86_400_000)
    expect(await sweptFrom(long, 'ticketIssued')).toBe('notEntered')
  })
})

describe('after an exhibition abroad', () => {
  it('waits for the venue’s midnight, not China’s, before the last ticket day has passed', async () => {
    const LA = 'America/Los_Angeles'
    const lastDay = dayAfter(fairDay(server.clock.now(), 'Asia/Shanghai'), 1)
    // A minute before the venue's midnight that starts the last day (07:00 or 08:00 UTC, as daylight saving has it).
    const venueMidnight = [7, 8].map((hour) => Date.parse(`${lastDay}T0${hour}:00:00Z`)).find((at) => fairDay(at, LA) === lastDay && fairDay(at - 1, LA) !== lastDay)!
    await setVenueTimeZone(server, '1020', LA)
    try {
      server.clock.set(venueMidnight - 60_000)
      const subject = await issuedOrder(lastDay, lastDay)
      // The control's one day is the venue's today, ending at its coming midnight: it is the sweep's proof of having run.
      const control = await issuedOrder(dayAfter(lastDay, -1), dayAfter(lastDay, -1))
      // A minute past Shanghai's midnight: the next day in China, still the last day in Las Vegas (its morning).
      server.clock.set(Date.parse(`${lastDay}T00:00:00+08:00`) + 86_400_000 + 60_000)
      expect(fairDay(server.clock.now(), LA)).toBe(lastDay)
      expect(await sweptFrom(control, 'ticketIssued')).toBe('notEntered')
      expect(await stateOf(subject)).toBe('ticketIssued')
      // Past midnight in Las Vegas (16 or 17 hours after China's).
      server.clock.set(Date.parse(`${lastDay}T00:00:00+08:00`) + 86_400_000 + 18 * 3_600_000)
      expect(await sweptFrom(subject, 'ticketIssued')).toBe('notEntered')
    } finally {
      await setVenueTimeZone(server, '1020', 'Asia/Shanghai')
    }
  })
})
