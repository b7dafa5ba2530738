/**
 * `npm run bench:orders`: orders created and paid per second through the real HTTP API, p50/p95/p99 latency of
 * create + pay, the raw limit (one conditional UPDATE of the quota row per order, straight on the database) and
 * our figure as a share of it, and the oversold tickets counted in the database (exit code 1 when any).
 *
 * Engine: PostgreSQL when DATABASE_URL is set (a fresh database `fairpass_bench_<pid>_…` is created on that server
 * and dropped after; the server runs as a child process, packages/server/src/main.ts, as deployed), else an
 * in-memory PGlite (the server runs in this process: the embedded database lives in the server's process anyway).
 * How each order is made and paid: packages/server/src/bench/ordersBench.ts.
 *
 * Usage: npm run bench:orders [-- --buyers 50[,100,200]] [--orders 2000] [--in-process] [--json]
 */
import { formatResults, runOrdersBench, type OrdersBenchResult } from '../packages/server/src/bench/ordersBench'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const buyerLevels = (option('--buyers') ?? '50')
  .split(',')
  .map((value) => Number(value))
  .filter((value) => Number.isInteger(value) && value > 0)
const orders = Number(option('--orders') ?? 2000)
const json = args.includes('--json')
const databaseUrl = process.env.DATABASE_URL || undefined

if (buyerLevels.length === 0 || !Number.isInteger(orders) || orders < 1) {
  console.error('Usage: npm run bench:orders [-- --buyers 50[,100,200]] [--orders 2000] [--in-process] [--json]')
  process.exit(2)
}

const results: OrdersBenchResult[] = []
try {
  for (const buyers of buyerLevels) {
    results.push(
      await runOrdersBench({
        databaseUrl,
        buyers,
        orders,
        server: args.includes('--in-process') ? 'inProcess' : 'child',
        log: json ? undefined : (line) => console.error(`· ${line}`),
      }),
    )
  }
} catch (error) {
  console.error(`bench:orders failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

if (json) {
  console.log(JSON.stringify(results, null, 2))
} else {
  console.log(formatResults(results))
  for (const result of results) {
    if (result.failures.length > 0) console.log(`\n${result.engine}/${result.buyers} buyers, failures (first ${result.failures.length}):\n  ${result.failures.join('\n  ')}`)
  }
  console.log('\nGoal: ≥ 300 paid orders/s on PostgreSQL (2 cores), oversold 0, inconsistent 0.')
}

const bad = results.some((result) => result.oversold > 0 || result.inconsistent > 0)
process.exit(bad ? 1 : 0)
