import type { InvoiceBuyer, InvoiceKind, InvoiceLineView } from '@fairpass/core/contract'
import type { MessageParams } from '../../errors'

/*
 * Issuing an invoice goes through this interface (issue 14). The shipped `PdfInvoiceIssuer` (pdf.ts) renders the PDF
 * itself; a real e-invoicing provider (a tax-bureau platform or a service such as Baiwang or Aisino) implements the
 * same two members, and docs/invoice.md says how. The job (issuing.ts) calls `issue` inside the transaction that
 * holds the invoice row and the tenant's counter, so whatever the issuer answers is committed with the number, and
 * whatever it throws rolls the number back.
 */

/** The organiser's data printed in the seller block, in the document's language. */
export interface InvoiceSeller {
  name: string
  taxId: string
  address: string
  phone: string
  bankName: string
  bankAccount: string
}

/** Everything printed on one invoice. */
export interface InvoiceDocument {
  /** Our number (the tenant's counter); null when the issuer numbers its invoices itself (`numbersItself`). */
  invoiceNo: string | null
  issuedAt: Date
  /** The exhibition's venue zone: the invoice is dated on the fair's day there. Absent: Asia/Shanghai. */
  timeZone?: string
  kind: InvoiceKind
  language: 'cn' | 'en'
  exhibitionTitle: string
  orderNo: string
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  lines: InvoiceLineView[]
  amountFen: number
  netFen: number
  taxFen: number
  /** Printed beside the QR; a reader checks it against the number and amount (verification.ts). */
  verificationCode: string
  /** What the QR holds: the organiser's verification address, or the invoice's facts when there is none. */
  qrText: string
}

export interface IssuedInvoice {
  pdf: Buffer
  /** The provider's number, when it numbers its invoices itself. */
  invoiceNo?: string
  /** The provider's own reference (kept for voiding and support). */
  providerRef?: string | null
}

/**
 * Thrown by an issuer that refuses or cannot issue now: the invoice becomes `failed` with this reason (a message key
 * of the catalogue, shown to the visitor in their language) and may be retried. Any other error is recorded as
 * `error.invoice.renderFailed`.
 */
export class IssueRefused extends Error {
  constructor(
    readonly reasonKey: string,
    readonly params?: MessageParams,
  ) {
    super(reasonKey)
    this.name = 'IssueRefused'
  }
}

export interface InvoiceIssuer {
  readonly name: string
  /** The provider gives invoice numbers itself: our counter is not used, its `invoiceNo` is. */
  readonly numbersItself: boolean
  issue(document: InvoiceDocument): Promise<IssuedInvoice>
}
