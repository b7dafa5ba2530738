import { and, eq, lte, sql, type Placeholder } from 'drizzle-orm'
import { messageFor } from '@fairpass/core/messages'
import { orderTransition, type OrderEvent, type OrderState } from '@fairpass/core/orders'
import type { FootprintEntry } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { footprints, type OrderRow, orders } from './tables'
import { AppError } from '../../errors'
import { webhookEventsSql } from '../webhooks'
import type { Language } from '../../language'

export type { OrderRow }

/** States whose tickets still hold quota (everything but cancelled and refunded). */
export const UNPAID: OrderState = 'pendingPayment'

export function stateLabel(state: string, language: Language): string {
  return messageFor(`order.state.${state}`, language)
}

export function illegalTransition(state: string, language: Language): AppError {
  return new AppError(409, 'error.order.illegalTransition', { state: stateLabel(state, language) })
}

/**
 * Moves an order along the state machine of core/orders, guarded by its current state in the UPDATE itself: of two
 * racing changes (a callback and a cancel, two refunds) exactly one matches `state = from`, the other is refused
 * with the state it lost to. Several events may be chained (paymentConfirmed → issueTickets) in one write.
 */
export async function moveOrder(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'state' | 'refundedFrom'>,
  events: OrderEvent[],
  language: Language,
  changes: Partial<Pick<OrderRow, 'paidAt' | 'closedAt' | 'refundedFrom'>> = {},
): Promise<OrderState> {
  let state = order.state as OrderState
  for (const event of events) {
    const moved = orderTransition(state, event, (order.refundedFrom ?? undefined) as 'paid' | 'ticketIssued' | undefined)
    if (!moved.ok) throw illegalTransition(order.state, language)
    state = moved.state
  }
  const updated = await tx
    .update(orders)
    .set({ state, updatedAt: new Date(), ...changes })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning({ id: orders.id })
  if (updated.length === 0) {
    const [now] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)).limit(1)
    throw illegalTransition(now?.state ?? order.state, language)
  }
  return state
}

/** Gives an order's discount code use and its tickets back to their quotas (cancel, expiry, refund). */
export async function giveQuotaBack(tx: Db, orderId: string): Promise<void> {
  // The order's discount code use first (the lock order of placing: code, then quotas).
  await tx.execute(sql`
    UPDATE discount_codes AS d SET used = greatest(d.used - 1, 0)
    FROM orders AS o
    WHERE o.id = ${orderId} AND o.discount_code IS NOT NULL
      AND d.tenant_id = o.tenant_id AND d.exhibition_id = o.exhibition_id AND d.code = o.discount_code`)
  await tx.execute(sql`
    UPDATE ticket_quotas AS q SET sold = q.sold - i.n
    FROM (SELECT ticket_type_id, SUM(quantity)::int AS n FROM order_items WHERE order_id = ${orderId} GROUP BY ticket_type_id) AS i
    WHERE q.ticket_type_id = i.ticket_type_id`)
}

export async function writeFootprint(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'tenantId' | 'exhibitionId' | 'userId' | 'orderNo'>,
  kind: FootprintEntry['kind'],
  at: number,
  data: Record<string, string | number> = {},
): Promise<void> {
  await tx.insert(footprints).values({
    tenantId: order.tenantId,
    exhibitionId: order.exhibitionId,
    userId: order.userId,
    kind,
    orderId: order.id,
    data: { orderNo: order.orderNo, ...data },
    createdAt: new Date(at),
  })
}

/**
 * The tickets and the footprint of an order just paid, as the CTEs `t` and `f` of a statement whose CTE `o` moved
 * the order (RETURNING id, tenant_id, exhibition_id, user_id, order_no, payable_fen): issueTickets below, and the
 * payment callback's one-statement path (settle.ts), issue tickets through this one text. The webhook events
 * `order.paid` and `ticket.issued` (one per ticket) are written by the same statement (features/webhooks outbox).
 */
export function ticketsOfPaidOrder(when: string | Placeholder) {
  return sql`t AS (
      INSERT INTO tickets (tenant_id, exhibition_id, ticket_type_id, order_id, order_item_id, owner_user_id, holder, day, state)
      SELECT o.tenant_id, o.exhibition_id, i.ticket_type_id, o.id, i.id, o.user_id,
             CASE WHEN jsonb_array_length(i.holders) >= g.n THEN i.holders -> (g.n - 1) END, i.day, 'valid'
      FROM o JOIN order_items i ON i.order_id = o.id CROSS JOIN LATERAL generate_series(1, i.quantity) AS g(n)
      RETURNING id, tenant_id, exhibition_id, order_id, ticket_type_id, owner_user_id, day
    ), f AS (
      INSERT INTO footprints (tenant_id, exhibition_id, user_id, kind, order_id, data, created_at)
      SELECT o.tenant_id, o.exhibition_id, o.user_id, 'orderPaid', o.id,
             jsonb_build_object('orderNo', o.order_no, 'quantity', (SELECT count(*) FROM t), 'payableFen', o.payable_fen,
               'ticketTypeCn', (SELECT string_agg(DISTINCT tt.name_cn, '、') FROM order_items i JOIN ticket_types tt ON tt.id = i.ticket_type_id WHERE i.order_id = o.id),
               'ticketTypeEn', (SELECT string_agg(DISTINCT tt.name_en, ', ') FROM order_items i JOIN ticket_types tt ON tt.id = i.ticket_type_id WHERE i.order_id = o.id)),
             ${when}::timestamptz
      FROM o
    ), ${webhookEventsSql({
      name: 'wh_paid',
      type: 'order.paid',
      from: sql`o`,
      tenantId: sql`o.tenant_id`,
      exhibitionId: sql`o.exhibition_id`,
      data: sql`jsonb_build_object('orderId', o.id, 'orderNo', o.order_no, 'userId', o.user_id, 'state', 'ticketIssued', 'payableFen', o.payable_fen)`,
      at: sql`${when}`,
    })}, ${webhookEventsSql({
      name: 'wh_issued',
      type: 'ticket.issued',
      from: sql`t`,
      tenantId: sql`t.tenant_id`,
      exhibitionId: sql`t.exhibition_id`,
      data: sql`jsonb_build_object('ticketId', t.id, 'orderId', t.order_id, 'ticketTypeId', t.ticket_type_id, 'ownerUserId', t.owner_user_id, 'day', t.day, 'state', 'valid')`,
      at: sql`${when}`,
    })}`
}

/**
 * Paid: the order moves to ticketIssued and its tickets land in the buyer's wallet — one per ticket, holder from
 * the line when the buyer named one, the chosen day from the line — with its footprint and, when a provider took
 * the money, the payment marked succeeded. No QR is stored: the wallet signs one from (id, qrVersion).
 *
 * One statement for all of it (this is the hot path of every sale); the move is checked against the state machine
 * first and the UPDATE is guarded by the state, as moveOrder does.
 */
export async function issueTickets(
  tx: Db,
  order: OrderRow,
  at: number,
  language: Language,
  payment?: { id: string; providerRef: string | null },
): Promise<void> {
  let state = order.state as OrderState
  for (const event of ['paymentConfirmed', 'issueTickets'] as const) {
    const moved = orderTransition(state, event)
    if (!moved.ok) throw illegalTransition(order.state, language)
    state = moved.state
  }
  const when = new Date(at).toISOString()
  const result = await tx.execute(sql`
    WITH o AS (
      UPDATE orders SET state = ${state}, paid_at = ${when}::timestamptz, updated_at = now()
      WHERE id = ${order.id} AND state = ${order.state}
      RETURNING id, tenant_id, exhibition_id, user_id, order_no, payable_fen
    ), ${ticketsOfPaidOrder(when)}, p AS (
      UPDATE payments SET state = 'succeeded', provider_ref = COALESCE(${payment?.providerRef ?? null}, provider_ref),
             succeeded_at = ${when}::timestamptz, updated_at = now()
      WHERE id = ${payment?.id ?? null}::uuid AND EXISTS (SELECT 1 FROM o)
    )
    SELECT (SELECT count(*) FROM o)::int AS moved`)
  const [row] = (result as unknown as { rows: Array<{ moved: number }> }).rows
  if (row.moved === 0) {
    const [now] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)).limit(1)
    throw illegalTransition(now?.state ?? order.state, language)
  }
}

/** The buyer cancels an unpaid order; its tickets go back to the quota. */
export async function cancelOrder(ctx: AppContext, order: OrderRow, language: Language): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await moveOrder(tx, order, ['cancel'], language, { closedAt: new Date(now) })
    await giveQuotaBack(tx, order.id)
    await writeFootprint(tx, order, 'orderCancelled', now)
  })
}

/**
 * Cancels one unpaid order whose payment time has passed and gives its quota back. Answers false when it was not
 * (or no longer) overdue: paid meanwhile, cancelled by the buyer, or expired by another sweep.
 */
async function expireOne(ctx: AppContext, orderId: string): Promise<boolean> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(orders)
      .set({ state: 'cancelled', closedAt: new Date(now), updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.state, UNPAID), lte(orders.expiresAt, new Date(now))))
      .returning()
    if (!expired) return false
    await giveQuotaBack(tx, orderId)
    await writeFootprint(tx, expired, 'orderExpired', now)
    return true
  })
}

/**
 * Expires the overdue unpaid orders, all of them (the sweeper) or one buyer's (lazily, before an order is read or
 * paid, so nothing depends on when the sweeper last ran). Answers how many it expired.
 */
export async function expireOverdue(ctx: AppContext, filter: { userId?: string; orderId?: string; limit?: number } = {}): Promise<number> {
  const conditions = [eq(orders.state, UNPAID), lte(orders.expiresAt, new Date(ctx.clock.now()))]
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId))
  if (filter.orderId) conditions.push(eq(orders.id, filter.orderId))
  const overdue = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .limit(filter.limit ?? 500)
  let count = 0
  for (const { id } of overdue) if (await expireOne(ctx, id)) count += 1
  return count
}

/**
 * Orders whose tickets were issued but never used, once the last valid day of every ticket has passed, move to
 * notEntered (the state machine's `exhibitionEnded`). Answers how many moved.
 */
export async function closeUnusedOrders(ctx: AppContext): Promise<number> {
  const moved = orderTransition('ticketIssued', 'exhibitionEnded')
  if (!moved.ok) return 0
  // Each exhibition's own fair day (its venue's zone), as its validFrom/validTo are written.
  const at = new Date(ctx.clock.now()).toISOString()
  const result = await ctx.db.execute(sql`
    UPDATE orders AS o SET state = ${moved.state}, updated_at = now()
    FROM exhibitions AS e
    WHERE e.id = o.exhibition_id AND o.state = 'ticketIssued' AND o.kind = 'tickets'
      AND NOT EXISTS (
        SELECT 1 FROM order_items i JOIN ticket_types t ON t.id = i.ticket_type_id
        WHERE i.order_id = o.id AND coalesce(i.day, t.valid_to) >= to_char(${at}::timestamptz AT TIME ZONE e.time_zone, 'YYYY-MM-DD')
      )
    RETURNING o.id`)
  return (result as unknown as { rows: unknown[] }).rows.length
}
