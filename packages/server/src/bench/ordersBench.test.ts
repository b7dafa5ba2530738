import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { type Database } from '../db'
import { tickets } from '../features/orders'
import { openPgliteTestDatabase } from '../testing/database'
import { auditDatabase, createBuyers, latencySummary, runOrdersBench, seedTicketType } from './ordersBench'

describe('bench:orders', () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it('counts a ticket issued beyond its quota as oversold, and a paid order without its ticket as inconsistent', async () => {
    database = await openPgliteTestDatabase()
    const db = database.db
    const typeId = await seedTicketType(db, 'audit', 1)
    const [buyer] = await createBuyers(db, 1, randomBytes(32).toString('base64url'))
    expect(await auditDatabase(db, [typeId])).toMatchObject({ oversold: 0, inconsistent: 0 })
    const ticket = { tenantId: '000000', exhibitionId: '1002', ticketTypeId: typeId, ownerUserId: buyer.id }
    // Two tickets against a quota of one, written past the order path: what an oversell leaves behind.
    await db.insert(tickets).values([ticket, ticket])
    const audit = await auditDatabase(db, [typeId])
    expect(audit.oversold).toBe(1)
    // The quota row says none were sold, yet two are held.
    expect(audit.inconsistent).toBe(2)
  }, 60_000)

  it('reads percentiles off the sorted latencies', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(latencySummary(values)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 })
    expect(latencySummary([])).toEqual({ p50: 0, p95: 0, p99: 0, max: 0 })
  })

  it('buys, pays and sells out through the real API on PGlite: every order paid, exactly the quota sold, none oversold', async () => {
    const result = await runOrdersBench({ buyers: 2, orders: 4, warmup: 0 })
    expect(result.failures).toEqual([])
    expect(result.paid).toBe(4)
    expect(result.soldOut).toEqual({ quota: 2, attempts: 4, paid: 2, soldOut: 2, failed: 0 })
    expect(result.oversold).toBe(0)
    expect(result.inconsistent).toBe(0)
    expect(result.raw.perSecond).toBeGreaterThan(0)
    expect(result.latencyMs.p95).toBeGreaterThan(0)
  }, 60_000)
})
