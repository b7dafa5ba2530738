import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { orders, payments, ticketQuotas, ticketTypes } from './tables'
import { auth, createBuyers, EXHIBITION, payInSandbox, place, TENANT } from './testing'

/*
 * Issue 13: the buyer's "pay" opens its payment in one statement (the order's read and the payment's insert were two).
 * What the two did must hold: a repeated tap to the same address reuses the open payment; an order that cannot be paid
 * now (paid, cancelled, past its time) is refused and gets no payment; somebody else's order is not found, whatever
 * the return address; and the payment is written with the sandbox's id of it, so its callback pays the order.
 */

let server: TestServer
let ticketTypeId: string

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0' } })
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '支付测试票', nameEn: 'Payment start test ticket', priceFen: 1500, validFrom: '2026-01-01', validTo: '2027-12-31', sort: 95 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId, total: 1000 })
}, 60_000)
afterAll(() => server?.close())

async function freshOrder() {
  const [buyer] = await createBuyers(server, 1)
  const placed = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])
  expect(placed.status).toBe(200)
  return { buyer, orderId: placed.body.data.id as string }
}

function pay(token: string, orderId: string, returnUrl?: string) {
  return server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId, returnUrl } })
}

const paymentsOf = (orderId: string) => server.database.db.select().from(payments).where(eq(payments.orderId, orderId))

describe('starting a payment in one statement', () => {
  it('writes the payment with the sandbox id and the order amount, and reuses it for a repeated tap to the same address', async () => {
    const { buyer, orderId } = await freshOrder()
    const first = await pay(buyer.token, orderId)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ provider: 'sandbox', cashierUrl: expect.stringContaining(first.body.data.paymentId) })
    const [written] = await paymentsOf(orderId)
    expect(written).toMatchObject({ id: first.body.data.paymentId, state: 'created', amountFen: 1500, providerRef: `sbx_${first.body.data.paymentId}` })
    expect(written.returnUrl).toMatch(/^\/#\/payTransition\?orderId=/)

    expect((await pay(buyer.token, orderId)).body.data.paymentId).toBe(first.body.data.paymentId)
    expect(await paymentsOf(orderId)).toHaveLength(1)
    // Another address: another payment, which the next tap to it reuses in turn (the newest open one decides: a
    // second later on the test's clock).
    server.clock.advance(1000)
    const elsewhere = await pay(buyer.token, orderId, '/#/orders')
    expect(elsewhere.body.data.paymentId).not.toBe(first.body.data.paymentId)
    expect((await pay(buyer.token, orderId, '/#/orders')).body.data.paymentId).toBe(elsewhere.body.data.paymentId)
    expect(await paymentsOf(orderId)).toHaveLength(2)
  })

  it('pays the order through the payment it wrote, and then refuses another start without writing one', async () => {
    const { buyer, orderId } = await freshOrder()
    const { started, pressed } = await payInSandbox(server, buyer.token, orderId)
    expect(started.status).toBe(200)
    expect(pressed?.statusCode).toBe(303)
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order.state).toBe('ticketIssued')
    const again = await pay(buyer.token, orderId)
    expect(again.status).toBe(409)
    expect(await paymentsOf(orderId)).toHaveLength(1)
  })

  it('refuses a cancelled order and one past its time without writing a payment (the late one is expired there)', async () => {
    const cancelled = await freshOrder()
    await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(cancelled.buyer.token), payload: { exhibitionId: EXHIBITION, orderId: cancelled.orderId } })
    expect((await pay(cancelled.buyer.token, cancelled.orderId)).status).toBe(409)
    expect(await paymentsOf(cancelled.orderId)).toHaveLength(0)

    const late = await freshOrder()
    const open = await pay(late.buyer.token, late.orderId)
    expect(open.status).toBe(200)
    server.clock.advance((server.env.orders.paymentMinutes + 1) * 60_000)
    const refused = await pay(late.buyer.token, late.orderId)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toMatch(/time to pay this order has passed/)
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, late.orderId))
    // Expiring closes it as cancelled (lifecycle.ts expireOverdue), its quota given back.
    expect(order.state).toBe('cancelled')
    expect((await paymentsOf(late.orderId)).map((payment) => payment.id)).toEqual([open.body.data.paymentId])
  })

  it("answers 404 for somebody else's order or none, even with a refused return address, and writes nothing", async () => {
    const { orderId } = await freshOrder()
    const [stranger] = await createBuyers(server, 1)
    for (const returnUrl of [undefined, '/#/orders', 'https://evil.example/steal']) {
      expect((await pay(stranger.token, orderId, returnUrl)).status).toBe(404)
      expect((await pay(stranger.token, randomUUID(), returnUrl)).status).toBe(404)
    }
    expect(await paymentsOf(orderId)).toHaveLength(0)
  })

  it('answers every tap of a burst with a payment of the order that the cashier can pay once', async () => {
    const { buyer, orderId } = await freshOrder()
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(buyer.token, orderId)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    const written = await paymentsOf(orderId)
    for (const answer of answers) expect(written.map((payment) => payment.id)).toContain(answer.body.data.paymentId)
    for (const payment of written) expect(payment).toMatchObject({ state: 'created', amountFen: 1500, providerRef: `sbx_${payment.id}` })
    // The next tap reuses the newest; paying it pays the order, once.
    server.clock.advance(1000)
    const next = await pay(buyer.token, orderId)
    const cashier = new URL(next.body.data.cashierUrl as string, 'http://localhost')
    expect((await server.app.inject({ method: 'POST', url: `${cashier.pathname}/pay` })).statusCode).toBe(303)
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order.state).toBe('ticketIssued')
    expect((await paymentsOf(orderId)).filter((payment) => payment.state === 'succeeded')).toHaveLength(1)
  })
})
