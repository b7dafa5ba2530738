import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { payments, refunds } from './tables'
import type { Job } from '../../jobs'
import type { PaymentProvider } from '../payments'
import type { OrderRow } from './lifecycle'

/*
 * A payment confirmed after its order had closed (expired or cancelled: its tickets were given back) never revives
 * the order; the money goes back to the buyer in full, without the organiser doing anything (issue 12). The return is
 * queued as a refunds row of kind 'latePayment' in the callback's own transaction — a replayed callback rolls back
 * with its duplicate event id, and the partial unique index on (payment_id) admits one return per payment whatever
 * arrives — and handed to the provider after the commit. A return the provider has not confirmed a while after it was
 * handed over (the process died in between, the provider was down) is handed over again by a background job; the
 * provider knows our refund id (its out_refund_no), so a second hand-over cannot pay back twice.
 */

/** How long a handed-over return may stay unconfirmed before it is sent again. */
export const LATE_RETURN_RETRY_MS = 10 * 60_000

type PaymentRow = typeof payments.$inferSelect
type RefundRow = typeof refunds.$inferSelect

/** Inside the callback's transaction: the payment is marked late and its full return queued. */
export async function queueLatePaymentReturn(tx: Db, order: Pick<OrderRow, 'id'>, payment: PaymentRow, now: number): Promise<void> {
  await tx.update(payments).set({ state: 'lateSucceeded', succeededAt: new Date(now), updatedAt: new Date() }).where(eq(payments.id, payment.id))
  await tx
    .insert(refunds)
    .values({ orderId: order.id, paymentId: payment.id, kind: 'latePayment', reason: 'latePayment', feeFen: 0, amountFen: payment.amountFen, requestedAt: new Date(now) })
    .onConflictDoNothing()
}

/** The provider's answer to a return: the money is back (the payment says so) or it was refused (left to the organiser). */
export async function settleLatePaymentReturn(tx: Db, refund: RefundRow, result: 'succeeded' | 'rejected', now: number): Promise<void> {
  await tx.update(refunds).set({ state: result, settledAt: new Date(now) }).where(eq(refunds.id, refund.id))
  if (result === 'succeeded' && refund.paymentId) {
    await tx.update(payments).set({ state: 'lateRefunded', updatedAt: new Date() }).where(and(eq(payments.id, refund.paymentId), eq(payments.state, 'lateSucceeded')))
  }
}

interface Claimed {
  id: string
  paymentId: string
  providerRef: string | null
  paidFen: number
  amountFen: number
}

/**
 * Claims the returns due to be handed to the provider — never sent, or sent more than LATE_RETURN_RETRY_MS ago and
 * still unconfirmed — and marks them sent in the same statement. The rows are taken with SKIP LOCKED, so processes
 * sweeping at once each claim different returns, and a claimed one is not due again until the retry time has passed.
 */
async function claimDueReturns(ctx: AppContext, limit: number): Promise<Claimed[]> {
  const now = ctx.clock.now()
  const result = await ctx.db.execute(sql`
    WITH due AS (
      SELECT r.id FROM refunds r
      WHERE r.kind = 'latePayment' AND r.state = 'requested'
        AND (r.sent_at IS NULL OR r.sent_at <= ${new Date(now - LATE_RETURN_RETRY_MS).toISOString()}::timestamptz)
      ORDER BY r.requested_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE refunds r SET sent_at = ${new Date(now).toISOString()}::timestamptz
    FROM due, payments p
    WHERE r.id = due.id AND p.id = r.payment_id
    RETURNING r.id, r.payment_id AS "paymentId", p.provider_ref AS "providerRef", p.amount_fen AS "paidFen", r.amount_fen AS "amountFen"`)
  return (result as unknown as { rows: Claimed[] }).rows
}

/**
 * Hands the due late-payment returns to the provider. A provider that fails leaves the return queued for the next
 * sweep. Answers how many the provider took.
 */
export async function sendLatePaymentReturns(ctx: AppContext, provider: PaymentProvider, log: { error(obj: unknown, msg: string): void }, limit = 50): Promise<number> {
  let sent = 0
  for (const claimed of await claimDueReturns(ctx, limit)) {
    try {
      const { providerRef } = await provider.refund({ refundId: claimed.id, paymentId: claimed.paymentId, providerRef: claimed.providerRef, paidFen: claimed.paidFen, amountFen: claimed.amountFen })
      if (providerRef) await ctx.db.update(refunds).set({ providerRef }).where(eq(refunds.id, claimed.id))
      sent += 1
    } catch (error) {
      log.error({ err: error, refundId: claimed.id }, 'late payment return not taken by the provider; retried later')
    }
  }
  return sent
}

/** The background sweep that (re)sends late-payment returns, on the orders sweeper's interval. */
export function latePaymentReturnJob(ctx: AppContext, provider: PaymentProvider, log: { error(obj: unknown, msg: string): void }): Job {
  return { name: 'latePaymentReturns', everySeconds: ctx.env.orders.sweepSeconds, run: () => sendLatePaymentReturns(ctx, provider, log) }
}
