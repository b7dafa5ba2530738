import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { buildApp } from '../app'
import { systemClock } from '../clock'
import type { AppContext } from '../context'
import { type Database, type Db, openPostgres } from '../db'
import { signAccessToken, users } from '../features/auth'
import { orders, ticketQuotas, tickets, ticketTypes } from '../features/orders'
import { loadEnv } from '../env'
import { DevOutbox } from '../notifier'
import { createSecrets } from '../secrets'
import { seedDemoData } from '../seed'
import { openPgliteTestDatabase } from '../testing/database'
import { jsonClient, type JsonClient } from './http'

/*
 * The order hot path under load (issue 4, `npm run bench:orders`). Every buyer is a real user row with a real access
 * token (signed the way features/auth signs one, verified by the server on every request); every order goes through
 * the real HTTP API: placeOrderByIdList (fresh Idempotency-Key) → order/pay → the sandbox cashier's "pay" (the form
 * POST a tester's browser sends; the server then delivers the provider's signed callback to its notify endpoint)
 * → order/detail, which must show the order paid with its ticket. A buyer's latency is that whole sequence.
 *
 * Phases, on one fresh database: warm-up (not timed), throughput (`orders` orders from `buyers` concurrent buyers, a
 * quota larger than the demand), sold-out (a quota of half the demand, every buyer racing for it: exactly the quota
 * is paid, everyone else is told it is sold out), then the raw limit: the same number of conditional UPDATEs of a
 * quota row (`sold = sold + 1 WHERE sold + 1 <= total`) straight on the database from the same number of concurrent
 * connections, the floor under any order path. Oversold tickets are counted in the database afterwards.
 */

const TENANT = '000000'
const EXHIBITION = '1002'
const JWT_SECRET_BYTES = 32
/** Server processes are not the bottleneck's only user: PostgreSQL allows 100 connections, shared with tests. */
const RAW_CONNECTIONS_MAX = 32

export interface OrdersBenchOptions {
  /** PostgreSQL server to create the bench database on; absent: in-memory PGlite. */
  databaseUrl?: string
  buyers: number
  orders: number
  /** Untimed orders first (JIT, connections, caches); default max(buyers, 20), at most `orders`. */
  warmup?: number
  /** PostgreSQL only: run the server as a child process (default) or inside this process. */
  server?: 'child' | 'inProcess'
  /** PostgreSQL, child servers: this many identical server processes on the one database, behind a round-robin proxy. */
  instances?: number
  log?: (line: string) => void
}

export interface LatencySummary {
  p50: number
  p95: number
  p99: number
  max: number
}

export interface OrdersBenchResult {
  engine: 'postgres' | 'pglite'
  server: 'child' | 'inProcess'
  /** Server processes sharing the database (child servers). */
  instances: number
  buyers: number
  orders: number
  /** Throughput phase. */
  paid: number
  failed: number
  seconds: number
  paidPerSecond: number
  latencyMs: LatencySummary
  /**
   * CPU time per paid order in the throughput phase: the server process (in process: this whole process, load
   * generator included) and the PostgreSQL backends of the bench database. Unlike orders/s, these do not depend
   * on what else the machine is doing.
   */
  cpuMsPerOrder: { server: number; database: number; generator: number }
  /**
   * What 2 cores could do if the server, the database and the load generator had them to themselves:
   * 2000 ms / (their CPU ms per order). An estimate, printed beside the measured figure, not instead of it.
   */
  cpuBoundPerSecondOn2Cores: number
  /** Statements the server sent to the database per paid order (BEGIN and COMMIT included); child server only. */
  queriesPerOrder: number | null
  /** Sold-out phase: quota, attempts, paid, told sold out, anything else. */
  soldOut: { quota: number; attempts: number; paid: number; soldOut: number; failed: number }
  raw: { updates: number; connections: number; seconds: number; perSecond: number; latencyMs: LatencySummary }
  /** paidPerSecond as a share of raw.perSecond, in percent. */
  shareOfRawPercent: number
  /** Tickets issued beyond a quota, counted in the database: must be 0. */
  oversold: number
  /** Orders or tickets in a state that cannot be (paid without its ticket, a ticket of an unpaid order…): must be 0. */
  inconsistent: number
  /** A few example failures, to tell what went wrong. */
  failures: string[]
}

export interface BenchDatabase {
  database: Database
  /** For a child server: where it connects. */
  url?: string
  close(): Promise<void>
}

export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    // The migrated and seeded PGlite template the server tests use: a fresh in-memory copy.
    const database = await openPgliteTestDatabase()
    return { database, close: () => database.close() }
  }
  const name = `fairpass_bench_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    createdDatabases.set(name, databaseUrl)
  } finally {
    await admin.end()
  }
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString())
  try {
    await database.migrate()
    await seedDemoData(database.db)
  } catch (error) {
    await database.close()
    await dropDatabase(databaseUrl, name)
    throw error
  }
  return {
    database,
    url: url.toString(),
    async close() {
      await database.close()
      await dropDatabase(databaseUrl, name)
    },
  }
}

/** A ticket type of the demo exhibition with its quota; valid for a year from today so it is always on sale. */
export async function seedTicketType(db: Db, label: string, total: number): Promise<string> {
  const today = new Date()
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  const [type] = await db
    .insert(ticketTypes)
    .values({
      tenantId: TENANT,
      exhibitionId: EXHIBITION,
      nameCn: `压测票 ${label}`,
      nameEn: `Bench ticket ${label}`,
      priceFen: 8800,
      validFrom: day(0),
      validTo: day(365),
      refundableUntil: new Date(today.getTime() + 30 * 86_400_000),
    })
    .returning({ id: ticketTypes.id })
  await db.insert(ticketQuotas).values({ ticketTypeId: type.id, total, sold: 0 })
  return type.id
}

interface Buyer {
  id: string
  token: string
}

export async function createBuyers(db: Db, count: number, jwtSecret: string): Promise<Buyer[]> {
  const tag = randomBytes(3).toString('hex')
  const rows = Array.from({ length: count }, (_, index) => {
    const email = `bench-${tag}-${index}@bench.example`
    return { tenantId: TENANT, account: email, email, name: `Bench buyer ${index}` }
  })
  const created: Array<{ id: string; account: string }> = []
  for (let start = 0; start < rows.length; start += 500) {
    created.push(...(await db.insert(users).values(rows.slice(start, start + 500)).returning({ id: users.id, account: users.account })))
  }
  // The same signing features/auth does at login: the server verifies signature, expiry, tenant and token version.
  const ctx = { env: { tokenTtlSeconds: 7200 }, clock: systemClock, secrets: createSecrets(jwtSecret) } as unknown as AppContext
  return Promise.all(
    created.map(async (user) => ({ id: user.id, token: (await signAccessToken(ctx, { userId: user.id, tenantId: TENANT, account: user.account })).token })),
  )
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface RunningServer {
  baseUrl: string
  /** CPU time the server has used so far, in ms (user + system). */
  cpuMs(): number
  /** Statements the server has sent to PostgreSQL so far (child server only; else 0). */
  queries(): Promise<number>
  stop(): Promise<void>
  /** Ends it at once (SIGKILL for a child: a crash in the middle of whatever it was doing). */
  kill(): Promise<void>
}

/** user + system CPU of a process from /proc (Linux), in ms; 0 where /proc is not readable. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 14 and 15 of proc(5) (utime, stime), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

/** CPU used so far by the PostgreSQL backends serving the bench database (same machine only), in ms. */
export async function databaseCpuMs(bench: BenchDatabase): Promise<number> {
  if (!bench.url) return 0
  const result = await bench.database.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
  const rows = (result as unknown as { rows: Array<{ pid: number }> }).rows
  return rows.reduce((sum, row) => sum + processCpuMs(row.pid), 0)
}

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/** Child servers not yet stopped: an interrupted run (Ctrl-C while one starts) ends them too. */
const startedChildren = new Set<ChildProcess>()
/** Bench databases not yet dropped, by name, with the server URL to drop them from. */
const createdDatabases = new Map<string, string>()

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminUrl })
  await dropper.connect()
  try {
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } finally {
    await dropper.end()
  }
  createdDatabases.delete(name)
}

/** Ctrl-C at any point: stop the child servers, drop the bench databases, then exit. */
function onInterrupt(): void {
  for (const child of startedChildren) child.kill('SIGKILL')
  void Promise.allSettled([...createdDatabases].map(([name, adminUrl]) => dropDatabase(adminUrl, name))).finally(() => process.exit(130))
}

/** How to start a child server beyond the bench database and secret: a fixed port (a restart keeps it), more env. */
export interface ChildServerOptions {
  port?: number
  env?: Record<string, string>
}

/** The server as it is deployed: packages/server/src/main.ts in a process of its own, on the bench database. */
export async function startChildServer(url: string, jwtSecret: string, options: ChildServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (written when it stops).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean)
  const counter = fileURLToPath(new URL('./countQueries.ts', import.meta.url))
  const child: ChildProcess = spawn(process.execPath, [...flags, '--import', 'tsx', '--import', counter, 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, JWT_SECRET: jwtSecret, NODE_ENV: 'development', DEMO: '1', CARD_OCR: 'off', RATE_LIMIT_ORDERS_PER_USER_MINUTE: '1000000', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const queries = () =>
    new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(0), 2000)
      child.once('message', (message: { queries?: number }) => {
        clearTimeout(timer)
        resolve(message.queries ?? 0)
      })
      child.send('bench:queries')
    })
  const baseUrl = `http://127.0.0.1:${port}`
  startedChildren.add(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exited.then(() => startedChildren.delete(child))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) {
        return {
          baseUrl,
          cpuMs: () => processCpuMs(child.pid!),
          queries,
          async stop() {
            child.kill('SIGTERM')
            await exited
          },
          async kill() {
            child.kill('SIGKILL')
            await exited
          },
        }
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('The server did not start within 60 s')
}

/**
 * N identical server processes on one database, as deployed behind a load balancer: a TCP round-robin proxy in this
 * process hands each new connection to the next process (the buyers keep their connections alive, so each buyer
 * sticks to one process, as with a connection-level balancer). The database is the only state they share.
 */
async function startCluster(url: string, jwtSecret: string, instances: number): Promise<RunningServer> {
  const servers = await Promise.all(Array.from({ length: instances }, () => startChildServer(url, jwtSecret)))
  let next = 0
  const proxy = createServer((socket) => {
    const backend = new URL(servers[next % servers.length].baseUrl)
    next += 1
    const upstream = connect(Number(backend.port), backend.hostname)
    socket.pipe(upstream).pipe(socket)
    socket.on('error', () => upstream.destroy())
    upstream.on('error', () => socket.destroy())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cpuMs: () => servers.reduce((sum, server) => sum + server.cpuMs(), 0),
    queries: async () => (await Promise.all(servers.map((server) => server.queries()))).reduce((sum, count) => sum + count, 0),
    async stop() {
      proxy.close()
      await Promise.all(servers.map((server) => server.stop()))
    },
    async kill() {
      proxy.close()
      await Promise.all(servers.map((server) => server.kill()))
    },
  }
}

/** The same app in this process (PGlite: the embedded database lives in the server's process anyway). */
async function startInProcessServer(db: Db, jwtSecret: string): Promise<RunningServer> {
  const env = loadEnv({ NODE_ENV: 'development', DEMO: '1', DATA_DIR: 'memory', JWT_SECRET: jwtSecret, STATIC_DIR: '/nonexistent-static-dir', CARD_OCR: 'off', RATE_LIMIT_ORDERS_PER_USER_MINUTE: '1000000' })
  const app: FastifyInstance = await buildApp({ env, db, notifier: new DevOutbox(undefined), logger: { level: 'warn' } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  // The sandbox cashier and callback links are built from PUBLIC_BASE_URL, which must name the real port.
  env.publicBaseUrl = `http://127.0.0.1:${port}`
  const cpuMs = () => {
    const usage = process.cpuUsage()
    return (usage.user + usage.system) / 1000
  }
  return { baseUrl: `http://127.0.0.1:${port}`, cpuMs, queries: async () => 0, stop: () => app.close(), kill: () => app.close() }
}

type Outcome = { kind: 'paid'; ms: number } | { kind: 'soldOut' } | { kind: 'failed'; why: string }

const SOLD_OUT = /sold out|售罄|已售完|soldOut/i

/** One buyer's purchase, as the pages make it. */
async function buyOne(client: JsonClient, buyer: Buyer, ticketTypeId: string, pay: PayStep): Promise<Outcome> {
  const started = performance.now()
  const headers = { authorization: `Bearer ${buyer.token}`, 'tenant-id': TENANT }
  const placed = await client.request('POST', TICKET_PATHS.placeOrder, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: { tenantId: TENANT, exhibitionId: EXHIBITION, items: [{ ticketTypeId, quantity: 1 }], languageType: 'en' },
  })
  if (!placed.body?.success) {
    const msg = String(placed.body?.msg ?? placed.body)
    if (SOLD_OUT.test(msg)) return { kind: 'soldOut' }
    return { kind: 'failed', why: `placeOrder ${placed.status}: ${msg.slice(0, 200)}` }
  }
  const orderId: string = placed.body.data.id
  const paidWhy = await pay(client, headers, orderId)
  if (paidWhy) return { kind: 'failed', why: paidWhy }
  // Back from the cashier (/payTransition): the page reads the order, which must now be paid with its ticket.
  const detail = await client.request('GET', `${TICKET_PATHS.order}?tenantId=${TENANT}&exhibitionId=${EXHIBITION}&orderId=${orderId}&languageType=en`, { headers })
  const order = detail.body?.data
  if (!detail.body?.success || !['paid', 'ticketIssued'].includes(order?.state) || order.ticketIds?.length !== 1) {
    return { kind: 'failed', why: `order after payment: ${detail.status} ${JSON.stringify(detail.body).slice(0, 200)}` }
  }
  return { kind: 'paid', ms: performance.now() - started }
}

/** Pays an order; answers why it failed, or undefined. */
type PayStep = (client: JsonClient, headers: Record<string, string>, orderId: string) => Promise<string | undefined>

/**
 * The sandbox provider's real path: order/pay answers the cashier link; the tester's "Pay" there is a form POST to
 * `<cashier>/pay`, upon which the sandbox signs its callback and delivers it to our notify endpoint
 * (/api/pay/notify/sandbox), which verifies the signature and marks the order paid with its tickets. The cashier
 * page itself is not loaded: with a real provider that page is the provider's, not this server's load.
 */
const sandboxPay: PayStep = async (client, headers, orderId) => {
  const started = await client.request('POST', TICKET_PATHS.pay, {
    headers,
    body: { tenantId: TENANT, exhibitionId: EXHIBITION, orderId, returnUrl: `/#/payTransition?orderId=${orderId}`, languageType: 'en' },
  })
  if (!started.body?.success) return `pay ${started.status}: ${JSON.stringify(started.body).slice(0, 200)}`
  const cashier = new URL(started.body.data.cashierUrl, 'http://127.0.0.1')
  const confirmed = await client.request('POST', `${cashier.pathname}/pay${cashier.search}`, { form: {} })
  if (confirmed.status >= 400) return `cashier ${confirmed.status}: ${JSON.stringify(confirmed.body).slice(0, 200)}`
  return undefined
}

/** Runs `total` purchases over `concurrency` buyers, each buyer one purchase at a time. */
async function runPhase(client: JsonClient, buyers: Buyer[], concurrency: number, total: number, ticketTypeId: string, pay: PayStep) {
  const outcomes: Outcome[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async (_, worker) => {
      const buyer = buyers[worker % buyers.length]
      while (next < total) {
        next += 1
        try {
          outcomes.push(await buyOne(client, buyer, ticketTypeId, pay))
        } catch (error) {
          outcomes.push({ kind: 'failed', why: error instanceof Error ? error.message : String(error) })
        }
      }
    }),
  )
  return { outcomes, seconds: (performance.now() - started) / 1000 }
}

export function latencySummary(values: number[]): LatencySummary {
  if (values.length === 0) return { p50: 0, p95: 0, p99: 0, max: 0 }
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  const round = (value: number) => Math.round(value * 10) / 10
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]) }
}

/** The floor: one conditional UPDATE of a quota row per "order", from `connections` concurrent connections. */
async function rawBaseline(bench: BenchDatabase, ticketTypeId: string, updates: number, connections: number) {
  const statement = 'UPDATE ticket_quotas SET sold = sold + 1 WHERE ticket_type_id = $1 AND sold + 1 <= total'
  let query: (text: string, values: unknown[]) => Promise<{ rowCount: number | null }>
  let end = async () => {}
  if (bench.url) {
    const pool = new pg.Pool({ connectionString: bench.url, max: connections })
    // Open every connection first: connecting is not what is measured.
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()))
    for (const client of clients) client.release()
    query = (text, values) => pool.query(text, values)
    end = () => pool.end()
  } else {
    // PGlite has one connection; concurrent callers queue on it, as the server's requests do.
    const client = (bench.database.db as unknown as { $client: { query(text: string, values: unknown[]): Promise<{ affectedRows?: number }> } }).$client
    query = async (text, values) => ({ rowCount: (await client.query(text, values)).affectedRows ?? 0 })
  }
  const latencies: number[] = []
  let next = 0
  let applied = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(connections, updates) }, async () => {
      while (next < updates) {
        next += 1
        const before = performance.now()
        const result = await query(statement, [ticketTypeId])
        latencies.push(performance.now() - before)
        applied += result.rowCount ?? 0
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await end()
  if (applied !== updates) throw new Error(`raw baseline: ${applied} of ${updates} UPDATEs applied`)
  return { updates, connections, seconds, perSecond: updates / seconds, latencyMs: latencySummary(latencies) }
}

/** Counts, in the database, tickets beyond each quota and orders or tickets in states that cannot be. */
export async function auditDatabase(db: Db, ticketTypeIds: string[]): Promise<{ oversold: number; inconsistent: number; paidOrders: Map<string, number> }> {
  let oversold = 0
  let inconsistent = 0
  const paidOrders = new Map<string, number>()
  for (const ticketTypeId of ticketTypeIds) {
    const [quota] = await db.select().from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, ticketTypeId))
    const [{ held }] = await db
      .select({ held: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.ticketTypeId, ticketTypeId), sql`${tickets.state} NOT IN ('void', 'refunded')`))
    oversold += Math.max(0, held - quota.total)
    // `sold` counts tickets of unpaid and paid orders; it can never be below what was issued.
    if (quota.sold < held) inconsistent += held - quota.sold
  }
  const rows = await db
    .select({ id: orders.id, state: orders.state, ticketTypeId: ticketTypes.id, tickets: sql<number>`(select count(*)::int from tickets t where t.order_id = ${orders.id})` })
    .from(orders)
    .innerJoin(sql`order_items oi`, sql`oi.order_id = ${orders.id}`)
    .innerJoin(ticketTypes, sql`${ticketTypes.id} = oi.ticket_type_id`)
    .where(inArray(ticketTypes.id, ticketTypeIds))
  for (const row of rows) {
    const paid = ['paid', 'ticketIssued', 'entered', 'notEntered', 'completed'].includes(row.state)
    if (paid) paidOrders.set(row.ticketTypeId, (paidOrders.get(row.ticketTypeId) ?? 0) + 1)
    if (paid && row.tickets !== 1) inconsistent += 1
    if (!paid && row.state !== 'refunding' && row.state !== 'refunded' && row.tickets > 0 && row.state !== 'pendingPayment') inconsistent += 1
    if (row.state === 'pendingPayment' && row.tickets > 0) inconsistent += 1
  }
  return { oversold, inconsistent, paidOrders }
}

export async function runOrdersBench(options: OrdersBenchOptions): Promise<OrdersBenchResult> {
  const log = options.log ?? (() => {})
  const engine = options.databaseUrl ? 'postgres' : 'pglite'
  const serverMode = engine === 'pglite' ? 'inProcess' : (options.server ?? 'child')
  const instances = serverMode === 'child' ? Math.max(1, options.instances ?? 1) : 1
  const jwtSecret = randomBytes(JWT_SECRET_BYTES).toString('base64url')
  const buyersCount = Math.max(1, options.buyers)
  const ordersCount = Math.max(1, options.orders)
  const warmup = options.warmup ?? Math.min(ordersCount, Math.max(buyersCount, 20))
  const soldOutAttempts = Math.max(4, buyersCount)
  const soldOutQuota = Math.floor(soldOutAttempts / 2)

  log(`${engine}: opening a fresh database`)
  process.once('SIGINT', onInterrupt)
  let bench: BenchDatabase
  try {
    bench = await openBenchDatabase(options.databaseUrl)
  } catch (error) {
    process.off('SIGINT', onInterrupt)
    throw error
  }
  let server: RunningServer | undefined
  let client: JsonClient | undefined
  try {
    const db = bench.database.db
    const throughputType = await seedTicketType(db, 'throughput', warmup + ordersCount)
    const soldOutType = await seedTicketType(db, 'sold-out', soldOutQuota)
    const rawType = await seedTicketType(db, 'raw', ordersCount)
    const buyers = await createBuyers(db, buyersCount, jwtSecret)

    log(`${engine}: starting the server (${serverMode}${instances > 1 ? `, ${instances} processes` : ''})`)
    server = serverMode === 'inProcess' ? await startInProcessServer(db, jwtSecret) : instances > 1 ? await startCluster(bench.url!, jwtSecret, instances) : await startChildServer(bench.url!, jwtSecret)
    client = jsonClient(server.baseUrl, buyersCount)

    log(`warm-up: ${warmup} orders`)
    const warm = await runPhase(client, buyers, buyersCount, warmup, throughputType, sandboxPay)
    const warmFailures = warm.outcomes.filter((outcome) => outcome.kind !== 'paid')
    if (warmup > 0 && warmFailures.length === warm.outcomes.length) {
      throw new Error(`every warm-up order failed, e.g. ${JSON.stringify(warmFailures[0])}`)
    }

    log(`throughput: ${ordersCount} orders from ${buyersCount} concurrent buyers`)
    const ownCpu = () => {
      const usage = process.cpuUsage()
      return (usage.user + usage.system) / 1000
    }
    const cpuBefore = { server: server.cpuMs(), database: await databaseCpuMs(bench), queries: await server.queries(), generator: ownCpu() }
    const main = await runPhase(client, buyers, buyersCount, ordersCount, throughputType, sandboxPay)
    const cpu = { server: server.cpuMs() - cpuBefore.server, database: (await databaseCpuMs(bench)) - cpuBefore.database, generator: ownCpu() - cpuBefore.generator }
    const queriesInPhase = (await server.queries()) - cpuBefore.queries
    const paidLatencies = main.outcomes.flatMap((outcome) => (outcome.kind === 'paid' ? [outcome.ms] : []))

    log(`sold out: ${soldOutAttempts} buyers racing for ${soldOutQuota} tickets`)
    const race = await runPhase(client, buyers, buyersCount, soldOutAttempts, soldOutType, sandboxPay)

    await server.stop()
    server = undefined

    log(`raw limit: ${ordersCount} conditional UPDATEs`)
    const connections = bench.url ? Math.min(buyersCount, RAW_CONNECTIONS_MAX) : buyersCount
    const raw = await rawBaseline(bench, rawType, ordersCount, connections)

    const audit = await auditDatabase(db, [throughputType, soldOutType, rawType])
    const failures = [...warmFailures, ...main.outcomes, ...race.outcomes]
      .flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.why] : []))
      .slice(0, 5)
    const paidPerSecond = paidLatencies.length / main.seconds
    const count = (outcomes: Outcome[], kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length
    // What the clients saw must be what the database holds.
    const dbPaidThroughput = audit.paidOrders.get(throughputType) ?? 0
    const seenPaidThroughput = count(warm.outcomes, 'paid') + paidLatencies.length
    const mismatch = Math.abs(dbPaidThroughput - seenPaidThroughput) + Math.abs((audit.paidOrders.get(soldOutType) ?? 0) - count(race.outcomes, 'paid'))
    return {
      engine,
      server: serverMode,
      instances,
      buyers: buyersCount,
      orders: ordersCount,
      paid: paidLatencies.length,
      failed: count(main.outcomes, 'failed') + count(main.outcomes, 'soldOut'),
      seconds: Math.round(main.seconds * 100) / 100,
      paidPerSecond: Math.round(paidPerSecond * 10) / 10,
      latencyMs: latencySummary(paidLatencies),
      cpuMsPerOrder: {
        server: Math.round((cpu.server / Math.max(1, paidLatencies.length)) * 100) / 100,
        database: Math.round((cpu.database / Math.max(1, paidLatencies.length)) * 100) / 100,
        generator: serverMode === 'child' ? Math.round((cpu.generator / Math.max(1, paidLatencies.length)) * 100) / 100 : 0,
      },
      cpuBoundPerSecondOn2Cores: Math.round((2000 * Math.max(1, paidLatencies.length)) / Math.max(1, cpu.server + cpu.database + (serverMode === 'child' ? cpu.generator : 0))),
      queriesPerOrder: serverMode === 'child' ? Math.round((queriesInPhase / Math.max(1, paidLatencies.length)) * 10) / 10 : null,
      soldOut: {
        quota: soldOutQuota,
        attempts: soldOutAttempts,
        paid: count(race.outcomes, 'paid'),
        soldOut: count(race.outcomes, 'soldOut'),
        failed: count(race.outcomes, 'failed'),
      },
      raw: { ...raw, perSecond: Math.round(raw.perSecond * 10) / 10, seconds: Math.round(raw.seconds * 100) / 100 },
      shareOfRawPercent: Math.round((paidPerSecond / raw.perSecond) * 1000) / 10,
      oversold: audit.oversold,
      inconsistent: audit.inconsistent + mismatch,
      failures,
    }
  } finally {
    process.off('SIGINT', onInterrupt)
    client?.close()
    await server?.stop()
    await bench.close()
  }
}

/** The figures as a table, one row per run. */
export function formatResults(results: OrdersBenchResult[]): string {
  const header = ['engine', 'server', 'processes', 'buyers', 'orders', 'paid', 'paid/s', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU ms/order srv+db+gen', 'CPU-bound/s on 2 cores', 'queries/order', 'raw UPDATE/s', '% of raw', 'sold-out quota/paid/refused/failed', 'oversold', 'inconsistent']
  const rows = results.map((result) => [
    result.engine,
    result.server,
    String(result.instances),
    String(result.buyers),
    String(result.orders),
    String(result.paid),
    result.paidPerSecond.toFixed(1),
    result.latencyMs.p50.toFixed(1),
    result.latencyMs.p95.toFixed(1),
    result.latencyMs.p99.toFixed(1),
    `${result.cpuMsPerOrder.server.toFixed(1)}+${result.cpuMsPerOrder.database.toFixed(1)}+${result.cpuMsPerOrder.generator.toFixed(1)}`,
    String(result.cpuBoundPerSecondOn2Cores),
    result.queriesPerOrder === null ? '-' : result.queriesPerOrder.toFixed(1),
    result.raw.perSecond.toFixed(0),
    `${result.shareOfRawPercent.toFixed(1)}%`,
    `${result.soldOut.quota}/${result.soldOut.paid}/${result.soldOut.soldOut}/${result.soldOut.failed}`,
    String(result.oversold),
    String(result.inconsistent),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column])).join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
