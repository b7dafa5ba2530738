import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../auth'
import { createTestServer, signInByEmail, type TestServer } from '../../testing'
import { grantTickets } from './grant'
import { footprints, orders, ticketQuotas, tickets, ticketTypes } from './tables'

let server: TestServer
let userId: string

const TENANT = '000000'
const EXHIBITION = '1002'

beforeAll(async () => {
  server = await createTestServer()
  await signInByEmail(server, 'granted@example.com')
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, TENANT), eq(users.account, 'granted@example.com')))
  userId = user.id
}, 60_000)
afterAll(() => server.close())

async function typeWithQuota(total: number, requiresDay = false): Promise<string> {
  const db = server.database.db
  const [type] = await db
    .insert(ticketTypes)
    .values({ tenantId: TENANT, exhibitionId: EXHIBITION, nameCn: '赠票', nameEn: 'Granted ticket', priceFen: 3000, validFrom: '2025-09-01', validTo: '2025-09-03', requiresDay })
    .returning({ id: ticketTypes.id })
  await db.insert(ticketQuotas).values({ ticketTypeId: type.id, total })
  return type.id
}

async function counts(ticketTypeId: string) {
  const db = server.database.db
  const [issued] = await db.select({ n: count() }).from(tickets).where(eq(tickets.ticketTypeId, ticketTypeId))
  const [quota] = await db.select({ sold: ticketQuotas.sold }).from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, ticketTypeId))
  const [placed] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))
  return { tickets: issued.n, sold: quota.sold, orders: placed.n }
}

const grant = (ticketTypeId: string, quantity: number) =>
  grantTickets({ db: server.database.db, clock: server.clock }, { tenantId: TENANT, exhibitionId: EXHIBITION, userId, ticketTypeId, quantity })

describe('granting tickets without the buying flow', () => {
  it('issues them as a paid sale is issued: order ticketIssued, one ticket each, the paid footprint, the quota counted', async () => {
    const typeId = await typeWithQuota(10, true)
    const granted = await grant(typeId, 2)
    const db = server.database.db
    const [order] = await db.select().from(orders).where(eq(orders.id, granted.orderId))
    expect(order).toMatchObject({ state: 'ticketIssued', totalFen: 6000, payableFen: 6000, orderNo: granted.orderNo })
    expect(order.paidAt).not.toBeNull()
    const rows = await db.select().from(tickets).where(eq(tickets.orderId, granted.orderId))
    expect(rows.map((row) => row.id).sort()).toEqual([...granted.ticketIds].sort())
    // A day ticket without a chosen day is good for the type's first day.
    expect(rows.every((row) => row.ownerUserId === userId && row.state === 'valid' && row.day === '2025-09-01')).toBe(true)
    const trail = await db.select().from(footprints).where(eq(footprints.orderId, granted.orderId))
    expect(trail.map((entry) => entry.kind)).toEqual(['orderPaid'])
    expect(trail[0].data).toMatchObject({ orderNo: granted.orderNo, quantity: 2, payableFen: 6000, ticketTypeEn: 'Granted ticket' })
    expect((await counts(typeId)).sold).toBe(2)
  })

  it('never grants past the quota, and a refused grant writes nothing', async () => {
    const typeId = await typeWithQuota(3)
    await grant(typeId, 2)
    const before = await counts(typeId)
    await expect(grant(typeId, 2)).rejects.toMatchObject({ status: 409, messageKey: 'error.order.soldOut', params: { name: '赠票' } })
    expect(await counts(typeId)).toEqual(before)
  })

  it('gives exactly the quota to grants racing for it', async () => {
    const typeId = await typeWithQuota(5)
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => grant(typeId, 1)))
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5)
    const after = await counts(typeId)
    expect(after.tickets).toBe(5)
    expect(after.sold).toBe(5)
  })
})
