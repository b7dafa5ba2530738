/*
 * How long the shipped issuer takes to render an invoice PDF (issue 14: at most 300 ms on the server). The first
 * render of a process parses the CJK font and is reported apart; then N renders per language, median and p95.
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

if (out) {
  mkdirSync(out, { recursive: true })
  for (const [language, kind] of [['cn', 'special'], ['cn', 'general'], ['en', 'general'], ['en', 'receipt']] as const) {
    const file = join(out, `invoice-${language}-${kind}.pdf`)
    writeFileSync(file, await renderInvoicePdf(sampleInvoiceDocument(language, kind)))
    console.log(`wrote ${file}`)
  }
}
