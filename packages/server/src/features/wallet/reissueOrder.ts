import { randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { PaymentStart } from '@fairpass/core/contract'
import { orderTransition, type OrderState } from '@fairpass/core/orders'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { exhibitionTimeZone } from '../../tenancy'
import { illegalTransition, orderNoDate, orders, payments, startPayment, type OrderRow } from '../orders'
import type { PaymentProvider } from '../payments'
import { reissueFeeOf, renewLostTickets, ticketsToReissue } from './reissue'
import { ticketReissues } from './tables'

/*
 * The paid way of reporting tickets lost (spec getPayOfReportLoss): a reissue order (orders.kind 'reissue') for the
 * sum of the tickets' reissue fees, paid through the same provider, cashier and signed callback as a ticket order.
 * The new QRs are issued in the callback's transaction when the payment is confirmed (completeReissue, called by
 * orders' settle.ts, which is handed it by app.ts) and never before; an unpaid reissue order expires as any order does, and nothing changes.
 */

export interface ReissueStarted {
  orderId: string
  payment: PaymentStart
}

/** An unpaid, unexpired reissue order of this visitor for exactly these tickets: a second tap pays the same one. */
async function openReissueOrder(db: Db, userId: string, exhibitionId: string, ids: string[], now: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select({ order: orders, ticketIds: sql<string[]>`array_agg(${ticketReissues.ticketId}::text ORDER BY ${ticketReissues.ticketId})` })
    .from(orders)
    .innerJoin(ticketReissues, eq(ticketReissues.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.exhibitionId, exhibitionId), eq(orders.kind, 'reissue'), eq(orders.state, 'pendingPayment'), gt(orders.expiresAt, new Date(now))))
    .groupBy(orders.id)
  const wanted = [...ids].sort().join(',')
  return rows.find((row) => [...row.ticketIds].sort().join(',') === wanted)?.order
}

/**
 * Starts paying for new QRs of the visitor's tickets: the fee is the sum of their types' reissue fees (a free reissue
 * is refused here: the free call reports them lost at once). The order and its tickets are written in one
 * transaction; the payment starts as a ticket order's does.
 */
export async function startReissue(
  ctx: AppContext,
  provider: PaymentProvider,
  scope: { tenantId: string; exhibitionId: string; userId: string },
  ids: string[],
  returnUrl: (order: OrderRow) => Promise<string>,
  language: Language,
): Promise<ReissueStarted> {
  const unique = [...new Set(ids)]
  const now = ctx.clock.now()
  const rows = await ticketsToReissue(ctx.db, scope, unique)
  const feeFen = reissueFeeOf(rows)
  if (feeFen === 0) throw new AppError(409, 'error.reportLoss.noFee')
  let order = await openReissueOrder(ctx.db, scope.userId, scope.exhibitionId, unique, now)
  if (!order) {
    const timeZone = await exhibitionTimeZone(ctx, scope.tenantId, scope.exhibitionId)
    order = await ctx.db.transaction(async (tx) => {
      const id = randomUUID()
      const at = new Date(now).toISOString()
      const inserted = await tx.execute(sql`
        INSERT INTO orders (id, order_no, tenant_id, exhibition_id, user_id, kind, state, total_fen, discount_fen, payable_fen, language, expires_at, created_at, updated_at)
        VALUES (${id}::uuid, ${orderNoDate(now, timeZone)} || lpad(nextval('order_no_seq')::text, 8, '0'),
                ${scope.tenantId}, ${scope.exhibitionId}, ${scope.userId}::uuid, 'reissue', 'pendingPayment', ${feeFen}::int, 0, ${feeFen}::int, ${language},
                ${new Date(now + ctx.env.orders.paymentMinutes * 60_000).toISOString()}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING id`)
      if ((inserted as unknown as { rows: unknown[] }).rows.length !== 1) throw new Error('reissue order not written')
      await tx.insert(ticketReissues).values(rows.map((row) => ({ orderId: id, ticketId: row.ticket.id, feeFen: row.type.reissueFeeFen })))
      const [written] = await tx.select().from(orders).where(eq(orders.id, id))
      return written
    })
  }
  return { orderId: order.id, payment: await startPayment(ctx, provider, order, await returnUrl(order), language) }
}

/**
 * In the payment callback's transaction: the reissue order is paid (pendingPayment → paid → ticketIssued, guarded by
 * its state as every order move is), the payment marked succeeded, and the tickets still valid in the buyer's wallet
 * get their new QRs.
 */
export async function completeReissue(tx: Db, order: OrderRow, at: number, language: Language, payment: { id: string; providerRef: string | null }): Promise<void> {
  let state = order.state as OrderState
  for (const event of ['paymentConfirmed', 'issueTickets'] as const) {
    const moved = orderTransition(state, event)
    if (!moved.ok) throw illegalTransition(order.state, language)
    state = moved.state
  }
  const when = new Date(at)
  const updated = await tx
    .update(orders)
    .set({ state, paidAt: when, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning({ id: orders.id })
  if (updated.length === 0) throw illegalTransition(order.state, language)
  await tx
    .update(payments)
    .set({ state: 'succeeded', providerRef: sql`coalesce(${payment.providerRef}, ${payments.providerRef})`, succeededAt: when, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
  const lines = await tx.select({ ticketId: ticketReissues.ticketId }).from(ticketReissues).where(eq(ticketReissues.orderId, order.id))
  await renewLostTickets(
    tx,
    { tenantId: order.tenantId, exhibitionId: order.exhibitionId, userId: order.userId },
    lines.map((line) => line.ticketId),
    when,
    order.id,
  )
}
