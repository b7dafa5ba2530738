import { and, desc, eq, sql } from 'drizzle-orm'
import type { InvoiceBuyer, InvoiceHeaderView } from '@fairpass/core/contract'
import { normaliseTaxId } from '@fairpass/core/invoice'
import { INVOICE_HEADERS_MAX, specialInvoiceProblems, type InvoiceHeaderInput } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { AuthenticatedUser } from '../auth'
import { invoiceHeaders, type InvoiceHeaderRow } from './tables'

/*
 * The visitor's saved invoice headers (/invoiceHeaderManage). A header belongs to the account (tenant and user), for
 * every exhibition of the tenant. Every change takes the account's advisory lock first, so the count limit and the
 * one default hold when two tabs save at once.
 */

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null)

/** The columns a header input is stored as: empty fields null, the tax number normalised; a personal header keeps only name and e-mail. */
export function headerColumns(header: InvoiceHeaderInput) {
  const company = header.type === 'company'
  return {
    type: header.type,
    title: header.title.trim(),
    taxId: company && header.taxId ? normaliseTaxId(header.taxId) : null,
    bankName: company ? blankToNull(header.bankName) : null,
    bankAccount: company ? blankToNull(header.bankAccount) : null,
    address: company ? blankToNull(header.address) : null,
    phone: company ? blankToNull(header.phone) : null,
    email: header.email.trim(),
  }
}

export function buyerOf(header: ReturnType<typeof headerColumns> | InvoiceHeaderRow): InvoiceBuyer {
  return { type: header.type as InvoiceBuyer['type'], title: header.title, taxId: header.taxId, bankName: header.bankName, bankAccount: header.bankAccount, address: header.address, phone: header.phone, email: header.email }
}

export function headerView(row: InvoiceHeaderRow): InvoiceHeaderView {
  const buyer = buyerOf(row)
  return {
    id: row.id,
    ...buyer,
    isDefault: row.isDefault,
    specialReady: specialInvoiceProblems(buyer).length === 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Serialises one account's header changes (count limit, the one default). */
async function lockAccount(tx: Db, user: AuthenticatedUser): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`invoice-headers:${user.id}`}, 0))`)
}

export async function listHeaders(db: Db, user: AuthenticatedUser): Promise<InvoiceHeaderRow[]> {
  return db
    .select()
    .from(invoiceHeaders)
    .where(and(eq(invoiceHeaders.tenantId, user.tenantId), eq(invoiceHeaders.userId, user.id)))
    .orderBy(desc(invoiceHeaders.isDefault), desc(invoiceHeaders.updatedAt), desc(invoiceHeaders.id))
}

/** The caller's header; anybody else's is "not found" (no id probing). */
export async function findOwnHeader(db: Db, user: AuthenticatedUser, id: string): Promise<InvoiceHeaderRow> {
  const [row] = await db
    .select()
    .from(invoiceHeaders)
    .where(and(eq(invoiceHeaders.id, id), eq(invoiceHeaders.tenantId, user.tenantId), eq(invoiceHeaders.userId, user.id)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

/**
 * Saves a header: a new one (the first is the default), or the caller's header `id` replaced. `isDefault` makes it the
 * default. Runs in the caller's transaction when given one (applying with "save this header").
 */
export async function saveHeader(db: Db, user: AuthenticatedUser, input: { id?: string; header: InvoiceHeaderInput; isDefault?: boolean }, now: number): Promise<InvoiceHeaderRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, user)
    const existing = await listHeaders(tx, user)
    const columns = headerColumns(input.header)
    const makeDefault = input.isDefault === true || existing.length === 0 || (input.id !== undefined && existing.length === 1)
    if (makeDefault) {
      await tx.update(invoiceHeaders).set({ isDefault: false }).where(and(eq(invoiceHeaders.userId, user.id), eq(invoiceHeaders.isDefault, true)))
    }
    if (input.id !== undefined) {
      const current = existing.find((row) => row.id === input.id)
      if (!current) throw new AppError(404, 'error.notFound')
      const [row] = await tx
        .update(invoiceHeaders)
        .set({ ...columns, isDefault: makeDefault || (current.isDefault && input.isDefault !== false), updatedAt: new Date(now) })
        .where(eq(invoiceHeaders.id, current.id))
        .returning()
      return row
    }
    if (existing.length >= INVOICE_HEADERS_MAX) throw new AppError(409, 'error.invoice.headersFull', { n: INVOICE_HEADERS_MAX })
    const [row] = await tx
      .insert(invoiceHeaders)
      .values({ ...columns, tenantId: user.tenantId, userId: user.id, isDefault: makeDefault, createdAt: new Date(now), updatedAt: new Date(now) })
      .returning()
    return row
  })
}

export async function setDefaultHeader(db: Db, user: AuthenticatedUser, id: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, user)
    await findOwnHeader(tx, user, id)
    await tx.update(invoiceHeaders).set({ isDefault: false }).where(and(eq(invoiceHeaders.userId, user.id), eq(invoiceHeaders.isDefault, true)))
    await tx.update(invoiceHeaders).set({ isDefault: true, updatedAt: new Date(now) }).where(eq(invoiceHeaders.id, id))
  })
}

/** Deletes a header (invoices keep their own copy); when it was the default, the most recently changed one left becomes it. */
export async function removeHeader(db: Db, user: AuthenticatedUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, user)
    const removed = await findOwnHeader(tx, user, id)
    await tx.delete(invoiceHeaders).where(eq(invoiceHeaders.id, id))
    if (!removed.isDefault) return
    const [next] = await listHeaders(tx, user)
    if (next) await tx.update(invoiceHeaders).set({ isDefault: true }).where(eq(invoiceHeaders.id, next.id))
  })
}
