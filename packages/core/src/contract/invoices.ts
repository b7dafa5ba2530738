import type { z } from 'zod'
import type * as S from './schemas/invoices'
import { REGISTRATION_CLIENT } from './tickets'

/*
 * The invoice calls (issue 14): paths and response shapes, one definition for the server that answers and the
 * `<fair-invoice>` pages that ask. Spec §7 names none of these paths; they sit under the registration client's prefix
 * beside the order and wallet calls, since an invoice belongs to a paid order. Every call answers the spec §7
 * envelope (except the PDF download); these types describe its `data`. Money is integer fen, shown as RMB.
 */

export const INVOICE_PATHS = {
  /**
   * GET ?exhibitionId → InvoiceHeaderView[] (the default first, then the most recently changed). Headers belong to the
   * account, for every exhibition of the tenant; exhibitionId only names where the call comes from.
   */
  headers: `${REGISTRATION_CLIENT}/invoiceHeader/list`,
  /** POST InvoiceHeaderSaveRequest → InvoiceHeaderView: a new header without `id`, else that header replaced. */
  saveHeader: `${REGISTRATION_CLIENT}/invoiceHeader/save`,
  /** POST { exhibitionId, id } → InvoiceHeaderView[] (the list after the change). */
  setDefaultHeader: `${REGISTRATION_CLIENT}/invoiceHeader/setDefault`,
  /** POST { exhibitionId, id } → InvoiceHeaderView[] (the list after the change; invoices keep their own copy). */
  removeHeader: `${REGISTRATION_CLIENT}/invoiceHeader/remove`,

  /**
   * GET ?exhibitionId&orderId → InvoiceEligibility: may this order get an invoice now, and if not why (the same
   * refusal POST apply would answer), with the order's current invoice.
   */
  eligibility: `${REGISTRATION_CLIENT}/invoice/eligibility`,
  /** POST InvoiceApplyRequest → InvoiceView (state applied; issuing continues in the background). */
  apply: `${REGISTRATION_CLIENT}/invoice/apply`,
  /** POST ReceiptApplyRequest → InvoiceView of kind 'receipt' (/invoiceEn: the English receipt for foreign visitors). */
  applyReceipt: `${REGISTRATION_CLIENT}/invoice/applyEn`,
  /** GET ?exhibitionId → InvoiceView[] (newest first: /invoice/history). */
  invoices: `${REGISTRATION_CLIENT}/invoice/list`,
  /** GET ?exhibitionId&id → InvoiceView (poll it to watch applied → issued | failed). */
  invoice: `${REGISTRATION_CLIENT}/invoice/detail`,
  /** POST { exhibitionId, id } → InvoiceView: a failed invoice goes back to applied and is issued again. */
  retry: `${REGISTRATION_CLIENT}/invoice/retry`,
  /** GET ?exhibitionId&id → application/pdf (an issued or voided invoice; the owner only). Not the envelope. */
  download: `${REGISTRATION_CLIENT}/invoice/download`,
} as const

/** 'personal': an individual (no tax number); 'company': an organisation, with its taxpayer identification number. */
export type InvoiceHeaderType = z.infer<typeof S.invoiceHeaderTypeSchema>
/** 'general': 增值税普通发票; 'special': 增值税专用发票 (a company with bank, account, address and phone); 'receipt': the English receipt. */
export type InvoiceKind = z.infer<typeof S.invoiceKindSchema>
/** applied → issued | failed; failed → applied (retry); applied | issued | failed → voided (refund or the organiser). */
export type InvoiceState = z.infer<typeof S.invoiceStateSchema>

/** An invoice header the visitor keeps (/invoiceHeaderManage). */
export type InvoiceHeaderView = z.infer<typeof S.invoiceHeaderViewSchema>

/** The header printed on an invoice: a copy taken when applying, so editing or deleting a saved header changes no invoice. */
export type InvoiceBuyer = z.infer<typeof S.invoiceBuyerSchema>

/** One printed line: an order line with its net, tax rate and tax (amounts incl. tax as paid). */
export type InvoiceLineView = z.infer<typeof S.invoiceLineViewSchema>

/** A refusal to invoice an order: `code` names the rule, `message` is ready to show in the caller's language. */
export type InvoiceRefusal = z.infer<typeof S.invoiceRefusalSchema>

export type InvoiceView = z.infer<typeof S.invoiceViewSchema>

/** What the apply page needs to know about an order before the visitor fills anything in. */
export type InvoiceEligibility = z.infer<typeof S.invoiceEligibilitySchema>
