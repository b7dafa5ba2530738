import { map } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { InvoiceHeaderView, InvoiceKind, InvoiceView } from '@fairpass/core/contract'
import { loadValidation, serverFieldErrors } from '@fairpass/core/forms'
import { ApiError, withdrawNotice } from '@fairpass/core/http'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { headerFieldErrors, type HeaderForm } from '../headers/headerForm'
import { headersOf } from '../headers/headerStore'
import { invoiceOf, invoicesOf } from '../history/invoiceStore'
import { applyInvoice, applyReceipt, fetchEligibility } from '../shared/api'

/** May this order get an invoice now (and if not, the server's words why), with its current invoice. */
export const eligibilityOf = perExhibition((ref: ExhibitionRef, orderId: string) => resource(() => fetchEligibility(ref, orderId), { isEmpty: () => false, topics: ['orders'] }))

/** 'new': a header typed on the page; otherwise the id of a saved one. */
export type HeaderChoice = 'new' | string

export interface ApplyState {
  kind: Exclude<InvoiceKind, 'receipt'>
  choice: HeaderChoice
  /** Keep the typed header among the saved ones. */
  saveTyped: boolean
  submitting: boolean
  /** The server's refusal of this application, in the page language ('' when none). */
  refusal: string
  /** A saved header lacks what a special VAT invoice needs. */
  choiceError: string
}

export const $apply = map<ApplyState>({ kind: 'general', choice: 'new', saveTyped: true, submitting: false, refusal: '', choiceError: '' })

/** A fresh page: the default header picked when there is one, otherwise a header to type. */
export function resetApply(headers: readonly InvoiceHeaderView[] | null): void {
  const preferred = headers?.find((header) => header.isDefault) ?? headers?.[0]
  $apply.set({ kind: 'general', choice: preferred?.id ?? 'new', saveTyped: true, submitting: false, refusal: '', choiceError: '' })
}

export function setApply<K extends 'kind' | 'choice' | 'saveTyped'>(key: K, value: ApplyState[K]): void {
  $apply.set({ ...$apply.get(), [key]: value, refusal: '', choiceError: '' })
}

/** What a refusal says in place: the server's words, its notice withdrawn so the visitor is told once. */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return ''
  withdrawNotice(error)
  return error.msg
}

/** The invoice is on its way: every page showing the order's invoice or the list learns of it. */
function applied(ref: ExhibitionRef, orderId: string, invoice: InvoiceView, area: Pick<AreaInstance, 'emit'>): void {
  const eligibility = eligibilityOf(ref, orderId)
  const shown = eligibility.$store.get().data
  if (shown) eligibility.set({ ...shown, refusal: null, invoice })
  invoiceOf(ref, invoice.id).set(invoice)
  invoicesOf(ref).invalidate()
  area.emit('fair-invoice-applied', { invoiceId: invoice.id, orderId, kind: invoice.kind })
}

/**
 * Applies for an invoice of the order with the chosen saved header or the typed one (saved too when asked).
 * Everything is checked by the shared schemas first; a refusal (already invoiced, not paid…) is said on the page.
 */
export async function submitApplication(
  ref: ExhibitionRef,
  orderId: string,
  form: HeaderForm,
  headers: readonly InvoiceHeaderView[],
  area: Pick<AreaInstance, 'emit'>,
): Promise<InvoiceView | null> {
  const state = $apply.get()
  if (state.submitting) return null
  const special = state.kind === 'special'
  const saved = state.choice === 'new' ? null : headers.find((header) => header.id === state.choice)
  if (saved) {
    const { specialInvoiceProblems, formatValidationMessage } = await loadValidation()
    const problem = special ? specialInvoiceProblems(saved)[0] : undefined
    if (problem) {
      $apply.setKey('choiceError', formatValidationMessage(problem.message, $language.get()))
      return null
    }
  } else {
    const errors = await form.check(special)
    if (errors) {
      form.setErrors(errors)
      return null
    }
  }
  $apply.set({ ...$apply.get(), submitting: true, refusal: '', choiceError: '' })
  try {
    const invoice = await applyInvoice(ref, {
      orderId,
      kind: state.kind,
      ...(saved ? { headerId: saved.id } : { header: form.input(), saveHeader: state.saveTyped }),
    })
    if (!saved && state.saveTyped) headersOf(ref).invalidate()
    applied(ref, orderId, invoice, area)
    return invoice
  } catch (error) {
    const fields = serverFieldErrors(error)
    if (fields) {
      withdrawNotice(error)
      const flat = headerFieldErrors(fields)
      form.setErrors(flat)
      if (flat.headerId) $apply.setKey('choiceError', flat.headerId)
    } else $apply.setKey('refusal', refusalText(error))
    return null
  } finally {
    $apply.setKey('submitting', false)
  }
}

export const RECEIPT_FIELDS = ['name', 'company', 'address', 'email'] as const
export type ReceiptField = (typeof RECEIPT_FIELDS)[number]

export interface ReceiptState extends Record<ReceiptField, string> {
  orderId: string
  errors: Record<string, string>
  submitting: boolean
  refusal: string
}

const EMPTY_RECEIPT: ReceiptState = { orderId: '', name: '', company: '', address: '', email: '', errors: {}, submitting: false, refusal: '' }
export const $receipt = map<ReceiptState>({ ...EMPTY_RECEIPT })

export function resetReceipt(orderId = ''): void {
  $receipt.set({ ...EMPTY_RECEIPT, orderId })
}

export function setReceiptField(field: ReceiptField | 'orderId', value: string): void {
  const errors = { ...$receipt.get().errors }
  delete errors[field]
  $receipt.set({ ...$receipt.get(), [field]: value, errors, refusal: '' })
}

async function receiptErrors(ref: ExhibitionRef): Promise<Record<string, string> | null> {
  const { receiptApplySchema, fieldErrors } = await loadValidation()
  const form = $receipt.get()
  const parsed = receiptApplySchema.safeParse({ ...receiptRequest(form), exhibitionId: ref.exhibitionId, tenantId: ref.tenantId, languageType: $language.get() })
  return parsed.success ? null : fieldErrors(parsed.error, $language.get())
}

const receiptRequest = (form: ReceiptState) => ({
  orderId: form.orderId,
  name: form.name.trim(),
  company: form.company.trim() || null,
  address: form.address.trim(),
  email: form.email.trim(),
})

/** /invoiceEn: the English receipt of an order, for a visitor from abroad (no tax number). */
export async function submitReceipt(ref: ExhibitionRef, area: Pick<AreaInstance, 'emit'>): Promise<InvoiceView | null> {
  const form = $receipt.get()
  if (form.submitting) return null
  const errors = await receiptErrors(ref)
  if (errors) {
    $receipt.setKey('errors', errors)
    return null
  }
  $receipt.set({ ...form, submitting: true, refusal: '' })
  try {
    const invoice = await applyReceipt(ref, receiptRequest(form))
    applied(ref, form.orderId, invoice, area)
    return invoice
  } catch (error) {
    const fields = serverFieldErrors(error)
    if (fields) {
      withdrawNotice(error)
      $receipt.setKey('errors', fields)
    } else $receipt.setKey('refusal', refusalText(error))
    return null
  } finally {
    $receipt.setKey('submitting', false)
  }
}

/** After a language switch: the receipt form's shown messages in the new language. */
export function rewordReceipt(ref: ExhibitionRef): void {
  const shown = $receipt.get().errors
  if (!Object.keys(shown).length) return
  void receiptErrors(ref).then((fresh) => $receipt.setKey('errors', Object.fromEntries(Object.keys(shown).filter((key) => fresh?.[key]).map((key) => [key, fresh![key]]))))
}
