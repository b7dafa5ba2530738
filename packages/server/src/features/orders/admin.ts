import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AdminOrderList } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { users } from '../auth'
import { orders, payments, refunds, ticketQuotas, ticketTypes } from './tables'
import type { Exhibition } from '../../tenancy'

/** The organiser's view of an exhibition's sales: stock per type, the newest orders, and payments to refund. */
export async function listOrdersForAdmin(ctx: AppContext, exhibition: Exhibition, state: string | undefined, limit: number): Promise<AdminOrderList> {
  const where = and(eq(orders.tenantId, exhibition.tenantId), eq(orders.exhibitionId, exhibition.id), state ? eq(orders.state, state) : undefined)
  const [quotas, rows, late] = await Promise.all([
    ctx.db
      .select({ ticketTypeId: ticketTypes.id, name: ticketTypes.nameEn, priceFen: ticketTypes.priceFen, total: ticketQuotas.total, sold: ticketQuotas.sold })
      .from(ticketTypes)
      .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, ticketTypes.id))
      .where(and(eq(ticketTypes.tenantId, exhibition.tenantId), eq(ticketTypes.exhibitionId, exhibition.id)))
      .orderBy(ticketTypes.sort),
    ctx.db
      .select({ orderNo: orders.orderNo, state: orders.state, account: users.account, payableFen: orders.payableFen, createdAt: orders.createdAt, paidAt: orders.paidAt })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(limit),
    ctx.db
      .select({
        paymentId: payments.id,
        orderNo: orders.orderNo,
        amountFen: payments.amountFen,
        provider: payments.provider,
        providerRef: payments.providerRef,
        refundState: refunds.state,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), eq(refunds.kind, 'latePayment')))
      .where(and(eq(orders.tenantId, exhibition.tenantId), eq(orders.exhibitionId, exhibition.id), inArray(payments.state, ['lateSucceeded', 'lateRefunded'])))
      .orderBy(sql`${payments.succeededAt} desc`),
  ])
  return {
    quotas,
    orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null })),
    latePayments: late.map(({ refundState, ...row }) => ({
      ...row,
      returned: refundState === 'succeeded' ? ('returned' as const) : refundState === 'rejected' ? ('refused' as const) : ('returning' as const),
    })),
  }
}
