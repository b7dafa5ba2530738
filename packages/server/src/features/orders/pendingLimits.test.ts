import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { orders, ticketQuotas, ticketTypes } from './tables'
import { createTestServer, type TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, place, TENANT } from './testing'

/*
 * Issue 12 hole 3: one account could hold the whole stock with unpaid orders. Pending orders and pending tickets per
 * buyer per exhibition are capped (ORDER_PENDING_MAX_PER_BUYER, ORDER_PENDING_TICKETS_MAX_PER_BUYER), and placing
 * orders is rate-limited per account (RATE_LIMIT_ORDERS_PER_USER_MINUTE), keyed on the token's subject, not on the
 * raw Authorization header (hole 5: "Bearer"/"bearer" variants do not get a fresh allowance).
 */

let server: TestServer
let ticketTypeId: string

async function orderCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
  return row.n
}

beforeAll(async () => {
  server = await createTestServer({
    env: { ORDER_SWEEP_SECONDS: '0', ORDER_PENDING_MAX_PER_BUYER: '2', ORDER_PENDING_TICKETS_MAX_PER_BUYER: '5', RATE_LIMIT_ORDERS_PER_USER_MINUTE: '6' },
  })
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '限制测试票', nameEn: 'Limit test ticket', priceFen: 1000, validFrom: '2026-01-01', validTo: '2027-12-31', sort: 97 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId, total: 1000 })
}, 60_000)
afterAll(() => server.close())

describe('unpaid orders per buyer', () => {
  it('refuses a third unpaid order with a message saying what to do, changes nothing, and allows it again after a cancel', async () => {
    const [buyer] = await createBuyers(server, 1)
    const first = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])
    expect(first.status).toBe(200)
    expect((await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])).status).toBe(200)
    const before = await orderCount()
    const third = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])
    expect(third.status).toBe(409)
    expect(third.body).toMatchObject({ code: 409, success: false, msg: 'You have 2 unpaid orders for this exhibition; please pay or cancel one before ordering again' })
    const cn = await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }], { language: 'cn' })
    expect(cn.body.msg).toBe('您在本展会有2个未支付订单，请先支付或取消后再下单')
    expect(await orderCount()).toBe(before)
    await server.call({ method: 'POST', url: TICKET_PATHS.cancelOrder, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: first.body.data.id } })
    expect((await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])).status).toBe(200)
  })

  it('refuses tickets beyond the pending-ticket cap; an expired order no longer counts', async () => {
    const [buyer] = await createBuyers(server, 1)
    expect((await place(server, buyer.token, [{ ticketTypeId, quantity: 4 }])).status).toBe(200)
    const before = await orderCount()
    const more = await place(server, buyer.token, [{ ticketTypeId, quantity: 2 }])
    expect(more.status).toBe(409)
    expect(more.body.msg).toBe('Your unpaid orders already hold 4 tickets for this exhibition; please pay or cancel one before ordering more')
    expect(await orderCount()).toBe(before)
    expect((await place(server, buyer.token, [{ ticketTypeId, quantity: 1 }])).status).toBe(200)
    server.clock.advance((server.env.orders.paymentMinutes + 1) * 60_000)
    expect((await place(server, buyer.token, [{ ticketTypeId, quantity: 5 }])).status).toBe(200)
  })
})

describe('order placing rate limit', () => {
  it('limits one account whatever the spelling of its Authorization header; another account is not affected', async () => {
    const [buyer, other] = await createBuyers(server, 2)
    const variants = ['Bearer', 'bearer', 'BEARER', 'bEaReR']
    const statuses: number[] = []
    for (let attempt = 0; attempt < 8; attempt += 1) {
      // An invalid line: refused after the limit is counted, so no order piles up.
      const response = await server.call({
        method: 'POST',
        url: TICKET_PATHS.placeOrder,
        headers: { ...auth(buyer.token), authorization: `${variants[attempt % variants.length]}  ${buyer.token}`, 'idempotency-key': `rate-limit-${attempt}-key` },
        payload: { exhibitionId: EXHIBITION, items: [{ ticketTypeId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
      })
      statuses.push(response.status)
      if (response.status === 429) expect(response.body.msg).toMatch(/Too many requests, please try again in \d+ s/)
    }
    expect(statuses.slice(0, 6).every((status) => status === 404)).toBe(true)
    expect(statuses.slice(6)).toEqual([429, 429])
    expect((await place(server, other.token, [{ ticketTypeId, quantity: 1 }])).status).toBe(200)
  })
})
