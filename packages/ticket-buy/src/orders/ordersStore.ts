import { atom } from 'nanostores'
import type { OrderView } from '@fairpass/core/contract'
import { ApiError } from '@fairpass/core/http'
import { allowedOrderEvents } from '@fairpass/core/orders'
import { hrefFor } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { cancelOrder, currentExhibition, fetchOrder, fetchOrders, startPayment } from '../api'
import { isPaidState } from './orderStates'

export interface LoadState<T> {
  status: 'loading' | 'ready' | 'failed'
  data: T | null
}

export const $orders = atom<LoadState<OrderView[]>>({ status: 'loading', data: null })
export const $order = atom<LoadState<OrderView>>({ status: 'loading', data: null })
export const $orderAction = atom<'idle' | 'paying' | 'cancelling'>('idle')

let latestList = 0
let latestOrder = 0

export async function loadOrders(): Promise<void> {
  const ref = currentExhibition()
  const call = ++latestList
  if (!ref) return void $orders.set({ status: 'failed', data: null })
  $orders.set({ status: 'loading', data: $orders.get().data })
  try {
    const orders = await fetchOrders(ref)
    if (call === latestList) $orders.set({ status: 'ready', data: orders ?? [] })
  } catch {
    if (call === latestList) $orders.set({ status: 'failed', data: $orders.get().data })
  }
}

/** Loads one order; a quiet reload (polling, countdown) keeps the shown order while it asks. */
export async function loadOrder(orderId: string): Promise<OrderView | null> {
  const ref = currentExhibition()
  const call = ++latestOrder
  if (!ref) {
    $order.set({ status: 'failed', data: null })
    return null
  }
  const shown = $order.get().data
  $order.set({ status: shown?.id === orderId ? $order.get().status : 'loading', data: shown?.id === orderId ? shown : null })
  try {
    const order = await fetchOrder(ref, orderId)
    if (call === latestOrder) $order.set({ status: 'ready', data: order })
    return order
  } catch {
    if (call === latestOrder) $order.set({ status: 'failed', data: $order.get().data })
    return null
  }
}

/** What the visitor may do with the order now: exactly the moves the state machine allows (spec §4). */
export function orderActions(order: OrderView): { pay: boolean; cancel: boolean; refund: boolean } {
  const events = allowedOrderEvents(order.state)
  return {
    pay: events.includes('paymentConfirmed') && order.payableFen > 0,
    cancel: events.includes('cancel'),
    refund: events.includes('requestRefund'),
  }
}

/**
 * Where the payment provider sends the buyer back: this page, at /payTransition for the order. The link names the
 * exhibition and language itself: a payment app may bring the buyer back in a fresh browser without the tab's session.
 */
export function paymentReturnUrl(orderId: string, location: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location): string {
  const { tenantId, exhibitionId, registerType } = $session.get()
  const query = { orderId, tenantId, exhibitionId, registerType, languageType: $language.get() }
  return `${location.origin}${location.pathname}${location.search}${hrefFor('/payTransition', query)}`
}

/** Starts the payment and leaves for the provider's cashier; resolves false when it could not start. */
export async function payOrder(orderId: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<boolean> {
  const ref = currentExhibition()
  if (!ref || $orderAction.get() !== 'idle') return false
  $orderAction.set('paying')
  try {
    const payment = await startPayment(ref, orderId, paymentReturnUrl(orderId))
    go(payment.cashierUrl)
    return true
  } catch {
    // The HTTP layer has told the visitor why (an expired order, a network failure).
    return false
  } finally {
    $orderAction.set('idle')
  }
}

export async function cancelUnpaidOrder(orderId: string): Promise<boolean> {
  const ref = currentExhibition()
  if (!ref || $orderAction.get() !== 'idle') return false
  $orderAction.set('cancelling')
  try {
    const order = await cancelOrder(ref, orderId)
    $order.set({ status: 'ready', data: order })
    return true
  } catch (error) {
    // Paid or expired meanwhile: show the order as it is now.
    if (error instanceof ApiError && error.status !== 0) void loadOrder(orderId)
    return false
  } finally {
    $orderAction.set('idle')
  }
}

export type PaymentOutcome = 'waiting' | 'paid' | 'cancelled' | 'unpaid' | 'failed'

/** What the order's state says about the payment the visitor just came back from. */
export function paymentOutcome(order: OrderView | null): PaymentOutcome {
  if (!order) return 'waiting'
  if (isPaidState(order.state)) return 'paid'
  if (order.state === 'cancelled') return 'cancelled'
  if (order.state === 'refunding' || order.state === 'refunded') return 'paid'
  return 'waiting'
}

export interface PollOptions {
  intervalMs?: number
  attempts?: number
  sleep?: (ms: number) => Promise<void>
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Back from the cashier: the provider's signed callback may arrive a moment after the browser, so the order is
 * asked again until it is paid or cancelled. Still unpaid after the attempts → 'unpaid' (the visitor may pay again).
 * `stopped()` ends the wait when the page is left.
 */
export async function waitForPayment(orderId: string, stopped: () => boolean, options: PollOptions = {}): Promise<PaymentOutcome> {
  const { intervalMs = 1500, attempts = 10, sleep = pause } = options
  let answered = false
  for (let attempt = 0; attempt < attempts && !stopped(); attempt += 1) {
    const order = await loadOrder(orderId)
    if (order) answered = true
    const outcome = paymentOutcome(order)
    if (outcome !== 'waiting') return outcome
    await sleep(intervalMs)
  }
  return answered ? 'unpaid' : 'failed'
}
