import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { translate } from '../../messages'
import type { OrderRefunded } from '../orders'
import { nextInvoiceNumber } from './issuing'
import { formatInvoiceNo, invoiceTransition, type InvoiceEvent } from './rules'
import { invoiceSellers, invoices, type InvoiceRow } from './tables'

/*
 * Voiding, retrying and reissuing: every move goes through `invoiceTransition` and a row locked for update, so a
 * refund voiding an invoice while the job issues it waits for the issue to commit and then reverses the issued
 * invoice. An issued invoice is never just marked void: the tax rules want a red-letter invoice (红字发票) of the
 * negative amount, which takes its own number from the tenant's counter in the same transaction.
 */

function illegal(state: string, language: Language): AppError {
  return new AppError(409, 'error.invoice.illegalTransition', { state: translate(`invoice.state.${state}`, language) })
}

async function lockInvoice(tx: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1)
  return row
}

/** Voids a locked invoice; an issued one gets its red-letter reversal. */
async function voidLocked(tx: Db, invoice: InvoiceRow, reasonKey: string, now: Date, language: Language): Promise<void> {
  const next = invoiceTransition(invoice.state, 'void')
  if (!next) throw illegal(invoice.state, language)
  let reversalNo: string | null = null
  if (invoice.state === 'issued') {
    const [seller] = await tx.select({ prefix: invoiceSellers.numberPrefix }).from(invoiceSellers).where(eq(invoiceSellers.tenantId, invoice.tenantId)).limit(1)
    reversalNo = formatInvoiceNo(seller?.prefix ?? '', await nextInvoiceNumber(tx, invoice.tenantId))
  }
  await tx
    .update(invoices)
    .set({ state: next, voidReason: reasonKey, voidedAt: now, reversalNo, reversedAt: reversalNo ? now : null, updatedAt: now })
    .where(eq(invoices.id, invoice.id))
}

/** The order was refunded: its invoice is voided in the refund's transaction (orders calls this through app.ts). */
export const voidOnRefund: OrderRefunded = async (tx, order, at) => {
  const [live] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), sql`${invoices.state} <> 'voided'`))
    .limit(1)
  if (!live) return
  const invoice = await lockInvoice(tx, live.id)
  // Voided meanwhile by the organiser: nothing more to do.
  if (!invoice || invoice.state === 'voided') return
  await voidLocked(tx, invoice, 'error.invoice.voidRefunded', new Date(at), order.language as Language)
}

/** A failed invoice goes back to applied (the visitor's retry, the organiser's reissue); the job issues it again. */
export async function moveInvoice(db: Db, id: string, event: Extract<InvoiceEvent, 'retry'>, now: number, language: Language): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id)
    if (!invoice) throw new AppError(404, 'error.notFound')
    const next = invoiceTransition(invoice.state, event)
    if (!next) throw illegal(invoice.state, language)
    await tx.update(invoices).set({ state: next, failedReason: null, failedParams: null, updatedAt: new Date(now) }).where(eq(invoices.id, id))
  })
}

/** The organiser voids an invoice (and its reversal is recorded when it was issued). */
export async function voidInvoice(db: Db, id: string, now: number, language: Language): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id)
    if (!invoice) throw new AppError(404, 'error.notFound')
    await voidLocked(tx, invoice, 'error.invoice.voidOrganiser', new Date(now), language)
  })
}

/**
 * The organiser reissues an invoice: a failed one is tried again; an issued one is voided with its reversal and a
 * new application with the same header and lines takes its place (the job issues it under a new number).
 * Answers the id of the invoice that will be issued.
 */
export async function reissueInvoice(db: Db, id: string, now: number, language: Language): Promise<string> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id)
    if (!invoice) throw new AppError(404, 'error.notFound')
    if (invoice.state === 'failed') {
      await tx.update(invoices).set({ state: invoiceTransition('failed', 'retry')!, failedReason: null, failedParams: null, updatedAt: new Date(now) }).where(eq(invoices.id, id))
      return id
    }
    if (invoice.state !== 'issued') throw illegal(invoice.state, language)
    await voidLocked(tx, invoice, 'error.invoice.voidOrganiser', new Date(now), language)
    const [fresh] = await tx
      .insert(invoices)
      .values({
        tenantId: invoice.tenantId,
        exhibitionId: invoice.exhibitionId,
        orderId: invoice.orderId,
        userId: invoice.userId,
        kind: invoice.kind,
        state: 'applied',
        language: invoice.language,
        buyer: invoice.buyer,
        lines: invoice.lines,
        amountFen: invoice.amountFen,
        netFen: invoice.netFen,
        taxFen: invoice.taxFen,
        appliedAt: new Date(now),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning({ id: invoices.id })
    return fresh.id
  })
}
