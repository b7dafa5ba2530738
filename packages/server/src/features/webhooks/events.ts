import { sql, type SQL } from 'drizzle-orm'
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

export interface WebhookEventsSql {
  /** Prefix of the two CTE names, unique within the statement (`wh_paid` gives wh_paid_events, wh_paid_deliveries). */
  name: string
  type: WebhookEventType
  /** The rows the events are made of: a CTE of the statement (one event per row). */
  from: SQL
  /** Column expressions over `from`: the tenant, the exhibition, and the event's `data` as jsonb. */
  tenantId: SQL
  exhibitionId: SQL
  data: SQL
  /** When it happened (a timestamptz expression or an ISO text). */
  at: SQL
}

/**
 * The outbox writes as two data-modifying CTEs, for a feature whose change is one statement (the paid order's hot
 * path has no transaction to call emitWebhook in): `WITH o AS (UPDATE …), ${webhookEventsSql({ from: sql`o`, … })}
 * SELECT …`. PostgreSQL runs data-modifying CTEs whether or not the statement reads them, all or nothing with the
 * rest. An event row is written only when an enabled endpoint of the exhibition subscribes to the type, with one
 * pending delivery per such endpoint, due at once and retried for RETRY_WINDOW_MS.
 */
export function webhookEventsSql(spec: WebhookEventsSql): SQL {
  const events = sql.raw(`${spec.name}_events`)
  const deliveries = sql.raw(`${spec.name}_deliveries`)
  const listens = (tenant: SQL, exhibition: SQL) =>
    sql`SELECT ep.id FROM webhook_endpoints AS ep WHERE ep.tenant_id = ${tenant} AND ep.exhibition_id = ${exhibition} AND ep.enabled AND ${spec.type} = ANY(ep.event_types)`
  return sql`${events} AS (
      INSERT INTO webhook_events (tenant_id, exhibition_id, type, payload, created_at)
      SELECT src.tenant_id, src.exhibition_id, ${spec.type},
             jsonb_build_object('type', ${spec.type}::text, 'timestamp', to_char(src.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', src.data),
             src.at
      FROM (SELECT (${spec.tenantId})::text AS tenant_id, (${spec.exhibitionId})::text AS exhibition_id, (${spec.data})::jsonb AS data, (${spec.at})::timestamptz AS at FROM ${spec.from}) AS src
      WHERE EXISTS (${listens(sql`src.tenant_id`, sql`src.exhibition_id`)})
      RETURNING id, tenant_id, exhibition_id, created_at
    ), ${deliveries} AS (
      INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at, give_up_at, created_at, updated_at)
      SELECT ev.id, ep.id, ev.created_at, ev.created_at + make_interval(secs => ${RETRY_WINDOW_MS / 1000}), ev.created_at, ev.created_at
      FROM ${events} AS ev JOIN LATERAL (${listens(sql`ev.tenant_id`, sql`ev.exhibition_id`)}) AS ep ON true
    )`
}

/**
 * Records an event in the outbox with one pending delivery per enabled endpoint of the exhibition that subscribed to
 * its type. Call it with the transaction of the change the event reports: the event then exists exactly when the
 * change committed, and a crash after the commit loses nothing (the delivery job reads rows). Nothing is written when
 * no endpoint listens, so a busy path pays one indexed read. Answers the event id, or null when nobody listens.
 */
export async function emitWebhook(db: Db, event: WebhookEvent): Promise<string | null> {
  const result = await db.execute(sql`
    WITH src AS (SELECT ${event.tenantId}::text AS tenant_id, ${event.exhibitionId}::text AS exhibition_id, ${JSON.stringify(event.data)}::jsonb AS data, ${event.at.toISOString()}::timestamptz AS at),
    ${webhookEventsSql({ name: 'wh', type: event.type, from: sql`src`, tenantId: sql`src.tenant_id`, exhibitionId: sql`src.exhibition_id`, data: sql`src.data`, at: sql`src.at` })}
    SELECT id FROM wh_events`)
  const rows = (result as unknown as { rows: Array<{ id: string }> }).rows
  return rows[0]?.id ?? null
}
