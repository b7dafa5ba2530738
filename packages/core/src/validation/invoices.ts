import * as z from 'zod/mini'
import { normaliseTaxId, taxIdProblem } from '../invoice/taxId'
import { idSchema, languageTypeSchema } from './requests'
import { emailSchema, requiredOr } from './rules'

/*
 * The invoice requests of issue 14 (contract/invoices.ts), checked by the `<fair-invoice>` forms before sending and by
 * the server on arrival. Optional text fields accept '' (an empty form field) and mean "not given"; the server stores
 * that as null. Whether a saved header is complete enough for a special VAT invoice is decided by the same
 * `specialInvoiceProblems` on both sides.
 */

export const INVOICE_TITLE_MIN = 2
export const INVOICE_TITLE_MAX = 100
export const INVOICE_BANK_MAX = 100
export const INVOICE_ADDRESS_MAX = 200
/** Saved headers per visitor and exhibition: a list one can choose from on a phone. */
export const INVOICE_HEADERS_MAX = 20

/** A bank account as printed on a VAT invoice: digits (an IBAN's letters allowed), spaces and hyphens as typed. */
const BANK_ACCOUNT = /^[0-9A-Za-z][0-9A-Za-z -]{6,38}[0-9A-Za-z]$/
/** A registered phone is often a landline with an area code and extension: 0571-8888 8888, (010) 12345678-123, +86 …. */
const REGISTERED_PHONE = /^\+?[0-9(][0-9 ()-]{4,22}[0-9]$/

const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))

function optionalText(max: number) {
  return z.optional(z.nullable(z.string('validation.invalid').check(z.trim(), z.maxLength(max, 'validation.text.tooLong'))))
}

export const invoiceHeaderTypeSchema = z.enum(['personal', 'company'], 'validation.invoice.type')
export const invoiceKindSchema = z.enum(['general', 'special'], 'validation.invoice.kind')

export const invoiceTitleSchema = z.string({ error: requiredOr('validation.invoice.title') }).check(
  z.trim(),
  z.minLength(INVOICE_TITLE_MIN, 'validation.invoice.title'),
  z.maxLength(INVOICE_TITLE_MAX, 'validation.text.tooLong'),
)

const TAX_ID_MESSAGES = {
  length: 'validation.invoice.taxId.length',
  characters: 'validation.invoice.taxId.characters',
  checkCharacter: 'validation.invoice.taxId.checkCharacter',
} as const

/** A taxpayer identification number: spaces dropped and letters upper-cased, then checked per GB 32100 (core/invoice). */
export const taxIdSchema = z.pipe(
  z.string({ error: requiredOr('validation.invoice.taxId.required') }).check(z.maxLength(40, 'validation.invoice.taxId.length')),
  z.pipe(
    z.transform((value: string) => normaliseTaxId(value)),
    z.string().check(
      z.superRefine((value, ctx) => {
        if (value === '') {
          ctx.issues.push({ code: 'custom', input: value, message: 'validation.invoice.taxId.required' })
          return
        }
        const problem = taxIdProblem(value)
        if (problem) ctx.issues.push({ code: 'custom', input: value, message: TAX_ID_MESSAGES[problem] })
      }),
    ),
  ),
)

export interface InvoiceHeaderFields {
  type: 'personal' | 'company'
  title: string
  taxId?: string | null
  bankName?: string | null
  bankAccount?: string | null
  address?: string | null
  phone?: string | null
  email: string
}

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

type Issue = { path: string; message: string }

/** What a header lacks for a special VAT invoice (a company with bank, account, registered address and phone). */
export function specialInvoiceProblems(header: InvoiceHeaderFields): Issue[] {
  if (header.type !== 'company') return [{ path: 'type', message: 'validation.invoice.specialNeedsCompany' }]
  const problems: Issue[] = []
  for (const field of ['bankName', 'bankAccount', 'address', 'phone'] as const) {
    if (!given(header[field])) problems.push({ path: field, message: 'validation.invoice.specialRequired' })
  }
  return problems
}

/** The rules between fields of a header: a company needs its tax number; a personal header carries no company data. */
function headerProblems(header: InvoiceHeaderFields): Issue[] {
  const problems: Issue[] = []
  if (header.type === 'company') {
    if (!given(header.taxId)) problems.push({ path: 'taxId', message: 'validation.invoice.taxId.required' })
    else {
      const problem = taxIdProblem(header.taxId)
      if (problem) problems.push({ path: 'taxId', message: TAX_ID_MESSAGES[problem] })
    }
  }
  if (given(header.bankAccount) && !BANK_ACCOUNT.test(header.bankAccount.trim())) {
    problems.push({ path: 'bankAccount', message: 'validation.invoice.bankAccount' })
  }
  if (given(header.phone) && !REGISTERED_PHONE.test(header.phone.trim())) {
    problems.push({ path: 'phone', message: 'validation.invoice.phone' })
  }
  return problems
}

const headerShape = {
  type: invoiceHeaderTypeSchema,
  title: invoiceTitleSchema,
  taxId: optionalText(40),
  bankName: optionalText(INVOICE_BANK_MAX),
  bankAccount: optionalText(40),
  address: optionalText(INVOICE_ADDRESS_MAX),
  phone: optionalText(24),
  /** Where the invoice is sent. */
  email: emailSchema,
}

/**
 * An invoice header as a form sends it. Checked field by field, then across fields (the tax number of a company,
 * account and phone formats); issues carry the field's name, so the form shows each message under its field.
 */
export const invoiceHeaderSchema = z.object(headerShape).check(
  z.superRefine((header, ctx) => {
    for (const problem of headerProblems(header)) ctx.issues.push({ code: 'custom', input: header[problem.path as keyof InvoiceHeaderFields], path: [problem.path], message: problem.message })
  }),
)
export type InvoiceHeaderInput = z.infer<typeof invoiceHeaderSchema>

/** POST invoiceHeader/save: a new header, or (with `id`) one of the caller's replaced. */
export const invoiceHeaderSaveSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: z.optional(uuid),
  header: invoiceHeaderSchema,
  /** Make it the default (the first header saved always is). */
  isDefault: z.optional(z.boolean('validation.invalid')),
  languageType: languageTypeSchema,
})
export type InvoiceHeaderSaveRequest = z.infer<typeof invoiceHeaderSaveSchema>

/** invoiceHeader/setDefault, invoiceHeader/remove, invoice/detail, invoice/retry, invoice/download. */
export const invoiceRefSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: uuid,
  languageType: languageTypeSchema,
})

/**
 * POST invoice/apply: an invoice of `kind` for a paid order, with a saved header (`headerId`) or one typed in
 * (`header`, kept among the saved ones when `saveHeader`). Exactly one of the two. A special VAT invoice needs a
 * company header with bank, account, registered address and phone (`specialInvoiceProblems`): for a typed header
 * the issues name its fields (`header.bankName`…); a saved header is checked by the server, which has it.
 */
export const invoiceApplySchema = z
  .object({
    tenantId: z.optional(idSchema),
    exhibitionId: idSchema,
    orderId: uuid,
    kind: invoiceKindSchema,
    headerId: z.optional(uuid),
    header: z.optional(invoiceHeaderSchema),
    saveHeader: z.optional(z.boolean('validation.invalid')),
    languageType: languageTypeSchema,
  })
  .check(
    z.superRefine((request, ctx) => {
      if ((request.headerId === undefined) === (request.header === undefined)) {
        ctx.issues.push({ code: 'custom', input: request.headerId, path: ['headerId'], message: 'validation.invoice.headerChoice' })
        return
      }
      if (request.kind === 'special' && request.header) {
        for (const problem of specialInvoiceProblems(request.header)) {
          ctx.issues.push({ code: 'custom', input: request.header[problem.path as keyof InvoiceHeaderFields], path: ['header', problem.path], message: problem.message })
        }
      }
    }),
  )
export type InvoiceApplyRequest = z.infer<typeof invoiceApplySchema>

/**
 * POST invoice/applyEn (/invoiceEn): the English receipt for a foreign visitor. No tax number; the name, company and
 * address as they should read in English (Latin script, so a foreign accounts department can file it).
 */
const LATIN_TEXT = /^[\p{Script=Latin}0-9\s.,'’&()/#:;+-]+$/u
function latinText(min: number, max: number, message: string) {
  return z.string({ error: requiredOr(message) }).check(
    z.trim(),
    z.minLength(min, message),
    z.maxLength(max, 'validation.text.tooLong'),
    z.regex(LATIN_TEXT, 'validation.invoice.latin'),
  )
}

export const receiptApplySchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  orderId: uuid,
  name: latinText(INVOICE_TITLE_MIN, INVOICE_TITLE_MAX, 'validation.invoice.receiptName'),
  company: z.optional(z.nullable(z.string('validation.invalid').check(z.trim(), z.maxLength(INVOICE_TITLE_MAX, 'validation.text.tooLong'), z.regex(/^$|^[\p{Script=Latin}0-9\s.,'’&()/#:;+-]+$/u, 'validation.invoice.latin')))),
  address: latinText(5, INVOICE_ADDRESS_MAX, 'validation.invoice.receiptAddress'),
  email: emailSchema,
  languageType: languageTypeSchema,
})
export type ReceiptApplyRequest = z.infer<typeof receiptApplySchema>

/** The organiser's invoice list (admin CLI): optionally one state, newest first. */
export const adminInvoiceListSchema = z.object({
  state: z.optional(z.enum(['applied', 'issued', 'failed', 'voided'], 'validation.invalid')),
  // A query string carries the limit as text.
  limit: z._default(
    z.pipe(
      z.union([z.number(), z.string()], 'validation.invalid'),
      z.pipe(
        z.transform((value: number | string) => Number(value)),
        z.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(500, 'validation.invalid')),
      ),
    ),
    50,
  ),
})

/**
 * One invoice of an exhibition, in the organiser's paths (reissue, void). The id is read as any id: which tenant the
 * exhibition belongs to is settled first (403 for another organiser's), then an id that names no invoice is 404.
 */
export const adminInvoiceRefSchema = z.object({
  exhibitionId: idSchema,
  id: idSchema,
})
