import { sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../db'
import { jsonColumn } from '../../db/columns'

/*
 * Per-person ticket limits and conflict groups count what a person holds, not what they once bought (issue 12):
 * the tickets in their wallet now — bought, received as a gift or by transfer; still valid, offered in a gift not yet
 * taken, used, or being refunded — and the tickets of their unpaid orders, which become theirs when paid. A ticket
 * transferred or given away (and received) counts for its new owner only; a refunded or void one for nobody.
 *
 * The counts hold under the person's users-row lock (a transfer or a gift locks the receiver and counts; placing an
 * order counts first and has the database confirm the same counts once it holds the buyer's lock, place.ts), so an
 * order and an incoming ticket racing for the same person's last place are counted one after the other.
 */

export interface Held {
  ticketTypeId: string
  conflictGroup: string | null
  count: number
}

/** Ticket states that count as held (fairpass_buyer_holdings, migration 0021, counts the same). */
export const COUNTED_STATES = ['valid', 'gifting', 'used', 'refunding'] as const

type Who = { tenantId: string; exhibitionId: string; userId: string }

/** What a buyer's unpaid orders (still within their time) hold: orders and tickets, for the pending limits. */
export interface Pending {
  orders: number
  tickets: number
}

/**
 * Everything the limits are checked against, as the database function fairpass_buyer_holdings (migration 0021)
 * computes it: placing an order hands it back unchanged, and the database places the order only when it still holds
 * once the buyer is locked (place.ts). `codeUses` counts the buyer's orders that still use `code` (0 without one).
 */
export interface Holdings {
  held: Held[]
  pending: Pending
  codeUses: number
}

/** The call as SQL; its values are the caller's, or placeholders of a prepared statement (place.ts). */
export function holdingsSql(who: { [K in keyof Who]: string | Placeholder }, at: string | Placeholder, code: string | null | Placeholder) {
  return sql`fairpass_buyer_holdings(${who.userId}::uuid, ${who.tenantId}, ${who.exhibitionId}, ${at}::timestamptz, ${code}::text)`
}

export async function heldTowardLimits(db: Pick<Db, 'execute'>, who: Who): Promise<Held[]> {
  // What is held does not depend on the time (only which unpaid orders still count toward the pending limits does).
  return (await buyerHoldings(db, who, 0)).held
}

/** What a buyer holds and their unpaid orders, in one round trip; read under the buyer's lock for a decision. */
export async function buyerHoldings(db: Pick<Db, 'execute'>, who: Who, now: number, code: string | null = null): Promise<Holdings> {
  const result = await db.execute(sql`SELECT ${holdingsSql(who, new Date(now).toISOString(), code)} AS "holdings"`)
  const [row] = (result as unknown as { rows: Array<{ holdings: Holdings | string }> }).rows
  return jsonColumn(row.holdings)
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
