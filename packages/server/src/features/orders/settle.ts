import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { orders, paymentEvents, payments } from '../../db'
import type { Language } from '../../language'
import type { PaymentEvent } from '../payments/provider'
import { issueTickets } from './lifecycle'
import { settleRefund } from './refunds'

export type EventOutcome = 'replayed' | 'paid' | 'cancelled' | 'late' | 'amountMismatch' | 'refunded' | 'refundRejected' | 'ignored'

/**
 * Applies one verified provider callback, exactly once: the event id goes into payment_events under a unique key
 * in the same transaction as its effect, so a replay (the provider retrying, a tester pressing Pay twice) finds
 * the row and changes nothing. A payment for an order that is no longer unpaid (cancelled, expired) never
 * resurrects it: the payment is recorded as `lateSucceeded`, to be refunded by the organiser.
 */
export async function applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<EventOutcome> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, kind: event.kind, outcome: 'ignored', payload: event as unknown as Record<string, unknown>, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!recorded) return 'replayed'

    let outcome: EventOutcome = 'ignored'
    if (event.kind === 'refund') {
      outcome = (await settleRefund(tx, event.refundId, event.result, now)) ? (event.result === 'succeeded' ? 'refunded' : 'refundRejected') : 'ignored'
    } else {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, event.paymentId)).for('update').limit(1)
      if (!payment || payment.provider !== provider) outcome = 'ignored'
      else if (event.result === 'cancelled') {
        if (payment.state === 'created') {
          await tx.update(payments).set({ state: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, payment.id))
          outcome = 'cancelled'
        }
      } else if (event.amountFen !== payment.amountFen) {
        outcome = 'amountMismatch'
      } else if (payment.state === 'created' || payment.state === 'cancelled') {
        const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update').limit(1)
        // Still unpaid (even past its deadline, the sweeper not yet there): its quota is still held, so it is paid.
        if (order.state === 'pendingPayment' && order.payableFen === payment.amountFen) {
          await issueTickets(tx, order, now, order.language as Language)
          await tx
            .update(payments)
            .set({ state: 'succeeded', providerRef: event.providerRef ?? payment.providerRef, succeededAt: new Date(now), updatedAt: new Date() })
            .where(eq(payments.id, payment.id))
          outcome = 'paid'
        } else {
          await tx.update(payments).set({ state: 'lateSucceeded', succeededAt: new Date(now), updatedAt: new Date() }).where(eq(payments.id, payment.id))
          outcome = 'late'
        }
      }
    }
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, recorded.id))
    return outcome
  })
}
