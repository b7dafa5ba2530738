import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import { ApiError, http } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { $apiBase, $language, $session } from '@fairpass/core/session'
import {
  INVOICE_PATHS,
  TICKET_PATHS,
  type InvoiceEligibility,
  type InvoiceHeaderView,
  type InvoiceView,
  type OrderView,
} from '@fairpass/core/contract'
import type { InvoiceApplyRequest, InvoiceHeaderInput, ReceiptApplyRequest } from '@fairpass/core/validation'

/*
 * Every call of <fair-invoice>, at the paths of the shared contract (core/contract/invoices.ts). Each names the
 * exhibition of the element that makes it (never the session's link) and the page language; the server checks
 * that the header, order or invoice is the caller's.
 */

export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

export const fetchHeaders = (ref: ExhibitionRef) => http.get<InvoiceHeaderView[]>(INVOICE_PATHS.headers, scopeOf(ref))

export const saveHeader = (ref: ExhibitionRef, header: InvoiceHeaderInput, options: { id?: string; isDefault?: boolean }) =>
  http.post<InvoiceHeaderView>(INVOICE_PATHS.saveHeader, { ...scopeOf(ref), header, ...options })

export const setDefaultHeader = (ref: ExhibitionRef, id: string) => http.post<InvoiceHeaderView[]>(INVOICE_PATHS.setDefaultHeader, { ...scopeOf(ref), id })

export const removeHeader = (ref: ExhibitionRef, id: string) => http.post<InvoiceHeaderView[]>(INVOICE_PATHS.removeHeader, { ...scopeOf(ref), id })

export const fetchEligibility = (ref: ExhibitionRef, orderId: string) => http.get<InvoiceEligibility>(INVOICE_PATHS.eligibility, { ...scopeOf(ref), orderId })

type Scoped<R> = Omit<R, 'tenantId' | 'exhibitionId' | 'languageType'>

export const applyInvoice = (ref: ExhibitionRef, request: Scoped<InvoiceApplyRequest>) => http.post<InvoiceView>(INVOICE_PATHS.apply, { ...scopeOf(ref), ...request })

export const applyReceipt = (ref: ExhibitionRef, request: Scoped<ReceiptApplyRequest>) =>
  http.post<InvoiceView>(INVOICE_PATHS.applyReceipt, { ...scopeOf(ref), ...request })

export const fetchInvoices = (ref: ExhibitionRef) => http.get<InvoiceView[]>(INVOICE_PATHS.invoices, scopeOf(ref))

export const fetchInvoice = (ref: ExhibitionRef, id: string) => http.get<InvoiceView>(INVOICE_PATHS.invoice, { ...scopeOf(ref), id })

export const retryInvoice = (ref: ExhibitionRef, id: string) => http.post<InvoiceView>(INVOICE_PATHS.retry, { ...scopeOf(ref), id })

/** The visitor's orders (the tickets area's call): the ones paid for are what an invoice can be asked for. */
export const fetchOrders = (ref: ExhibitionRef) => http.get<OrderView[]>(TICKET_PATHS.orders, scopeOf(ref))

/**
 * The issued invoice's PDF. Not an envelope but the file, and it needs the visitor's token, so it is fetched here
 * with the headers core/http sends (the token, the tenant, the language) rather than opened as a plain link.
 */
export async function fetchInvoicePdf(ref: ExhibitionRef, id: string, fetcher: typeof fetch = globalThis.fetch): Promise<ArrayBuffer> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(scopeOf(ref)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')), id })
  const base = $apiBase.get().replace(/\/+$/, '')
  const token = $session.get().token
  let response: Response
  try {
    response = await fetcher(`${base}${INVOICE_PATHS.download}?${query}`, {
      headers: {
        'User-Type': 'app',
        'Accept-Language': $language.get() === 'en' ? 'en' : 'zh-CN',
        'Tenant-Id': ref.tenantId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    })
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', msg: t('core.networkError'), status: 0 })
  }
  const type = response.headers.get('content-type') ?? ''
  if (response.ok && type.includes('application/pdf')) return response.arrayBuffer()
  // A refusal still comes as the §7 envelope: its words are the server's, in the page language.
  const body = (await response.json().catch(() => null)) as { code?: number | string; msg?: string } | null
  throw new ApiError({ code: body?.code ?? response.status, msg: body?.msg || t('core.unknownError'), status: response.status, body })
}

/** The file name an invoice is saved under: its number when it has one. */
export const pdfFileName = (invoice: Pick<InvoiceView, 'invoiceNo' | 'orderNo'>) => `invoice-${invoice.invoiceNo ?? invoice.orderNo}.pdf`
