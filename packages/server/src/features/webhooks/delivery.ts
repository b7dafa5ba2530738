import { sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import type { AppContext } from '../../context'
import type { Job } from '../../jobs'
import { postWebhook } from './send'

/** What delivering needs of the app: the database, the clock and the webhook settings. */
export type DeliveryContext = Pick<AppContext, 'db' | 'clock' | 'env'>

/** Deliveries one run claims at a time, posted in parallel. */
const BATCH = 10
/** Runs a tick may make while each claims a full batch, so a backlog drains without waiting a tick per batch. */
const MAX_BATCHES_PER_RUN = 10
/** The first retry's delay; each further one doubles it, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 30_000
const MAX_DELAY_MS = 4 * 60 * 60 * 1000

/**
 * The wait before retry number `attempt` + 1: exponential (30 s, 1 min, 2 min … capped at 4 h) with jitter, a random
 * 50–100 % of it, so the retries of many deliveries that failed together (a receiver down) do not arrive together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS)
  return Math.round(full * (0.5 + random() / 2))
}

interface Claimed {
  id: string
  attempts: number
  give_up_at: string | Date
  event_id: string
  payload: string
  url: string
  secret: string
  /** The secret a rotation replaced, while its overlap lasts (null after). */
  previous_secret: string | null
}

/**
 * Claims up to `BATCH` due deliveries. The inner SELECT … FOR UPDATE SKIP LOCKED makes processes claiming at the same
 * instant take different rows; the UPDATE moves each claimed row's next attempt ahead by a lease, so once committed
 * no other process sees it due while this one posts. If this process dies mid-post the lease runs out and another
 * tries again, with the same event id (at-least-once; the receiver deduplicates on `webhook-id`).
 */
async function claimDue(ctx: DeliveryContext, now: Date): Promise<Claimed[]> {
  const leaseUntil = new Date(now.getTime() + ctx.env.webhooks.timeoutMs + 60_000)
  const result = await ctx.db.execute(sql`
    UPDATE webhook_deliveries AS d
    SET next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, attempts = d.attempts + 1, updated_at = ${now.toISOString()}::timestamptz
    FROM webhook_events AS e, webhook_endpoints AS p
    WHERE d.id IN (
      SELECT due.id FROM webhook_deliveries AS due
      WHERE due.state = 'pending' AND due.next_attempt_at <= ${now.toISOString()}::timestamptz
        AND EXISTS (SELECT 1 FROM webhook_endpoints AS enabled WHERE enabled.id = due.endpoint_id AND enabled.enabled)
      ORDER BY due.next_attempt_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
      AND e.id = d.event_id AND p.id = d.endpoint_id
    RETURNING d.id, d.attempts, d.give_up_at, e.id AS event_id, e.payload::text AS payload, p.url, p.secret,
      CASE WHEN p.previous_secret_until > ${now.toISOString()}::timestamptz THEN p.previous_secret END AS previous_secret`)
  return (result as unknown as { rows: Claimed[] }).rows
}

/** Posts one claimed delivery, signed as Standard Webhooks says, and records the attempt and what follows from it. */
async function attempt(ctx: DeliveryContext, claimed: Claimed): Promise<'delivered' | 'pending' | 'failed'> {
  const started = ctx.clock.now()
  const at = new Date(started)
  // The timestamp is the attempt's, not the event's: receivers refuse old timestamps to stop replays. During a
  // rotation's overlap the replaced secret signs too, space-separated, and a receiver holding either one accepts it.
  const signature = [claimed.secret, claimed.previous_secret]
    .filter((secret): secret is string => secret !== null)
    .map((secret) => new Webhook(secret).sign(claimed.event_id, at, claimed.payload))
    .join(' ')
  const headers = { 'webhook-id': claimed.event_id, 'webhook-timestamp': String(Math.floor(started / 1000)), 'webhook-signature': signature }
  const result = await postWebhook(claimed.url, headers, claimed.payload, { timeoutMs: ctx.env.webhooks.timeoutMs, allowPrivate: ctx.env.webhooks.allowPrivateUrls })
  const now = new Date(ctx.clock.now())
  const giveUpAt = new Date(claimed.give_up_at)
  const state = result.error === null ? 'delivered' : now.getTime() >= giveUpAt.getTime() ? 'failed' : 'pending'
  // The last retry lands on the deadline itself, so the 24 h are used whatever the jitter drew.
  const next = new Date(Math.min(now.getTime() + retryDelayMs(claimed.attempts), giveUpAt.getTime()))
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO webhook_attempts (delivery_id, attempt, at, status, error, duration_ms)
      VALUES (${claimed.id}, ${claimed.attempts}, ${at.toISOString()}::timestamptz, ${result.status}, ${result.error}, ${Math.max(0, now.getTime() - started)})`)
    // Guarded by the attempt number: an organiser's redelivery meanwhile started a new round this answer must not end.
    await tx.execute(sql`
      UPDATE webhook_deliveries
      SET state = ${state}, last_status = ${result.status}, last_error = ${result.error}, updated_at = ${now.toISOString()}::timestamptz,
          delivered_at = ${state === 'delivered' ? now.toISOString() : null}::timestamptz,
          next_attempt_at = ${(state === 'pending' ? next : now).toISOString()}::timestamptz
      WHERE id = ${claimed.id} AND attempts = ${claimed.attempts} AND state = 'pending'`)
  })
  return state
}

export interface DeliveryRun {
  delivered: number
  retrying: number
  failed: number
}

/** Sends every delivery due now (several batches while they come full). Safe to run in several processes at once. */
export async function deliverDue(ctx: DeliveryContext): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, retrying: 0, failed: 0 }
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const claimed = await claimDue(ctx, new Date(ctx.clock.now()))
    const states = await Promise.all(claimed.map((row) => attempt(ctx, row)))
    for (const state of states) run[state === 'delivered' ? 'delivered' : state === 'failed' ? 'failed' : 'retrying'] += 1
    if (claimed.length < BATCH) break
  }
  return run
}

/** The background job (src/jobs) that sends due deliveries every WEBHOOK_DELIVERY_SECONDS. */
export function webhookDeliveryJob(ctx: DeliveryContext): Job {
  return { name: 'webhookDeliveries', everySeconds: ctx.env.webhooks.deliverySeconds, run: () => deliverDue(ctx) }
}
