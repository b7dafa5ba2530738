import pg from 'pg'

/*
 * Loaded into the bench's server process (`node --import`): counts the statements the server sends to PostgreSQL,
 * so the bench can print round trips per order, a figure that, unlike orders/s, does not move with the machine's
 * load. The bench asks over the IPC channel.
 */
let queries = 0
const query = pg.Client.prototype.query
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  queries += 1
  return (query as (...rest: unknown[]) => unknown).apply(this, args)
} as typeof query

process.on('message', (message) => {
  if (message === 'bench:queries') process.send?.({ queries })
})
