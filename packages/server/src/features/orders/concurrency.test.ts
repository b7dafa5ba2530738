import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATES } from '@fairpass/core/orders'
import { orders, ticketQuotas, tickets, ticketTypes } from './tables'
import { createTestServer, type TestServer } from '../../testing'
import { createBuyers, EXHIBITION, payInSandbox, place, TENANT } from './testing'

/*
 * Issue 4: "200 parallel buyers against a quota of 50 → exactly 50 paid tickets, every other buyer told it is sold
 * out, no order in an impossible state". Runs in the server-pglite project always and in server-postgres when
 * DATABASE_URL is set (vite.config.ts), through the real routes with real tokens.
 */

const BUYERS = 200
const QUOTA = 50

let server: TestServer
let buyers: Array<{ id: string; token: string }>
let ticketTypeId: string

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '压力测试票', nameEn: 'Load test ticket', priceFen: 1000, validFrom: '2026-01-01', validTo: '2026-12-31', perPersonLimit: 1, sort: 99 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId, total: QUOTA })
  buyers = await createBuyers(server, BUYERS)
}, 120_000)
afterAll(() => server?.close())

describe('the last tickets under load', () => {
  it(`sells exactly ${QUOTA} of ${QUOTA} to ${BUYERS} parallel buyers who each order and pay; the others are told it is sold out`, async () => {
    const started = performance.now()
    const results = await Promise.all(
      buyers.map(async (buyer) => {
        const placed = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])
        if (placed.status !== 200) return { placed, paid: false }
        const { pressed } = await payInSandbox(server, buyer.token, placed.body.data.id)
        return { placed, paid: pressed?.statusCode === 303 }
      }),
    )
    const seconds = (performance.now() - started) / 1000

    const accepted = results.filter((result) => result.placed.status === 200)
    const refused = results.filter((result) => result.placed.status !== 200)
    expect(accepted).toHaveLength(QUOTA)
    expect(accepted.every((result) => result.paid)).toBe(true)
    expect(refused).toHaveLength(BUYERS - QUOTA)
    expect(refused.every((result) => result.placed.status === 409 && result.placed.body.msg === 'Load test ticket is sold out')).toBe(true)

    const [quota] = await server.database.db.select().from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, ticketTypeId))
    expect(quota.sold).toBe(QUOTA)
    const issued = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.ticketTypeId, ticketTypeId))
    expect(issued[0].count).toBe(QUOTA)
    const orderRows = await server.database.db.select({ state: orders.state }).from(orders).where(inArray(orders.userId, buyers.map((buyer) => buyer.id)))
    expect(orderRows).toHaveLength(QUOTA)
    expect(orderRows.every((row) => (ORDER_STATES as readonly string[]).includes(row.state))).toBe(true)
    expect(orderRows.every((row) => row.state === 'ticketIssued')).toBe(true)
    console.info(`[${server.database.engine}] ${BUYERS} buyers, quota ${QUOTA}: ${QUOTA} paid, ${refused.length} sold out in ${seconds.toFixed(2)} s`)
  }, 120_000)
})
