import { and, eq, sql, type Placeholder } from 'drizzle-orm'
import { prepareStatement, runPrepared } from '../../db/prepared'
import { orderTransition, type OrderState } from '@fairpass/core/orders'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { orders, paymentEvents, payments } from './tables'
import type { Language } from '../../language'
import type { PaymentEvent } from '../payments'
import { illegalTransition, issueTickets, ticketsOfPaidOrder } from './lifecycle'
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
  if (await payInOneStatement(ctx, provider, event, now)) return 'paid'
  return applyInTransaction(ctx, provider, event, now, kinds, onRefunded)
}

/**
 * The rule by which a succeeded payment pays its order, whichever path applies it: the payment is this provider's,
 * still open (created, or cancelled and then paid after all) and of the amount the provider took, and the order is
 * unpaid and asks that amount. Everything else (late, mismatched, replayed) is applyInTransaction's.
 * `paymentPaysSql` below says the same in SQL; settle.test.ts checks the two agree case by case.
 */
export function paymentPays(
  provider: string,
  event: { amountFen: number },
  payment: { provider: string; state: string; amountFen: number },
  order: { state: string; payableFen: number },
): boolean {
  return payment.provider === provider && event.amountFen === payment.amountFen && (payment.state === 'created' || payment.state === 'cancelled') && order.state === 'pendingPayment' && order.payableFen === payment.amountFen
}

/** paymentPays over `payments AS pm` and `orders`, as the WHERE of the one-statement path. */
function paymentPaysSql(provider: Placeholder, amountFen: Placeholder) {
  return sql`pm.provider = ${provider} AND pm.amount_fen = ${amountFen}::int AND pm.state IN ('created', 'cancelled')
    AND orders.state = 'pendingPayment' AND orders.payable_fen = pm.amount_fen`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The message fairpass_refuse raises when the statement finds the event already recorded by someone else. */
const RECORDED_MEANWHILE = 'payment event recorded meanwhile'

/**
 * The usual callback (a ticket order paid as asked) in one statement, with no transaction around it (issue 13: the
 * callback was BEGIN, lock, issue, record, COMMIT): the order moves under its state guard, its tickets, footprint and
 * payment are written, and the event is recorded, all or nothing. Answers false, having changed nothing, when the case
 * is not the usual one; the transaction then decides. Two deliveries of one event racing: the second waits for the
 * order row, finds it paid and answers false, and the transaction records it as replayed.
 */
export async function payInOneStatement(ctx: AppContext, provider: string, event: PaymentEvent, now: number): Promise<boolean> {
  if (event.kind !== 'payment' || event.result !== 'succeeded' || !UUID.test(event.paymentId)) return false
  let state: OrderState = 'pendingPayment'
  for (const step of ['paymentConfirmed', 'issueTickets'] as const) {
    const moved = orderTransition(state, step)
    if (!moved.ok) return false
    state = moved.state
  }
  const when = new Date(now).toISOString()
  try {
    const [row] = await runPrepared<{ moved: number }>(ctx.db, payStatement, {
      state,
      when,
      paymentId: event.paymentId,
      provider,
      amountFen: event.amountFen,
      eventId: event.eventId,
      providerRef: event.providerRef ?? null,
      kind: event.kind,
      payload: JSON.stringify(event),
    })
    return row.moved > 0
  } catch (error) {
    // The event committed by another delivery after this statement's snapshot, while the order was still unpaid:
    // the statement is undone as a whole, and the transaction tells what that delivery did.
    if (raised(error, RECORDED_MEANWHILE)) return false
    throw error
  }
}

/** payInOneStatement's statement, prepared (every paid order's callback). */
const payStatement = prepareStatement(
  'orders_pay_in_one_statement',
  sql`
      WITH o AS (
        UPDATE orders SET state = ${sql.placeholder('state')}, paid_at = ${sql.placeholder('when')}::timestamptz, updated_at = now()
        FROM payments AS pm
        WHERE pm.id = ${sql.placeholder('paymentId')}::uuid AND orders.id = pm.order_id AND orders.kind = 'tickets'
          AND ${paymentPaysSql(sql.placeholder('provider'), sql.placeholder('amountFen'))}
          AND NOT EXISTS (SELECT 1 FROM payment_events pe WHERE pe.provider = ${sql.placeholder('provider')} AND pe.event_id = ${sql.placeholder('eventId')})
        RETURNING orders.id, orders.tenant_id, orders.exhibition_id, orders.user_id, orders.order_no, orders.payable_fen
      ), ${ticketsOfPaidOrder(sql.placeholder('when'))}, pay AS (
        UPDATE payments SET state = 'succeeded', provider_ref = COALESCE(${sql.placeholder('providerRef')}, provider_ref),
               succeeded_at = ${sql.placeholder('when')}::timestamptz, updated_at = now()
        WHERE id = ${sql.placeholder('paymentId')}::uuid AND EXISTS (SELECT 1 FROM o)
      ), e AS (
        INSERT INTO payment_events (provider, event_id, kind, outcome, payload, created_at)
        SELECT ${sql.placeholder('provider')}, ${sql.placeholder('eventId')}, ${sql.placeholder('kind')}, 'paid', ${sql.placeholder('payload')}::jsonb, ${sql.placeholder('when')}::timestamptz FROM o
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT m.moved, fairpass_refuse(m.moved > (SELECT count(*) FROM e), ${RECORDED_MEANWHILE}) AS checked
      FROM (SELECT count(*)::int AS moved FROM o) AS m`,
)

/** Whether the database raised exactly `message` (drizzle wraps its errors; the query text is no match). */
function raised(error: unknown, message: string): boolean {
  for (let cause = error as { message?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) if (cause.message === message) return true
  return false
}

/** Any callback, in a transaction that locks the payment and its order first. */
async function applyInTransaction(ctx: AppContext, provider: string, event: PaymentEvent, now: number, kinds: PaidOrderKinds, onRefunded?: OrderRefunded): Promise<EventOutcome> {
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
          if (paymentPays(provider, event, payment, order)) {
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

/**
 * The completion of a paid order that issues no ticket (an exhibitor service, a customer-tool membership): the order
 * moves to paid under its state guard and the payment succeeds. A kind of PaidOrderKinds calls it, then does its own.
 */
export async function completeWithoutTickets(tx: Db, order: OrderRow, at: number, language: Language, payment: { id: string; providerRef: string | null }): Promise<Date> {
  const moved = orderTransition(order.state as OrderState, 'paymentConfirmed')
  if (!moved.ok) throw illegalTransition(order.state, language)
  const when = new Date(at)
  const updated = await tx
    .update(orders)
    .set({ state: moved.state, paidAt: when, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning({ id: orders.id })
  if (updated.length === 0) throw illegalTransition(order.state, language)
  await tx
    .update(payments)
    .set({ state: 'succeeded', providerRef: sql`coalesce(${payment.providerRef}, ${payments.providerRef})`, succeededAt: when, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
  return when
}
