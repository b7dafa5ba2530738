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
export type InvoiceHeaderType = 'personal' | 'company'
/** 'general': 增值税普通发票; 'special': 增值税专用发票 (a company with bank, account, address and phone); 'receipt': the English receipt. */
export type InvoiceKind = 'general' | 'special' | 'receipt'
/** applied → issued | failed; failed → applied (retry); applied | issued | failed → voided (refund or the organiser). */
export type InvoiceState = 'applied' | 'issued' | 'failed' | 'voided'

/** An invoice header the visitor keeps (/invoiceHeaderManage). */
export interface InvoiceHeaderView {
  id: string
  type: InvoiceHeaderType
  /** The person's name or the company's registered name. */
  title: string
  /** Normalised (no spaces, upper case); null for a personal header. */
  taxId: string | null
  bankName: string | null
  bankAccount: string | null
  /** Registered address and phone: with bank and account, required for a special VAT invoice. */
  address: string | null
  phone: string | null
  /** Where the issued invoice is sent. */
  email: string
  isDefault: boolean
  /** Every field a special VAT invoice needs is there. */
  specialReady: boolean
  createdAt: string
  updatedAt: string
}

/** The header printed on an invoice: a copy taken when applying, so editing or deleting a saved header changes no invoice. */
export interface InvoiceBuyer {
  type: InvoiceHeaderType
  /** The person's name or the company's (on an English receipt: the company when given, else the person). */
  title: string
  /** English receipt only: the person, when `title` is their company. */
  name?: string | null
  taxId: string | null
  bankName: string | null
  bankAccount: string | null
  address: string | null
  phone: string | null
  email: string
}

/** One printed line: an order line with its net, tax rate and tax (amounts incl. tax as paid). */
export interface InvoiceLineView {
  name: string
  quantity: number
  unitPriceFen: number
  /** What was paid for the line (after its share of a discount). */
  amountFen: number
  netFen: number
  /** Per mille: 60 is 6 %. */
  taxRatePermille: number
  taxFen: number
}

/** A refusal to invoice an order: `code` names the rule, `message` is ready to show in the caller's language. */
export interface InvoiceRefusal {
  code: 'amountZero' | 'currency' | 'notPaid' | 'alreadyInvoiced'
  message: string
}

export interface InvoiceView {
  id: string
  exhibitionId: string
  orderId: string
  orderNo: string
  kind: InvoiceKind
  state: InvoiceState
  /** 'cn' | 'en': the language the document is printed in (a receipt is always 'en'). */
  language: 'cn' | 'en'
  buyer: InvoiceBuyer
  lines: InvoiceLineView[]
  amountFen: number
  netFen: number
  taxFen: number
  currency: 'RMB'
  /** The tenant's invoice number, given when issued (no gaps, no duplicates); null before. */
  invoiceNo: string | null
  /** ISO timestamps. */
  appliedAt: string
  issuedAt: string | null
  /** Why issuing failed, in the caller's language; the visitor may retry. */
  failedReason: string | null
  voidedAt: string | null
  /** Why it was voided, in the caller's language (the order was refunded, or the organiser). */
  voidReason: string | null
  /** The red-letter reversal recorded when an issued invoice was voided. */
  reversal: { invoiceNo: string; amountFen: number; at: string } | null
  /** The PDF can be downloaded (issued, or voided after being issued). */
  downloadable: boolean
}

/** What the apply page needs to know about an order before the visitor fills anything in. */
export interface InvoiceEligibility {
  orderId: string
  orderNo: string
  amountFen: number
  currency: string
  /** null: the order may be invoiced now. */
  refusal: InvoiceRefusal | null
  /** The order's invoice that is not voided, if any. */
  invoice: InvoiceView | null
}
