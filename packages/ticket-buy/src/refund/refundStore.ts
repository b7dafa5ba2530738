import { atom } from 'nanostores'
import type { OrderView, RefundQuote } from '@fairpass/core/contract'
import { ApiError } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'
import { currentExhibition, fetchRefundQuote, requestRefund } from '../api'
import { loadOrder } from '../orders/ordersStore'

/*
 * /refund/:orderId: the organiser's rules as the server quotes them (until when, the fee, what comes back), a
 * reason, then refunding → refunded as the payment provider confirms.
 */

export interface RefundState {
  status: 'loading' | 'ready' | 'failed' | 'sending'
  quote: RefundQuote | null
  reason: string
  error: string | null
}

export const $refund = atom<RefundState>({ status: 'loading', quote: null, reason: '', error: null })

export async function loadRefund(orderId: string): Promise<void> {
  const ref = currentExhibition()
  $refund.set({ status: 'loading', quote: null, reason: $refund.get().reason, error: null })
  if (!ref) return void $refund.set({ ...$refund.get(), status: 'failed' })
  const [quote] = await Promise.all([fetchRefundQuote(ref, orderId).catch(() => null), loadOrder(orderId)])
  $refund.set({ ...$refund.get(), status: quote ? 'ready' : 'failed', quote })
}

export function setReason(reason: string): void {
  $refund.set({ ...$refund.get(), reason, error: null })
}

/** Validates the reason with the server's schema, then asks; resolves with the order in its new state. */
export async function submitRefund(orderId: string): Promise<OrderView | null> {
  const ref = currentExhibition()
  const state = $refund.get()
  if (!ref || state.status === 'sending') return null
  const { refundRequestSchema, fieldErrors } = await import('@fairpass/core/validation')
  const parsed = refundRequestSchema.safeParse({ ...ref, orderId, reason: state.reason })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, $language.get())
    $refund.set({ ...state, error: errors.reason ?? Object.values(errors)[0] ?? null })
    return null
  }
  $refund.set({ ...state, status: 'sending', error: null })
  try {
    const order = await requestRefund(ref, orderId, parsed.data.reason)
    $refund.set({ ...$refund.get(), status: 'ready' })
    void loadOrder(orderId)
    return order
  } catch (error) {
    const data = error instanceof ApiError ? (error.data as { fieldErrors?: Record<string, string> } | null) : null
    $refund.set({ ...$refund.get(), status: 'ready', error: data?.fieldErrors?.reason ?? (error instanceof ApiError ? error.msg : String(error)) })
    return null
  }
}
