import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSecrets } from '../../secrets'
import { manualClock } from '../../clock'
import type { AppContext } from '../../context'
import { loadEnv } from '../../env'
import { DevOutbox } from '../../notifier'
import type { Database } from '../../db'
import { openTestDatabase, TEST_JWT_SECRET } from '../../testing'
import { users } from '../auth'
import { orders } from '../orders'
import { EXHIBITION, TENANT } from '../orders/testing'
import { issueNext } from './issuing'
import { IssueRefused, type InvoiceDocument, type InvoiceIssuer, type IssuedInvoice } from './issuer'
import { invoiceCounters, invoices } from './tables'

/*
 * Issue 14: invoice numbers per tenant with no gap and no duplicate under concurrency. 50 applied invoices, 50
 * issuers started at once (PGlite always; PostgreSQL with DATABASE_URL, where they really run on separate
 * connections): each claims a different invoice, and the numbers are exactly 1…n of those issued, also when some
 * issues fail in the middle (their numbers are rolled back with them).
 */

const COUNT = 50

/** Answers after a random pause, so the issuers interleave; fails the invoices it is told to. */
class InterleavingIssuer implements InvoiceIssuer {
  readonly name = 'interleaving'
  readonly numbersItself = false
  constructor(private readonly failFor: (document: InvoiceDocument) => Error | null) {}
  async issue(document: InvoiceDocument): Promise<IssuedInvoice> {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 15))
    const failure = this.failFor(document)
    if (failure) throw failure
    return { pdf: Buffer.from(`%PDF-1.3 ${document.invoiceNo}`) }
  }
}

let database: Database
let ctx: AppContext
let buyerId: string

async function applyMany(count: number): Promise<string[]> {
  const now = Date.now()
  const orderRows = await database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, index) => ({
        orderNo: `N${now}${String(index).padStart(3, '0')}${randomUUID().slice(0, 4)}`,
        tenantId: TENANT,
        exhibitionId: EXHIBITION,
        userId: buyerId,
        state: 'ticketIssued',
        totalFen: 1000 + index,
        payableFen: 1000 + index,
        expiresAt: new Date(now),
        paidAt: new Date(now),
      })),
    )
    .returning({ id: orders.id, payableFen: orders.payableFen })
  const rows = await database.db
    .insert(invoices)
    .values(
      orderRows.map((order, index) => ({
        tenantId: TENANT,
        exhibitionId: EXHIBITION,
        orderId: order.id,
        userId: buyerId,
        kind: 'general',
        language: 'cn',
        buyer: { type: 'personal' as const, title: `买家${index}`, taxId: null, bankName: null, bankAccount: null, address: null, phone: null, email: `b${index}@example.com` },
        lines: [{ name: '门票', quantity: 1, unitPriceFen: order.payableFen, amountFen: order.payableFen, netFen: order.payableFen, taxRatePermille: 0, taxFen: 0 }],
        amountFen: order.payableFen,
        netFen: order.payableFen,
        taxFen: 0,
        appliedAt: new Date(now + index),
      })),
    )
    .returning({ id: invoices.id })
  return rows.map((row) => row.id)
}

async function lastNumber(): Promise<number> {
  const [counter] = await database.db.select().from(invoiceCounters).where(eq(invoiceCounters.tenantId, TENANT))
  return counter?.lastNumber ?? 0
}

beforeAll(async () => {
  database = await openTestDatabase()
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory', JWT_SECRET: TEST_JWT_SECRET })
  ctx = { env, db: database.db, notifier: new DevOutbox(), clock: manualClock(Date.now()), secrets: createSecrets(TEST_JWT_SECRET), rateLimits: {} } as unknown as AppContext
  const [buyer] = await database.db.insert(users).values({ tenantId: TENANT, account: `numbering.${randomUUID().slice(0, 8)}@example.com`, name: 'Numbering' }).returning({ id: users.id })
  buyerId = buyer.id
}, 60_000)
afterAll(() => database?.close())

describe('invoice numbers under concurrency', () => {
  it(`gives ${COUNT} invoices issued at once the numbers 1…${COUNT}, each once`, async () => {
    const ids = await applyMany(COUNT)
    const before = await lastNumber()
    const issuer = new InterleavingIssuer(() => null)
    const outcomes = await Promise.all(Array.from({ length: COUNT }, () => issueNext(ctx, issuer)))
    expect(outcomes.filter((outcome) => outcome?.state === 'issued')).toHaveLength(COUNT)
    // Every issuer claimed a different invoice.
    expect(new Set(outcomes.map((outcome) => outcome!.id)).size).toBe(COUNT)

    const rows = await database.db.select({ invoiceNo: invoices.invoiceNo, state: invoices.state }).from(invoices).where(inArray(invoices.id, ids))
    const numbers = rows.map((row) => Number(row.invoiceNo!.slice(2))).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: COUNT }, (_, index) => before + index + 1))
    expect(await lastNumber()).toBe(before + COUNT)
    console.info(`[${database.engine}] ${COUNT} concurrent issues: numbers ${numbers[0]}…${numbers.at(-1)}, no gap, no duplicate`)
  }, 120_000)

  it('leaves no gap where issues fail in the middle: a failed issue gives its number back', async () => {
    const ids = await applyMany(COUNT)
    const before = await lastNumber()
    // Every third invoice fails: some refused by the issuer, some with an unexpected fault.
    const failing = new Set(ids.filter((_, index) => index % 3 === 1))
    const byOrder = new Map<string, string>()
    const issuer = new InterleavingIssuer((document) => {
      const id = byOrder.get(document.orderNo)
      if (!id || !failing.has(id)) return null
      return id.endsWith('0') ? new Error('disk full') : new IssueRefused('error.invoice.providerUnavailable')
    })
    const orderNos = await database.db.select({ id: invoices.id, orderNo: orders.orderNo }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(inArray(invoices.id, ids))
    for (const row of orderNos) byOrder.set(row.orderNo, row.id)

    const outcomes = await Promise.all(Array.from({ length: COUNT }, () => issueNext(ctx, issuer)))
    expect(outcomes.filter((outcome) => outcome?.state === 'failed')).toHaveLength(failing.size)

    const rows = await database.db.select({ id: invoices.id, invoiceNo: invoices.invoiceNo, state: invoices.state }).from(invoices).where(inArray(invoices.id, ids))
    expect(rows.filter((row) => failing.has(row.id)).every((row) => row.state === 'failed' && row.invoiceNo === null)).toBe(true)
    const issued = rows.filter((row) => row.state === 'issued')
    expect(issued).toHaveLength(COUNT - failing.size)
    const numbers = issued.map((row) => Number(row.invoiceNo!.slice(2))).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: issued.length }, (_, index) => before + index + 1))
    expect(await lastNumber()).toBe(before + issued.length)
  }, 120_000)
})
