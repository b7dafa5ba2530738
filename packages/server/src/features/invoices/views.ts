import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { InvoiceKind, InvoiceState, InvoiceView } from '@fairpass/core/contract'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { translate } from '../../messages'
import type { AuthenticatedUser } from '../auth'
import { orders } from '../orders'
import { invoices, type InvoiceRow } from './tables'

/** An invoice as the lists read it: every column but the PDF's bytes, and whether there are any. */
export type InvoiceSummary = Omit<InvoiceRow, 'pdf'> & { hasPdf: boolean; orderNo: string }

const { pdf: _pdf, ...summaryColumns } = getTableColumns(invoices)
export const SUMMARY = { ...summaryColumns, hasPdf: sql<boolean>`${invoices.pdf} IS NOT NULL`, orderNo: orders.orderNo }

/** Newest first; one visitor's invoices of one exhibition are few, this bounds a pathological list. */
const INVOICE_LIST_MAX = 200

export function invoiceView(row: InvoiceSummary, language: Language): InvoiceView {
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    orderId: row.orderId,
    orderNo: row.orderNo,
    kind: row.kind as InvoiceKind,
    state: row.state as InvoiceState,
    language: row.language as 'cn' | 'en',
    buyer: row.buyer,
    lines: row.lines,
    amountFen: row.amountFen,
    netFen: row.netFen,
    taxFen: row.taxFen,
    currency: 'RMB',
    invoiceNo: row.invoiceNo,
    appliedAt: row.appliedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    failedReason: row.state === 'failed' && row.failedReason ? translate(row.failedReason, language, row.failedParams ?? undefined) : null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason ? translate(row.voidReason, language) : null,
    reversal: row.reversalNo && row.reversedAt ? { invoiceNo: row.reversalNo, amountFen: -row.amountFen, at: row.reversedAt.toISOString() } : null,
    downloadable: row.hasPdf,
  }
}

function ownedBy(user: AuthenticatedUser, exhibitionId: string) {
  return and(eq(invoices.tenantId, user.tenantId), eq(invoices.exhibitionId, exhibitionId), eq(invoices.userId, user.id))
}

export async function listOwnInvoices(db: Db, user: AuthenticatedUser, exhibitionId: string): Promise<InvoiceSummary[]> {
  return db
    .select(SUMMARY)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(ownedBy(user, exhibitionId))
    .orderBy(desc(invoices.appliedAt), desc(invoices.id))
    .limit(INVOICE_LIST_MAX)
}

/** The caller's invoice; anybody else's is "not found", never "forbidden" (no id probing). */
export async function findOwnInvoice(db: Db, user: AuthenticatedUser, exhibitionId: string, id: string): Promise<InvoiceSummary> {
  const [row] = await db
    .select(SUMMARY)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), ownedBy(user, exhibitionId)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceSummary | undefined> {
  const [row] = await db.select(SUMMARY).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.id, id)).limit(1)
  return row
}

/** The order's invoice that is not voided, if any. */
export async function liveInvoiceOf(db: Db, orderId: string): Promise<InvoiceSummary | undefined> {
  const [row] = await db
    .select(SUMMARY)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), sql`${invoices.state} <> 'voided'`))
    .limit(1)
  return row
}
