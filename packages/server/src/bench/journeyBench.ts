import { randomBytes, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { jsonClient, type JsonClient, type JsonResponse } from './http'
import {
  auditDatabase,
  databaseCpuMs,
  freePort,
  latencySummary,
  openBenchDatabase,
  seedTicketType,
  startChildServer,
  type BenchDatabase,
  type LatencySummary,
  type RunningServer,
} from './ordersBench'

/*
 * The whole visitor journey under load (issue 13, `npm run bench:journey`). Each virtual visitor, again and again
 * until the time is up, is a new person who opens the link (page and form configuration), asks for an e-mail code,
 * reads it (the demo outbox stands in for the mailbox), logs in, fills the profile (name and company), lists the
 * ticket types, orders one ticket, pays in the sandbox cashier, sees the order paid and opens the wallet. Every call
 * is the one the pages make, against the server as deployed (main.ts in a process of its own) on PostgreSQL.
 *
 * The client retries as the pages' client does (core/http): a GET or an order (same Idempotency-Key) is asked again
 * when there was no answer or a 502/503/504 (the server restarting; its database gone mid-request, which the server
 * answers 503). What is still an error after that is an error the visitor sees ("visible
 * errors"), counted per step; the goal under faults is 0 of those that a retry could have hidden.
 *
 * `--faults`: a third of the way in, every database connection of the server is terminated (pg_terminate_backend);
 * two thirds of the way in, the server process is killed (SIGKILL, in the middle of payments) and started again on the
 * same port. Afterwards the database is audited: no ticket beyond the quota, every paid order with its ticket, no
 * ticket of an unpaid order, no visitor with two orders (one Idempotency-Key per journey), every order a visitor was
 * answered exists, and every order a visitor saw paid is paid in the database.
 */

const TENANT = '000000'
const EXHIBITION = '1002'
const JWT_SECRET_BYTES = 32
const STEPS = ['config', 'sendCode', 'login', 'profile', 'ticketTypes', 'placeOrder', 'pay', 'wallet'] as const
type Step = (typeof STEPS)[number]

export interface JourneyBenchOptions {
  databaseUrl: string
  visitors: number
  seconds: number
  faults: boolean
  log?: (line: string) => void
}

export interface StepFigures {
  count: number
  errors: number
  latencyMs: LatencySummary
}

export interface JourneyBenchResult {
  engine: 'postgres'
  visitors: number
  seconds: number
  journeys: number
  journeysPerSecond: number
  /** A whole journey, first page to wallet. */
  journeyMs: LatencySummary
  steps: Record<Step, StepFigures>
  /** Attempts beyond the first, over all calls. */
  retries: number
  /** Journeys that ended in an error the visitor would see, after the client's retries. */
  visibleErrors: number
  /**
   * Faults only: journeys whose e-mail code was in the killed process's demo outbox (a real mailbox keeps it) and
   * whose re-sending the per-address resend window refused. Not a visitor-visible failure of the product.
   */
  codesLostWithDemoOutbox: number
  faults: { terminatedConnections: number; restartMs: number } | null
  cpuMsPerJourney: { server: number; database: number }
  checks: { oversold: number; inconsistent: number; duplicatedOrders: number; lostOrders: number; paidButNotPaid: number }
  failures: string[]
}

/** Every virtual visitor comes from 127.0.0.1; the per-address limits guard a venue, not this machine. */
const JOURNEY_SERVER_ENV = { RATE_LIMIT_CODES_PER_IP_MINUTE: '10000000', RATE_LIMIT_LOGINS_PER_IP_MINUTE: '10000000' }

/** A failure that ends the journey: what the visitor would see. */
class VisibleError extends Error {}
/** The demo outbox lost the code with the killed process and the resend window refused a new one. */
class CodeLost extends Error {}

/** The retries of packages/core/src/http/client.ts, the client the pages use: same statuses, same calls, same pauses. */
const RETRY_STATUSES = new Set([502, 503, 504])
const RETRY_DELAYS_MS = [300, 1000, 3000]

interface Counters {
  retries: number
}

/** One call with the retries the pages' client makes; answers the last response (the caller judges it). */
async function call(client: JsonClient, counters: Counters, method: 'GET' | 'POST', path: string, options: Parameters<JsonClient['request']>[2] & { idempotent?: boolean } = {}): Promise<JsonResponse> {
  const mayRetry = method === 'GET' || options.idempotent === true || Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key')
  for (let retry = 0; ; retry += 1) {
    let response: JsonResponse | undefined
    let transport: unknown
    try {
      response = await client.request(method, path, options)
    } catch (error) {
      transport = error
    }
    const notNow = !response || RETRY_STATUSES.has(response.status)
    if (!notNow || !mayRetry || retry >= RETRY_DELAYS_MS.length) {
      if (response) return response
      throw new VisibleError(`${method} ${path.split('?')[0]}: ${transport instanceof Error ? transport.message : String(transport)}`)
    }
    counters.retries += 1
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[retry]))
  }
}

function expectSuccess(step: Step, response: JsonResponse): any {
  if (response.body?.success === true) return response.body.data
  throw new VisibleError(`${step}: ${response.status} ${String(response.body?.msg ?? JSON.stringify(response.body)).slice(0, 160)}`)
}

interface Ledger {
  /** Orders a visitor was answered, and whether the visitor saw it paid. */
  orders: Map<string, boolean>
  stepMs: Record<Step, number[]>
  stepErrors: Record<Step, number>
  journeyMs: number[]
  visibleErrors: number
  codesLost: number
  failures: string[]
}

/** A person's name has no digits: visitor 27 is "Visitor Bh". */
function nameOf(index: number): string {
  let letters = ''
  for (let rest = index; letters === '' || rest > 0; rest = Math.floor(rest / 26)) letters = String.fromCharCode(97 + (rest % 26)) + letters
  return `Visitor ${letters[0].toUpperCase()}${letters.slice(1)}`
}

async function journey(client: JsonClient, counters: Counters, ledger: Ledger, tag: string, index: number, ticketTypeId: string): Promise<void> {
  const account = `journey-${tag}-${index}@bench.example`
  const context = { tenantId: TENANT, exhibitionId: EXHIBITION, languageType: 'en' }
  const query = new URLSearchParams(context).toString()
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    try {
      const value = await work()
      ledger.stepMs[step].push(performance.now() - started)
      return value
    } catch (error) {
      if (!(error instanceof CodeLost)) ledger.stepErrors[step] += 1
      throw error
    }
  }
  const started = performance.now()

  await timed('config', async () => {
    expectSuccess('config', await call(client, counters, 'GET', `/api/ef-registration-config-client/registerConfig/pageConfig?${query}`))
    expectSuccess('config', await call(client, counters, 'GET', `/api/ef-registration-config-client/formConfig/listForUser?${query}&registerType=visitor`))
  })
  await timed('sendCode', async () => {
    expectSuccess('sendCode', await call(client, counters, 'GET', `/api/blade-auth/validate-code/email?${query}&account=${encodeURIComponent(account)}`))
  })
  const token: string = await timed('login', async () => {
    const outbox = expectSuccess('login', await call(client, counters, 'GET', `/api/dev/outbox?to=${encodeURIComponent(account)}`)) as Array<{ code: string | null }>
    let code = outbox[0]?.code
    if (!code) {
      // The process that sent it was killed: ask again, as a visitor whose mail did not come would.
      const again = await call(client, counters, 'GET', `/api/blade-auth/validate-code/email?${query}&account=${encodeURIComponent(account)}`)
      if (again.status === 429) throw new CodeLost(account)
      expectSuccess('login', again)
      code = (expectSuccess('login', await call(client, counters, 'GET', `/api/dev/outbox?to=${encodeURIComponent(account)}`)) as Array<{ code: string | null }>)[0]?.code
      if (!code) throw new VisibleError('login: no code arrived')
    }
    // As the pages do (registration's requestToken): the key lets a login whose answer was lost be sent again.
    const login = await call(client, counters, 'POST', '/api/blade-auth/oauth/token', {
      headers: { 'idempotency-key': randomUUID() },
      body: { grant_type: 'appemail', account, code, privacyMark: true, registerType: 'visitor', ...context },
    })
    return expectSuccess('login', login).access_token as string
  })
  const headers = { authorization: `Bearer ${token}`, 'tenant-id': TENANT }
  await timed('profile', async () => {
    expectSuccess('profile', await call(client, counters, 'POST', '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll', {
      headers,
      body: { ...context, registerType: 'visitor', topRegisterType: 'visitor' },
      idempotent: true,
    }))
    expectSuccess('profile', await call(client, counters, 'POST', '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate', {
      headers,
      body: { ...context, registerType: 'visitor', isDraft: false, data: { name: nameOf(index), company: 'Bench Ltd' } },
      idempotent: true,
    }))
  })
  await timed('ticketTypes', async () => {
    const types = expectSuccess('ticketTypes', await call(client, counters, 'GET', `${TICKET_PATHS.ticketTypes}?${query}`, { headers })) as Array<{ id: string }>
    if (!types.some((type) => type.id === ticketTypeId)) throw new VisibleError('ticketTypes: the bench ticket type is not offered')
  })
  const idempotencyKey = randomUUID()
  const orderId: string = await timed('placeOrder', async () => {
    const placed = await call(client, counters, 'POST', TICKET_PATHS.placeOrder, {
      headers: { ...headers, 'idempotency-key': idempotencyKey },
      body: { ...context, items: [{ ticketTypeId, quantity: 1 }] },
    })
    const id = expectSuccess('placeOrder', placed).id as string
    ledger.orders.set(id, false)
    return id
  })
  await timed('pay', async () => {
    const started = expectSuccess('pay', await call(client, counters, 'POST', TICKET_PATHS.pay, {
      headers,
      body: { ...context, orderId, returnUrl: `/#/payTransition?orderId=${orderId}` },
      idempotent: true,
    }))
    const cashier = new URL(started.cashierUrl as string, 'http://127.0.0.1')
    const pressed = await call(client, counters, 'POST', `${cashier.pathname}/pay${cashier.search}`, { form: {} })
    if (pressed.status >= 400) throw new VisibleError(`pay: the cashier answered ${pressed.status}`)
    // Back from the cashier, /payTransition reads the order until it is paid, as the page does.
    const deadline = Date.now() + 15_000
    for (;;) {
      const order = expectSuccess('pay', await call(client, counters, 'GET', `${TICKET_PATHS.order}?${query}&orderId=${orderId}`, { headers }))
      if (order.state === 'ticketIssued') break
      if (order.state !== 'pendingPayment' && order.state !== 'paid') throw new VisibleError(`pay: the order is ${order.state}`)
      if (Date.now() > deadline) throw new VisibleError('pay: the order was not paid within 15 s of paying')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    ledger.orders.set(orderId, true)
  })
  await timed('wallet', async () => {
    const wallet = expectSuccess('wallet', await call(client, counters, 'GET', `${TICKET_PATHS.wallet}?${query}`, { headers })) as Array<{ orderId: string }>
    if (!wallet.some((ticket) => ticket.orderId === orderId)) throw new VisibleError('wallet: the paid ticket is not in the wallet')
  })
  ledger.journeyMs.push(performance.now() - started)
}

/** Orders of one visitor beyond the first, and orders a visitor was answered that the database does not hold. */
async function auditJourneys(bench: BenchDatabase, ledger: Ledger): Promise<{ duplicatedOrders: number; lostOrders: number; paidButNotPaid: number }> {
  const db = bench.database.db
  const duplicates = await db.execute(sql`
    SELECT coalesce(sum(n - 1), 0)::int AS extra FROM (
      SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.account LIKE 'journey-%' GROUP BY o.user_id
    ) per_visitor`)
  const ids = [...ledger.orders.keys()]
  const held = new Map<string, string>()
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000)
    const rows = await db.execute(sql`SELECT id::text AS id, state FROM orders WHERE id IN (${sql.join(chunk.map((id) => sql`${id}::uuid`), sql`, `)})`)
    for (const row of (rows as unknown as { rows: Array<{ id: string; state: string }> }).rows) held.set(row.id, row.state)
  }
  const lostOrders = ids.filter((id) => !held.has(id)).length
  const paidButNotPaid = [...ledger.orders].filter(([id, seenPaid]) => seenPaid && held.get(id) !== 'ticketIssued').length
  return { duplicatedOrders: (duplicates as unknown as { rows: Array<{ extra: number }> }).rows[0].extra, lostOrders, paidButNotPaid }
}

export async function runJourneyBench(options: JourneyBenchOptions): Promise<JourneyBenchResult> {
  const log = options.log ?? (() => {})
  const jwtSecret = randomBytes(JWT_SECRET_BYTES).toString('base64url')
  const tag = randomBytes(3).toString('hex')
  log('postgres: opening a fresh database')
  const bench = await openBenchDatabase(options.databaseUrl)
  let server: RunningServer | undefined
  const interrupt = () => {
    void Promise.allSettled([server?.kill()])
      .then(() => bench.close())
      .finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupt)
  let client: JsonClient | undefined
  try {
    // More than the run can sell: the sold-out race is bench:orders' business, this one is the journey's.
    const ticketTypeId = await seedTicketType(bench.database.db, 'journey', 10_000_000)
    const port = await freePort()
    log(`starting the server on port ${port}`)
    server = await startChildServer(bench.url!, jwtSecret, { port, env: JOURNEY_SERVER_ENV })
    client = jsonClient(server.baseUrl, options.visitors)
    const counters: Counters = { retries: 0 }
    const ledger: Ledger = {
      orders: new Map(),
      stepMs: Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as Record<Step, number[]>,
      stepErrors: Object.fromEntries(STEPS.map((step) => [step, 0])) as Record<Step, number>,
      journeyMs: [],
      visibleErrors: 0,
      codesLost: 0,
      failures: [],
    }
    const cpuBefore = { server: server.cpuMs(), database: await databaseCpuMs(bench) }
    let serverCpu = 0
    const until = Date.now() + options.seconds * 1000
    let next = 0
    let faults: JourneyBenchResult['faults'] = null

    const faultPlan = options.faults
      ? (async () => {
          faults = { terminatedConnections: 0, restartMs: 0 }
          await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 3))
          const terminated = await bench.database.db.execute(sql`
            SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`)
          faults.terminatedConnections = (terminated as unknown as { rows: Array<{ n: number }> }).rows[0].n
          log(`fault: terminated ${faults.terminatedConnections} database connections`)
          await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 3))
          serverCpu += server!.cpuMs() - cpuBefore.server
          cpuBefore.server = 0
          const killedAt = performance.now()
          await server!.kill()
          log('fault: the server process was killed; starting it again')
          server = await startChildServer(bench.url!, jwtSecret, { port, env: JOURNEY_SERVER_ENV })
          faults.restartMs = Math.round(performance.now() - killedAt)
          log(`fault: the server answers again after ${faults.restartMs} ms`)
        })()
      : Promise.resolve()

    log(`${options.visitors} visitors for ${options.seconds} s${options.faults ? ', with faults' : ''}`)
    const started = performance.now()
    await Promise.all([
      faultPlan,
      ...Array.from({ length: options.visitors }, async () => {
        while (Date.now() < until) {
          const index = next
          next += 1
          try {
            await journey(client!, counters, ledger, tag, index, ticketTypeId)
          } catch (error) {
            if (error instanceof CodeLost) {
              ledger.codesLost += 1
              continue
            }
            ledger.visibleErrors += 1
            // A few of each kind, so one frequent failure does not hide the others.
            const message = error instanceof Error ? error.message : String(error)
            const kind = message.split(':')[0]
            if (ledger.failures.filter((failure) => failure.split(':')[0] === kind).length < 3) ledger.failures.push(message)
          }
        }
      }),
    ])
    const seconds = (performance.now() - started) / 1000
    serverCpu += server.cpuMs() - cpuBefore.server
    const databaseCpu = (await databaseCpuMs(bench)) - cpuBefore.database
    await server.stop()
    server = undefined

    const audit = await auditDatabase(bench.database.db, [ticketTypeId])
    const journeys = await auditJourneys(bench, ledger)
    const per = (ms: number) => Math.round((ms / Math.max(1, ledger.journeyMs.length)) * 100) / 100
    return {
      engine: 'postgres',
      visitors: options.visitors,
      seconds: Math.round(seconds * 10) / 10,
      journeys: ledger.journeyMs.length,
      journeysPerSecond: Math.round((ledger.journeyMs.length / seconds) * 10) / 10,
      journeyMs: latencySummary(ledger.journeyMs),
      steps: Object.fromEntries(
        STEPS.map((step) => [step, { count: ledger.stepMs[step].length, errors: ledger.stepErrors[step], latencyMs: latencySummary(ledger.stepMs[step]) }]),
      ) as Record<Step, StepFigures>,
      retries: counters.retries,
      visibleErrors: ledger.visibleErrors,
      codesLostWithDemoOutbox: ledger.codesLost,
      faults,
      cpuMsPerJourney: { server: per(serverCpu), database: per(databaseCpu) },
      checks: { oversold: audit.oversold, inconsistent: audit.inconsistent, ...journeys },
      failures: ledger.failures,
    }
  } finally {
    process.off('SIGINT', interrupt)
    client?.close()
    await server?.stop()
    await bench.close()
  }
}

export function formatJourney(result: JourneyBenchResult): string {
  const lines = [
    `${result.visitors} visitors, ${result.seconds} s: ${result.journeys} journeys (${result.journeysPerSecond}/s), journey p50/p95/p99 ${result.journeyMs.p50}/${result.journeyMs.p95}/${result.journeyMs.p99} ms`,
    '',
    `${'step'.padEnd(12)}${'count'.padStart(8)}${'errors'.padStart(8)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
  ]
  for (const [step, figures] of Object.entries(result.steps)) {
    lines.push(`${step.padEnd(12)}${String(figures.count).padStart(8)}${String(figures.errors).padStart(8)}${figures.latencyMs.p50.toFixed(1).padStart(10)}${figures.latencyMs.p95.toFixed(1).padStart(10)}${figures.latencyMs.p99.toFixed(1).padStart(10)}`)
  }
  lines.push('')
  lines.push(`CPU per journey: server ${result.cpuMsPerJourney.server} ms, database ${result.cpuMsPerJourney.database} ms`)
  lines.push(`retries ${result.retries}, visible errors ${result.visibleErrors}${result.faults ? `, codes lost with the demo outbox ${result.codesLostWithDemoOutbox}` : ''}`)
  if (result.faults) lines.push(`faults: ${result.faults.terminatedConnections} database connections terminated; server killed and answering again after ${result.faults.restartMs} ms`)
  const checks = result.checks
  lines.push(`checks: oversold ${checks.oversold}, inconsistent ${checks.inconsistent}, duplicated orders ${checks.duplicatedOrders}, lost orders ${checks.lostOrders}, seen paid but not paid ${checks.paidButNotPaid}`)
  if (result.failures.length > 0) lines.push(`first failures:\n  ${result.failures.join('\n  ')}`)
  return lines.join('\n')
}
