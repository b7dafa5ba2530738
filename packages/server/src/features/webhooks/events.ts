import { sql } from 'drizzle-orm'
import type { WebhookEventType } from '@fairpass/core/validation'
import type { Db } from '../../db'

/** How long a delivery is retried before it is given up as failed (issue 20: 24 h). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000

export interface WebhookEvent {
  tenantId: string
  exhibitionId: string
  type: WebhookEventType
  /**
   * Ids and states an integrator acts on, no more personal data than that (docs/webhooks.md): the receiver fetches
   * anything else through the API it is entitled to.
   */
  data: Record<string, unknown>
  /** When it happened: the caller's clock, so the tests' manual clock decides the retries too. */
  at: Date
}

/**
 * Records an event in the outbox with one pending delivery per enabled endpoint of the exhibition that subscribed to
 * its type. Call it with the transaction of the change the event reports: the event then exists exactly when the
 * change committed, and a crash after the commit loses nothing (the delivery job reads rows). Nothing is written when
 * no endpoint listens, so the hot paths (gate scans, payments) pay one indexed read. One statement, one round trip.
 * Answers the event id, or null when nobody listens.
 */
export async function emitWebhook(db: Db, event: WebhookEvent): Promise<string | null> {
  const payload = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data })
  const giveUpAt = new Date(event.at.getTime() + RETRY_WINDOW_MS)
  const result = await db.execute(sql`
    WITH targets AS (
      SELECT id FROM webhook_endpoints
      WHERE tenant_id = ${event.tenantId} AND exhibition_id = ${event.exhibitionId} AND enabled AND ${event.type} = ANY(event_types)
    ), event AS (
      INSERT INTO webhook_events (tenant_id, exhibition_id, type, payload, created_at)
      SELECT ${event.tenantId}, ${event.exhibitionId}, ${event.type}, ${payload}::jsonb, ${event.at.toISOString()}::timestamptz
      WHERE EXISTS (SELECT 1 FROM targets)
      RETURNING id
    ), deliveries AS (
      INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at, give_up_at, created_at, updated_at)
      SELECT event.id, targets.id, ${event.at.toISOString()}::timestamptz, ${giveUpAt.toISOString()}::timestamptz, ${event.at.toISOString()}::timestamptz, ${event.at.toISOString()}::timestamptz
      FROM event, targets
    )
    SELECT id FROM event`)
  const rows = (result as unknown as { rows: Array<{ id: string }> }).rows
  return rows[0]?.id ?? null
}
