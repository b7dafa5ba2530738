import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { fairDay } from '@fairpass/core/utils'
import { orders, ticketQuotas, tickets, ticketTypes } from './tables'
import { createTestServer, type TestServer } from '../../testing'
import { DEMO_ADMIN_KEY } from '../admin'
import { qrKeys, signQr } from '../wallet'
import { auth, createBuyers, EXHIBITION, payInSandbox, place, TENANT } from './testing'

/*
 * Issue 12 hole 5: a refund racing a gate scan of the same order deadlocked into a 500 (the refund locked the order
 * then its tickets, the gate the ticket then its order). Both now take the order first. Meaningful on PostgreSQL
 * (server-postgres, DATABASE_URL); on PGlite the transactions are serial and it checks the outcomes only.
 */

const PAIRS = 20
let server: TestServer
let ticketTypeId: string

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '600000' } })
  const today = fairDay(server.clock.now())
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '闸机测试票', nameEn: 'Gate race ticket', priceFen: 1000, validFrom: today, validTo: today, refundableUntil: new Date('2099-01-01'), sort: 96 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId, total: 1000 })
}, 60_000)
afterAll(() => server.close())

describe('a refund racing a gate scan', () => {
  it('never answers 500: each order is either entered or refunding, and its ticket agrees', async () => {
    const buyers = await createBuyers(server, PAIRS)
    const keys = qrKeys(server.env.jwtSecret, server.env.ticketQrKey)
    const bought = await Promise.all(
      buyers.map(async (buyer) => {
        const order = (await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])).body.data
        await payInSandbox(server, buyer.token, order.id)
        const [ticket] = await server.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))
        return { buyer, orderId: order.id as string, qr: signQr(keys, { ticketId: ticket.id, qrVersion: ticket.qrVersion, tenantId: TENANT, exhibitionId: EXHIBITION, day: ticket.day }) }
      }),
    )
    const answers = await Promise.all(
      bought.flatMap(({ buyer, orderId, qr }) => [
        server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId, reason: 'Plans changed' } }),
        server.call({ method: 'POST', url: TICKET_PATHS.verify, headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}`, 'accept-language': 'en' }, payload: { qr, enter: true } }),
      ]),
    )
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.body.msg)).toEqual([])
    const rows = await server.database.db.select().from(orders).where(inArray(orders.id, bought.map((entry) => entry.orderId)))
    const held = await server.database.db.select().from(tickets).where(inArray(tickets.orderId, bought.map((entry) => entry.orderId)))
    for (const [index, entry] of bought.entries()) {
      const order = rows.find((row) => row.id === entry.orderId)!
      const ticket = held.find((row) => row.orderId === order.id)!
      const [refund, scan] = [answers[2 * index], answers[2 * index + 1]]
      expect(['entered', 'refunding']).toContain(order.state)
      expect(ticket.state).toBe(order.state === 'entered' ? 'used' : 'refunding')
      // The gate says what happened: let in, or refunded (never "used" for a ticket nobody used).
      expect(scan.body.data).toMatchObject(order.state === 'entered' ? { valid: true, result: 'ok' } : { valid: false, result: 'refunded' })
      expect(refund.status).toBe(order.state === 'entered' ? 409 : 200)
    }
  }, 120_000)
})
