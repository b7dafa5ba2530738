import { and, eq, inArray, sql } from 'drizzle-orm'
import type { OrderItemView, OrderView, TicketHolder } from '@fairpass/core/contract'
import type { OrderState } from '@fairpass/core/orders'
import { type Db } from '../../db'
import { jsonColumn } from '../../db/columns'
import { prepareStatement, runPrepared, tableRow, selectColumns } from '../../db/prepared'
import { orderItems, orders } from './tables'
import type { Placed } from './place'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { AuthenticatedUser } from '../auth'
import type { OrderRow } from './lifecycle'

/** The buyer's own order of the exhibition; anybody else's is "not found", never "forbidden" (no id probing). */
export async function findOwnOrder(db: Db, user: AuthenticatedUser, exhibitionId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id), eq(orders.tenantId, user.tenantId), eq(orders.exhibitionId, exhibitionId)))
    .limit(1)
  if (!order) throw new AppError(404, 'error.notFound')
  return order
}

/** The kinds the pages tell apart (where a paid order leads back to); any other order is a ticket order to them. */
const VIEW_KINDS: ReadonlySet<string> = new Set<OrderView['kind']>(['reissue', 'exhibitorService', 'customerMembership'])

function viewKindOf(kind: string | null): OrderView['kind'] {
  return kind && VIEW_KINDS.has(kind) ? (kind as OrderView['kind']) : 'tickets'
}

/** The fields of an order that are the row's own, as the pages read them. */
function orderHead(order: OrderRow) {
  return {
    id: order.id,
    orderNo: order.orderNo,
    exhibitionId: order.exhibitionId,
    kind: viewKindOf(order.kind),
    state: order.state as OrderState,
    totalFen: order.totalFen,
    discountFen: order.discountFen,
    payableFen: order.payableFen,
    discountCode: order.discountCode,
    currency: 'RMB' as const,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  }
}

function itemView(item: typeof orderItems.$inferSelect, names: { nameCn: string; nameEn: string }, language: Language): OrderItemView {
  return {
    id: item.id,
    ticketTypeId: item.ticketTypeId,
    ticketTypeName: language === 'en' ? names.nameEn : names.nameCn,
    day: item.day,
    quantity: item.quantity,
    unitPriceFen: item.unitPriceFen,
    holders: item.holders as unknown as TicketHolder[],
  }
}

interface ViewParts {
  items: Array<typeof orderItems.$inferSelect & { nameCn: string; nameEn: string }>
  refunds: Array<{ kind: string; reason: string; feeFen: number; amountFen: number; state: string; requestedAt: string }>
  ticketIds: string[]
}

/**
 * An order's lines, refunds and tickets as columns of the order's own row (correlated subqueries), so an order is
 * read with everything the page shows in one round trip (the page reads its order again on return from the cashier:
 * the order hot path, issue 13). The outer row is named in full: drizzle writes a one-table select's own columns
 * unqualified, and a bare "id" inside a subquery would be the subquery's.
 */
const viewColumns = {
  items: sql<ViewParts['items'] | string>`(SELECT coalesce(json_agg(json_build_object(
      'id', oi.id, 'orderId', oi.order_id, 'ticketTypeId', oi.ticket_type_id, 'day', oi.day, 'quantity', oi.quantity,
      'unitPriceFen', oi.unit_price_fen, 'holders', oi.holders, 'nameCn', tt.name_cn, 'nameEn', tt.name_en)), '[]'::json)
    FROM order_items oi JOIN ticket_types tt ON tt.id = oi.ticket_type_id WHERE oi.order_id = "orders"."id")`,
  refunds: sql<ViewParts['refunds'] | string>`(SELECT coalesce(json_agg(json_build_object(
      'kind', r.kind, 'reason', r.reason, 'feeFen', r.fee_fen, 'amountFen', r.amount_fen, 'state', r.state,
      'requestedAt', r.requested_at) ORDER BY r.requested_at DESC), '[]'::json)
    FROM refunds r WHERE r.order_id = "orders"."id")`,
  ticketIds: sql<ViewParts['ticketIds'] | string>`(SELECT coalesce(json_agg(t.id ORDER BY t.created_at, t.id), '[]'::json)
    FROM tickets t WHERE t.order_id = "orders"."id")`,
}

function viewOf(order: OrderRow, parts: { [K in keyof ViewParts]: ViewParts[K] | string }, language: Language): OrderView {
  const refund = jsonColumn(parts.refunds)[0]
  return {
    ...orderHead(order),
    items: jsonColumn(parts.items).map(({ nameCn, nameEn, ...item }) => itemView(item, { nameCn, nameEn }, language)),
    refund: refund
      ? {
          kind: refund.kind as 'order' | 'latePayment',
          reason: refund.reason,
          feeFen: refund.feeFen,
          amountFen: refund.amountFen,
          state: refund.state as 'requested' | 'succeeded' | 'rejected',
          requestedAt: new Date(refund.requestedAt).toISOString(),
        }
      : null,
    ticketIds: jsonColumn(parts.ticketIds),
  }
}

/** Orders as the pages show them, in the order given: one query whatever their number. */
export async function orderViews(db: Db, rows: OrderRow[], language: Language): Promise<OrderView[]> {
  if (rows.length === 0) return []
  const parts = await db.select({ id: orders.id, ...viewColumns }).from(orders).where(inArray(orders.id, rows.map((row) => row.id)))
  const byId = new Map(parts.map((part) => [part.id, part]))
  return rows.map((order) => viewOf(order, byId.get(order.id)!, language))
}

/** The buyer's own order (as findOwnOrder) with its page view, in one query. */
export async function findOwnOrderView(db: Db, user: AuthenticatedUser, exhibitionId: string, orderId: string, language: Language): Promise<{ order: OrderRow; view: OrderView }> {
  const [row] = await runPrepared<Record<string, unknown> & { [K in keyof ViewParts]: ViewParts[K] | string }>(db, ownOrderViewStatement, {
    orderId,
    userId: user.id,
    tenantId: user.tenantId,
    exhibitionId,
  })
  if (!row) throw new AppError(404, 'error.notFound')
  const order = tableRow(orders, row)
  return { order, view: viewOf(order, row, language) }
}

/** findOwnOrderView's query, prepared: the page reads its order on every return from the cashier. */
const ownOrderViewStatement = prepareStatement(
  'orders_own_order_view',
  sql`SELECT ${sql.raw(selectColumns(orders, 'orders'))}, ${viewColumns.items} AS "items", ${viewColumns.refunds} AS "refunds", ${viewColumns.ticketIds} AS "ticketIds"
    FROM orders
    WHERE orders.id = ${sql.placeholder('orderId')}::uuid AND orders.user_id = ${sql.placeholder('userId')}::uuid
      AND orders.tenant_id = ${sql.placeholder('tenantId')} AND orders.exhibition_id = ${sql.placeholder('exhibitionId')}
    LIMIT 1`,
)

export async function orderView(db: Db, order: OrderRow, language: Language): Promise<OrderView> {
  return (await orderViews(db, [order], language))[0]
}

/** A just-placed unpaid order from what placing it already holds: no refund, no tickets yet, no query. */
export function placedOrderView(order: OrderRow, fresh: NonNullable<Placed['fresh']>, language: Language): OrderView {
  return {
    ...orderHead(order),
    items: fresh.items.map((item) => itemView(item, fresh.types.get(item.ticketTypeId)!, language)),
    paidAt: null,
    refund: null,
    ticketIds: [],
  }
}
