import { appendFileSync } from 'node:fs'
import pg from 'pg'

/*
 * Loaded into the bench's server process (`node --import`): counts the statements the server sends to PostgreSQL,
 * so the bench can print round trips per order, a figure that, unlike orders/s, does not move with the machine's
 * load. The bench asks over the IPC channel.
 */
let queries = 0
// BENCH_QUERY_LOG=<file>: also append each statement's text, one per line, to see where the round trips go.
const logFile = process.env.BENCH_QUERY_LOG
const query = pg.Client.prototype.query
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  queries += 1
  if (logFile) {
    const first = args[0] as string | { text?: string }
    const text = typeof first === 'string' ? first : (first?.text ?? '')
    appendFileSync(logFile, `${text.replace(/\s+/g, ' ').slice(0, 300)}\n`)
  }
  return (query as (...rest: unknown[]) => unknown).apply(this, args)
} as typeof query

process.on('message', (message) => {
  if (message === 'bench:queries') process.send?.({ queries })
})
