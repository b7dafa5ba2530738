import { and, desc, eq, sql } from 'drizzle-orm'
import type { RefundQuote } from '@fairpass/core/contract'
import { messageFor } from '@fairpass/core/messages'
import type { AppContext } from '../../context'
import { type Db } from '../../db'
import { orderItems, orders, payments, refunds, tickets, ticketTypes } from './tables'
import { AppError, type MessageParams } from '../../errors'
import type { Language } from '../../language'
import type { PaymentProvider } from '../payments'
import { settleLatePaymentReturn } from './latePayments'
import { emitWebhook } from '../webhooks'
import { giveQuotaBack, moveOrder, stateLabel, writeFootprint, type OrderRow } from './lifecycle'

interface Assessment {
  refusal: { key: string; params?: MessageParams } | null
  refundableUntil: Date | null
  feeFen: number
  amountFen: number
}

/**
 * The organiser's rules for one order, now: every type refundable and before its deadline, every ticket unused and
 * still in the buyer's wallet, and the fee (each line's refundFeePercent of what was paid for it).
 */
async function assess(tx: Db, order: OrderRow, now: number, language: Language): Promise<Assessment> {
  const lines = await tx
    .select({ quantity: orderItems.quantity, unitPriceFen: orderItems.unitPriceFen, type: ticketTypes })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(eq(orderItems.orderId, order.id))
  let refundableUntil: Date | null = null
  let refusal: Assessment['refusal'] = null
  let weightedFee = 0
  for (const line of lines) {
    const name = language === 'en' ? line.type.nameEn : line.type.nameCn
    const until = line.type.refundableUntil
    if (!until) refusal ??= { key: 'error.refund.notRefundable', params: { name } }
    else {
      if (!refundableUntil || until < refundableUntil) refundableUntil = until
      if (now > until.getTime()) refusal ??= { key: 'error.refund.deadlinePassed', params: { name } }
    }
    weightedFee += line.quantity * line.unitPriceFen * line.type.refundFeePercent
  }
  // The fee is a share of what was paid: a discounted order pays a discounted fee.
  const feeFen = order.totalFen === 0 ? 0 : Math.round((weightedFee / 100) * (order.payableFen / order.totalFen))
  if (order.kind === 'reissue') {
    refusal = { key: 'error.refund.reissueFee' }
  } else if (order.state !== 'paid' && order.state !== 'ticketIssued') {
    refusal = { key: 'error.order.illegalTransition', params: { state: stateLabel(order.state, language) } }
  } else if (!refusal) {
    const [moved] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.orderId, order.id), sql`(${tickets.state} <> 'valid' OR ${tickets.ownerUserId} <> ${order.userId} OR ${tickets.entriesUsed} > 0)`))
    if (moved.count > 0) refusal = { key: 'error.refund.ticketsMoved' }
  }
  return { refusal, refundableUntil, feeFen, amountFen: Math.max(0, order.payableFen - feeFen) }
}

export async function refundQuote(ctx: AppContext, order: OrderRow, language: Language): Promise<RefundQuote> {
  const assessment = await assess(ctx.db, order, ctx.clock.now(), language)
  return {
    refundable: assessment.refusal === null,
    reason: assessment.refusal ? messageFor(assessment.refusal.key, language, assessment.refusal.params) : null,
    refundableUntil: assessment.refundableUntil?.toISOString() ?? null,
    feeFen: assessment.feeFen,
    amountFen: assessment.amountFen,
  }
}

/**
 * What features built on orders do when an order's refund is confirmed, in the same transaction (the invoices feature
 * voids the order's invoice). Handed in by app.ts, so orders knows no feature that depends on it.
 */
export type OrderRefunded = (tx: Db, order: OrderRow, at: number) => Promise<void>

/**
 * A refund confirmed (or refused) by the provider: the order leaves refunding, its tickets follow it, and a
 * confirmed refund gives the tickets back to the quota.
 */
export async function settleRefund(tx: Db, refundId: string, result: 'succeeded' | 'rejected', now: number, onRefunded?: OrderRefunded): Promise<boolean> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update').limit(1)
  if (!refund || refund.state !== 'requested') return false
  if (refund.kind === 'latePayment') {
    await settleLatePaymentReturn(tx, refund, result, now)
    return true
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update').limit(1)
  const language = order.language as Language
  await tx.update(refunds).set({ state: result, settledAt: new Date(now) }).where(eq(refunds.id, refund.id))
  if (result === 'succeeded') {
    await moveOrder(tx, order, ['refundConfirmed'], language, { closedAt: new Date(now) })
    await tx.update(tickets).set({ state: 'refunded', updatedAt: new Date() }).where(and(eq(tickets.orderId, order.id), eq(tickets.state, 'refunding')))
    await giveQuotaBack(tx, order.id)
    await writeFootprint(tx, order, 'refunded', now, { amountFen: refund.amountFen })
    await emitWebhook(tx, {
      tenantId: order.tenantId,
      exhibitionId: order.exhibitionId,
      type: 'order.refunded',
      data: { orderId: order.id, orderNo: order.orderNo, userId: order.userId, state: 'refunded', refundId: refund.id, amountFen: refund.amountFen },
      at: new Date(now),
    })
    await onRefunded?.(tx, order, now)
  } else {
    await moveOrder(tx, order, ['refundRejected'], language, { refundedFrom: null })
    await tx.update(tickets).set({ state: 'valid', updatedAt: new Date() }).where(and(eq(tickets.orderId, order.id), eq(tickets.state, 'refunding')))
  }
  return true
}

/**
 * The buyer asks for a refund: order → refunding and its tickets → refunding (they no longer let anyone in) in one
 * transaction, then the provider is asked to pay back; its signed refund callback finishes the job. An order that
 * cost nothing is refunded at once.
 */
export async function requestRefund(ctx: AppContext, provider: PaymentProvider, order: OrderRow, reason: string, language: Language, onRefunded?: OrderRefunded): Promise<void> {
  const now = ctx.clock.now()
  const pending = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update').limit(1)
    const assessment = await assess(tx, current, now, language)
    if (assessment.refusal) throw new AppError(409, assessment.refusal.key, assessment.refusal.params)
    await moveOrder(tx, current, ['requestRefund'], language, { refundedFrom: current.state })
    const ticketCount = await tx
      .update(tickets)
      .set({ state: 'refunding', updatedAt: new Date() })
      .where(and(eq(tickets.orderId, current.id), eq(tickets.state, 'valid'), eq(tickets.ownerUserId, current.userId)))
      .returning({ id: tickets.id })
    const [all] = await tx.select({ count: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.orderId, current.id))
    // A gift or transfer committed between the assessment and this update: refuse rather than refund a ticket
    // someone else holds.
    if (ticketCount.length !== all.count) throw new AppError(409, 'error.refund.ticketsMoved')
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, current.id), eq(payments.state, 'succeeded')))
      .orderBy(desc(payments.succeededAt))
      .limit(1)
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId: current.id, paymentId: payment?.id ?? null, reason, feeFen: assessment.feeFen, amountFen: assessment.amountFen, requestedAt: new Date(now) })
      .returning()
    await writeFootprint(tx, current, 'refundRequested', now, { amountFen: assessment.amountFen, feeFen: assessment.feeFen })
    if (!payment) {
      await settleRefund(tx, refund.id, 'succeeded', now, onRefunded)
      return null
    }
    return { refund, payment }
  })
  if (!pending) return
  try {
    const { providerRef } = await provider.refund({
      refundId: pending.refund.id,
      paymentId: pending.payment.id,
      providerRef: pending.payment.providerRef,
      paidFen: pending.payment.amountFen,
      amountFen: pending.refund.amountFen,
    })
    if (providerRef) await ctx.db.update(refunds).set({ providerRef }).where(eq(refunds.id, pending.refund.id))
  } catch {
    // The provider would not take the refund: the order goes back to where it was, its tickets with it.
    await ctx.db.transaction((tx) => settleRefund(tx, pending.refund.id, 'rejected', ctx.clock.now()))
    throw new AppError(502, 'error.payment.unavailable')
  }
}
