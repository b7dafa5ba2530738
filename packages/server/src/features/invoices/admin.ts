import { and, desc, eq } from 'drizzle-orm'
import type { AdminInvoiceList } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Exhibition } from '../../tenancy'
import { users } from '../auth'
import { orders } from '../orders'
import { invoiceCounters, invoiceSellers, invoices } from './tables'
import { SUMMARY } from './views'

/** What `npm run admin -- invoices` shows: the invoices of an exhibition, newest first, and the tenant's numbering. */
export async function listInvoicesForAdmin(ctx: AppContext, exhibition: Exhibition, state: string | undefined, limit: number): Promise<AdminInvoiceList> {
  const rows = await ctx.db
    .select({ ...SUMMARY, account: users.account })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.tenantId, exhibition.tenantId), eq(invoices.exhibitionId, exhibition.id), state ? eq(invoices.state, state) : undefined))
    .orderBy(desc(invoices.appliedAt), desc(invoices.id))
    .limit(limit)
  const [seller] = await ctx.db.select({ tenantId: invoiceSellers.tenantId }).from(invoiceSellers).where(eq(invoiceSellers.tenantId, exhibition.tenantId)).limit(1)
  const [counter] = await ctx.db.select().from(invoiceCounters).where(eq(invoiceCounters.tenantId, exhibition.tenantId)).limit(1)
  return {
    sellerConfigured: Boolean(seller),
    lastNumber: counter?.lastNumber ?? 0,
    invoices: rows.map((row) => ({
      id: row.id,
      orderNo: row.orderNo,
      account: row.account,
      kind: row.kind,
      state: row.state,
      title: row.buyer.title,
      taxId: row.buyer.taxId,
      amountFen: row.amountFen,
      invoiceNo: row.invoiceNo,
      reversalNo: row.reversalNo,
      failedReason: row.failedReason,
      appliedAt: row.appliedAt.toISOString(),
      issuedAt: row.issuedAt?.toISOString() ?? null,
      voidedAt: row.voidedAt?.toISOString() ?? null,
    })),
  }
}
