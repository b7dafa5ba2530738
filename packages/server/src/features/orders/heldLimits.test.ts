import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type GiftView } from '@fairpass/core/contract'
import { users } from '../auth'
import { tickets, ticketQuotas, ticketTypes } from './tables'
import type { AppContext } from '../../context'
import { createSecrets } from '../../secrets'
import { createTestServer, TEST_JWT_SECRET, type TestServer } from '../../testing'
import { signAccessToken } from '../auth'
import { auth, createBuyers, EXHIBITION, orderDetail, payInSandbox, place, TENANT } from './testing'

/*
 * Issue 12: per-person ticket limits count tickets held, not bought. A ticket transferred or given away no longer
 * counts for the giver, a received one counts for the receiver, refunded ones count for nobody; an incoming ticket
 * and an order racing for a person's last place are counted one after the other.
 */

let server: TestServer
let limited: string

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({
      tenantId: TENANT,
      exhibitionId: EXHIBITION,
      nameCn: '每人限一张',
      nameEn: 'One per person',
      priceFen: 1000,
      validFrom: '2026-01-01',
      validTo: '2030-12-31',
      perPersonLimit: 1,
      refundableUntil: new Date(Date.now() + 365 * 86_400_000),
      sort: 96,
    })
    .returning({ id: ticketTypes.id })
  limited = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId: limited, total: 1000 })
}, 60_000)
afterAll(() => server.close())

async function buy(token: string): Promise<{ status: number; orderId?: string; msg: string }> {
  const placed = await place(server, token, [{ ticketTypeId: limited, quantity: 1 }])
  if (placed.status !== 200) return { status: placed.status, msg: placed.body.msg }
  await payInSandbox(server, token, placed.body.data.id)
  return { status: 200, orderId: placed.body.data.id, msg: '' }
}

async function ticketOf(userId: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.ownerUserId, userId), eq(tickets.ticketTypeId, limited), eq(tickets.state, 'valid')))
  return row.id
}

/** A visitor signed up by phone: a gift is addressed to a phone. */
async function phoneBuyer(phone: string): Promise<{ id: string; token: string }> {
  const [row] = await server.database.db.insert(users).values({ tenantId: TENANT, account: phone, phone }).returning({ id: users.id })
  const ctx = { clock: server.clock, env: server.env, secrets: createSecrets(TEST_JWT_SECRET) } as unknown as AppContext
  return { id: row.id, token: (await signAccessToken(ctx, { userId: row.id, tenantId: TENANT, account: phone })).token }
}

const transfer = (token: string, id: string, account: string) =>
  server.call({ method: 'POST', url: TICKET_PATHS.transfer, headers: auth(token), payload: { exhibitionId: EXHIBITION, id, account, confirmAccount: account } })

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return read()
}

describe('per-person limits count tickets held', () => {
  it('a transferred ticket counts for its receiver, no longer for the giver', async () => {
    const [giver, receiver] = await createBuyers(server, 2)
    expect((await buy(giver.token)).status).toBe(200)
    expect(await buy(giver.token)).toMatchObject({ status: 409, msg: 'Ticket limit reached' })

    expect((await transfer(giver.token, await ticketOf(giver.id), receiver.account)).status).toBe(200)
    // The giver holds none now and may buy again; the receiver holds the one the type allows.
    expect(await buy(receiver.token)).toMatchObject({ status: 409, msg: 'Ticket limit reached' })
    expect((await buy(giver.token)).status).toBe(200)
  })

  it('a gifted ticket counts for the giver while it waits, and for the receiver once received', async () => {
    const [giver] = await createBuyers(server, 1)
    const phone = `139${String(Date.now()).slice(-8)}`
    const receiver = await phoneBuyer(phone)
    expect((await buy(giver.token)).status).toBe(200)
    const given = await server.call({
      method: 'POST',
      url: TICKET_PATHS.give,
      headers: auth(giver.token),
      payload: { exhibitionId: EXHIBITION, ticketTypeId: limited, quantity: 1, receiverPhone: phone, confirmPhone: phone },
    })
    expect(given.status).toBe(200)
    // Offered, not yet taken: still the giver's.
    expect((await buy(giver.token)).status).toBe(409)
    const gift = given.body.data as GiftView
    const token = new URLSearchParams(gift.link.split('?')[1]).get('giftToken')!
    const received = await server.call({ method: 'POST', url: TICKET_PATHS.receiveGift, headers: auth(receiver.token), payload: { exhibitionId: EXHIBITION, ticketGiveRecordId: gift.id, token } })
    expect(received.status).toBe(200)
    expect((await buy(receiver.token)).status).toBe(409)
    expect((await buy(giver.token)).status).toBe(200)
  })

  it('a refunded ticket no longer counts', async () => {
    const [buyer] = await createBuyers(server, 1)
    const first = await buy(buyer.token)
    const asked = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(buyer.token), payload: { exhibitionId: EXHIBITION, orderId: first.orderId, reason: 'Plans changed' } })
    expect(asked.status).toBe(200)
    await waitFor(
      () => orderDetail(server, buyer.token, first.orderId!),
      (detail) => detail.body.data.state === 'refunded',
    )
    expect((await buy(buyer.token)).status).toBe(200)
  })

  it('an unpaid order counts too: a ticket sent to a buyer whose unpaid order fills the limit is refused, nothing moves', async () => {
    const [giver, receiver] = await createBuyers(server, 2)
    expect((await buy(giver.token)).status).toBe(200)
    expect((await place(server, receiver.token, [{ ticketTypeId: limited, quantity: 1 }])).status).toBe(200)
    const id = await ticketOf(giver.id)
    const refused = await transfer(giver.token, id, receiver.account)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('Ticket limit reached')
    const [still] = await server.database.db.select({ owner: tickets.ownerUserId, qrVersion: tickets.qrVersion }).from(tickets).where(eq(tickets.id, id))
    expect(still.owner).toBe(giver.id)
  })

  it('an incoming transfer and an order racing for the last place: exactly one of them gets it', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => createBuyers(server, 2)))
    for (const [giver] of pairs) expect((await buy(giver.token)).status).toBe(200)
    const ids = await Promise.all(pairs.map(([giver]) => ticketOf(giver.id)))
    const outcomes = await Promise.all(
      pairs.map(async ([giver, receiver], index) => {
        const [moved, placed] = await Promise.all([transfer(giver.token, ids[index], receiver.account), place(server, receiver.token, [{ ticketTypeId: limited, quantity: 1 }])])
        return [moved.status, placed.status]
      }),
    )
    for (const statuses of outcomes) expect(statuses.sort()).toEqual([200, 409])
    // Held and unpaid together, no receiver is over the limit.
    const receivers = pairs.map(([, receiver]) => receiver.id)
    const result = await server.database.db.execute(sql`
      SELECT u.id, (SELECT count(*) FROM tickets t WHERE t.owner_user_id = u.id AND t.ticket_type_id = ${limited} AND t.state <> 'refunded')
        + (SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.user_id = u.id AND o.state = 'pendingPayment' AND oi.ticket_type_id = ${limited}) AS n
      FROM users u WHERE u.id IN (${sql.join(receivers.map((id) => sql`${id}::uuid`), sql`, `)})`)
    const rows = (result as unknown as { rows: Array<{ n: string | number }> }).rows
    expect(rows.map((row) => Number(row.n))).toEqual(receivers.map(() => 1))
  })
})
