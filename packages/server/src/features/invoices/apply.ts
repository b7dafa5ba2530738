import { and, eq, sql } from 'drizzle-orm'
import type { InvoiceBuyer, InvoiceEligibility, InvoiceKind } from '@fairpass/core/contract'
import { specialInvoiceProblems, type InvoiceApplyRequest, type ReceiptApplyRequest } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { translate } from '../../messages'
import type { AuthenticatedUser } from '../auth'
import { orderItems, orders, ticketTypes, type OrderRow } from '../orders'
import { buyerOf, findOwnHeader, headerColumns, saveHeader } from './headers'
import { invoiceLines, invoiceRefusal, REFUSAL_MESSAGES, totalsOf, type GrossLine } from './rules'
import { invoiceSellers, invoices, type InvoiceRow } from './tables'
import { invoiceView, liveInvoiceOf } from './views'

/*
 * Applying for an invoice (/invoice/apply/{orderId}) or an English receipt (/invoiceEn). The order is read with a
 * share lock, so a refund completing at the same moment (which locks it for update) either comes first, and the
 * application is refused, or after, and voids the invoice just written. The partial unique index on live invoices
 * per order is the guard of record against two applications at once.
 */

/** VAT of exhibition services (6 %), used until the organiser's seller row says otherwise; issuing uses the seller's rate. */
export const DEFAULT_TAX_RATE_PERMILLE = 60

/** The caller's order of the exhibition; anybody else's is "not found", as for every order call. */
export async function findOwnOrderRow(db: Db, user: AuthenticatedUser, exhibitionId: string, orderId: string, lock?: 'share'): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id), eq(orders.tenantId, user.tenantId), eq(orders.exhibitionId, exhibitionId)))
    .limit(1)
  const [order] = lock ? await query.for('share') : await query
  if (!order) throw new AppError(404, 'error.notFound')
  return order
}

/** The order's lines as printed: ticket types by name in the document's language; a reissue order is its fee. */
async function grossLines(db: Db, order: OrderRow, language: Language): Promise<GrossLine[]> {
  if (order.kind === 'reissue') return [{ name: language === 'en' ? 'New QR code fee (ticket reported lost)' : '门票挂失补办费', quantity: 1, unitPriceFen: order.totalFen }]
  const rows = await db
    .select({ quantity: orderItems.quantity, unitPriceFen: orderItems.unitPriceFen, day: orderItems.day, nameCn: ticketTypes.nameCn, nameEn: ticketTypes.nameEn })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id)
  return rows.map((row) => ({ name: `${language === 'en' ? row.nameEn : row.nameCn}${row.day ? ` (${row.day})` : ''}`, quantity: row.quantity, unitPriceFen: row.unitPriceFen }))
}

async function taxRateOf(db: Db, tenantId: string): Promise<number> {
  const [seller] = await db.select({ rate: invoiceSellers.taxRatePermille }).from(invoiceSellers).where(eq(invoiceSellers.tenantId, tenantId)).limit(1)
  return seller?.rate ?? DEFAULT_TAX_RATE_PERMILLE
}

function refused(code: NonNullable<ReturnType<typeof invoiceRefusal>>): AppError {
  return new AppError(409, REFUSAL_MESSAGES[code], undefined, { refusal: code })
}

function isLiveInvoiceConflict(error: unknown): boolean {
  for (let cause = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' && (cause.constraint === 'invoices_one_live_per_order' || cause.message?.includes('invoices_one_live_per_order'))) return true
  }
  return false
}

/** GET invoice/eligibility: may the order be invoiced now, and its live invoice. */
export async function eligibility(db: Db, user: AuthenticatedUser, exhibitionId: string, orderId: string, language: Language): Promise<InvoiceEligibility> {
  const order = await findOwnOrderRow(db, user, exhibitionId, orderId)
  const live = (await liveInvoiceOf(db, order.id)) ?? null
  const code = invoiceRefusal(order, live)
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    amountFen: order.payableFen,
    currency: order.currency,
    refusal: code ? { code, message: translate(REFUSAL_MESSAGES[code], language) } : null,
    invoice: live ? invoiceView(live, language) : null,
  }
}

interface Application {
  kind: InvoiceKind
  language: Language
  /** The buyer printed, or how to find it inside the transaction (a saved header, or one typed and maybe saved). */
  buyer: (tx: Db) => Promise<InvoiceBuyer>
}

async function writeApplication(db: Db, user: AuthenticatedUser, exhibitionId: string, orderId: string, application: Application, now: number): Promise<InvoiceRow> {
  try {
    return await db.transaction(async (tx) => {
      const order = await findOwnOrderRow(tx, user, exhibitionId, orderId, 'share')
      const [live] = await tx
        .select({ state: invoices.state })
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), sql`${invoices.state} <> 'voided'`))
        .limit(1)
      const code = invoiceRefusal(order, live ?? null)
      if (code) throw refused(code)
      const buyer = await application.buyer(tx)
      const lines = invoiceLines(await grossLines(tx, order, application.language), order.payableFen, await taxRateOf(tx, order.tenantId))
      const totals = totalsOf(lines)
      const [row] = await tx
        .insert(invoices)
        .values({
          tenantId: order.tenantId,
          exhibitionId: order.exhibitionId,
          orderId: order.id,
          userId: user.id,
          kind: application.kind,
          state: 'applied',
          language: application.language,
          buyer,
          lines,
          ...totals,
          appliedAt: new Date(now),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
      return row
    })
  } catch (error) {
    // Two applications for one order at once: the second meets the first's row in the unique index.
    if (isLiveInvoiceConflict(error)) throw refused('alreadyInvoiced')
    throw error
  }
}

/** POST invoice/apply: a general or special VAT invoice, with a saved header or one typed (and maybe saved). */
export async function applyInvoice(db: Db, user: AuthenticatedUser, exhibitionId: string, input: InvoiceApplyRequest, language: Language, now: number): Promise<InvoiceRow> {
  return writeApplication(
    db,
    user,
    exhibitionId,
    input.orderId,
    {
      kind: input.kind,
      language,
      buyer: async (tx) => {
        if (input.headerId !== undefined) {
          const buyer = buyerOf(await findOwnHeader(tx, user, input.headerId))
          const missing = input.kind === 'special' ? specialInvoiceProblems(buyer) : []
          if (missing.length > 0) throw new AppError(409, 'error.invoice.specialHeaderIncomplete', undefined, { missing: missing.map((problem) => problem.path) })
          return buyer
        }
        // The schema made sure exactly one of headerId and header is there.
        const header = input.header!
        if (input.saveHeader) await saveHeader(tx, user, { header }, now)
        return buyerOf(headerColumns(header))
      },
    },
    now,
  )
}

/** POST invoice/applyEn: the English receipt (no tax number; the company and address as typed in English). */
export async function applyReceipt(db: Db, user: AuthenticatedUser, exhibitionId: string, input: ReceiptApplyRequest, now: number): Promise<InvoiceRow> {
  const company = input.company?.trim() || null
  const buyer: InvoiceBuyer = {
    type: company ? 'company' : 'personal',
    title: company ?? input.name.trim(),
    name: company ? input.name.trim() : null,
    taxId: null,
    bankName: null,
    bankAccount: null,
    address: input.address.trim(),
    phone: null,
    email: input.email.trim(),
  }
  return writeApplication(db, user, exhibitionId, input.orderId, { kind: 'receipt', language: 'en', buyer: async () => buyer }, now)
}
