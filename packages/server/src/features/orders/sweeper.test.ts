import { eq } from 'drizzle-orm'
import { fairDay } from '@fairpass/core/utils'
import { exhibitions } from '../../tenancy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, ticketQuotas, ticketTypes } from './tables'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
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

describe('the order sweeper', () => {
  it('cancels an unpaid order past its configured payment time by itself, nobody reading it, and gives its quota back', async () => {
    const [buyer] = await createBuyers(server, 1)
    const before = await soldOf(DEMO_TICKET_TYPES.forum)
    const order = (await place(server, buyer.token, [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 2 }])).body.data
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(5 * 60_000)
    expect(await soldOf(DEMO_TICKET_TYPES.forum)).toBe(before + 2)

    // Not yet due: a sweep leaves it alone.
    await new Promise((resolve) => setTimeout(resolve, 1300))
    const [waiting] = await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id))
    expect(waiting.state).toBe('pendingPayment')

    server.clock.advance(5 * 60_000)
    let state = 'pendingPayment'
    for (let attempt = 0; attempt < 40 && state === 'pendingPayment'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      ;[{ state }] = await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id))
    }
    expect(state).toBe('cancelled')
    expect(await soldOf(DEMO_TICKET_TYPES.forum)).toBe(before)
  })
})

describe('after the exhibition', () => {
  it('moves an issued order whose ticket days have all passed unused to notEntered; a day still to come keeps it', async () => {
    const [buyer] = await createBuyers(server, 1)
    const [type] = await server.database.db
      .insert(ticketTypes)
      .values({ tenantId: '000000', exhibitionId: '1020', nameCn: '短期票', nameEn: 'Short ticket', priceFen: 100, validFrom: new Date(server.clock.now()).toISOString().slice(0, 10), validTo: new Date(server.clock.now() + 86_400_000).toISOString().slice(0, 10) })
      .returning()
    const order = (await place(server, buyer.token, [{ ticketTypeId: type.id, quantity: 1 }])).body.data
    await payInSandbox(server, buyer.token, order.id)
    const stateOf = async () => (await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)))[0].state
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await stateOf()).toBe('ticketIssued')
    server.clock.advance(3 * 86_400_000)
    let state = await stateOf()
    for (let attempt = 0; attempt < 40 && state === 'ticketIssued'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      state = await stateOf()
    }
    expect(state).toBe('notEntered')
  })
})

describe('after an exhibition abroad', () => {
  it('waits for the venue’s midnight, not China’s, before the last ticket day has passed', async () => {
    const [buyer] = await createBuyers(server, 1)
    const lastDay = fairDay(server.clock.now(), 'Asia/Shanghai')
    const [type] = await server.database.db
      .insert(ticketTypes)
      .values({ tenantId: '000000', exhibitionId: '1020', nameCn: '当日票', nameEn: 'Today ticket', priceFen: 100, validFrom: lastDay, validTo: lastDay })
      .returning()
    const order = (await place(server, buyer.token, [{ ticketTypeId: type.id, quantity: 1 }])).body.data
    await payInSandbox(server, buyer.token, order.id)
    const stateOf = async () => (await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)))[0].state
    await server.database.db.update(exhibitions).set({ timeZone: 'America/Los_Angeles' }).where(eq(exhibitions.id, '1020'))
    try {
      // A minute past Shanghai's midnight: the next day in China, still the last day in Las Vegas (its morning).
      const chinaMidnight = Date.parse(`${lastDay}T00:00:00+08:00`) + 86_400_000
      server.clock.set(chinaMidnight + 60_000)
      expect(fairDay(server.clock.now(), 'America/Los_Angeles')).toBe(lastDay)
      await new Promise((resolve) => setTimeout(resolve, 2300))
      expect(await stateOf()).toBe('ticketIssued')
      // Past midnight in Las Vegas (16 or 17 hours after China's).
      server.clock.set(chinaMidnight + 18 * 3_600_000)
      let state = await stateOf()
      for (let attempt = 0; attempt < 40 && state === 'ticketIssued'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        state = await stateOf()
      }
      expect(state).toBe('notEntered')
    } finally {
      await server.database.db.update(exhibitions).set({ timeZone: 'Asia/Shanghai' }).where(eq(exhibitions.id, '1020'))
    }
  })
})
