import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_TYPES, type WebhookEndpointCreate } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Exhibition } from '../../tenancy'
import { urlProblem } from './addresses'
import { RETRY_WINDOW_MS } from './events'
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEndpointRow } from './tables'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface WebhookEndpointView {
  id: string
  url: string
  description: string
  events: string[]
  enabled: boolean
  /** The secret's first characters, to tell endpoints apart; the whole secret is answered only when it is created. */
  secretHint: string
  createdAt: string
}

function endpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return { id: row.id, url: row.url, description: row.description, events: row.eventTypes, enabled: row.enabled, secretHint: `${row.secret.slice(0, 10)}…`, createdAt: row.createdAt.toISOString() }
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
  return rows.map(endpointView)
}

/** Adds an endpoint; the answer carries the whole secret, this once. */
export async function addEndpoint(ctx: AppContext, exhibition: Exhibition, input: WebhookEndpointCreate): Promise<WebhookEndpointView & { secret: string }> {
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
  return { ...endpointView(row), secret }
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

export interface WebhookAttemptView {
  attempt: number
  at: string
  status: number | null
  error: string | null
  durationMs: number
}

export interface WebhookDeliveryView {
  id: string
  eventId: string
  eventType: string
  endpointId: string
  url: string
  state: string
  attempts: number
  nextAttemptAt: string | null
  lastStatus: number | null
  lastError: string | null
  createdAt: string
  deliveredAt: string | null
  history: WebhookAttemptView[]
}

export interface WebhookDeliveryList {
  total: number
  deliveries: WebhookDeliveryView[]
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
  return (await listDeliveries(ctx, exhibition, { limit: 1 }, deliveryId)).deliveries[0]
}
