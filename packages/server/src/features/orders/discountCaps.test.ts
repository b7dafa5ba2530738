import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { discountCodes, orders, ticketQuotas, ticketTypes } from './tables'
import { expireOverdue } from './lifecycle'
import { createTestServer, type TestServer } from '../../testing'
import type { AppContext } from '../../context'
import { auth, createBuyers, EXHIBITION, payInSandbox, place, TENANT } from './testing'

/*
 * Issue 12 hole 2: "a 100 % code used by 5 parallel buyers gave 50 free tickets". A code has a total cap and a
 * per-buyer cap, both held atomically (the code's row is the counter: a conditional UPDATE, so 50 concurrent uses of
 * a code capped at 10 give exactly 10), and a use is given back when its order is cancelled, expires or is refunded.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL (real concurrency).
 */

let server: TestServer
let ticketTypeId: string

async function addCode(code: string, percentOff: number, caps: { maxUses?: number; maxUsesPerBuyer?: number }): Promise<void> {
  await server.database.db.insert(discountCodes).values({ tenantId: TENANT, exhibitionId: EXHIBITION, code, percentOff, ...caps })
}

async function usage(code: string): Promise<{ used: number; orders: number }> {
  const [row] = await server.database.db.select({ used: discountCodes.used }).from(discountCodes).where(and(eq(discountCodes.exhibitionId, EXHIBITION), eq(discountCodes.code, code)))
  const [live] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.discountCode, code), sql`${orders.state} NOT IN ('cancelled', 'refunded')`))
  return { used: row.used, orders: live.n }
}

async function orderCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
  return row.n
}

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0', ORDER_PENDING_MAX_PER_BUYER: '50' } })
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '优惠测试票', nameEn: 'Discount test ticket', priceFen: 1000, validFrom: '2026-01-01', validTo: '2027-12-31', refundableUntil: new Date('2099-01-01'), sort: 98 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId, total: 10_000 })
}, 60_000)
afterAll(() => server.close())

describe('discount code caps', () => {
  it('50 concurrent uses of a 100 % code capped at 10 give exactly 10 orders; the others are told it is used up', async () => {
    await addCode('FREE10', 100, { maxUses: 10 })
    const buyers = await createBuyers(server, 50)
    const before = await orderCount()
    const answers = await Promise.all(buyers.map((buyer) => place(server, buyer.token, [{ ticketTypeId, quantity: 5 }], { discountCode: 'free10' })))
    const ok = answers.filter((answer) => answer.status === 200)
    expect(ok).toHaveLength(10)
    expect(ok.every((answer) => answer.body.data.state === 'ticketIssued' && answer.body.data.payableFen === 0)).toBe(true)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.every((answer) => answer.status === 409 && answer.body.msg === 'This discount code has been used up')).toBe(true)
    expect(await orderCount()).toBe(before + 10)
    expect(await usage('FREE10')).toEqual({ used: 10, orders: 10 })
  }, 120_000)

  it('holds the per-buyer cap, and gives a use back when the order is cancelled', async () => {
    await addCode('TWICE', 50, { maxUsesPerBuyer: 2 })
    const [buyer] = await createBuyers(server, 1)
    const first = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'TWICE' })
    const second = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'TWICE' })
    expect([first.status, second.status]).toEqual([200, 200])
    const before = await orderCount()
    const third = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'TWICE', language: 'cn' })
    expect(third.status).toBe(409)
    expect(third.body.msg).toBe('您使用此优惠码的次数已达上限')
    expect(await orderCount()).toBe(before)
    const cancelled = await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: first.body.data.id } })
    expect(cancelled.status).toBe(200)
    expect(await usage('TWICE')).toEqual({ used: 1, orders: 1 })
    expect((await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'TWICE' })).status).toBe(200)
    // Another buyer is not counted against this one.
    const [other] = await createBuyers(server, 1)
    expect((await place(server, other.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'TWICE' })).status).toBe(200)
  })

  it('gives the use back when the unpaid order expires and when the order is refunded', async () => {
    await addCode('ONCE', 20, { maxUses: 1 })
    const [a, b, c] = await createBuyers(server, 3)
    const placed = await place(server, a.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'ONCE' })
    expect(placed.status).toBe(200)
    expect((await place(server, b.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'ONCE' })).status).toBe(409)
    server.clock.advance((server.env.orders.paymentMinutes + 1) * 60_000)
    expect(await expireOverdue({ db: server.database.db, clock: server.clock } as unknown as AppContext, { orderId: placed.body.data.id })).toBe(1)
    expect(await usage('ONCE')).toEqual({ used: 0, orders: 0 })

    const again = await place(server, b.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'ONCE' })
    expect(again.status).toBe(200)
    await payInSandbox(server, b.token, again.body.data.id)
    expect((await place(server, c.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'ONCE' })).status).toBe(409)
    const refund = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(b.token), payload: { exhibitionId: EXHIBITION, orderId: again.body.data.id, reason: 'Cannot come' } })
    expect(refund.status).toBe(200)
    for (let attempt = 0; attempt < 100 && (await usage('ONCE')).used !== 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await usage('ONCE')).toEqual({ used: 0, orders: 0 })
    expect((await place(server, c.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'ONCE' })).status).toBe(200)
  })

  it('still gives a use back after the organiser lowered the cap below the uses taken', async () => {
    await addCode('LOWERED', 10, { maxUses: 3 })
    const [a, b, c] = await createBuyers(server, 3)
    const first = await place(server, a.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'LOWERED' })
    expect((await place(server, b.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'LOWERED' })).status).toBe(200)
    await server.database.db.update(discountCodes).set({ maxUses: 1 }).where(and(eq(discountCodes.exhibitionId, EXHIBITION), eq(discountCodes.code, 'LOWERED')))
    const cancelled = await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(a.token), payload: { exhibitionId: EXHIBITION, orderId: first.body.data.id } })
    expect(cancelled.status).toBe(200)
    expect(await usage('LOWERED')).toEqual({ used: 1, orders: 1 })
    expect((await place(server, c.token, [{ ticketTypeId, quantity: 1 }], { discountCode: 'LOWERED' })).status).toBe(409)
  })
})
