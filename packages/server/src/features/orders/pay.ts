import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { PaymentStart } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { orders, payments } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { PaymentProvider } from '../payments/provider'
import { expireOverdue, illegalTransition, type OrderRow } from './lifecycle'

/**
 * Where the buyer comes back after paying when the page names nothing else (spec /payTransition). The link names the
 * exhibition and language itself: a payment app may bring the buyer back in a fresh browser without the tab's session.
 */
export function defaultReturnUrl(order: Pick<OrderRow, 'id' | 'tenantId' | 'exhibitionId'>, language: Language): string {
  const query = new URLSearchParams({ orderId: order.id, tenantId: order.tenantId, exhibitionId: order.exhibitionId, languageType: language })
  return `/#/payTransition?${query}`
}

/**
 * Only our own site: a path ("/…", not "//host") or an absolute URL on one of our origins. Anything else would make
 * the cashier an open redirect.
 */
export function safeReturnUrl(
  value: string | undefined,
  order: Pick<OrderRow, 'id' | 'tenantId' | 'exhibitionId'>,
  language: Language,
  ownOrigins: string[],
): string {
  if (!value) return defaultReturnUrl(order, language)
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value
  try {
    const url = new URL(value)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && ownOrigins.includes(url.origin)) return url.toString()
  } catch {
    // not a URL: refused below
  }
  throw new AppError(400, 'error.payment.returnUrl')
}

/**
 * Starts paying an unpaid order at the provider. An order past its payment time is expired here first, so a
 * late buyer is told so instead of paying for tickets already given back. A repeated tap reuses the open payment.
 */
export async function startPayment(ctx: AppContext, provider: PaymentProvider, order: OrderRow, returnUrl: string, language: Language): Promise<PaymentStart> {
  if (order.state === 'pendingPayment' && order.expiresAt.getTime() <= ctx.clock.now()) {
    if (await expireOverdue(ctx, { orderId: order.id })) throw new AppError(409, 'error.order.expired')
    ;[order] = await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1)
  }
  if (order.state !== 'pendingPayment') throw illegalTransition(order.state, language)
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, provider.name), eq(payments.state, 'created'), eq(payments.amountFen, order.payableFen)))
    .orderBy(desc(payments.createdAt))
    .limit(1)
  const reuse = open && open.returnUrl === returnUrl
  const paymentId = reuse ? open.id : randomUUID()
  const started = await provider.createPayment({
    paymentId,
    orderId: order.id,
    orderNo: order.orderNo,
    amountFen: order.payableFen,
    description: order.orderNo,
    returnUrl,
    language,
  })
  if (!reuse) {
    await ctx.db.insert(payments).values({
      id: paymentId,
      orderId: order.id,
      provider: provider.name,
      providerRef: started.providerRef,
      amountFen: order.payableFen,
      returnUrl,
      createdAt: new Date(ctx.clock.now()),
    })
  } else if (started.providerRef && started.providerRef !== open.providerRef) {
    await ctx.db.update(payments).set({ providerRef: started.providerRef, updatedAt: new Date() }).where(eq(payments.id, paymentId))
  }
  return { paymentId, provider: provider.name, cashierUrl: started.cashierUrl }
}
