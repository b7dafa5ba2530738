import { eq, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { manualClock } from '../../clock'
import type { Database } from '../../db'
import { loadEnv } from '../../env'
import { DevOutbox } from '../../notifier'
import { openTestDatabase, TEST_JWT_SECRET } from '../../testing'
import { deliverDue, emitWebhook, retryDelayMs, WEBHOOK_PATHS } from '.'
import { useWebhookTests } from './testing'
import { webhookDeliveries } from './tables'

/*
 * Delivery end to end (issue 20): a real receiver on a local port, the job's own code, the clock moved by hand so
 * the backoff is seen without waiting for it. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

const EXHIBITION = '1020'
const harness = useWebhookTests({ tenantId: '000000', exhibitionId: EXHIBITION, keyName: 'webhooks test' })
const { admin, addEndpoint, context, startReceiver } = harness

async function emit(data: Record<string, unknown> = { orderId: 'o-1', state: 'paid' }) {
  return harness.server.database.db.transaction((tx) => emitWebhook(tx, { tenantId: '000000', exhibitionId: EXHIBITION, type: 'order.paid', data, at: new Date(harness.server.clock.now()) }))
}

describe('webhook delivery', { timeout: 30_000 }, () => {
  it('retries a receiver that fails three times with backoff, the same event id and a valid signature each time, then marks it delivered', async () => {
    const receiver = await startReceiver((n) => (n <= 3 ? 500 : 200))
    const endpoint = await addEndpoint(receiver.url)
    expect(endpoint.secret).toMatch(/^whsec_/)
    const eventId = await emit()

    expect(await deliverDue(context())).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Not yet due: the backoff holds it back…
      expect(await deliverDue(context())).toEqual({ delivered: 0, retrying: 0, failed: 0 })
      // …until the longest the jittered delay can be.
      harness.server.clock.advance(retryDelayMs(attempt, () => 1))
      expect(await deliverDue(context())).toEqual(attempt < 3 ? { delivered: 0, retrying: 1, failed: 0 } : { delivered: 1, retrying: 0, failed: 0 })
    }

    expect(receiver.received).toHaveLength(4)
    const verifier = new Webhook(endpoint.secret)
    for (const request of receiver.received) {
      expect(request.headers['webhook-id']).toBe(eventId)
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual({ type: 'order.paid', timestamp: expect.any(String), data: { orderId: 'o-1', state: 'paid' } })
    }
    // A body signed with another secret is refused by the same check.
    expect(() => new Webhook(`whsec_${Buffer.from('another-secret-of-24-bytes!').toString('base64')}`).verify(receiver.received[0].body, receiver.received[0].headers as Record<string, string>)).toThrow()

    const listed = await admin('GET', WEBHOOK_PATHS.deliveries)
    expect(listed.status).toBe(200)
    const [delivery] = listed.body.data.deliveries
    expect(delivery).toMatchObject({ eventId, eventType: 'order.paid', state: 'delivered', attempts: 4, lastStatus: 200, lastError: null, nextAttemptAt: null })
    expect(delivery.history.map((entry: { status: number }) => entry.status)).toEqual([500, 500, 500, 200])
    // Delivered is final: later runs send nothing.
    harness.server.clock.advance(60 * 60 * 1000)
    expect(await deliverDue(context())).toEqual({ delivered: 0, retrying: 0, failed: 0 })
  })

  it('gives up after 24 hours, and a redelivery sends the same event again', async () => {
    let up = false
    const receiver = await startReceiver(() => (up ? 204 : 503))
    await addEndpoint(receiver.url)
    const eventId = await emit()
    let runs = 0
    let last = await deliverDue(context())
    // However the jitter falls, the retries stop at the 24 h deadline with the delivery failed.
    while (last.failed === 0 && runs < 200) {
      harness.server.clock.advance(retryDelayMs(20, () => 1))
      last = await deliverDue(context())
      runs += 1
    }
    const [row] = await harness.server.database.db.select().from(webhookDeliveries)
    expect(row).toMatchObject({ state: 'failed', lastStatus: 503 })
    expect(row.attempts).toBeGreaterThan(5)
    expect(row.updatedAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000)

    up = true
    const again = await admin('POST', WEBHOOK_PATHS.redeliver.replace(':deliveryId', row.id), {})
    expect(again.status).toBe(200)
    expect(again.body.data.state).toBe('pending')
    expect(await deliverDue(context())).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(eventId)
  })

  it('records nothing when no endpoint subscribes to the event type', async () => {
    await addEndpoint('http://127.0.0.1:9/none', ['ticket.scanned'])
    expect(await emit()).toBeNull()
    const [{ n }] = (await harness.server.database.db.execute(sql`SELECT count(*)::int AS n FROM webhook_events`) as unknown as { rows: Array<{ n: number }> }).rows
    expect(n).toBe(0)
  })

  it('counts an unreachable endpoint or a redirect as a failed attempt', async () => {
    const receiver = await startReceiver(() => 302)
    await addEndpoint(receiver.url)
    await addEndpoint('http://127.0.0.1:9/closed')
    await emit()
    expect(await deliverDue(context())).toEqual({ delivered: 0, retrying: 2, failed: 0 })
    const rows = await harness.server.database.db.select().from(webhookDeliveries)
    expect(rows.map((row) => row.lastError)).toEqual(expect.arrayContaining([expect.stringMatching(/ECONNREFUSED/), 'HTTP 302']))
  })
})

describe('webhook endpoints (organiser API)', { timeout: 30_000 }, () => {
  it('adds, lists without the secret, and removes an endpoint; refuses bad input in the caller\'s language', async () => {
    const added = await addEndpoint('http://127.0.0.1:9/x', ['order.paid', 'ticket.issued'])
    const listed = await admin('GET', WEBHOOK_PATHS.endpoints)
    expect(listed.body.data).toEqual([expect.objectContaining({ id: added.id, events: ['order.paid', 'ticket.issued'], secretHint: `${added.secret.slice(0, 10)}…` })])
    expect(JSON.stringify(listed.body.data)).not.toContain(added.secret)

    const bad = await admin('POST', WEBHOOK_PATHS.endpoints, { url: 'ftp://x', events: ['order.nothing'] })
    expect(bad.status).toBe(400)
    const badCn = await admin('POST', WEBHOOK_PATHS.endpoints, { url: 'https://x.example', events: [] }, 'zh-CN')
    expect(badCn.status).toBe(400)
    expect(badCn.body.msg).toMatch(/[\u4e00-\u9fff]/)

    const removed = await admin('DELETE', WEBHOOK_PATHS.endpoint.replace(':endpointId', added.id))
    expect(removed.body.data).toEqual({ removed: true })
    expect((await admin('GET', WEBHOOK_PATHS.endpoints)).body.data).toEqual([])
    expect((await admin('DELETE', WEBHOOK_PATHS.endpoint.replace(':endpointId', added.id))).status).toBe(404)
  })
})

/** An app on a database it shares (another process, or the same one after a restart), as createTestServer builds it. */
async function appOn(database: Database, env: Record<string, string>) {
  const clock = manualClock(Date.now())
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', FAIRPASS_DEMO: '1', JWT_SECRET: TEST_JWT_SECRET, STATIC_DIR: '/nonexistent', LIB_DIR: '/nonexistent', ...env }),
    db: database.db,
    changes: database,
    notifier: new DevOutbox(undefined, clock),
    clock,
  })
  await app.ready()
  return { app, context: { db: database.db, clock, env: loadEnv({ NODE_ENV: 'test', FAIRPASS_DEMO: '1', JWT_SECRET: TEST_JWT_SECRET, ...env }) } }
}

describe('webhook deliveries are rows, not memory', { timeout: 30_000 }, () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  }, 60_000)
  afterAll(() => database.close())

  async function pendingEvents(count: number, url: string) {
    const [{ id: endpointId }] = (await database.db.execute(sql`
      INSERT INTO webhook_endpoints (tenant_id, exhibition_id, url, secret, event_types)
      VALUES ('000000', ${EXHIBITION}, ${url}, ${`whsec_${Buffer.from('restart-test-secret-of-24-by').toString('base64')}`}, ARRAY['ticket.scanned'])
      RETURNING id`) as unknown as { rows: Array<{ id: string }> }).rows
    const ids: string[] = []
    for (let n = 0; n < count; n += 1) {
      const id = await database.db.transaction((tx) => emitWebhook(tx, { tenantId: '000000', exhibitionId: EXHIBITION, type: 'ticket.scanned', data: { ticketId: `t-${n}` }, at: new Date(Date.now() - 1000) }))
      ids.push(id!)
    }
    return { endpointId, ids }
  }

  it('a server that stops with deliveries pending leaves them to the next one, whose job sends them', async () => {
    const receiver = await startReceiver()
    const first = await appOn(database, { WEBHOOK_DELIVERY_SECONDS: '0' })
    const { endpointId, ids } = await pendingEvents(3, receiver.url)
    await first.app.close()
    expect(receiver.received).toHaveLength(0)

    // The next server's own timer (1 s) finds the rows.
    const second = await appOn(database, { WEBHOOK_DELIVERY_SECONDS: '1' })
    await receiver.waitFor(3)
    await second.app.close()
    expect(receiver.received.map((request) => request.headers['webhook-id']).sort()).toEqual([...ids].sort())
    const rows = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))
    expect(rows.map((row) => row.state)).toEqual(['delivered', 'delivered', 'delivered'])
  }, 30_000)

  it('two servers on one database deliver each event once', async () => {
    const receiver = await startReceiver()
    const one = await appOn(database, { WEBHOOK_DELIVERY_SECONDS: '0' })
    const two = await appOn(database, { WEBHOOK_DELIVERY_SECONDS: '0' })
    const { endpointId, ids } = await pendingEvents(25, receiver.url)
    // Both clocks past the last event (emitting took real time since they were read).
    one.context.clock.advance(60_000)
    two.context.clock.advance(60_000)
    const runs = await Promise.all([deliverDue(one.context), deliverDue(two.context), deliverDue(one.context), deliverDue(two.context)])
    await Promise.all([one.app.close(), two.app.close()])
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(25)
    const received = receiver.received.map((request) => request.headers['webhook-id'])
    expect(received).toHaveLength(25)
    expect(new Set(received)).toEqual(new Set(ids))
    const rows = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))
    expect(rows.every((row) => row.state === 'delivered' && row.attempts === 1)).toBe(true)
  }, 30_000)
})
