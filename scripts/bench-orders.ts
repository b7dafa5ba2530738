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
 * `--instances N` (PostgreSQL): each buyer level runs twice, on one server process and on N identical processes behind a
 * round-robin proxy on the same database; the consistency checks cover both, and the speed-up of N over one is printed.
 *
 * Usage: npm run bench:orders [-- --buyers 50[,100,200]] [--orders 2000] [--instances 2] [--in-process] [--json]
 */
import { cpus } from 'node:os'
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
const instances = Number(option('--instances') ?? 1)
const json = args.includes('--json')
const databaseUrl = process.env.DATABASE_URL || undefined

if (buyerLevels.length === 0 || !Number.isInteger(orders) || orders < 1 || !Number.isInteger(instances) || instances < 1 || (instances > 1 && !databaseUrl)) {
  console.error('Usage: npm run bench:orders [-- --buyers 50[,100,200]] [--orders 2000] [--instances 2] [--in-process] [--json]  (--instances needs DATABASE_URL)')
  process.exit(2)
}

const results: OrdersBenchResult[] = []
try {
  for (const buyers of buyerLevels) {
    for (const processes of instances > 1 ? [1, instances] : [1]) {
      results.push(
        await runOrdersBench({
          databaseUrl,
          buyers,
          orders,
          instances: processes,
          server: args.includes('--in-process') ? 'inProcess' : 'child',
          log: json ? undefined : (line) => console.error(`· ${line}`),
        }),
      )
    }
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
  if (instances > 1) {
    for (const buyers of buyerLevels) {
      const one = results.find((result) => result.buyers === buyers && result.instances === 1)
      const many = results.find((result) => result.buyers === buyers && result.instances === instances)
      if (one && many) console.log(`\n${buyers} buyers: ${instances} processes ${many.paidPerSecond}/s vs 1 process ${one.paidPerSecond}/s: speed-up ${(many.paidPerSecond / one.paidPerSecond).toFixed(2)}× (on ${cpus().length} cores shared with PostgreSQL and the load generator)`)
    }
  }
  console.log('\nGoal (issue 13): paid orders/s ≥ 25 % of the raw limit, ≤ 8 statements and ≤ 4 ms server CPU per order, p95 ≤ 400 ms at 100 buyers; oversold 0, inconsistent 0.')
}

const bad = results.some((result) => result.oversold > 0 || result.inconsistent > 0)
process.exit(bad ? 1 : 0)
