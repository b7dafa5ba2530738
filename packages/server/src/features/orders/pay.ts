import { and, desc, eq } from 'drizzle-orm'
import type { PaymentStart } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { orders, payments } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { PaymentProvider } from '../payments/provider'
import { expireOverdue, illegalTransition, type OrderRow } from './lifecycle'

/** Where the buyer comes back after paying when the page names nothing else (spec /payTransition). */
export function defaultReturnUrl(orderId: string): string {
  return `/#/payTransition?orderId=${orderId}`
}

/**
 * Only our own site: a path ("/…", not "//host") or an absolute URL on one of our origins. Anything else would make
 * the cashier an open redirect.
 */
export function safeReturnUrl(value: string | undefined, orderId: string, ownOrigins: string[]): string {
  if (!value) return defaultReturnUrl(orderId)
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
  if (await expireOverdue(ctx, { orderId: order.id })) throw new AppError(409, 'error.order.expired')
  const [current] = await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1)
  if (current.state !== 'pendingPayment') throw illegalTransition(current.state, language)
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, provider.name), eq(payments.state, 'created'), eq(payments.amountFen, current.payableFen)))
    .orderBy(desc(payments.createdAt))
    .limit(1)
  const payment =
    open && open.returnUrl === returnUrl
      ? open
      : (await ctx.db.insert(payments).values({ orderId: order.id, provider: provider.name, amountFen: current.payableFen, returnUrl, createdAt: new Date(ctx.clock.now()) }).returning())[0]
  const started = await provider.createPayment({
    paymentId: payment.id,
    orderId: current.id,
    orderNo: current.orderNo,
    amountFen: current.payableFen,
    description: current.orderNo,
    returnUrl,
    language,
  })
  if (started.providerRef && started.providerRef !== payment.providerRef) {
    await ctx.db.update(payments).set({ providerRef: started.providerRef, updatedAt: new Date() }).where(eq(payments.id, payment.id))
  }
  return { paymentId: payment.id, provider: provider.name, cashierUrl: started.cashierUrl }
}
