import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { tenants } from '../../tenancy/tables'

/*
 * The webhooks feature's tables (issue 20, docs/webhooks.md). The events table is the outbox: a feature writes the
 * event, and one delivery per subscribed endpoint, in the transaction of the business change, so an event exists
 * exactly when the change committed. Deliveries are rows, not timers: a restarted process, or any of several sharing
 * the database, picks up what is due.
 */

/** An organiser's receiving address for one exhibition, with the secret that signs what is sent to it. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    exhibitionId: text('exhibition_id').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /**
     * Standard Webhooks' `whsec_…` secret. Kept as is, not hashed: HMAC signing needs the key itself. It is shown
     * to the organiser once, when the endpoint is added; listings show only its first characters.
     */
    secret: text('secret').notNull(),
    /**
     * The secret a rotation replaced, still signing beside the new one until `previous_secret_until`, so the receiver
     * can switch secrets without refusing a delivery (Standard Webhooks' space-separated list of signatures).
     */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true, mode: 'date' }),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_exhibition_idx').on(table.tenantId, table.exhibitionId)],
)

/** The outbox: what happened, once, whatever number of endpoints receive it. Its id is the `webhook-id` every attempt repeats. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    type: text('type').notNull(),
    /** The body sent, exactly: `{ type, timestamp, data }` (Standard Webhooks' payload shape). */
    payload: jsonb('payload').$type<{ type: string; timestamp: string; data: Record<string, unknown> }>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_events_exhibition_idx').on(table.tenantId, table.exhibitionId, table.createdAt),
    // The pruning job reads the oldest events of every exhibition at once.
    index('webhook_events_created_idx').on(table.createdAt),
  ],
)

/** One event to one endpoint: tried until delivered, or until `give_up_at` (24 h after the event) makes it failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a process may next try it; a claim moves it ahead by the lease, so a process that dies mid-try only delays it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    giveUpAt: timestamp('give_up_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('webhook_deliveries_event_endpoint').on(table.eventId, table.endpointId),
    // The job's claim reads only pending rows, oldest due first.
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    check('webhook_deliveries_state', sql`${table.state} IN ('pending', 'delivered', 'failed')`),
  ],
)

/** Each try of a delivery, for the organiser to see what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
)

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect
export type WebhookEventRow = typeof webhookEvents.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect
