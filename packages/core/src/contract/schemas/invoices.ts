import { z } from 'zod'

/** 'personal': an individual (no tax number); 'company': an organisation, with its taxpayer identification number. */
export const invoiceHeaderTypeSchema = z.enum(['personal', 'company'])

/** 'general': 增值税普通发票; 'special': 增值税专用发票 (a company with bank, account, address and phone); 'receipt': the English receipt. */
export const invoiceKindSchema = z.enum(['general', 'special', 'receipt'])

/** applied → issued | failed; failed → applied (retry); applied | issued | failed → voided (refund or the organiser). */
export const invoiceStateSchema = z.enum(['applied', 'issued', 'failed', 'voided'])

/** An invoice header the visitor keeps (/invoiceHeaderManage). */
export const invoiceHeaderViewSchema = z.object({
  id: z.string(),
  type: invoiceHeaderTypeSchema,
  /** The person's name or the company's registered name. */
  title: z.string(),
  /** Normalised (no spaces, upper case); null for a personal header. */
  taxId: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  /** Registered address and phone: with bank and account, required for a special VAT invoice. */
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where the issued invoice is sent. */
  email: z.string(),
  isDefault: z.boolean(),
  /** Every field a special VAT invoice needs is there. */
  specialReady: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string()
})

/** The header printed on an invoice: a copy taken when applying, so editing or deleting a saved header changes no invoice. */
export const invoiceBuyerSchema = z.object({
  type: invoiceHeaderTypeSchema,
  /** The person's name or the company's (on an English receipt: the company when given, else the person). */
  title: z.string(),
  /** English receipt only: the person, when `title` is their company. */
  name: z.string().optional().nullable(),
  taxId: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string()
})

/** One printed line: an order line with its net, tax rate and tax (amounts incl. tax as paid). */
export const invoiceLineViewSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unitPriceFen: z.number(),
  /** What was paid for the line (after its share of a discount). */
  amountFen: z.number(),
  netFen: z.number(),
  /** Per mille: 60 is 6 %. */
  taxRatePermille: z.number(),
  taxFen: z.number()
})

/** A refusal to invoice an order: `code` names the rule, `message` is ready to show in the caller's language. */
export const invoiceRefusalSchema = z.object({
  code: z.enum(['amountZero', 'currency', 'notPaid', 'alreadyInvoiced']),
  message: z.string()
})

export const invoiceViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  kind: invoiceKindSchema,
  state: invoiceStateSchema,
  /** 'cn' | 'en': the language the document is printed in (a receipt is always 'en'). */
  language: z.enum(['cn', 'en']),
  buyer: invoiceBuyerSchema,
  lines: z.array(invoiceLineViewSchema),
  amountFen: z.number(),
  netFen: z.number(),
  taxFen: z.number(),
  currency: z.literal('RMB'),
  /** The tenant's invoice number, given when issued (no gaps, no duplicates); null before. */
  invoiceNo: z.string().nullable(),
  /** ISO timestamps. */
  appliedAt: z.string(),
  issuedAt: z.string().nullable(),
  /** Why issuing failed, in the caller's language; the visitor may retry. */
  failedReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** Why it was voided, in the caller's language (the order was refunded, or the organiser). */
  voidReason: z.string().nullable(),
  /** The red-letter reversal recorded when an issued invoice was voided. */
  reversal: z.object({
    invoiceNo: z.string(),
    amountFen: z.number(),
    at: z.string()
  }).nullable(),
  /** The PDF can be downloaded (issued, or voided after being issued). */
  downloadable: z.boolean()
})

/** What the apply page needs to know about an order before the visitor fills anything in. */
export const invoiceEligibilitySchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  amountFen: z.number(),
  currency: z.string(),
  /** null: the order may be invoiced now. */
  refusal: invoiceRefusalSchema.nullable(),
  /** The order's invoice that is not voided, if any. */
  invoice: invoiceViewSchema.nullable()
})
