import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { OrderItemView, OrderView, TicketHolder } from '@fairpass/core/contract'
import type { OrderState } from '@fairpass/core/orders'
import { type Db } from '../../db'
import { orderItems, orders, refunds, tickets, ticketTypes } from './tables'
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

/** The fields of an order that are the row's own, as the pages read them. */
function orderHead(order: OrderRow) {
  return {
    id: order.id,
    orderNo: order.orderNo,
    exhibitionId: order.exhibitionId,
    kind: (order.kind === 'reissue' ? 'reissue' : 'tickets') as 'tickets' | 'reissue',
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

/** Orders as the pages show them: four queries whatever the number of orders. */
export async function orderViews(db: Db, rows: OrderRow[], language: Language): Promise<OrderView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [lines, refundRows, ticketRows] = await Promise.all([
    db
      .select({ item: orderItems, nameCn: ticketTypes.nameCn, nameEn: ticketTypes.nameEn })
      .from(orderItems)
      .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
      .where(inArray(orderItems.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(desc(refunds.requestedAt)),
    db.select({ id: tickets.id, orderId: tickets.orderId }).from(tickets).where(inArray(tickets.orderId, ids)).orderBy(asc(tickets.createdAt), asc(tickets.id)),
  ])
  return rows.map((order) => {
    const items = lines.filter((line) => line.item.orderId === order.id).map(({ item, ...names }) => itemView(item, names, language))
    const refund = refundRows.find((row) => row.orderId === order.id)
    return {
      ...orderHead(order),
      items,
      refund: refund
        ? {
            kind: refund.kind as 'order' | 'latePayment',
            reason: refund.reason,
            feeFen: refund.feeFen,
            amountFen: refund.amountFen,
            state: refund.state as 'requested' | 'succeeded' | 'rejected',
            requestedAt: refund.requestedAt.toISOString(),
          }
        : null,
      ticketIds: ticketRows.filter((row) => row.orderId === order.id).map((row) => row.id),
    }
  })
}

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
