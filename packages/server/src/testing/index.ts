import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'
import { manualClock } from '../clock'
import type { RateLimits } from '../context'
import type { Database } from '../db'
import { loadEnv, type Env } from '../env'
import { DevOutbox } from '../notifier'
import { exhibitions } from '../tenancy'
import { openTestDatabase } from './database'

export { openTestDatabase } from './database'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'

export interface TestServer {
  app: FastifyInstance
  database: Database
  outbox: DevOutbox
  clock: ReturnType<typeof manualClock>
  env: Env
  /** app.inject answering the parsed envelope alongside the raw response. */
  call(options: InjectOptions): Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }>
  close(): Promise<void>
}

export interface Envelope<T = any> {
  code: number
  success: boolean
  msg: string
  data: T
}

export interface TestServerOptions {
  rateLimits?: Partial<RateLimits>
  env?: Record<string, string>
  bodyLimit?: number
  /** Who issues invoices (a test's issuer that fails on purpose); the shipped PDF issuer otherwise. */
  invoiceIssuer?: BuildAppOptions['invoiceIssuer']
}

/** Demo mode (the outbox routes, as npm start has them) unless the test says otherwise or runs as production. */
function demoUnlessSaid(env: Record<string, string>): Record<string, string> {
  return env.NODE_ENV === 'production' || 'DEMO' in env || 'FAIRPASS_DEMO' in env ? {} : { FAIRPASS_DEMO: '1' }
}

/** A full app on its own seeded database, with a manual clock and the dev outbox as notifier. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    JWT_SECRET: TEST_JWT_SECRET,
    STATIC_DIR: '/nonexistent-static-dir',
    LIB_DIR: '/nonexistent-lib-dir',
    ...demoUnlessSaid(options.env ?? {}),
    ...options.env,
  })
  const database = await openTestDatabase()
  const clock = manualClock(Date.now())
  const outbox = new DevOutbox(undefined, clock)
  // Generous per-IP limits by default: every injected request comes from 127.0.0.1.
  const app = await buildApp({
    env,
    db: database.db,
    changes: database,
    settleChangesBeforeEachRequest: true,
    notifier: outbox,
    clock,
    rateLimits: { sendCodePerMinute: 1000, tokenPerMinute: 1000, ...options.rateLimits },
    bodyLimit: options.bodyLimit,
    invoiceIssuer: options.invoiceIssuer,
  })
  await app.ready()
  return {
    app,
    database,
    outbox,
    clock,
    env,
    async call(injectOptions) {
      const response = await app.inject(injectOptions)
      return { status: response.statusCode, body: response.json() as Envelope, headers: response.headers }
    },
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export interface SignInOptions {
  tenantId?: string
  exhibitionId?: string
  languageType?: 'cn' | 'en'
  registerType?: string
}

/** Signs in by e-mail code through the real endpoints (reading the code from the outbox); answers the token. */
export async function signInByEmail(server: TestServer, email: string, options: SignInOptions = {}): Promise<string> {
  const context = { tenantId: '000000', exhibitionId: '1002', languageType: 'en' as const, registerType: 'visitor', ...options }
  const sent = await server.call({
    method: 'GET',
    url: '/api/blade-auth/validate-code/email',
    query: { account: email, tenantId: context.tenantId, exhibitionId: context.exhibitionId, languageType: context.languageType },
  })
  if (sent.status !== 200) throw new Error(`sending the code failed: ${JSON.stringify(sent.body)}`)
  const code = server.outbox.lastCode(email)
  const login = await server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    payload: { grant_type: 'appemail', account: email, code, privacyMark: true, ...context },
  })
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`)
  // Past the per-recipient resend window, so a test can sign the same address in again.
  server.clock.advance(61_000)
  return login.body.data.access_token as string
}

export function bearer(token: string, tenantId = '000000'): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'tenant-id': tenantId }
}
export { adminCli, listeningUrl, type CliResult } from './adminCli'

/**
 * Moves an exhibition to another venue's time zone, as an organiser does, and waits until this process serves it
 * (its configuration cache hears of the change, changes/).
 */
export async function setVenueTimeZone(server: TestServer, exhibitionId: string, zone: string, tenantId = '000000'): Promise<void> {
  await server.database.db.update(exhibitions).set({ timeZone: zone }).where(and(eq(exhibitions.tenantId, tenantId), eq(exhibitions.id, exhibitionId)))
  const served = async () =>
    ((await server.call({ method: 'GET', url: '/api/ef-registration-config-client/registerConfig/pageConfig', query: { tenantId, exhibitionId } })).body.data as { timeZone?: string }).timeZone
  for (let tries = 0; (await served()) !== zone && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20))
  if ((await served()) !== zone) throw new Error(`exhibition ${exhibitionId} still served in another zone than ${zone}`)
}
