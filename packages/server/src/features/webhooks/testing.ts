import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { WEBHOOK_EVENT_TYPES } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { createTestServer, type TestServer, type TestServerOptions } from '../../testing'
import { createAdminKey } from '../admin'
import type { DeliveryContext } from './delivery'
import { WEBHOOK_PATHS } from './routes'
import { webhookEndpoints, webhookEvents } from './tables'

/*
 * For tests: a real HTTP receiver, an endpoint subscribed to everything, and the outbox as rows. A feature's webhook
 * test needs only webhookTestServer (its events recorded, none sent) and eventData (what one of them carries); the
 * webhook feature's own tests, which add endpoints and run deliveries, take useWebhookTests.
 */

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: string
}

export interface Receiver {
  url: string
  received: ReceivedWebhook[]
  /** Resolves once `count` requests have arrived (at once if they already have). */
  waitFor(count: number): Promise<void>
  close(): Promise<void>
}

/** A node:http receiver on an ephemeral port; `answer(n)` is the status of the n-th request (1-based). */
export async function startReceiver(answer: (n: number) => number = () => 200): Promise<Receiver> {
  const received: ReceivedWebhook[] = []
  const waiting: Array<{ count: number; resolve: () => void }> = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.statusCode = answer(received.length)
      response.end('ok')
      for (const wait of waiting.filter((entry) => received.length >= entry.count)) wait.resolve()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    waitFor: (count) => (received.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** An enabled endpoint of the exhibition subscribed to every event type, written straight to the table. */
export async function subscribeAll(db: Db, tenantId: string, exhibitionId: string, url = 'https://receiver.example/hooks'): Promise<{ id: string; secret: string }> {
  const secret = `whsec_${Buffer.from('fairpass-webhook-test-secret-24b').toString('base64')}`
  const [row] = await db.insert(webhookEndpoints).values({ tenantId, exhibitionId, url, secret, eventTypes: [...WEBHOOK_EVENT_TYPES] }).returning({ id: webhookEndpoints.id })
  return { id: row.id, secret }
}

/** The outbox's events of an exhibition (of one type), oldest first. */
export async function outboxEvents(db: Db, exhibitionId: string, type?: string) {
  const conditions = [eq(webhookEvents.exhibitionId, exhibitionId)]
  if (type) conditions.push(eq(webhookEvents.type, type))
  return db.select().from(webhookEvents).where(and(...conditions)).orderBy(asc(webhookEvents.createdAt), asc(webhookEvents.id))
}

/**
 * A test server whose events stay in the outbox for the test to read: the delivery job is off (unless the test's env
 * turns it on), and each exhibition given has an endpoint subscribed to every event type, without which nothing is
 * recorded at all.
 */
export async function webhookTestServer(subscribed: Array<{ tenantId: string; exhibitionId: string }>, options: TestServerOptions = {}): Promise<TestServer> {
  const server = await createTestServer({ ...options, env: { WEBHOOK_DELIVERY_SECONDS: '0', ...options.env } })
  for (const { tenantId, exhibitionId } of subscribed) await subscribeAll(server.database.db, tenantId, exhibitionId)
  return server
}

/**
 * The `data` of the exhibition's events of one type whose data has every field of `match` equal (the test's own order,
 * ticket or user: other tests of the file share the exhibition), oldest first.
 */
export async function eventData(db: Db, exhibitionId: string, type: string, match: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
  const events = await outboxEvents(db, exhibitionId, type)
  return events.map((event) => event.payload.data).filter((data) => Object.entries(match).every(([key, value]) => data[key] === value))
}

export interface WebhookTests {
  /** The file's server (demo mode, so a local http receiver is allowed; the delivery job off), there from beforeAll. */
  readonly server: TestServer
  /** What the jobs run with: `deliverDue(context())` is one run of the delivery job. */
  context(): DeliveryContext
  /** A receiver as startReceiver starts it, closed after the test. */
  startReceiver(answer?: (n: number) => number): Promise<Receiver>
  /** The organiser's call to a webhook path of the exhibition (`:exhibitionId` filled in) with an admin key of the tenant. */
  admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, language?: string): ReturnType<TestServer['call']>
  /** Adds an endpoint through the API, failing the test if it is refused; the secret is answered this once. */
  addEndpoint(url: string, events?: string[]): Promise<{ id: string; secret: string }>
}

/**
 * The harness of the webhook feature's own tests, registered as the file's hooks: one server for the file with no
 * endpoint (each test adds its own, through the API or subscribeAll), and after each test its receivers closed and
 * every endpoint and event deleted, so a test sees only the deliveries it caused.
 */
export function useWebhookTests(options: { tenantId: string; exhibitionId: string; keyName: string }): WebhookTests {
  let server: TestServer
  let key: string
  const receivers: Receiver[] = []

  beforeAll(async () => {
    server = await webhookTestServer([])
    key = (await createAdminKey(server.database.db, options.tenantId, options.keyName)).key
  }, 60_000)
  afterAll(() => server.close())
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()))
    await server.database.db.execute(sql`DELETE FROM webhook_endpoints`)
    await server.database.db.execute(sql`DELETE FROM webhook_events`)
  })

  const admin: WebhookTests['admin'] = (method, path, payload, language = 'en') =>
    server.call({ method, url: path.replace(':exhibitionId', options.exhibitionId), headers: { authorization: `Bearer ${key}`, 'accept-language': language }, payload: payload as never })

  return {
    get server() {
      return server
    },
    context: () => ({ db: server.database.db, clock: server.clock, env: server.env }),
    async startReceiver(answer) {
      const receiver = await startReceiver(answer)
      receivers.push(receiver)
      return receiver
    },
    admin,
    async addEndpoint(url, events = ['order.paid']) {
      const added = await admin('POST', WEBHOOK_PATHS.endpoints, { url, events })
      expect(added.status).toBe(200)
      return added.body.data
    },
  }
}
