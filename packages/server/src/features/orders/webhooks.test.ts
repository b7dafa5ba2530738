import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { DEMO_TICKET_TYPES } from '../../seed'
import type { TestServer } from '../../testing'
import { eventData, outboxEvents, webhookTestServer } from '../webhooks/testing'
import { ticketTypes, tickets } from './tables'
import { auth, createBuyers, EXHIBITION, payInSandbox, place, TENANT } from './testing'

/* The orders' webhook events (issue 20) land in the outbox with the change: order.paid, ticket.issued, order.refunded. */

let server: TestServer
let day: string
const T = DEMO_TICKET_TYPES

beforeAll(async () => {
  server = await webhookTestServer([{ tenantId: TENANT, exhibitionId: EXHIBITION }], { env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  const [type] = await server.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, T.day))
  day = type.validFrom
}, 60_000)
afterAll(() => server.close())

describe('order webhooks', { timeout: 30_000 }, () => {
  it('a paid order writes order.paid and one ticket.issued per ticket, with ids and states only', async () => {
    const [buyer] = await createBuyers(server, 1)
    const order = (await place(server, buyer.token, [{ ticketTypeId: T.pass, quantity: 2 }])).body.data
    expect(await outboxEvents(server.database.db, EXHIBITION, 'order.paid')).toHaveLength(0)
    await payInSandbox(server, buyer.token, order.id)
    const paid = (await outboxEvents(server.database.db, EXHIBITION, 'order.paid')).filter((event) => event.payload.data.orderId === order.id)
    expect(paid.map((event) => event.payload)).toEqual([
      { type: 'order.paid', timestamp: expect.stringMatching(/Z$/), data: { orderId: order.id, orderNo: order.orderNo, userId: buyer.id, state: 'ticketIssued', payableFen: 48000 } },
    ])
    const own = await server.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, order.id))
    const issued = await eventData(server.database.db, EXHIBITION, 'ticket.issued', { orderId: order.id })
    expect(issued.map((data) => data.ticketId).sort()).toEqual(own.map((row) => row.id).sort())
    expect(issued[0]).toEqual({ ticketId: expect.any(String), orderId: order.id, ticketTypeId: T.pass, ownerUserId: buyer.id, day: null, state: 'valid' })
  })

  it('a refunded order writes order.refunded in the refund\'s transaction', async () => {
    const [buyer] = await createBuyers(server, 1)
    // Free with the sponsor code: issued at once (issueTickets' path) and refunded at once, without a provider.
    const free = (await place(server, buyer.token, [{ ticketTypeId: T.day, quantity: 1, day }], { discountCode: 'SPONSOR100' })).body.data
    expect(await eventData(server.database.db, EXHIBITION, 'order.paid', { orderId: free.id })).toHaveLength(1)
    const refunded = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: free.id, reason: 'Plans changed' } })
    expect(refunded.body.data.state).toBe('refunded')
    expect(await eventData(server.database.db, EXHIBITION, 'order.refunded', { orderId: free.id })).toEqual([
      { orderId: free.id, orderNo: free.orderNo, userId: buyer.id, state: 'refunded', refundId: expect.any(String), amountFen: 0 },
    ])
  })
})
