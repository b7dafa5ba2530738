import { eq, inArray, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { beforeEach, describe, expect, it } from 'vitest'
import { deliverDue, emitWebhook, pruneDelivered, WEBHOOK_PATHS } from '.'
import { subscribeAll, useWebhookTests, type Receiver } from './testing'
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from './tables'

/*
 * What an organiser does with an endpoint after adding it (issue 20, docs/webhooks.md): turn it off and on, rotate its
 * secret, and prune what was delivered. A real receiver, the job's own code, the clock moved by hand.
 */

const TENANT = '000000'
const EXHIBITION = '1020'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const harness = useWebhookTests({ tenantId: TENANT, exhibitionId: EXHIBITION, keyName: 'webhook operations test' })
const { admin, addEndpoint, context, startReceiver } = harness

// Each test starts at the real time: a receiver's library refuses a timestamp 5 minutes from its own clock.
beforeEach(() => harness.server.clock.set(Date.now()))

const ofEndpoint = (path: string, id: string) => path.replace(':endpointId', id)

function emit(orderId: string, at = new Date(harness.server.clock.now()), exhibitionId = EXHIBITION) {
  return harness.server.database.db.transaction((tx) => emitWebhook(tx, { tenantId: TENANT, exhibitionId, type: 'order.paid', data: { orderId, state: 'paid' }, at }))
}

type Received = Receiver['received'][number]

/** What a receiver's Standard Webhooks library answers; it also refuses a timestamp 5 minutes from its own clock. */
const verifies = (secret: string, request: Received) => {
  try {
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>)
    return true
  } catch {
    return false
  }
}

/** Whether one of the request's signatures is this secret's, whatever the clock (the tests move theirs by days). */
const signedBy = (secret: string, request: Received) => {
  const at = new Date(Number(request.headers['webhook-timestamp']) * 1000)
  const expected = new Webhook(secret).sign(String(request.headers['webhook-id']), at, request.body)
  return String(request.headers['webhook-signature']).split(' ').includes(expected)
}

describe('disabling and enabling an endpoint', { timeout: 30_000 }, () => {
  it('holds its pending delivery past the 24 h (not tried, not failed), keeps no event meanwhile, and on enable sends the held one with the same secret', async () => {
    const receiver = await startReceiver((n) => (n === 1 ? 500 : 200))
    const endpoint = await addEndpoint(receiver.url)
    const held = await emit('o-before')
    expect(await deliverDue(context())).toEqual({ delivered: 0, retrying: 1, failed: 0 })

    const off = await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, endpoint.id), { enabled: false })
    expect(off.status).toBe(200)
    expect(off.body.data).toMatchObject({ id: endpoint.id, enabled: false, secretHint: `${endpoint.secret.slice(0, 10)}…` })
    // Longer than the retry window: a delivery of an enabled endpoint would have failed by now.
    harness.server.clock.advance(25 * HOUR)
    expect(await deliverDue(context())).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    const [waiting] = await harness.server.database.db.select().from(webhookDeliveries)
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 })
    // What happens while it is off is not kept for it (the documented choice, as Stripe and pretix do).
    expect(await emit('o-while-off')).toBeNull()
    expect(receiver.received).toHaveLength(1)

    const on = await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, endpoint.id), { enabled: true })
    expect(on.body.data.enabled).toBe(true)
    // Due now with a whole retry window ahead: its old deadline passed while the endpoint was off.
    const [resumed] = await harness.server.database.db.select().from(webhookDeliveries)
    expect([resumed.nextAttemptAt.getTime(), resumed.giveUpAt.getTime()]).toEqual([harness.server.clock.now(), harness.server.clock.now() + 24 * HOUR])
    expect(await deliverDue(context())).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([held, held])
    expect(signedBy(endpoint.secret, receiver.received[1])).toBe(true)
    const listed = await admin('GET', `${WEBHOOK_PATHS.deliveries}?endpointId=${endpoint.id}`)
    expect(listed.body.data.deliveries.map((delivery: { history: Array<{ status: number }> }) => delivery.history.map((entry) => entry.status))).toEqual([[500, 200]])
    expect(await emit('o-after')).not.toBeNull()
  })

  it('enabling an endpoint that is on does not restart the retries counting down', async () => {
    await addEndpoint('http://127.0.0.1:9/closed')
    await emit('o-1')
    const [before] = await harness.server.database.db.select().from(webhookDeliveries)
    const [{ id }] = await harness.server.database.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)
    harness.server.clock.advance(HOUR)
    expect((await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, id), { enabled: true })).status).toBe(200)
    const [after] = await harness.server.database.db.select().from(webhookDeliveries)
    expect(after.giveUpAt).toEqual(before.giveUpAt)
  })

  it('refuses a body without a boolean in the caller\'s language, and an endpoint of no one', async () => {
    const endpoint = await addEndpoint('http://127.0.0.1:9/x')
    const bad = await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, endpoint.id), { enabled: 'off' })
    expect(bad.status).toBe(400)
    const badCn = await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, endpoint.id), {}, 'zh-CN')
    expect(badCn.status).toBe(400)
    expect(badCn.body.msg).toMatch(/[\u4e00-\u9fff]/)
    expect(Object.keys(badCn.body.data.fieldErrors)).toEqual(['enabled'])
    const unknown = await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, '00000000-0000-4000-8000-000000000000'), { enabled: false })
    expect(unknown.status).toBe(404)
    expect((await admin('GET', WEBHOOK_PATHS.endpoints)).body.data[0].enabled).toBe(true)
  })
})

describe('rotating an endpoint\'s secret', { timeout: 30_000 }, () => {
  it('signs with the new and the old secret during the overlap, then with the new one only', async () => {
    const receiver = await startReceiver()
    const endpoint = await addEndpoint(receiver.url)
    const rotated = await admin('POST', ofEndpoint(WEBHOOK_PATHS.rotateSecret, endpoint.id), {})
    expect(rotated.status).toBe(200)
    const secret = rotated.body.data.secret as string
    expect(secret).toMatch(/^whsec_/)
    expect(secret).not.toBe(endpoint.secret)
    expect(rotated.body.data.previousSecretUntil).toBe(new Date(harness.server.clock.now() + 24 * HOUR).toISOString())
    const listed = (await admin('GET', WEBHOOK_PATHS.endpoints)).body.data[0]
    expect(listed).toMatchObject({ secretHint: `${secret.slice(0, 10)}…`, previousSecretUntil: rotated.body.data.previousSecretUntil })
    expect(JSON.stringify(listed)).not.toContain(secret)

    await emit('o-overlap')
    await deliverDue(context())
    const during = receiver.received[0]
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2)
    // A receiver still on the old secret, and one already on the new, both accept it.
    expect(verifies(endpoint.secret, during)).toBe(true)
    expect(verifies(secret, during)).toBe(true)

    harness.server.clock.advance(24 * HOUR + 1000)
    await emit('o-after')
    await deliverDue(context())
    const after = receiver.received[1]
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1)
    expect(signedBy(endpoint.secret, after)).toBe(false)
    expect(signedBy(secret, after)).toBe(true)
    expect((await admin('GET', WEBHOOK_PATHS.endpoints)).body.data[0].previousSecretUntil).toBeNull()
  })

  it('with no overlap the old secret stops at once; a second rotation in an overlap drops the oldest', async () => {
    const receiver = await startReceiver()
    const endpoint = await addEndpoint(receiver.url)
    const first = (await admin('POST', ofEndpoint(WEBHOOK_PATHS.rotateSecret, endpoint.id), { overlapHours: 2 })).body.data
    const second = (await admin('POST', ofEndpoint(WEBHOOK_PATHS.rotateSecret, endpoint.id), { overlapHours: 2 })).body.data
    await emit('o-two')
    await deliverDue(context())
    expect([endpoint.secret, first.secret, second.secret].map((secret) => verifies(secret, receiver.received[0]))).toEqual([false, true, true])

    const leaked = await admin('POST', ofEndpoint(WEBHOOK_PATHS.rotateSecret, endpoint.id), { overlapHours: 0 })
    expect(leaked.body.data.previousSecretUntil).toBeNull()
    await emit('o-leaked')
    await deliverDue(context())
    expect([second.secret, leaked.body.data.secret].map((secret) => verifies(secret, receiver.received[1]))).toEqual([false, true])
  })

  it('refuses an overlap outside 0–168 whole hours, in the caller\'s language, and leaves the secret', async () => {
    const endpoint = await addEndpoint('http://127.0.0.1:9/x')
    for (const overlapHours of [169, -1, 1.5, 'soon']) {
      const bad = await admin('POST', ofEndpoint(WEBHOOK_PATHS.rotateSecret, endpoint.id), { overlapHours })
      expect(bad.status, String(overlapHours)).toBe(400)
      expect(bad.body.data.fieldErrors).toEqual({ overlapHours: 'Enter the overlap in whole hours, from 0 to 168' })
    }
    const badCn = await admin('POST', ofEndpoint(WEBHOOK_PATHS.rotateSecret, endpoint.id), { overlapHours: 500 }, 'zh-CN')
    expect(badCn.body.data.fieldErrors.overlapHours).toBe('请填写新旧密钥并用的小时数，0 到 168 之间的整数')
    expect((await admin('GET', WEBHOOK_PATHS.endpoints)).body.data[0]).toMatchObject({ secretHint: `${endpoint.secret.slice(0, 10)}…`, previousSecretUntil: null })
  })
})

describe('pruning delivered events', { timeout: 60_000 }, () => {
  it('deletes delivered events older than WEBHOOK_RETENTION_DAYS with their deliveries and attempts; keeps pending, held, failed and recent ones', async () => {
    expect(harness.server.env.webhooks.retentionDays).toBe(30)
    const now = harness.server.clock.now()
    const receiver = await startReceiver()
    const ok = await addEndpoint(receiver.url)
    const down = await addEndpoint('http://127.0.0.1:9/closed')

    // 40 days ago: one event to both endpoints (delivered to one, retrying to the other), then only `ok` listening.
    harness.server.clock.set(now - 40 * DAY)
    const partly = await emit('o-partly')
    await deliverDue(context())
    expect((await admin('PUT', ofEndpoint(WEBHOOK_PATHS.enabled, down.id), { enabled: false })).status).toBe(200)
    const old = await emit('o-old')
    const redelivered = await emit('o-redelivered')
    const failed = await emit('o-failed')
    await deliverDue(context())
    await harness.server.database.db.update(webhookDeliveries).set({ state: 'failed' }).where(inArray(webhookDeliveries.eventId, [failed!]))
    // Sent again 1 day ago: delivered, but not for 30 days yet.
    harness.server.clock.set(now - DAY)
    const [again] = await harness.server.database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.eventId, redelivered!))
    expect((await admin('POST', WEBHOOK_PATHS.redeliver.replace(':deliveryId', again.id), {})).status).toBe(200)
    await deliverDue(context())
    // 10 days ago: delivered, young.
    harness.server.clock.set(now - 10 * DAY)
    const young = await emit('o-young')
    await deliverDue(context())
    harness.server.clock.set(now)
    const [{ n: attemptsOfOld }] = (await harness.server.database.db.execute(sql`SELECT count(*)::int AS n FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.event_id = ${old}`) as unknown as { rows: Array<{ n: number }> }).rows
    expect(attemptsOfOld).toBe(1)

    const pruned = await admin('POST', WEBHOOK_PATHS.prune, {})
    expect(pruned.status).toBe(200)
    expect(pruned.body.data).toEqual({ deleted: 1, retentionDays: 30 })
    const left = (await harness.server.database.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((row) => row.id)
    expect(left.sort()).toEqual([partly, redelivered, failed, young].sort())
    // The deleted event's delivery and attempt went with it; nothing else's did.
    expect(await harness.server.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, old!))).toEqual([])
    const [{ n: orphanAttempts }] = (await harness.server.database.db.execute(sql`SELECT count(*)::int AS n FROM webhook_attempts a WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.id = a.delivery_id)`) as unknown as { rows: Array<{ n: number }> }).rows
    expect(orphanAttempts).toBe(0)
    expect((await harness.server.database.db.select().from(webhookAttempts)).length).toBeGreaterThan(0)
    // A second run has nothing left to do.
    expect(await pruneDelivered(context())).toBe(0)
  })

  it("an organiser's prune touches only that exhibition; the job prunes every one, each event once across processes", async () => {
    const now = harness.server.clock.now()
    const receiver = await startReceiver()
    await addEndpoint(receiver.url)
    await subscribeAll(harness.server.database.db, TENANT, '1010', receiver.url)
    harness.server.clock.set(now - 31 * DAY)
    const ids: string[] = []
    for (let n = 0; n < 12; n += 1) ids.push((await emit(`o-${n}`))!, (await emit(`p-${n}`, undefined, '1010'))!)
    expect(await deliverDue(context())).toEqual({ delivered: 24, retrying: 0, failed: 0 })
    harness.server.clock.set(now)

    expect((await admin('POST', WEBHOOK_PATHS.prune, {})).body.data.deleted).toBe(12)
    const [{ n: otherLeft }] = (await harness.server.database.db.execute(sql`SELECT count(*)::int AS n FROM webhook_events WHERE exhibition_id = '1010'`) as unknown as { rows: Array<{ n: number }> }).rows
    expect(otherLeft).toBe(12)
    const runs = await Promise.all([pruneDelivered(context()), pruneDelivered(context())])
    expect(runs[0] + runs[1]).toBe(12)
    expect(await harness.server.database.db.select().from(webhookEvents)).toEqual([])
  })
})
