import { randomUUID } from 'node:crypto'
import { eq, sql, type Placeholder } from 'drizzle-orm'
import type { PaymentStart } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { jsonColumn } from '../../db/columns'
import { prepareStatement, runPrepared, selectColumns, tableRow } from '../../db/prepared'
import type { AuthenticatedUser } from '../auth'
import { orders, payments } from './tables'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { checkReturnUrl, returnOriginCheck, type CashierPayment, type PaymentProvider } from '../payments'
import { publicOrigin } from '../../tenancy'
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
 * The address the cashier sends the buyer back to: the page's, when it is on an allowed origin (features/payments
 * origins.ts: ours, PAYMENT_RETURN_ORIGINS, the tenant's embedding origins; loopback pages in demo mode), else our
 * payTransition page.
 */
export async function returnUrlFor(
  ctx: AppContext,
  value: string | undefined,
  order: Pick<OrderRow, 'id' | 'tenantId' | 'exhibitionId'>,
  language: Language,
): Promise<string> {
  if (!value) return defaultReturnUrl(order, language)
  return checkReturnUrl(value, await returnOriginCheck(ctx, order.tenantId), publicOrigin(ctx), language)
}

/** The order's payment still open at this provider for its amount, which a repeated tap reuses. */
export type OpenPayment = Pick<typeof payments.$inferSelect, 'id' | 'returnUrl' | 'providerRef'>

/** The open payment as a column of the order's row (`openPayment` below reads it with the order in one query). */
function openPaymentColumn(providerName: string | Placeholder) {
  return sql<OpenPayment | string | null>`(SELECT json_build_object('id', p.id, 'returnUrl', p.return_url, 'providerRef', p.provider_ref)
    FROM payments p WHERE p.order_id = "orders"."id" AND p.provider = ${providerName} AND p.state = 'created' AND p.amount_fen = "orders"."payable_fen"
    ORDER BY p.created_at DESC LIMIT 1)`
}

/** The buyer's own order (anybody else's is not found) with its open payment at this provider: one query. */
export async function ownOrderToPay(ctx: Pick<AppContext, 'db'>, user: AuthenticatedUser, exhibitionId: string, orderId: string, providerName: string): Promise<{ order: OrderRow; open: OpenPayment | null }> {
  const [row] = await runPrepared<Record<string, unknown> & { open: OpenPayment | string | null }>(ctx.db, ownOrderToPayStatement, {
    orderId,
    userId: user.id,
    tenantId: user.tenantId,
    exhibitionId,
    provider: providerName,
  })
  if (!row) throw new AppError(404, 'error.notFound')
  return { order: tableRow(orders, row), open: row.open === null ? null : jsonColumn(row.open) }
}

/** ownOrderToPay's query, prepared (the order hot path: every payment starts with it). */
const ownOrderToPayStatement = prepareStatement(
  'orders_own_to_pay',
  sql`SELECT ${sql.raw(selectColumns(orders, 'orders'))}, ${openPaymentColumn(sql.placeholder('provider'))} AS "open"
    FROM orders
    WHERE orders.id = ${sql.placeholder('orderId')}::uuid AND orders.user_id = ${sql.placeholder('userId')}::uuid
      AND orders.tenant_id = ${sql.placeholder('tenantId')} AND orders.exhibition_id = ${sql.placeholder('exhibitionId')}
    LIMIT 1`,
)

/** A new payment of an order (the order hot path), prepared. */
const insertPaymentStatement = prepareStatement(
  'orders_insert_payment',
  sql`INSERT INTO payments (id, order_id, provider, provider_ref, amount_fen, return_url, created_at)
    VALUES (${sql.placeholder('id')}::uuid, ${sql.placeholder('orderId')}::uuid, ${sql.placeholder('provider')}, ${sql.placeholder('providerRef')},
      ${sql.placeholder('amountFen')}::int, ${sql.placeholder('returnUrl')}, ${sql.placeholder('createdAt')}::timestamptz)`,
)

async function openPayment(ctx: Pick<AppContext, 'db'>, orderId: string, providerName: string): Promise<OpenPayment | null> {
  const [row] = await ctx.db.select({ open: openPaymentColumn(providerName) }).from(orders).where(eq(orders.id, orderId)).limit(1)
  return row?.open ? jsonColumn(row.open) : null
}

/**
 * Starts paying an unpaid order at the provider. An order past its payment time is expired here first, so a
 * late buyer is told so instead of paying for tickets already given back. A repeated tap reuses the open payment
 * (`open`, when the caller read it with the order: ownOrderToPay; else it is read here).
 */
export async function startPayment(ctx: AppContext, provider: PaymentProvider, order: OrderRow, returnUrl: string, language: Language, open?: OpenPayment | null): Promise<PaymentStart> {
  if (order.state === 'pendingPayment' && order.expiresAt.getTime() <= ctx.clock.now()) {
    if (await expireOverdue(ctx, { orderId: order.id })) throw new AppError(409, 'error.order.expired')
    ;[order] = await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1)
    open = undefined
  }
  if (order.state !== 'pendingPayment') throw illegalTransition(order.state, language)
  if (open === undefined) open = await openPayment(ctx, order.id, provider.name)
  const reuse = open && open.returnUrl === returnUrl ? open : null
  const paymentId = reuse ? reuse.id : randomUUID()
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
    await runPrepared(ctx.db, insertPaymentStatement, {
      id: paymentId,
      orderId: order.id,
      provider: provider.name,
      providerRef: started.providerRef ?? null,
      amountFen: order.payableFen,
      returnUrl,
      createdAt: new Date(ctx.clock.now()).toISOString(),
    })
  } else if (started.providerRef && started.providerRef !== reuse.providerRef) {
    await ctx.db.update(payments).set({ providerRef: started.providerRef, updatedAt: new Date() }).where(eq(payments.id, paymentId))
  }
  // Absolute on our public origin: the element that asked may sit on another site's page.
  return { paymentId, provider: provider.name, cashierUrl: new URL(started.cashierUrl, publicOrigin(ctx)).toString() }
}

/** The payment side's cashier page reads a payment and its order number through this (see payments' PaidOrders). */
export async function cashierPayment(ctx: AppContext, paymentId: string): Promise<CashierPayment | undefined> {
  const [row] = await runPrepared<Record<string, unknown> & { orderNo: string }>(ctx.db, cashierPaymentStatement, { paymentId })
  return row && { payment: tableRow(payments, row), orderNo: row.orderNo }
}

/** The sandbox cashier's read (each "Pay" is one), prepared. */
const cashierPaymentStatement = prepareStatement(
  'orders_cashier_payment',
  sql`SELECT ${sql.raw(selectColumns(payments, 'p'))}, o.order_no AS "orderNo"
    FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${sql.placeholder('paymentId')}::uuid LIMIT 1`,
)
