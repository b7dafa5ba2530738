import { atom, type WritableAtom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { OrderView, RefundQuote } from '@fairpass/core/contract'
import { ApiError, withdrawNotice } from '@fairpass/core/http'
import { invalidateTopic } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { fetchRefundQuote, requestRefund } from '../api'
import { perExhibition } from '@fairpass/core/resource'
import { loadOrder } from '../orders/ordersStore'

/*
 * /refund/:orderId: the organiser's rules as the server quotes them (until when, the fee, what comes back), a
 * reason, then refunding → refunded as the payment provider confirms. One refund per exhibition and order.
 */

export interface RefundState {
  status: 'loading' | 'ready' | 'failed' | 'sending'
  quote: RefundQuote | null
  reason: string
  error: string | null
}

const refunds = perExhibition((_ref: ExhibitionRef | null, _orderId: string) => atom<RefundState>({ status: 'loading', quote: null, reason: '', error: null }))

export function refundOf(ref: ExhibitionRef | null, orderId: string): WritableAtom<RefundState> {
  return refunds(ref, orderId)
}

export async function loadRefund(ref: ExhibitionRef | null, orderId: string): Promise<void> {
  const $refund = refundOf(ref, orderId)
  $refund.set({ status: 'loading', quote: null, reason: $refund.get().reason, error: null })
  if (!ref) return void $refund.set({ ...$refund.get(), status: 'failed' })
  const [quote] = await Promise.all([fetchRefundQuote(ref, orderId).catch(() => null), loadOrder(ref, orderId)])
  $refund.set({ ...$refund.get(), status: quote ? 'ready' : 'failed', quote })
}

export function setReason(ref: ExhibitionRef | null, orderId: string, reason: string): void {
  const $refund = refundOf(ref, orderId)
  $refund.set({ ...$refund.get(), reason, error: null })
}

/** Validates the reason with the server's schema, then asks; resolves with the order in its new state. */
export async function submitRefund(ref: ExhibitionRef | null, orderId: string): Promise<OrderView | null> {
  const $refund = refundOf(ref, orderId)
  const state = $refund.get()
  if (!ref || state.status === 'sending') return null
  const { refundRequestSchema, fieldErrors } = await import('@fairpass/core/validation')
  const parsed = refundRequestSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, orderId, reason: state.reason })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, $language.get())
    $refund.set({ ...state, error: errors.reason ?? Object.values(errors)[0] ?? null })
    return null
  }
  $refund.set({ ...state, status: 'sending', error: null })
  try {
    const order = await requestRefund(ref, orderId, parsed.data.reason)
    $refund.set({ ...$refund.get(), status: 'ready' })
    void loadOrder(ref, orderId)
    // The order's tickets leave the wallet (another area on the page) and its list of orders changes.
    invalidateTopic('tickets')
    return order
  } catch (error) {
    // Said beside the reason field, not again in a notice.
    withdrawNotice(error)
    const data = error instanceof ApiError ? (error.data as { fieldErrors?: Record<string, string> } | null) : null
    $refund.set({ ...$refund.get(), status: 'ready', error: data?.fieldErrors?.reason ?? (error instanceof ApiError ? error.msg : String(error)) })
    return null
  }
}
