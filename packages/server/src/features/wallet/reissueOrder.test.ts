import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type FootprintEntry, type WalletTicket } from '@fairpass/core/contract'
import { orders, ticketQuotas, tickets, ticketTypes } from '../orders'
import { DEMO_ADMIN_KEY } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, orderDetail, payInSandbox, place, TENANT } from '../orders/testing'

/*
 * Issue 12: the fee for reissuing a reported-lost ticket (spec order getPayOfReportLoss). With a fee, reporting loss
 * goes through a payment and the new QR comes only once it is paid; without one, as before.
 */

let server: TestServer
let paidType: string
let freeType: string

async function seedType(nameEn: string, reissueFeeFen: number): Promise<string> {
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: nameEn, nameEn, priceFen: 2000, validFrom: '2026-01-01', validTo: '2030-12-31', reissueFeeFen, sort: 95 })
    .returning({ id: ticketTypes.id })
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId: type.id, total: 100 })
  return type.id
}

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  paidType = await seedType('Reissue for a fee', 500)
  freeType = await seedType('Reissue for free', 0)
}, 60_000)
afterAll(() => server.close())

async function ticketBought(token: string, ticketTypeId: string): Promise<WalletTicket> {
  const order = (await place(server, token, [{ ticketTypeId, quantity: 1 }])).body.data
  await payInSandbox(server, token, order.id)
  const [row] = await server.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, order.id))
  return ticket(token, row.id)
}

const ticket = async (token: string, id: string) =>
  (await server.call({ method: 'GET', url: TICKET_PATHS.walletTicket, headers: auth(token), query: { exhibitionId: EXHIBITION, id } })).body.data as WalletTicket
const fee = (token: string, ids: string[], language: 'cn' | 'en' = 'en') =>
  server.call({ method: 'GET', url: TICKET_PATHS.reportLossFee, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, idList: ids.join(',') } })
const reportFree = (token: string, ids: string[], language: 'cn' | 'en' = 'en') =>
  server.call({ method: 'POST', url: TICKET_PATHS.reportLoss, headers: auth(token, TENANT, language), payload: { exhibitionId: EXHIBITION, idList: ids } })
const reportPaid = (token: string, ids: string[]) =>
  server.call({ method: 'POST', url: TICKET_PATHS.reportLossPay, headers: auth(token), payload: { exhibitionId: EXHIBITION, idList: ids } })
const verify = async (qr: string) =>
  (await server.call({ method: 'POST', url: TICKET_PATHS.verify, headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` }, payload: { qr } })).body.data.result
const press = (cashierUrl: string, action: 'pay' | 'cancel' = 'pay') => server.app.inject({ method: 'POST', url: `${new URL(cashierUrl).pathname}/${action}` })

describe('reporting a ticket lost when its type charges for a new QR', () => {
  it('quotes the fee, refuses the free report naming it, and renews the QR only once the fee is paid', async () => {
    const [buyer] = await createBuyers(server, 1)
    const bought = await ticketBought(buyer.token, paidType)
    expect(bought.actions).toContain('reportLoss')

    expect((await fee(buyer.token, [bought.id])).body.data).toEqual({ feeFen: 500, currency: 'RMB' })
    const refused = await reportFree(buyer.token, [bought.id])
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('A new QR code for this ticket costs ¥5.00: pay the fee to report it lost')
    expect((await reportFree(buyer.token, [bought.id], 'cn')).body.msg).toBe('该门票挂失补办需支付 ¥5.00，请支付后完成挂失')
    expect((await ticket(buyer.token, bought.id)).qrVersion).toBe(bought.qrVersion)

    const started = await reportPaid(buyer.token, [bought.id])
    expect(started.status).toBe(200)
    const { orderId, payment } = started.body.data
    expect(payment.cashierUrl).toContain('/api/pay/sandbox/cashier/')
    // A second tap pays the same order.
    expect((await reportPaid(buyer.token, [bought.id])).body.data.orderId).toBe(orderId)
    // Not paid yet: nothing has changed, the old QR still admits (the ticket may yet turn up).
    expect((await ticket(buyer.token, bought.id)).qrVersion).toBe(bought.qrVersion)
    expect(await verify(bought.qr!)).toBe('ok')
    const unpaid = await orderDetail(server, buyer.token, orderId)
    expect(unpaid.body.data).toMatchObject({ kind: 'reissue', state: 'pendingPayment', payableFen: 500, items: [] })

    // A cancelled payment changes nothing either.
    await press(payment.cashierUrl, 'cancel')
    expect((await ticket(buyer.token, bought.id)).qrVersion).toBe(bought.qrVersion)

    const again = (await reportPaid(buyer.token, [bought.id])).body.data
    expect(again.orderId).toBe(orderId)
    expect((await press(again.payment.cashierUrl)).statusCode).toBe(303)
    const renewed = await ticket(buyer.token, bought.id)
    expect(renewed.qrVersion).toBe(bought.qrVersion + 1)
    expect(await verify(bought.qr!)).toBe('revoked')
    expect(await verify(renewed.qr!)).toBe('ok')
    const paid = await orderDetail(server, buyer.token, orderId)
    expect(paid.body.data).toMatchObject({ kind: 'reissue', state: 'ticketIssued', payableFen: 500 })
    const journal = (await server.call({ method: 'GET', url: TICKET_PATHS.journal, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION } })).body.data as FootprintEntry[]
    expect(journal.filter((entry) => entry.kind === 'reportedLost' && entry.ticketId === bought.id)).toHaveLength(1)

    // The fee is not refundable.
    const quote = await server.call({ method: 'GET', url: TICKET_PATHS.refundQuote, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION, orderId } })
    expect(quote.body.data).toMatchObject({ refundable: false, reason: 'The fee for a new QR code cannot be refunded' })
  })

  it('an unpaid reissue order expires as any order does and renews nothing', async () => {
    const [buyer] = await createBuyers(server, 1)
    const bought = await ticketBought(buyer.token, paidType)
    const { orderId, payment } = (await reportPaid(buyer.token, [bought.id])).body.data
    server.clock.advance((server.env.orders.paymentMinutes + 1) * 60_000)
    expect((await orderDetail(server, buyer.token, orderId)).body.data.state).toBe('cancelled')
    // Paid after it expired: returned by itself (latePayments.ts), no new QR.
    await press(payment.cashierUrl)
    expect((await ticket(buyer.token, bought.id)).qrVersion).toBe(bought.qrVersion)
    const [order] = await server.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId))
    expect(order.state).toBe('cancelled')
  })

  it('a free type is reported lost at once, as before, and has no reissue order to pay', async () => {
    const [buyer] = await createBuyers(server, 1)
    const bought = await ticketBought(buyer.token, freeType)
    expect((await fee(buyer.token, [bought.id])).body.data).toEqual({ feeFen: 0, currency: 'RMB' })
    const refused = await reportPaid(buyer.token, [bought.id])
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('A new QR code for this ticket is free: report it lost without paying')
    const reported = await reportFree(buyer.token, [bought.id])
    expect(reported.status).toBe(200)
    expect(reported.body.data[0].qrVersion).toBe(bought.qrVersion + 1)
  })

  it("another visitor's ticket is not found, and nothing is ordered for it", async () => {
    const [owner, other] = await createBuyers(server, 2)
    const bought = await ticketBought(owner.token, paidType)
    expect((await fee(other.token, [bought.id])).status).toBe(404)
    const before = await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, other.id))
    expect((await reportPaid(other.token, [bought.id])).status).toBe(404)
    expect(await server.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, other.id))).toEqual(before)
  })
})
