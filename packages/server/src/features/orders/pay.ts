import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
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
import { findOwnOrder } from './views'

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

/** The open payment as a column of the order's row (`startPayment`'s read when it has the order in hand). */
function openPaymentColumn(providerName: string) {
  return sql<OpenPayment | string | null>`(SELECT json_build_object('id', p.id, 'returnUrl', p.return_url, 'providerRef', p.provider_ref)
    FROM payments p WHERE p.order_id = "orders"."id" AND p.provider = ${providerName} AND p.state = 'created' AND p.amount_fen = "orders"."payable_fen"
    ORDER BY p.created_at DESC LIMIT 1)`
}

/** A new payment of an order, prepared. */
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
 * The payment start of the order hot path in one statement (issue 13: it was the order's read, then the payment's
 * insert): the buyer's own order (anybody else's is not found), locked, so that a callback, a cancel or the sweep
 * moving it meanwhile is waited for and seen; and, only while it is unpaid and within its time, the payment a repeated
 * tap reuses (the newest open one at this provider for the order's amount, when it returns to the same address, as
 * `startPayment` decides) or else a new one, written before the provider hears of it. Answers the order's row and, when
 * it can be paid now, `payment` (`fresh`: written by this statement).
 *
 * Two taps at the very same moment may each write a payment (each statement reads the payments as they were when it
 * started, as the two statements before did): either can pay the order, and a second one paid is returned as a late
 * payment (settle.ts), so nothing is charged twice for good.
 */
const openOwnPaymentStatement = prepareStatement(
  'orders_open_own_payment',
  sql`WITH o AS (
      SELECT ${sql.raw(selectColumns(orders, 'orders'))} FROM orders
      WHERE orders.id = ${sql.placeholder('orderId')}::uuid AND orders.user_id = ${sql.placeholder('userId')}::uuid
        AND orders.tenant_id = ${sql.placeholder('tenantId')} AND orders.exhibition_id = ${sql.placeholder('exhibitionId')}
      FOR NO KEY UPDATE
    ), payable AS (
      SELECT o.id, o."payableFen" FROM o WHERE o.state = 'pendingPayment' AND o."expiresAt" > ${sql.placeholder('at')}::timestamptz
    ), reusable AS (
      SELECT newest.id, newest.provider_ref FROM (
        SELECT p.id, p.provider_ref, p.return_url FROM payments p JOIN payable ON p.order_id = payable.id
        WHERE p.provider = ${sql.placeholder('provider')} AND p.state = 'created' AND p.amount_fen = payable."payableFen"
        ORDER BY p.created_at DESC LIMIT 1
      ) newest WHERE newest.return_url = ${sql.placeholder('returnUrl')}
    ), fresh AS (
      INSERT INTO payments (id, order_id, provider, provider_ref, amount_fen, return_url, created_at)
      SELECT ${sql.placeholder('id')}::uuid, payable.id, ${sql.placeholder('provider')}, ${sql.placeholder('providerRef')}, payable."payableFen",
        ${sql.placeholder('returnUrl')}, ${sql.placeholder('at')}::timestamptz
      FROM payable WHERE NOT EXISTS (SELECT 1 FROM reusable)
      RETURNING id, provider_ref
    )
    SELECT o.*, COALESCE(
      (SELECT json_build_object('id', id, 'providerRef', provider_ref, 'fresh', true) FROM fresh),
      (SELECT json_build_object('id', id, 'providerRef', provider_ref, 'fresh', false) FROM reusable)
    ) AS "payment" FROM o`,
)

type OpenedPayment = { id: string; providerRef: string | null; fresh: boolean }

/**
 * The buyer's "pay" on their own order (the order hot path): one statement opens the payment (`openOwnPaymentStatement`),
 * then the provider is asked for its cashier. An order that cannot be paid now (past its time, paid, cancelled) is
 * `startPayment`'s to refuse, as before. The return address is checked before the order is read (it is the buyer's
 * own order, so the tenant's allowed origins and the default address are known from the caller); a refused one is
 * refused only after a missing order has answered 404, as before.
 */
export async function payOwnOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  user: AuthenticatedUser,
  exhibitionId: string,
  orderId: string,
  returnUrlAsked: string | undefined,
  language: Language,
): Promise<PaymentStart> {
  let returnUrl: string
  try {
    returnUrl = await returnUrlFor(ctx, returnUrlAsked, { id: orderId, tenantId: user.tenantId, exhibitionId }, language)
  } catch (error) {
    await findOwnOrder(ctx.db, user, exhibitionId, orderId)
    throw error
  }
  const id = randomUUID()
  const [row] = await runPrepared<Record<string, unknown> & { payment: OpenedPayment | string | null }>(ctx.db, openOwnPaymentStatement, {
    orderId,
    userId: user.id,
    tenantId: user.tenantId,
    exhibitionId,
    provider: provider.name,
    returnUrl,
    id,
    providerRef: provider.paymentRef?.(id) ?? null,
    at: new Date(ctx.clock.now()).toISOString(),
  })
  if (!row) throw new AppError(404, 'error.notFound')
  const order = tableRow(orders, row)
  if (row.payment === null) return startPayment(ctx, provider, order, returnUrl, language)
  return atProvider(ctx, provider, order, jsonColumn(row.payment), returnUrl, language)
}

/**
 * Starts paying an unpaid order at the provider (a wallet's reissue fee; the buyer's own "pay" when the order cannot be
 * paid at once). An order past its payment time is expired here first, so a late buyer is told so instead of paying
 * for tickets already given back. A repeated tap reuses the open payment.
 */
export async function startPayment(ctx: AppContext, provider: PaymentProvider, order: OrderRow, returnUrl: string, language: Language): Promise<PaymentStart> {
  if (order.state === 'pendingPayment' && order.expiresAt.getTime() <= ctx.clock.now()) {
    if (await expireOverdue(ctx, { orderId: order.id })) throw new AppError(409, 'error.order.expired')
    ;[order] = await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1)
  }
  if (order.state !== 'pendingPayment') throw illegalTransition(order.state, language)
  const open = await openPayment(ctx, order.id, provider.name)
  if (open && open.returnUrl === returnUrl) return atProvider(ctx, provider, order, { id: open.id, providerRef: open.providerRef, fresh: false }, returnUrl, language)
  const id = randomUUID()
  const providerRef = provider.paymentRef?.(id) ?? null
  await runPrepared(ctx.db, insertPaymentStatement, {
    id,
    orderId: order.id,
    provider: provider.name,
    providerRef,
    amountFen: order.payableFen,
    returnUrl,
    createdAt: new Date(ctx.clock.now()).toISOString(),
  })
  return atProvider(ctx, provider, order, { id, providerRef, fresh: true }, returnUrl, language)
}

/**
 * Asks the provider for the cashier of a payment already written (so any callback about it finds its row), and keeps
 * the provider's own id of it when the provider answers one we did not know (a real provider's prepay id: one more
 * statement; the sandbox's follows from our id, `paymentRef`, and was written with the payment). A provider that fails
 * leaves the payment open: the next tap to the same address reuses it, asking the provider again with the same id.
 */
async function atProvider(ctx: AppContext, provider: PaymentProvider, order: OrderRow, payment: OpenedPayment, returnUrl: string, language: Language): Promise<PaymentStart> {
  const started = await provider.createPayment({
    paymentId: payment.id,
    orderId: order.id,
    orderNo: order.orderNo,
    amountFen: order.payableFen,
    description: order.orderNo,
    returnUrl,
    language,
  })
  if (started.providerRef && started.providerRef !== payment.providerRef) {
    await ctx.db.update(payments).set({ providerRef: started.providerRef, updatedAt: new Date() }).where(eq(payments.id, payment.id))
  }
  // Absolute on our public origin: the element that asked may sit on another site's page.
  return { paymentId: payment.id, provider: provider.name, cashierUrl: new URL(started.cashierUrl, publicOrigin(ctx)).toString() }
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
