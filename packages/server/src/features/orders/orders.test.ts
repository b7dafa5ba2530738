import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { footprints, orders, paymentEvents, payments, ticketQuotas, ticketTypes, tickets } from './tables'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
import { createSandboxProvider, NOTIFY_PATH, SANDBOX, type SandboxProvider } from '../payments'
import { DEMO_ADMIN_KEY } from '../admin'
import { runAdmin } from '../../../../../scripts/admin'
import { auth, createBuyers, EXHIBITION, orderDetail, payInSandbox, place, TENANT } from './testing'

let server: TestServer
let buyers: Array<{ id: string; token: string; account: string }>
let day: string
let signer: SandboxProvider

const T = DEMO_TICKET_TYPES

async function sold(ticketTypeId: string): Promise<number> {
  const [row] = await server.database.db.select({ sold: ticketQuotas.sold }).from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, ticketTypeId))
  return row.sold
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return read()
}

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  buyers = await createBuyers(server, 12)
  const [type] = await server.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, T.day))
  day = type.validFrom
  // The same key the server derives: tests forge callbacks the way the sandbox signs them.
  signer = createSandboxProvider({ serverSecret: server.env.jwtSecret, clock: server.clock, refundDelayMs: 0, deliver: async () => {} })
}, 60_000)
afterAll(() => server.close())

describe('ticket types', () => {
  it('lists what the link offers in the caller language, with days, stock and sale state', async () => {
    const response = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, query: { tenantId: TENANT, exhibitionId: EXHIBITION, registerLinkId: 'tickets-2026', languageType: 'en' } })
    expect(response.status).toBe(200)
    const list = response.body.data as Array<Record<string, any>>
    expect(list.map((type) => type.name)).toEqual(['Standard day ticket', '3-day pass', 'Complimentary ticket', 'Opening night party', 'Industry forum ticket (non-refundable)'])
    const dayTicket = list[0]
    expect(dayTicket).toMatchObject({ priceFen: 8000, currency: 'RMB', requiresDay: true, remaining: 500, soldOut: false, saleState: 'onSale', conflictGroup: 'entry' })
    expect(dayTicket.days).toHaveLength(3)
    expect(dayTicket.days[0]).toBe(dayTicket.validFrom)
    const cn = await server.call({ method: 'GET', url: TICKET_PATHS.ticketType, query: { tenantId: TENANT, exhibitionId: EXHIBITION, id: T.pass, languageType: 'cn' } })
    expect(cn.body.data).toMatchObject({ name: '三日通票', priceFen: 24000, days: [], remaining: 300 })
  })

  it('shows the motor show ticket of spec §9: valid 17–22 September 2025, one entry, one chosen day, no longer on sale', async () => {
    const response = await server.call({ method: 'GET', url: TICKET_PATHS.ticketType, query: { tenantId: TENANT, exhibitionId: '1001', id: T.motorDay, languageType: 'en' } })
    expect(response.body.data).toMatchObject({ validFrom: '2025-09-17', validTo: '2025-09-22', entries: 1, requiresDay: true })
    expect(response.body.data.days).toEqual(['2025-09-17', '2025-09-18', '2025-09-19', '2025-09-20', '2025-09-21', '2025-09-22'])
    expect(response.body.data.notice).toMatch(/17–22 September 2025/)
  })

  it('answers a wrong exhibition or another tenant with the wrong-link message', async () => {
    const response = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, query: { tenantId: '100001', exhibitionId: EXHIBITION, languageType: 'en' } })
    expect(response.status).toBe(404)
    expect(response.body.msg).toMatch(/Wrong link/)
  })
})

describe('placing an order', () => {
  it('names a missing or malformed Idempotency-Key header (not "_form required") and places nothing', async () => {
    const [before] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    const missing = await server.call({ method: 'POST', url: TICKET_PATHS.placeOrder, headers: auth(buyers[0].token), payload: { exhibitionId: EXHIBITION, items: [{ ticketTypeId: T.forum, quantity: 1 }] } })
    expect(missing.status).toBe(400)
    expect(missing.body.data.fieldErrors).toEqual({ 'Idempotency-Key': 'This field is required' })
    const malformed = await server.call({ method: 'POST', url: TICKET_PATHS.placeOrder, headers: { ...auth(buyers[0].token), 'idempotency-key': 'x' }, payload: { exhibitionId: EXHIBITION, items: [{ ticketTypeId: T.forum, quantity: 1 }] } })
    expect(malformed.body.data.fieldErrors).toEqual({ 'Idempotency-Key': 'The request lacks a valid idempotency key, please try again' })
    const [after] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    expect(after.n).toBe(before.n)
  })

  it('reserves the quota, starts pendingPayment with a deadline and an order number, and writes a footprint', async () => {
    const before = await sold(T.day)
    const response = await place(server, buyers[0].token, [{ ticketTypeId: T.day, quantity: 2, day }])
    expect(response.status).toBe(200)
    const order = response.body.data
    expect(order).toMatchObject({ state: 'pendingPayment', totalFen: 16000, payableFen: 16000, discountFen: 0, currency: 'RMB', ticketIds: [] })
    expect(order.orderNo).toMatch(/^\d{8}\d{8}$/)
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000)
    expect(order.items[0]).toMatchObject({ ticketTypeName: 'Standard day ticket', day, quantity: 2, unitPriceFen: 8000 })
    expect(await sold(T.day)).toBe(before + 2)
    const marks = await server.database.db.select().from(footprints).where(eq(footprints.orderId, order.id))
    expect(marks.map((mark) => mark.kind)).toEqual(['orderPlaced'])
  })

  it('requires a day for a day ticket, inside its validity, and refuses one for other types', async () => {
    const token = buyers[1].token
    expect((await place(server, token, [{ ticketTypeId: T.day, quantity: 1 }])).body.msg).toBe('Please choose the day of your visit for Standard day ticket')
    expect((await place(server, token, [{ ticketTypeId: T.day, quantity: 1, day: '2020-01-01' }])).body.msg).toBe('The chosen day is outside the validity of Standard day ticket')
    const cn = await place(server, token, [{ ticketTypeId: T.pass, quantity: 1, day }], { language: 'cn' })
    expect(cn.status).toBe(400)
    expect(cn.body.msg).toBe('三日通票不是单日票，无需选择日期')
  })

  it('refuses two conflicting tickets in one order, and a conflict with a ticket already held', async () => {
    const token = buyers[1].token
    const both = await place(server, token, [{ ticketTypeId: T.day, quantity: 1, day }, { ticketTypeId: T.pass, quantity: 1 }])
    expect(both.status).toBe(409)
    expect(both.body.msg).toBe('These tickets cannot be bought together: Standard day ticket, 3-day pass')
    expect((await place(server, token, [{ ticketTypeId: T.pass, quantity: 1 }])).status).toBe(200)
    const later = await place(server, token, [{ ticketTypeId: T.day, quantity: 1, day }])
    expect(later.status).toBe(409)
    expect(later.body.msg).toMatch(/cannot be bought together/)
  })

  it('enforces the per-order and per-person limits with "Ticket limit reached"', async () => {
    const token = buyers[2].token
    const tooMany = await place(server, token, [{ ticketTypeId: T.pass, quantity: 6 }])
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.msg).toBe('Ticket limit reached')
    // Split over two lines of one order it is the same count.
    expect((await place(server, token, [{ ticketTypeId: T.pass, quantity: 3 }, { ticketTypeId: T.pass, quantity: 3 }])).body.msg).toBe('Ticket limit reached')
    const first = await place(server, token, [{ ticketTypeId: T.complimentary, quantity: 1 }])
    expect(first.status).toBe(200)
    // Free: paid at once, its ticket issued.
    expect(first.body.data).toMatchObject({ state: 'ticketIssued', payableFen: 0 })
    expect(first.body.data.ticketIds).toHaveLength(1)
    const second = await place(server, token, [{ ticketTypeId: T.complimentary, quantity: 1 }], { language: 'cn' })
    expect(second.status).toBe(409)
    expect(second.body.msg).toBe('门票数量已达上限')
  })

  it('applies a discount code to the types it covers and refuses it for others, naming the type', async () => {
    const token = buyers[3].token
    const quote = await server.call({
      method: 'POST',
      url: TICKET_PATHS.discountQuote,
      headers: auth(token),
      payload: { exhibitionId: EXHIBITION, code: 'fair10', items: [{ ticketTypeId: T.day, quantity: 3, day }] },
    })
    expect(quote.body.data).toEqual({ code: 'FAIR10', totalFen: 24000, discountFen: 2400, payableFen: 21600 })
    const refused = await place(server, token, [{ ticketTypeId: T.pass, quantity: 1 }], { discountCode: 'FAIR10' })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('This discount code does not apply to 3-day pass')
    expect((await place(server, token, [{ ticketTypeId: T.day, quantity: 1, day }], { discountCode: 'NOPE' })).body.msg).toBe('This discount code is invalid or has expired')
    const ordered = await place(server, token, [{ ticketTypeId: T.day, quantity: 3, day }], { discountCode: 'FAIR10' })
    expect(ordered.body.data).toMatchObject({ discountCode: 'FAIR10', discountFen: 2400, payableFen: 21600 })
    const free = await place(server, buyers[4].token, [{ ticketTypeId: T.day, quantity: 1, day }], { discountCode: 'SPONSOR100' })
    expect(free.body.data).toMatchObject({ state: 'ticketIssued', payableFen: 0 })
  })

  it('refuses a sold-out type before payment, writing nothing', async () => {
    const first = await place(server, buyers[5].token, [{ ticketTypeId: T.party, quantity: 2 }])
    expect(first.status).toBe(200)
    const ordersBefore = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(orders)
    const late = await place(server, buyers[6].token, [{ ticketTypeId: T.party, quantity: 1 }])
    expect(late.status).toBe(409)
    expect(late.body.msg).toBe('Opening night party is sold out')
    const list = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, query: { tenantId: TENANT, exhibitionId: EXHIBITION, languageType: 'en' } })
    expect(list.body.data.find((type: any) => type.id === T.party)).toMatchObject({ remaining: 0, soldOut: true })
    const ordersAfter = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(orders)
    expect(ordersAfter[0].count).toBe(ordersBefore[0].count)
    expect(await sold(T.party)).toBe(2)
  })

  it('answers the same order to the same Idempotency-Key, even for concurrent duplicates, and refuses the key with another body', async () => {
    const token = buyers[7].token
    const key = randomUUID()
    const before = await sold(T.forum)
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(server, token, [{ ticketTypeId: T.forum, quantity: 1 }], { key })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1)
    expect(await sold(T.forum)).toBe(before + 1)
    const again = await place(server, token, [{ ticketTypeId: T.forum, quantity: 1 }], { key })
    expect(again.body.data.id).toBe(answers[0].body.data.id)
    const other = await place(server, token, [{ ticketTypeId: T.forum, quantity: 2 }], { key })
    expect(other.status).toBe(422)
    expect(other.body.msg).toMatch(/already sent with other tickets/)
    const missing = await server.call({ method: 'POST', url: TICKET_PATHS.placeOrder, headers: auth(token), payload: { exhibitionId: EXHIBITION, items: [{ ticketTypeId: T.forum, quantity: 1 }] } })
    expect(missing.status).toBe(400)
  })
})

describe('cancel and expiry', () => {
  it('lets the buyer cancel an unpaid order, giving the quota back, and refuses cancelling twice', async () => {
    const token = buyers[8].token
    const before = await sold(T.forum)
    const order = (await place(server, token, [{ ticketTypeId: T.forum, quantity: 2 }])).body.data
    expect(await sold(T.forum)).toBe(before + 2)
    const cancelled = await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(cancelled.body.data.state).toBe('cancelled')
    expect(await sold(T.forum)).toBe(before)
    const twice = await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id, languageType: 'cn' } })
    expect(twice.status).toBe(409)
    expect(twice.body.msg).toBe('订单当前为已取消状态，无法进行此操作')
    // Paying a cancelled order is refused the same way.
    const pay = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(pay.status).toBe(409)
  })

  it('expires an unpaid order past its deadline when it is read, giving its tickets back', async () => {
    const token = buyers[9].token
    const before = await sold(T.forum)
    const order = (await place(server, token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    server.clock.advance(16 * 60_000)
    const read = await orderDetail(server, token, order.id)
    expect(read.body.data.state).toBe('cancelled')
    expect(await sold(T.forum)).toBe(before)
    const marks = await server.database.db.select({ kind: footprints.kind }).from(footprints).where(eq(footprints.orderId, order.id))
    expect(marks.map((mark) => mark.kind).sort()).toEqual(['orderExpired', 'orderPlaced'])
  })

  it('refuses to start paying an order past its deadline, with the expiry message', async () => {
    const token = buyers[9].token
    const order = (await place(server, token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    server.clock.advance(15 * 60_000 + 1)
    const pay = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(pay.status).toBe(409)
    expect(pay.body.msg).toBe('The time to pay this order has passed and the order was cancelled')
  })
})

describe('paying in the sandbox', () => {
  it('pays through the cashier: signed callback → paid → tickets issued to the buyer, then back to our return page', async () => {
    const token = buyers[10].token
    const order = (await place(server, token, [{ ticketTypeId: T.day, quantity: 2, day, holders: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }] }])).body.data
    const { started, pressed } = await payInSandbox(server, token, order.id)
    expect(started.body.data).toMatchObject({ provider: 'sandbox' })
    const page = await server.app.inject({ method: 'GET', url: started.body.data.cashierUrl })
    expect(page.statusCode).toBe(200)
    expect(pressed!.statusCode).toBe(303)
    expect(pressed!.headers.location).toBe(`/#/payTransition?orderId=${order.id}&tenantId=000000&exhibitionId=1020&languageType=en`)
    const paid = (await orderDetail(server, token, order.id)).body.data
    expect(paid.state).toBe('ticketIssued')
    expect(paid.paidAt).not.toBeNull()
    expect(paid.ticketIds).toHaveLength(2)
    const issued = await server.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))
    expect(issued.map((ticket) => ticket.holder?.name).sort()).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(issued.every((ticket) => ticket.state === 'valid' && ticket.ownerUserId === buyers[10].id && ticket.day === day)).toBe(true)
    // The page now says the payment was handled; pressing Pay again changes nothing.
    const again = await server.app.inject({ method: 'POST', url: `${new URL(started.body.data.cashierUrl, 'http://x').pathname}/pay` })
    expect(again.statusCode).toBe(303)
    expect(await server.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(2)
  })

  it('serves a bilingual cashier page with named buttons, and refuses a foreign return address', async () => {
    const token = buyers[11].token
    const order = (await place(server, token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    const foreign = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id, returnUrl: 'https://evil.example/steal' } })
    expect(foreign.status).toBe(400)
    const protocolRelative = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id, returnUrl: '//evil.example/steal' } })
    expect(protocolRelative.status).toBe(400)
    // An absolute address on this server's public origin (PUBLIC_BASE_URL, not the Host header) is ours.
    const own = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id, returnUrl: `${server.env.publicBaseUrl}/app/?x=1#/payTransition?orderId=${order.id}` } })
    expect(own.status).toBe(200)
    const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId: order.id, languageType: 'cn' } })
    const cn = await server.app.inject({ method: 'GET', url: started.body.data.cashierUrl })
    expect(cn.body).toContain('沙箱收银台')
    expect(cn.body).toContain('支付 ¥120.00')
    expect(cn.body).toContain(order.orderNo)
    const en = await server.app.inject({ method: 'GET', url: started.body.data.cashierUrl.replace('languageType=cn', 'languageType=en') })
    expect(en.body).toContain('Pay ¥120.00')
    expect(en.body).toContain('Cancel payment')
    // Cancel at the cashier: the order stays payable.
    await server.app.inject({ method: 'POST', url: `${new URL(started.body.data.cashierUrl, 'http://x').pathname}/cancel` })
    expect((await orderDetail(server, token, order.id)).body.data.state).toBe('pendingPayment')
  })

  it('refuses a tampered or unsigned callback with 401 and changes nothing; a replayed one changes nothing', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    const paymentId = started.body.data.paymentId
    const body = Buffer.from(JSON.stringify({ kind: 'payment', eventId: `${paymentId}:succeeded`, paymentId, providerRef: null, amountFen: 12000, result: 'succeeded' }))
    const headers = signer.sign(body)
    const tampered = Buffer.from(body.toString().replace('12000', '1'))
    const forged = await server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: tampered, headers })
    expect(forged.statusCode).toBe(401)
    const unsigned = await server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: body, headers: { 'content-type': 'application/json' } })
    expect(unsigned.statusCode).toBe(401)
    expect((await orderDetail(server, buyer.token, order.id)).body.data.state).toBe('pendingPayment')

    const first = await server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: body, headers })
    expect(first.json()).toMatchObject({ outcome: 'paid' })
    const replay = await server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: body, headers })
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ outcome: 'replayed' })
    expect(await server.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1)
    const events = await server.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `${paymentId}:succeeded`))
    expect(events).toHaveLength(1)
  })

  it('accepts a payment confirmed for an order past its deadline that nobody expired yet: its tickets were still held', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    server.clock.advance(16 * 60_000)
    const paymentId = started.body.data.paymentId
    const body = Buffer.from(JSON.stringify({ kind: 'payment', eventId: `slow-${paymentId}`, paymentId, providerRef: 'wx-1', amountFen: 12000, result: 'succeeded' }))
    const answer = await server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: body, headers: signer.sign(body) })
    expect(answer.json()).toMatchObject({ outcome: 'paid' })
    expect((await orderDetail(server, buyer.token, order.id)).body.data.state).toBe('ticketIssued')
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(payment).toMatchObject({ state: 'succeeded', providerRef: 'wx-1' })
  })

  it('does not resurrect a cancelled order when its payment arrives late: it is recorded and returned (latePayments.test.ts)', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    const paymentId = started.body.data.paymentId
    const body = Buffer.from(JSON.stringify({ kind: 'payment', eventId: `late-${paymentId}`, paymentId, providerRef: 'x', amountFen: 12000, result: 'succeeded' }))
    const answer = await server.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/${SANDBOX}`, payload: body, headers: signer.sign(body) })
    expect(answer.json()).toMatchObject({ outcome: 'late' })
    expect((await orderDetail(server, buyer.token, order.id)).body.data.state).toBe('cancelled')
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(['lateSucceeded', 'lateRefunded']).toContain(payment.state)
  })
})

describe('refunds', () => {
  it('quotes the fee first, then refunding → refunded on the sandbox confirmation, giving the quota back', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.pass, quantity: 2 }])).body.data
    await payInSandbox(server, buyer.token, order.id)
    const before = await sold(T.pass)
    const quote = await server.call({ method: 'GET', url: TICKET_PATHS.refundQuote, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(quote.body.data).toMatchObject({ refundable: true, reason: null, feeFen: 9600, amountFen: 38400 })
    const asked = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id, reason: 'Cannot travel' } })
    expect(asked.status).toBe(200)
    expect(['refunding', 'refunded']).toContain(asked.body.data.state)
    expect(asked.body.data.refund).toMatchObject({ reason: 'Cannot travel', feeFen: 9600, amountFen: 38400 })
    const done = await waitFor(
      () => orderDetail(server, buyer.token, order.id),
      (answer) => answer.body.data.state === 'refunded',
    )
    expect(done.body.data.state).toBe('refunded')
    expect(done.body.data.refund.state).toBe('succeeded')
    expect(await sold(T.pass)).toBe(before - 2)
    const rows = await server.database.db.select({ state: tickets.state }).from(tickets).where(eq(tickets.orderId, order.id))
    expect(rows.map((row) => row.state)).toEqual(['refunded', 'refunded'])
    const again = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id, reason: 'Again please' } })
    expect(again.status).toBe(409)
  })

  it('refunds an order that cost nothing at once, without a provider', async () => {
    const [buyer] = await createBuyers(server, 1)
    const free = (await place(server, buyer.token, [{ ticketTypeId: T.day, quantity: 1, day }], { discountCode: 'SPONSOR100' })).body.data
    expect(free.state).toBe('ticketIssued')
    const before = await sold(T.day)
    const refunded = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: free.id, reason: 'Plans changed' } })
    expect(refunded.body.data).toMatchObject({ state: 'refunded', refund: { state: 'succeeded', feeFen: 0, amountFen: 0 } })
    expect(await sold(T.day)).toBe(before - 1)
  })

  it('refuses a non-refundable type, a passed deadline, and an order whose ticket left the wallet', async () => {
    const [buyer, friend] = await createBuyers(server, 2)
    const forum = (await place(server, buyer.token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    await payInSandbox(server, buyer.token, forum.id)
    const quote = await server.call({ method: 'GET', url: TICKET_PATHS.refundQuote, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION, orderId: forum.id, languageType: 'en' } })
    expect(quote.body.data).toMatchObject({ refundable: false, reason: 'Industry forum ticket (non-refundable) cannot be refunded' })
    const refused = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: forum.id, reason: 'Please' } })
    expect(refused.status).toBe(409)

    const dayOrder = (await place(server, buyer.token, [{ ticketTypeId: T.day, quantity: 1, day }])).body.data
    await payInSandbox(server, buyer.token, dayOrder.id)
    // The ticket is given to a friend (the wallet's transfer, done here in the database).
    await server.database.db.update(tickets).set({ ownerUserId: friend.id }).where(eq(tickets.orderId, dayOrder.id))
    const moved = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: dayOrder.id, reason: 'Please' } })
    expect(moved.status).toBe(409)
    expect(moved.body.msg).toMatch(/given away or transferred/)
    await server.database.db.update(tickets).set({ ownerUserId: buyer.id }).where(eq(tickets.orderId, dayOrder.id))

    // Past the deadline (moved to a minute ago rather than the clock a month on: the session would expire first).
    const [type] = await server.database.db.select({ until: ticketTypes.refundableUntil }).from(ticketTypes).where(eq(ticketTypes.id, T.day))
    await server.database.db.update(ticketTypes).set({ refundableUntil: new Date(server.clock.now() - 60_000) }).where(eq(ticketTypes.id, T.day))
    const late = await server.call({ method: 'GET', url: TICKET_PATHS.refundQuote, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION, orderId: dayOrder.id } })
    expect(late.body.data).toMatchObject({ refundable: false, reason: 'The refund deadline of Standard day ticket has passed' })
    await server.database.db.update(ticketTypes).set({ refundableUntil: type.until }).where(eq(ticketTypes.id, T.day))
  })
})

describe('who may see and change an order', () => {
  it("answers another visitor's order as not found, another tenant's token as forbidden, no token as 401", async () => {
    const [owner, stranger] = await createBuyers(server, 2)
    const order = (await place(server, owner.token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    expect((await orderDetail(server, stranger.token, order.id)).status).toBe(404)
    const cancel = await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(stranger.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(cancel.status).toBe(404)
    const [outsider] = await createBuyers(server, 1, '100001')
    const foreign = await server.call({ method: 'GET', url: TICKET_PATHS.order, headers: { authorization: `Bearer ${outsider.token}`, 'tenant-id': '000000' }, query: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(foreign.status).toBe(403)
    const anonymous = await server.call({ method: 'GET', url: TICKET_PATHS.orders, query: { tenantId: TENANT, exhibitionId: EXHIBITION } })
    expect(anonymous.status).toBe(401)
    const list = await server.call({ method: 'GET', url: TICKET_PATHS.orders, headers: auth(owner.token), query: { exhibitionId: EXHIBITION } })
    expect(list.body.data.map((row: any) => row.id)).toEqual([order.id])
  })

  it('refuses an illegal transition even when two changes race: exactly one wins', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.forum, quantity: 1 }])).body.data
    const before = await sold(T.forum)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id } })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    // The quota came back once, not four times.
    expect(await sold(T.forum)).toBe(before - 1)
    const [row] = await server.database.db.select({ state: orders.state }).from(orders).where(and(eq(orders.id, order.id)))
    expect(row.state).toBe('cancelled')
  })
})

describe('the organiser', () => {
  it('sees stock, orders and late payments of an exhibition through the admin API and `npm run admin -- orders`', async () => {
    const answer = await server.call({ method: 'GET', url: '/api/admin/exhibitions/1020/orders', headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` }, query: { state: 'cancelled' } })
    expect(answer.status).toBe(200)
    // The party's two tickets were never paid: the clock moved past their deadline, so they are back in stock.
    expect(answer.body.data.quotas.find((row: any) => row.ticketTypeId === T.party)).toMatchObject({ total: 2, sold: 0 })
    expect(answer.body.data.orders.length).toBeGreaterThan(0)
    expect(answer.body.data.orders.every((row: any) => row.state === 'cancelled')).toBe(true)
    expect(answer.body.data.latePayments).toHaveLength(1)
    expect(['returning', 'returned']).toContain(answer.body.data.latePayments[0].returned)
    expect((await server.call({ method: 'GET', url: '/api/admin/exhibitions/2001/orders', headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` } })).status).toBe(403)
    expect((await server.call({ method: 'GET', url: '/api/admin/exhibitions/1020/orders' })).status).toBe(401)

    const lines: string[] = []
    const inject: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      const response = await server.app.inject({ method: (init?.method ?? 'GET') as 'GET', url: `${url.pathname}${url.search}`, headers: init?.headers as Record<string, string> })
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } })
    }
    const code = await runAdmin(['orders', '--exhibition', '1020', '--state', 'ticketIssued', '--size', '5'], { out: (line) => lines.push(line), err: (line) => lines.push(line), env: {}, fetch: inject })
    expect(code).toBe(0)
    expect(lines.join('\n')).toMatch(/Opening night party\s+¥50\.00\s+0\s+2/)
    expect(lines.join('\n')).toMatch(/ticketIssued/)
    expect(lines.join('\n')).toMatch(/Payments confirmed after their order had closed/)
    expect(await runAdmin(['orders', '--exhibition', '1020', '--state', 'nonsense'], { out: () => {}, err: () => {}, env: {}, fetch: inject })).toBe(2)
  })
})

describe('with the wallet', () => {
  it('puts paid tickets in the wallet with a QR, words the journal with the type, and refuses a refund after a real transfer', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.day, quantity: 1, day }])).body.data
    await payInSandbox(server, buyer.token, order.id)
    const wallet = await server.call({ method: 'GET', url: TICKET_PATHS.wallet, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION } })
    expect(wallet.status).toBe(200)
    const ticket = wallet.body.data.find((row: any) => row.orderId === order.id)
    expect(ticket).toMatchObject({ state: 'valid', ticketTypeName: 'Standard day ticket', day })
    expect(ticket.qr).toBeTruthy()
    expect(ticket.actions).toContain('refund')

    const journal = await server.call({ method: 'GET', url: TICKET_PATHS.journalOfOrder, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(journal.body.data.map((entry: any) => entry.kind).sort()).toEqual(['orderPaid', 'orderPlaced'])
    expect(journal.body.data.map((entry: any) => entry.summary).join(' ')).toMatch(/Standard day ticket/)

    const [friend] = await createBuyers(server, 1)
    const moved = await server.call({ method: 'POST', url: TICKET_PATHS.transfer, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, id: ticket.id, account: friend.account, confirmAccount: friend.account } })
    expect(moved.status).toBe(200)
    const quote = await server.call({ method: 'GET', url: TICKET_PATHS.refundQuote, headers: auth(buyer.token), query: { exhibitionId: EXHIBITION, orderId: order.id } })
    expect(quote.body.data).toMatchObject({ refundable: false })
    const refused = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: order.id, reason: 'Please' } })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toMatch(/given away or transferred/)
  })
})
