import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { WebhookDeliveryList, WebhookDeliveryView, WebhookEndpointCreated, WebhookEndpointView } from '@fairpass/core/contract'
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_TYPES, type WebhookEndpointCreate, type WebhookEndpointUpdate, type WebhookSecretRotate } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Exhibition } from '../../tenancy'
import { urlProblem } from './addresses'
import { RETRY_WINDOW_MS } from './events'
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEndpointRow } from './tables'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function endpointView(row: WebhookEndpointRow, now: number): WebhookEndpointView {
  const overlap = row.previousSecret !== null && row.previousSecretUntil !== null && row.previousSecretUntil.getTime() > now ? row.previousSecretUntil.toISOString() : null
  return { id: row.id, url: row.url, description: row.description, events: row.eventTypes, enabled: row.enabled, secretHint: `${row.secret.slice(0, 10)}…`, previousSecretUntil: overlap, createdAt: row.createdAt.toISOString() }
}

/** Standard Webhooks' secret: `whsec_` and 24 random bytes in base64, the key of the HMAC. */
function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

export async function listEndpoints(ctx: AppContext, exhibition: Exhibition): Promise<WebhookEndpointView[]> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, exhibition.tenantId), eq(webhookEndpoints.exhibitionId, exhibition.id)))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
  return rows.map((row) => endpointView(row, ctx.clock.now()))
}

/** Adds an endpoint; the answer carries the whole secret, this once. */
export async function addEndpoint(ctx: AppContext, exhibition: Exhibition, input: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  const problem = await urlProblem(input.url, ctx.env.webhooks.allowPrivateUrls)
  if (problem) throw new AppError(400, `error.webhookUrl.${problem}`)
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, exhibition.tenantId), eq(webhookEndpoints.exhibitionId, exhibition.id)))
  if (Number(n) >= WEBHOOK_ENDPOINTS_MAX) throw new AppError(409, 'error.webhookEndpointsMax', { max: WEBHOOK_ENDPOINTS_MAX })
  const now = new Date(ctx.clock.now())
  const secret = newSecret()
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({ tenantId: exhibition.tenantId, exhibitionId: exhibition.id, url: input.url, description: input.description, secret, eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => input.events.includes(type)), createdAt: now, updatedAt: now })
    .returning()
  return { ...endpointView(row, now.getTime()), secret }
}

async function ownEndpoint(ctx: AppContext, exhibition: Exhibition, id: string): Promise<WebhookEndpointRow> {
  const [row] = UUID.test(id)
    ? await ctx.db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, exhibition.tenantId), eq(webhookEndpoints.exhibitionId, exhibition.id)))
        .limit(1)
    : []
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

/** Removes an endpoint with its deliveries (nothing more is sent to it); the events stay for the other endpoints. */
export async function removeEndpoint(ctx: AppContext, exhibition: Exhibition, id: string): Promise<{ removed: true }> {
  const row = await ownEndpoint(ctx, exhibition, id)
  await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id))
  return { removed: true }
}

/**
 * Turns an endpoint off or on; its secret, events and delivery history stay. While it is off no delivery is attempted
 * and events that happen meanwhile are not queued for it (the outbox writes deliveries for enabled endpoints only);
 * deliveries already pending are held, not failed. Turning it on makes those held deliveries due at once with a new
 * RETRY_WINDOW_MS of retries, as a redelivery would: their old deadline may have passed while it was off.
 */
export async function setEndpointEnabled(ctx: AppContext, exhibition: Exhibition, id: string, update: WebhookEndpointUpdate): Promise<WebhookEndpointView> {
  const row = await ownEndpoint(ctx, exhibition, id)
  const now = new Date(ctx.clock.now())
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx.update(webhookEndpoints).set({ enabled: update.enabled, updatedAt: now }).where(eq(webhookEndpoints.id, row.id)).returning()
    // Only when it was off: enabling an enabled endpoint must not restart retries that are counting down.
    if (update.enabled && !row.enabled) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS), updatedAt: now })
        .where(and(eq(webhookDeliveries.endpointId, row.id), eq(webhookDeliveries.state, 'pending')))
    }
    return changed
  })
  return endpointView(updated, now.getTime())
}

/**
 * Gives the endpoint a new secret, answered this once. For `overlapHours` the replaced secret keeps signing too: each
 * request then carries two signatures (Standard Webhooks' `webhook-signature` is a space-separated list, and a
 * verifier accepts the request when any of them matches), so the receiver can switch secrets in its own time. A
 * rotation during an overlap drops the oldest secret at once: only the last two ever sign.
 */
export async function rotateSecret(ctx: AppContext, exhibition: Exhibition, id: string, input: WebhookSecretRotate): Promise<WebhookEndpointCreated> {
  const row = await ownEndpoint(ctx, exhibition, id)
  const now = new Date(ctx.clock.now())
  const secret = newSecret()
  const until = input.overlapHours > 0 ? new Date(now.getTime() + input.overlapHours * 3_600_000) : null
  const [updated] = await ctx.db
    .update(webhookEndpoints)
    .set({ secret, previousSecret: until ? row.secret : null, previousSecretUntil: until, updatedAt: now })
    .where(eq(webhookEndpoints.id, row.id))
    .returning()
  return { ...endpointView(updated, now.getTime()), secret }
}

/** The exhibition's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  ctx: AppContext,
  exhibition: Exhibition,
  query: { state?: 'pending' | 'delivered' | 'failed'; endpointId?: string; limit: number },
  only?: string,
): Promise<WebhookDeliveryList> {
  const conditions: SQL[] = [eq(webhookEndpoints.tenantId, exhibition.tenantId), eq(webhookEndpoints.exhibitionId, exhibition.id)]
  if (query.state) conditions.push(eq(webhookDeliveries.state, query.state))
  if (query.endpointId) {
    if (!UUID.test(query.endpointId)) return { total: 0, deliveries: [] }
    conditions.push(eq(webhookDeliveries.endpointId, query.endpointId))
  }
  if (only) conditions.push(eq(webhookDeliveries.id, only))
  const where = and(...conditions)
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(where)
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit)
  const ids = rows.map((row) => row.delivery.id)
  const attempts = ids.length === 0 ? [] : await ctx.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.attempt))
  return {
    total: Number(total),
    deliveries: rows.map(({ delivery, type, url }) => ({
      id: delivery.id,
      eventId: delivery.eventId,
      eventType: type,
      endpointId: delivery.endpointId,
      url,
      state: delivery.state,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.state === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      lastStatus: delivery.lastStatus,
      lastError: delivery.lastError,
      createdAt: delivery.createdAt.toISOString(),
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      history: attempts
        .filter((entry) => entry.deliveryId === delivery.id)
        .map((entry) => ({ attempt: entry.attempt, at: entry.at.toISOString(), status: entry.status, error: entry.error, durationMs: entry.durationMs })),
    })),
  }
}

/**
 * Sends a delivery again, whatever its state: due now, with a new 24 h of retries. The event and its id are the same,
 * so a receiver that already has it recognises it.
 */
export async function redeliver(ctx: AppContext, exhibition: Exhibition, deliveryId: string): Promise<WebhookDeliveryView> {
  const found = UUID.test(deliveryId) ? await listDeliveries(ctx, exhibition, { limit: 1 }, deliveryId) : { deliveries: [] }
  if (found.deliveries.length === 0) throw new AppError(404, 'error.notFound')
  const now = new Date(ctx.clock.now())
  await ctx.db
    .update(webhookDeliveries)
    .set({ state: 'pending', nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS), deliveredAt: null, updatedAt: now })
    .where(eq(webhookDeliveries.id, deliveryId))
  // Gone meanwhile only if the pruning job took its event at that instant (or its endpoint was removed).
  const [view] = (await listDeliveries(ctx, exhibition, { limit: 1 }, deliveryId)).deliveries
  if (!view) throw new AppError(404, 'error.notFound')
  return view
}
