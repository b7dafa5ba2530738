import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { orders, paymentEvents, payments } from './tables'
import type { Language } from '../../language'
import type { PaymentEvent } from '../payments'
import { issueTickets } from './lifecycle'
import { queueLatePaymentReturn } from './latePayments'
import { settleRefund, type OrderRefunded } from './refunds'
import type { OrderRow } from './tables'

/** Thrown inside the transaction to roll back a replayed callback's work. */
class Replayed extends Error {}

export type EventOutcome = 'replayed' | 'paid' | 'cancelled' | 'late' | 'amountMismatch' | 'refunded' | 'refundRejected' | 'ignored'

/**
 * What paying an order of another kind than 'tickets' completes, in the callback's transaction: the wallet's reissue
 * order renews lost tickets' QRs. Handed in by app.ts, so orders knows no feature built on it.
 */
export type PaidOrderKinds = Record<string, (tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], order: OrderRow, at: number, language: Language, payment: { id: string; providerRef: string | null }) => Promise<void>>

/**
 * Applies one verified provider callback, exactly once: the event id goes into payment_events under a unique key
 * in the same transaction as its effect, so a replay (the provider retrying, a tester pressing Pay twice) collides
 * with the row and changes nothing. A payment for an order that is no longer unpaid (cancelled, expired) never
 * resurrects it: the payment is recorded as `lateSucceeded` and its full return queued (latePayments.ts).
 */
export async function applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent, kinds: PaidOrderKinds = {}, onRefunded?: OrderRefunded): Promise<EventOutcome> {
  const now = ctx.clock.now()
  try {
    return await ctx.db.transaction(async (tx) => {
      let outcome: EventOutcome = 'ignored'
      if (event.kind === 'refund') {
        outcome = (await settleRefund(tx, event.refundId, event.result, now, onRefunded)) ? (event.result === 'succeeded' ? 'refunded' : 'refundRejected') : 'ignored'
      } else {
        // The payment and its order, both locked, in one round trip.
        const [row] = await tx.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, event.paymentId)).for('update')
        const payment = row?.payment
        if (!payment || payment.provider !== provider) outcome = 'ignored'
        else if (event.result === 'cancelled') {
          if (payment.state === 'created') {
            await tx.update(payments).set({ state: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, payment.id))
            outcome = 'cancelled'
          }
        } else if (event.amountFen !== payment.amountFen) {
          outcome = 'amountMismatch'
        } else if (payment.state === 'created' || payment.state === 'cancelled') {
          const order = row.order
          // Still unpaid (even past its deadline, the sweeper not yet there): its quota is still held, so it is paid.
          if (order.state === 'pendingPayment' && order.payableFen === payment.amountFen) {
            const paid = { id: payment.id, providerRef: event.providerRef }
            if (order.kind === 'tickets') await issueTickets(tx, order, now, order.language as Language, paid)
            else {
              const complete = kinds[order.kind]
              // An order of a kind this server cannot complete stays unpaid; the provider retries the callback.
              if (!complete) throw new Error(`no completion for orders of kind ${order.kind}`)
              await complete(tx, order, now, order.language as Language, paid)
            }
            outcome = 'paid'
          } else {
            await queueLatePaymentReturn(tx, order, payment, now)
            outcome = 'late'
          }
        }
      }
      // Recorded last, in the same transaction: an event id already there (a replay, or a duplicate racing this one)
      // rolls back everything above, so the second delivery changes nothing.
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ provider, eventId: event.eventId, kind: event.kind, outcome, payload: event as unknown as Record<string, unknown>, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id })
      if (!recorded) throw new Replayed()
      return outcome
    })
  } catch (error) {
    if (error instanceof Replayed) return 'replayed'
    throw error
  }
}
