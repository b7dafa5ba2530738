import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { buildApp } from '../../app'
import { rateLimitHits } from '../../http/tables'
import { DevOutbox } from '../../notifier'
import { createTestServer, type TestServer } from '../../testing'
import { orders, ticketQuotas, ticketTypes } from './tables'
import { auth, createBuyers, EXHIBITION } from './testing'

/*
 * Issue 13: the per-visitor limit of placing an order is counted by the order's first statement (the buyer's holdings
 * read), not by a statement of its own before it. It must stay what it was: exact across processes (two apps on one
 * database stand for two processes behind a load balancer) and under parallel requests, counting every request once
 * (a request refused by its schema too, and a placement that reads the holdings again after a parallel order of the
 * same buyer does not count twice), and a request past the limit changes nothing. On PostgreSQL (DATABASE_URL) the
 * requests really run at once; on PGlite they queue on its one connection.
 */

const LIMIT = 10

let server: TestServer
let second: FastifyInstance
let ticketTypeId: string

beforeAll(async () => {
  server = await createTestServer({
    env: { ORDER_SWEEP_SECONDS: '0', RATE_LIMIT_ORDERS_PER_USER_MINUTE: String(LIMIT), ORDER_PENDING_MAX_PER_BUYER: '50', ORDER_PENDING_TICKETS_MAX_PER_BUYER: '100' },
  })
  second = await buildApp({ env: server.env, db: server.database.db, notifier: new DevOutbox(), clock: server.clock })
  await second.ready()
  const [type] = await server.database.db
    .insert(ticketTypes)
    .values({ tenantId: '000000', exhibitionId: EXHIBITION, nameCn: '限流测试票', nameEn: 'Rate limit test ticket', priceFen: 1000, validFrom: '2026-01-01', validTo: '2027-12-31', sort: 96 })
    .returning({ id: ticketTypes.id })
  ticketTypeId = type.id
  await server.database.db.insert(ticketQuotas).values({ ticketTypeId, total: 1000 })
}, 60_000)
afterAll(async () => {
  await second?.close()
  await server?.close()
})

type Kind = 'valid' | 'unknownType' | 'schemaInvalid'

function placeOn(app: FastifyInstance, token: string, kind: Kind) {
  const items =
    kind === 'valid'
      ? [{ ticketTypeId, quantity: 1 }]
      : kind === 'unknownType'
        ? [{ ticketTypeId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]
        : [{ ticketTypeId, quantity: 0 }]
  return app.inject({ method: 'POST', url: TICKET_PATHS.placeOrder, headers: { ...auth(token), 'idempotency-key': randomUUID() }, payload: { exhibitionId: EXHIBITION, items } })
}

async function hitsOf(userId: string): Promise<number | undefined> {
  const [row] = await server.database.db.select({ hits: rateLimitHits.hits }).from(rateLimitHits).where(eq(rateLimitHits.key, `POST ${TICKET_PATHS.placeOrder}|user:${userId}`))
  return row?.hits
}

async function ordersOf(userId: string): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId))
  return row.n
}

describe('the order placing limit counted with the holdings read', () => {
  it('lets exactly the limit of 30 parallel requests through two processes, counting valid, unknown and malformed alike', async () => {
    const [buyer, other] = await createBuyers(server, 2)
    const kinds: Kind[] = Array.from({ length: 30 }, (_, index) => (['valid', 'unknownType', 'schemaInvalid'] as const)[index % 3])
    const answers = await Promise.all(kinds.map((kind, index) => placeOn(index % 2 === 0 ? server.app : second, buyer.token, kind)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT)
    // Each request let through got the answer its own kind asks for.
    answers.forEach((answer, index) => {
      if (answer.statusCode === 429) return
      expect(answer.statusCode).toBe({ valid: 200, unknownType: 404, schemaInvalid: 400 }[kinds[index]])
    })
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 429, success: false, msg: expect.stringMatching(/Too many requests, please try again in \d+ s/) })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    }
    // Counted once each (a placement read again after a parallel order of the same buyer is not counted again), and
    // nothing written for a refusal.
    expect(await hitsOf(buyer.id)).toBe(30)
    expect(await ordersOf(buyer.id)).toBe(statuses.filter((status) => status === 200).length)
    // Another buyer has an allowance of their own.
    expect((await placeOn(second, other.token, 'valid')).statusCode).toBe(200)
    expect(await hitsOf(other.id)).toBe(1)
  })

  it('counts a placement once when the buyer\'s parallel orders make it read the holdings again', async () => {
    const [buyer] = await createBuyers(server, 1)
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => placeOn(index % 2 === 0 ? server.app : second, buyer.token, 'valid')))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200))
    expect(await hitsOf(buyer.id)).toBe(8)
    expect(await ordersOf(buyer.id)).toBe(8)
    // The window goes on: two more, then refused, with nothing written.
    expect((await placeOn(server.app, buyer.token, 'valid')).statusCode).toBe(200)
    expect((await placeOn(second, buyer.token, 'valid')).statusCode).toBe(200)
    const past = await placeOn(server.app, buyer.token, 'valid')
    expect(past.statusCode).toBe(429)
    expect(await ordersOf(buyer.id)).toBe(LIMIT)
    expect(await hitsOf(buyer.id)).toBe(LIMIT + 1)
  })

  it('answers a repeated Idempotency-Key with its order within the limit, and refuses it past the limit', async () => {
    const [buyer] = await createBuyers(server, 1)
    const key = randomUUID()
    const again = () =>
      server.app.inject({ method: 'POST', url: TICKET_PATHS.placeOrder, headers: { ...auth(buyer.token), 'idempotency-key': key }, payload: { exhibitionId: EXHIBITION, items: [{ ticketTypeId, quantity: 1 }] } })
    const first = await again()
    expect(first.statusCode).toBe(200)
    for (let index = 1; index < LIMIT; index += 1) expect((await again()).json().data.id).toBe(first.json().data.id)
    expect((await again()).statusCode).toBe(429)
    expect(await ordersOf(buyer.id)).toBe(1)
  })
})
