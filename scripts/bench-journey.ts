/**
 * `npm run bench:journey`: virtual visitors each log in with an e-mail code, fill the profile, buy and pay a ticket and
 * open the wallet, again and again, against the server as deployed on PostgreSQL (DATABASE_URL names the server; a
 * fresh database `fairpass_bench_…` is created on it and dropped after). Prints throughput, p50/p95/p99 per step,
 * retries and errors, and the database audit; exit code 1 when the audit finds anything or, under faults, a visitor
 * saw an error. How a journey is made: packages/server/src/bench/journeyBench.ts.
 *
 * Usage: DATABASE_URL=postgres://… npm run bench:journey [-- --visitors 500] [--seconds 60] [--faults] [--json]
 */
import { formatJourney, runJourneyBench } from '../packages/server/src/bench/journeyBench'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const visitors = Number(option('--visitors') ?? 500)
const seconds = Number(option('--seconds') ?? 60)
const json = args.includes('--json')
const faults = args.includes('--faults')
const databaseUrl = process.env.DATABASE_URL

if (!databaseUrl || !Number.isInteger(visitors) || visitors < 1 || !(seconds > 0)) {
  console.error('Usage: DATABASE_URL=postgres://… npm run bench:journey [-- --visitors 500] [--seconds 60] [--faults] [--json]')
  process.exit(2)
}

try {
  const result = await runJourneyBench({ databaseUrl, visitors, seconds, faults, log: json ? undefined : (line) => console.error(`· ${line}`) })
  console.log(json ? JSON.stringify(result, null, 2) : formatJourney(result))
  const checks = result.checks
  const broken = checks.oversold + checks.inconsistent + checks.duplicatedOrders + checks.lostOrders + checks.paidButNotPaid > 0
  process.exit(broken || (faults && result.visibleErrors > 0) ? 1 : 0)
} catch (error) {
  console.error(`bench:journey failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}
