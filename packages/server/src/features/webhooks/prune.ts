import { sql } from 'drizzle-orm'
import type { Job } from '../../jobs'
import type { DeliveryContext } from './delivery'

/*
 * The outbox is kept for WEBHOOK_RETENTION_DAYS (30): long enough for an organiser to look up what was sent, or to
 * redeliver it, and the table does not grow for the life of the installation. Only an event every delivery of which
 * is delivered goes: one still pending (retrying, or held for a disabled endpoint) or failed stays until it is
 * delivered, possibly by a redelivery, or its endpoint is removed. Its deliveries and their attempts go with it
 * (ON DELETE CASCADE).
 */

/** Events one statement deletes, so a first run on a large backlog holds its locks briefly. */
const BATCH = 500
/** Statements a run may make while each deletes a full batch. */
const MAX_BATCHES_PER_RUN = 20

export interface PruneScope {
  tenantId: string
  exhibitionId: string
}

/**
 * Deletes the events older than the retention whose deliveries were all delivered before it (an old event redelivered
 * yesterday stays until yesterday is as old). The candidates are claimed FOR UPDATE SKIP LOCKED, so runs of several
 * processes at once delete different events, each once. `scope` limits it to one exhibition (the organiser's command);
 * without it, every exhibition (the job). Answers the number of events deleted.
 */
export async function pruneDelivered(ctx: DeliveryContext, scope?: PruneScope): Promise<number> {
  const before = new Date(ctx.clock.now() - ctx.env.webhooks.retentionDays * 86_400_000).toISOString()
  const within = scope ? sql`AND e.tenant_id = ${scope.tenantId} AND e.exhibition_id = ${scope.exhibitionId}` : sql``
  let deleted = 0
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const result = await ctx.db.execute(sql`
      DELETE FROM webhook_events WHERE id IN (
        SELECT e.id FROM webhook_events AS e
        WHERE e.created_at <= ${before}::timestamptz ${within}
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries AS d
            WHERE d.event_id = e.id AND (d.state <> 'delivered' OR d.delivered_at > ${before}::timestamptz)
          )
        ORDER BY e.created_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`)
    const count = (result as unknown as { rows: unknown[] }).rows.length
    deleted += count
    if (count < BATCH) break
  }
  return deleted
}

/**
 * The background job (src/jobs) that prunes delivered events every WEBHOOK_PRUNE_EVERY_SECONDS (an hour), not at every
 * BACKGROUND_SWEEP_SECONDS like the other sweeps: each run scans the outbox for events with no undelivered delivery,
 * and with a retention of days an event deleted up to an hour late costs nothing.
 */
export function webhookPruneJob(ctx: DeliveryContext): Job {
  return { name: 'webhookPrune', everySeconds: ctx.env.webhooks.pruneEverySeconds, run: () => pruneDelivered(ctx) }
}
