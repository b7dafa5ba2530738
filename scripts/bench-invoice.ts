/*
 * How long the shipped issuer takes to render an invoice PDF (issue 14: at most 300 ms on the server). The first
 * render of a process parses the CJK font and is reported apart; then N renders per language, median and p95; then
 * N whole issues as the job runs them on an embedded database (claim the row, take the number, render, write).
 *   npm run bench:invoice [-- --runs 40 --out /tmp/invoices]   (--out also writes one PDF per language and kind)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderInvoicePdf } from '../packages/server/src/features/invoices/pdf'
import { sampleInvoiceDocument } from '../packages/server/src/features/invoices/testing'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const runs = Number(option('runs') ?? 40)
const out = option('out')

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

const firstStart = performance.now()
const first = await renderInvoicePdf(sampleInvoiceDocument('cn'))
console.log(`first render (parses the font): ${(performance.now() - firstStart).toFixed(0)} ms, ${first.length} bytes`)

for (const language of ['cn', 'en'] as const) {
  const times: number[] = []
  let size = 0
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    size = (await renderInvoicePdf(sampleInvoiceDocument(language))).length
    times.push(performance.now() - start)
  }
  console.log(`${language}: ${runs} renders, median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${size} bytes`)
}

// Whole issues: the job's transaction on a migrated, seeded PGlite database, with the demo seller.
{
  const { randomUUID } = await import('node:crypto')
  const { openTestDatabase, TEST_JWT_SECRET } = await import('../packages/server/src/testing')
  const { loadEnv } = await import('../packages/server/src/env')
  const { createSecrets } = await import('../packages/server/src/secrets')
  const { systemClock } = await import('../packages/server/src/clock')
  const { DevOutbox } = await import('../packages/server/src/notifier')
  const { users } = await import('../packages/server/src/features/auth')
  const { orders } = await import('../packages/server/src/features/orders')
  const { invoices, issueNext, PdfInvoiceIssuer } = await import('../packages/server/src/features/invoices')
  const database = await openTestDatabase()
  try {
    const ctx = { env: loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory', JWT_SECRET: TEST_JWT_SECRET }), db: database.db, notifier: new DevOutbox(), clock: systemClock, secrets: createSecrets(TEST_JWT_SECRET), rateLimits: {} } as unknown as Parameters<typeof issueNext>[0]
    const [user] = await database.db.insert(users).values({ tenantId: '000000', account: `bench.${randomUUID().slice(0, 8)}@example.com` }).returning({ id: users.id })
    const sample = sampleInvoiceDocument('cn')
    const orderRows = await database.db
      .insert(orders)
      .values(Array.from({ length: runs }, (_, index) => ({ orderNo: `B${Date.now()}${index}`, tenantId: '000000', exhibitionId: '1020', userId: user.id, state: 'ticketIssued', totalFen: sample.amountFen, payableFen: sample.amountFen, expiresAt: new Date(), paidAt: new Date() })))
      .returning({ id: orders.id })
    await database.db.insert(invoices).values(
      orderRows.map((order, index) => ({ tenantId: '000000', exhibitionId: '1020', orderId: order.id, userId: user.id, kind: 'special', language: 'cn', buyer: sample.buyer, lines: sample.lines, amountFen: sample.amountFen, netFen: sample.netFen, taxFen: sample.taxFen, appliedAt: new Date(Date.now() + index) })),
    )
    const issuer = new PdfInvoiceIssuer()
    const times: number[] = []
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now()
      const outcome = await issueNext(ctx, issuer)
      times.push(performance.now() - start)
      if (outcome?.state !== 'issued') throw new Error(`issue ${run} ended ${outcome?.state}`)
    }
    console.log(`whole issue (claim, number, render, write; PGlite): ${runs} issues, median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`)
  } finally {
    await database.close()
  }
}

if (out) {
  mkdirSync(out, { recursive: true })
  for (const [language, kind] of [['cn', 'special'], ['cn', 'general'], ['en', 'general'], ['en', 'receipt']] as const) {
    const file = join(out, `invoice-${language}-${kind}.pdf`)
    writeFileSync(file, await renderInvoicePdf(sampleInvoiceDocument(language, kind)))
    console.log(`wrote ${file}`)
  }
}
