import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { jsonColumn } from '../../db/columns'

/*
 * Per-person ticket limits and conflict groups count what a person holds, not what they once bought (issue 12):
 * the tickets in their wallet now — bought, received as a gift or by transfer; still valid, offered in a gift not yet
 * taken, used, or being refunded — and the tickets of their unpaid orders, which become theirs when paid. A ticket
 * transferred or given away (and received) counts for its new owner only; a refunded or void one for nobody.
 *
 * The callers count under the person's users-row lock (placing an order locks the buyer, a transfer or a gift locks
 * the receiver), so an order and an incoming ticket racing for the same person's last place are counted one after
 * the other.
 */

export interface Held {
  ticketTypeId: string
  conflictGroup: string | null
  count: number
}

/** Ticket states that count as held. */
export const COUNTED_STATES = ['valid', 'gifting', 'used', 'refunding'] as const

type Who = { tenantId: string; exhibitionId: string; userId: string }

const heldQuery = (who: Who) => sql`
    SELECT h.ticket_type_id AS "ticketTypeId", tt.conflict_group AS "conflictGroup", SUM(h.n)::int AS "count"
    FROM (
      SELECT oi.ticket_type_id, oi.quantity AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.user_id = ${who.userId} AND o.tenant_id = ${who.tenantId} AND o.exhibition_id = ${who.exhibitionId} AND o.state = 'pendingPayment'
      UNION ALL
      SELECT t.ticket_type_id, 1 AS n FROM tickets t
      WHERE t.owner_user_id = ${who.userId} AND t.tenant_id = ${who.tenantId} AND t.exhibition_id = ${who.exhibitionId}
        AND t.state IN (${sql.join(COUNTED_STATES.map((state) => sql`${state}`), sql`, `)})
    ) AS h JOIN ticket_types tt ON tt.id = h.ticket_type_id
    GROUP BY h.ticket_type_id, tt.conflict_group`

export async function heldTowardLimits(db: Pick<Db, 'execute'>, who: Who): Promise<Held[]> {
  const result = await db.execute(heldQuery(who))
  return (result as unknown as { rows: Held[] }).rows
}

/** What a buyer's unpaid orders (still within their time) hold: orders and tickets, for the pending limits. */
export interface Pending {
  orders: number
  tickets: number
}

/**
 * What placing an order checks the buyer against, in one round trip (the order hot path, issue 13): what they hold
 * toward the per-person limits, and their unpaid orders. Read under the buyer's lock like heldTowardLimits.
 */
export async function buyerHoldings(db: Pick<Db, 'execute'>, who: Who, now: number): Promise<{ held: Held[]; pending: Pending }> {
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(json_agg(held), '[]'::json) FROM (${heldQuery(who)}) AS held) AS "held",
      (SELECT json_build_object('orders', count(DISTINCT o.id), 'tickets', coalesce(sum(oi.quantity), 0))
         FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.user_id = ${who.userId} AND o.tenant_id = ${who.tenantId} AND o.exhibition_id = ${who.exhibitionId}
          AND o.state = 'pendingPayment' AND o.expires_at > ${new Date(now).toISOString()}::timestamptz) AS "pending"`)
  const [row] = (result as unknown as { rows: Array<{ held: Held[] | string; pending: Pending | string }> }).rows
  return { held: jsonColumn(row.held), pending: jsonColumn(row.pending) }
}

/**
 * Whether `adding` more tickets of `type` fit what the person holds: 'conflict' names the held type of the same
 * conflict group, 'limit' is the per-person limit; null when they fit.
 */
export function limitRefusal(
  held: readonly Held[],
  type: { id: string; perPersonLimit: number | null; conflictGroup: string | null },
  adding: number,
): { reason: 'conflict'; heldTypeId: string } | { reason: 'limit' } | null {
  const clash = type.conflictGroup ? held.find((row) => row.conflictGroup === type.conflictGroup && row.ticketTypeId !== type.id && row.count > 0) : undefined
  if (clash) return { reason: 'conflict', heldTypeId: clash.ticketTypeId }
  const already = held.find((row) => row.ticketTypeId === type.id)?.count ?? 0
  if (type.perPersonLimit !== null && already + adding > type.perPersonLimit) return { reason: 'limit' }
  return null
}
