import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { tickets } from '../orders'

/** Tickets that still admit their owner (or will, once a gift offered from them is taken back). */
const HELD_STATES = ['valid', 'gifting', 'used']

/**
 * Whether the visitor holds a ticket for the exhibition (UserInfo.isHaveTicket): post-login routing sends a visitor of
 * a ticket-selling link who holds none to buy one (spec §4 rule 6), whatever entry code the registration carries.
 */
export async function holdsTicket(ctx: AppContext, key: { tenantId: string; exhibitionId: string; userId: string }): Promise<boolean> {
  const rows = await ctx.db
    .select({ one: sql<number>`1` })
    .from(tickets)
    .where(and(eq(tickets.tenantId, key.tenantId), eq(tickets.exhibitionId, key.exhibitionId), eq(tickets.ownerUserId, key.userId), inArray(tickets.state, HELD_STATES)))
    .limit(1)
  return rows.length > 0
}
