import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { InvoiceBuyer, InvoiceLineView } from '@fairpass/core/contract'
import { bytea, createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { orders } from '../orders/tables'
import { tenants } from '../../tenancy/tables'

/*
 * The invoices feature's tables (issue 14). Money is integer fen. An invoice keeps its own copy of the header it was
 * applied with and of the lines it prints, so a header edited or deleted later, or a ticket type renamed, changes no
 * invoice already written.
 */

/** The invoice headers a visitor keeps (/invoiceHeaderManage). They belong to the account, for every exhibition of the tenant. */
export const invoiceHeaders = pgTable(
  'invoice_headers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'personal' | 'company' */
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** Normalised (no spaces, upper case); null for a personal header. */
    taxId: text('tax_id'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    address: text('address'),
    phone: text('phone'),
    email: text('email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('invoice_headers_user_idx').on(table.tenantId, table.userId),
    // At most one default per account: two tabs choosing two defaults at once cannot both win.
    uniqueIndex('invoice_headers_one_default').on(table.userId).where(sql`${table.isDefault}`),
  ],
)

/**
 * Who sells: the organiser's data printed in the seller block (one row per tenant). A tenant without one cannot
 * have invoices issued: issuing fails with that reason, and the organiser is told by `npm run admin -- invoices`.
 */
export const invoiceSellers = pgTable('invoice_sellers', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  taxId: text('tax_id').notNull(),
  addressCn: text('address_cn').notNull(),
  addressEn: text('address_en').notNull(),
  phone: text('phone').notNull(),
  bankName: text('bank_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  /** VAT on the tickets sold, per mille (60: 6 %, the rate of exhibition services). */
  taxRatePermille: integer('tax_rate_permille').notNull().default(60),
  /** The first part of every invoice number of the tenant (letters and digits). */
  numberPrefix: text('number_prefix').notNull().default(''),
  /** Where a printed QR sends a reader to verify the invoice; `{no}` and `{code}` are replaced. */
  verifyUrl: text('verify_url').notNull().default(''),
})

/**
 * The last invoice number given per tenant. It is raised in the transaction that issues an invoice (or records a
 * reversal): a render that fails rolls the number back with everything else, and the row lock makes concurrent
 * issuers take turns, so the numbers have no gap and no duplicate.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  lastNumber: integer('last_number').notNull().default(0),
})

/** An invoice of a paid order: applied → issued | failed (→ applied again on retry) → voided. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'general' | 'special' | 'receipt' */
    kind: text('kind').notNull(),
    /** 'applied' | 'issued' | 'failed' | 'voided' */
    state: text('state').notNull().default('applied'),
    /** 'cn' | 'en': the language of the document and of the notice. */
    language: text('language').notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<InvoiceLineView[]>().notNull(),
    amountFen: integer('amount_fen').notNull(),
    netFen: integer('net_fen').notNull(),
    taxFen: integer('tax_fen').notNull(),
    invoiceNo: text('invoice_no'),
    /** The code printed beside the QR that a reader checks the invoice with. */
    verificationCode: text('verification_code'),
    /** The provider's own reference, when a provider issued it. */
    providerRef: text('provider_ref'),
    pdf: bytea('pdf'),
    /** Issuing attempts (the visitor's retry and the organiser's reissue start another). */
    attempts: integer('attempts').notNull().default(0),
    /** A message key (catalogue) with its params: shown in the caller's language. */
    failedReason: text('failed_reason'),
    failedParams: jsonb('failed_params').$type<Record<string, string | number>>(),
    voidReason: text('void_reason'),
    /** The red-letter reversal of an issued invoice that was voided: its own number from the same counter. */
    reversalNo: text('reversal_no'),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    /** The visitor was sent the issued invoice (the notice is sent once). */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One invoice per order that is not voided: two applications at once cannot both be written.
    uniqueIndex('invoices_one_live_per_order').on(table.orderId).where(sql`${table.state} <> 'voided'`),
    unique('invoices_number_unique').on(table.tenantId, table.invoiceNo),
    unique('invoices_reversal_number_unique').on(table.tenantId, table.reversalNo),
    index('invoices_user_idx').on(table.tenantId, table.exhibitionId, table.userId),
    index('invoices_state_idx').on(table.state, table.appliedAt),
    check('invoices_amounts_check', sql`${table.amountFen} > 0 AND ${table.amountFen} = ${table.netFen} + ${table.taxFen}`),
    check('invoices_issued_has_number', sql`${table.state} <> 'issued' OR (${table.invoiceNo} IS NOT NULL AND ${table.pdf} IS NOT NULL)`),
  ],
)

export type InvoiceHeaderRow = typeof invoiceHeaders.$inferSelect
export type NewInvoiceHeader = typeof invoiceHeaders.$inferInsert
export type InvoiceRow = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert
export type InvoiceSellerRow = typeof invoiceSellers.$inferSelect
