import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { payments, refunds, ticketQuotas, tickets } from './tables'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
import { createSandboxProvider, NOTIFY_PATH, SANDBOX, type PaymentProvider, type SandboxProvider } from '../payments'
import { expireOverdue } from './lifecycle'
import { LATE_RETURN_RETRY_MS, sendLatePaymentReturns } from './latePayments'
import { auth, createBuyers, EXHIBITION, orderDetail, place } from './testing'

/*
 * Issue 12: a payment arriving after its order expired (or was cancelled) is returned to the buyer by the server
 * itself, exactly once; the order stays closed and no ticket is issued.
 */

let server: TestServer
let signer: SandboxProvider
let ctx: AppContext
const quiet = { error() {} }

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  signer = createSandboxProvider({ serverSecret: server.env.jwtSecret, clock: server.clock, refundDelayMs: 0, deliver: async () => {} })
  ctx = { db: server.database.db, clock: server.clock, env: server.env } as unknown as AppContext
}, 60_000)
afterAll(() => server.close())

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return read()
}

async function soldOf(ticketTypeId: string): Promise<number> {
  const [row] = await server.database.db.select({ sold: ticketQuotas.sold }).from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, ticketTypeId))
  return row.sold
}

/** An unpaid order with a payment started at the cashier, then closed by `close` before the money arrives. */
async function closedOrderWithOpenPayment(close: 'cancel' | 'expire') {
  const [buyer] = await createBuyers(server, 1)
  const order = (await place(server, buyer.token, [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 1 }])).body.data
  const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
  if (close === 'cancel') {
    await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
  } else {
    server.clock.advance((server.env.orders.paymentMinutes + 1) * 60_000)
    expect(await expireOverdue(ctx, { orderId: order.id })).toBe(1)
  }
  return { buyer, order, paymentId: started.body.data.paymentId as string, amountFen: order.payableFen as number }
}

function callback(paymentId: string, amountFen: number, eventId = `late-${paymentId}`) {
  const body = Buffer.from(JSON.stringify({ kind: 'payment', eventId, paymentId, providerRef: `wx-${paymentId}`, amountFen, result: 'succeeded' }))
  return server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: body, headers: signer.sign(body) })
}

const refundsOf = (paymentId: string) => server.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))

describe('a payment arriving after its order closed', () => {
  it('is returned in full by itself when the order had expired: the order stays expired, no ticket, the buyer sees the money coming back', async () => {
    const { buyer, order, paymentId, amountFen } = await closedOrderWithOpenPayment('expire')
    const soldBefore = await soldOf(DEMO_TICKET_TYPES.forum)

    const answer = await callback(paymentId, amountFen)
    expect(answer.json()).toMatchObject({ outcome: 'late' })

    const [queued] = await refundsOf(paymentId)
    expect(queued).toMatchObject({ kind: 'latePayment', orderId: order.id, feeFen: 0, amountFen, providerRef: `sbx_refund_${queued.id}` })
    const done = await waitFor(
      () => orderDetail(server, buyer.token, order.id),
      (detail) => detail.body.data.refund?.state === 'succeeded',
    )
    expect(done.body.data).toMatchObject({ state: 'cancelled', ticketIds: [], refund: { kind: 'latePayment', state: 'succeeded', amountFen, feeFen: 0 } })
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(payment.state).toBe('lateRefunded')
    expect(await server.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(0)
    expect(await soldOf(DEMO_TICKET_TYPES.forum)).toBe(soldBefore)
  })

  it('returns it exactly once: a replayed callback, or the same payment under another event id, returns nothing more', async () => {
    const { buyer, order, paymentId, amountFen } = await closedOrderWithOpenPayment('cancel')
    expect((await callback(paymentId, amountFen)).json()).toMatchObject({ outcome: 'late' })
    const requested = await orderDetail(server, buyer.token, order.id)
    expect(requested.body.data.state).toBe('cancelled')
    expect(requested.body.data.refund).toMatchObject({ kind: 'latePayment', amountFen })

    expect((await callback(paymentId, amountFen)).json()).toMatchObject({ outcome: 'replayed' })
    expect((await callback(paymentId, amountFen, `retry-${paymentId}`)).json()).toMatchObject({ outcome: 'ignored' })
    await waitFor(
      () => refundsOf(paymentId),
      (rows) => rows[0]?.state === 'succeeded',
    )
    expect(await refundsOf(paymentId)).toHaveLength(1)
    // Nothing is left for the sweep to send again.
    server.clock.advance(LATE_RETURN_RETRY_MS + 1)
    const asked: string[] = []
    const counting = { name: SANDBOX, refund: async (request: { refundId: string }) => (asked.push(request.refundId), { providerRef: null }) } as unknown as PaymentProvider
    await sendLatePaymentReturns(ctx, counting, quiet, 1000)
    expect(asked).not.toContain((await refundsOf(paymentId))[0].id)
  })

  it('is handed to the provider again when it was refused, once per sweep however many processes sweep at once', async () => {
    const down = { name: SANDBOX, refund: async () => Promise.reject(new Error('provider down')) } as unknown as PaymentProvider
    const { paymentId, amountFen } = await closedOrderWithOpenPayment('cancel')
    // The callback's own hand-over goes to the app's sandbox; make it look as if that process died before sending.
    expect((await callback(paymentId, amountFen)).json()).toMatchObject({ outcome: 'late' })
    const [queued] = await waitFor(
      () => refundsOf(paymentId),
      (rows) => rows[0]?.state === 'succeeded',
    )
    await server.database.db.update(refunds).set({ state: 'requested', providerRef: null, settledAt: null }).where(eq(refunds.id, queued.id))
    await server.database.db.update(payments).set({ state: 'lateSucceeded' }).where(eq(payments.id, paymentId))

    // Sent moments ago: not due yet.
    const asked: string[] = []
    const counting = {
      name: SANDBOX,
      refund: async (request: { refundId: string; amountFen: number }) => {
        asked.push(request.refundId)
        expect(request.amountFen).toBe(amountFen)
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { providerRef: `again-${request.refundId}` }
      },
    } as unknown as PaymentProvider
    await sendLatePaymentReturns(ctx, counting, quiet, 1000)
    expect(asked).not.toContain(queued.id)

    server.clock.advance(LATE_RETURN_RETRY_MS + 1)
    expect(await sendLatePaymentReturns(ctx, down, quiet, 1000)).toBe(0)
    // Refused: due again only after the retry time.
    await sendLatePaymentReturns(ctx, counting, quiet, 1000)
    expect(asked).not.toContain(queued.id)

    server.clock.advance(LATE_RETURN_RETRY_MS + 1)
    await Promise.all([sendLatePaymentReturns(ctx, counting, quiet, 1000), sendLatePaymentReturns(ctx, counting, quiet, 1000)])
    expect(asked.filter((id) => id === queued.id)).toHaveLength(1)
    const [sent] = await refundsOf(paymentId)
    expect(sent).toMatchObject({ state: 'requested', providerRef: `again-${queued.id}` })
    const [{ n }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(eq(refunds.paymentId, paymentId))
    expect(n).toBe(1)
  })
})
