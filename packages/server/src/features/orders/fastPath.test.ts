import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { orders, paymentEvents, payments, ticketTypes, tickets } from './tables'
import { createTestServer, type TestServer } from '../../testing'
import { SANDBOX } from '../payments'
import { applyPaymentEvent, payInOneStatement, paymentPays } from './settle'
import { auth, createBuyers, EXHIBITION, place, TENANT } from './testing'

/*
 * Issue 13's fast paths say a rule twice or check it late, so they are tested against the slow ones: the callback's one
 * statement pays exactly the cases settle.ts' paymentPays pays (and touches nothing otherwise), and placing an order
 * writes nothing when the buyer's holdings are no longer those the limits were checked against.
 */

let server: TestServer
let ctx: AppContext
let ticketTypeId: string

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  ctx = { db: server.database.db, clock: server.clock, env: server.env } as unknown as AppContext
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '快速路径票', nameEn: 'Fast path ticket', priceFen: 1000, validFrom: '2026-01-01', validTo: '2026-12-31', sort: 98 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
}, 60_000)
afterAll(() => server?.close())

/** A fresh buyer's unpaid order with a payment started at the sandbox. */
async function orderWithPayment() {
  const [buyer] = await createBuyers(server, 1)
  const order = (await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])).body.data
  const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
  return { buyer, orderId: order.id as string, paymentId: started.body.data.paymentId as string }
}

async function ticketCount(orderId: string): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.orderId, orderId))
  return row.n
}

describe('the callback in one statement', () => {
  const cases: Array<{ paymentState: string; orderState: string; eventAmount: number; payable: number; provider: string }> = []
  for (const paymentState of ['created', 'cancelled', 'succeeded'])
    for (const orderState of ['pendingPayment', 'cancelled', 'ticketIssued'])
      for (const eventAmount of [1000, 900])
        for (const payable of [1000, 1100])
          for (const provider of [SANDBOX, 'otherPay']) cases.push({ paymentState, orderState, eventAmount, payable, provider })

  it(`pays exactly the cases paymentPays pays, and changes nothing in the others (${cases.length} cases)`, async () => {
    let paid = 0
    for (const c of cases) {
      const { orderId, paymentId } = await orderWithPayment()
      await server.database.db.update(payments).set({ state: c.paymentState }).where(eq(payments.id, paymentId))
      await server.database.db.update(orders).set({ state: c.orderState, totalFen: c.payable, payableFen: c.payable }).where(eq(orders.id, orderId))
      const event = { kind: 'payment' as const, eventId: `fast-${paymentId}`, paymentId, providerRef: `ref-${paymentId}`, amountFen: c.eventAmount, result: 'succeeded' as const }
      const expected = paymentPays(c.provider, event, { provider: SANDBOX, state: c.paymentState, amountFen: 1000 }, { state: c.orderState, payableFen: c.payable })

      expect({ ...c, moved: await payInOneStatement(ctx, c.provider, event, server.clock.now()) }).toEqual({ ...c, moved: expected })
      const [order] = await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId))
      const [payment] = await server.database.db.select({ state: payments.state, providerRef: payments.providerRef }).from(payments).where(eq(payments.id, paymentId))
      const recorded = await server.database.db.select({ outcome: paymentEvents.outcome }).from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId))
      if (expected) {
        paid += 1
        expect(order.state).toBe('ticketIssued')
        expect(payment).toEqual({ state: 'succeeded', providerRef: `ref-${paymentId}` })
        expect(recorded).toEqual([{ outcome: 'paid' }])
        expect(await ticketCount(orderId)).toBe(1)
      } else {
        expect(order.state).toBe(c.orderState)
        expect(payment.state).toBe(c.paymentState)
        expect(recorded).toEqual([])
        expect(await ticketCount(orderId)).toBe(0)
      }
    }
    // Created or cancelled payment, unpaid order, amounts agreeing, our provider.
    expect(paid).toBe(2)
  }, 120_000)

  it('pays once when the same event arrives twice at the same time; the other delivery is a replay', async () => {
    const { orderId, paymentId } = await orderWithPayment()
    const event = { kind: 'payment' as const, eventId: `twice-${paymentId}`, paymentId, providerRef: null, amountFen: 1000, result: 'succeeded' as const }
    const outcomes = await Promise.all([applyPaymentEvent(ctx, SANDBOX, event), applyPaymentEvent(ctx, SANDBOX, event)])
    expect(outcomes.sort()).toEqual(['paid', 'replayed'])
    expect(await ticketCount(orderId)).toBe(1)
    expect(await applyPaymentEvent(ctx, SANDBOX, event)).toBe('replayed')
  })

  it('leaves an event already recorded to the transaction, which answers it as a replay', async () => {
    const { orderId, paymentId } = await orderWithPayment()
    const event = { kind: 'payment' as const, eventId: `seen-${paymentId}`, paymentId, providerRef: null, amountFen: 1000, result: 'succeeded' as const }
    await server.database.db.insert(paymentEvents).values({ provider: SANDBOX, eventId: event.eventId, kind: 'payment', outcome: 'ignored', payload: {} })
    expect(await payInOneStatement(ctx, SANDBOX, event, server.clock.now())).toBe(false)
    expect(await applyPaymentEvent(ctx, SANDBOX, event)).toBe('replayed')
    const [order] = await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId))
    expect(order.state).toBe('pendingPayment')
  })
})

describe('placing an order against the holdings it was checked on', () => {
  it('writes nothing and answers stale when the holdings changed after they were read', async () => {
    const [buyer] = await createBuyers(server, 1)
    const first = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])
    expect(first.status).toBe(200)
    // The holdings as they were before the first order: no longer the buyer's.
    const before = { held: [], pending: { orders: 0, tickets: 0 }, codeUses: 0 }
    const at = new Date(server.clock.now()).toISOString()
    const placement = {
      id: crypto.randomUUID(),
      userId: buyer.id,
      tenantId: TENANT,
      exhibitionId: EXHIBITION,
      idempotencyKey: crypto.randomUUID(),
      holdings: before,
      at,
      expiresAt: at,
      quotas: [],
      items: [],
      footprint: {},
    }
    const result = await server.database.db.execute(sql`SELECT fairpass_place_order(${JSON.stringify(placement)}::jsonb) AS "outcome"`)
    const [row] = (result as unknown as { rows: Array<{ outcome: unknown }> }).rows
    expect(typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome).toEqual({ status: 'stale' })
    const mine = await server.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, buyer.id)))
    expect(mine).toHaveLength(1)
  })

  it('counts a buyer\'s parallel orders one after the other: one more at once than the unpaid orders allowed', async () => {
    const [buyer] = await createBuyers(server, 1)
    const allowed = server.env.orders.maxPendingPerBuyer
    const answers = await Promise.all(Array.from({ length: allowed + 1 }, () => place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(allowed)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.map((answer) => answer.status)).toEqual([409])
    const mine = await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id))
    expect(mine).toHaveLength(allowed)
  })
})
