import { atom, type WritableAtom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import { returnUrlFor, type ReturnUrlOptions } from '@fairpass/core/returnUrl'
import type { OrderView } from '@fairpass/core/contract'
import { ApiError } from '@fairpass/core/http'
import { notify } from '@fairpass/core/notice'
import { allowedOrderEvents } from '@fairpass/core/orders'
import type { Router } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { cancelOrder, fetchOrder, fetchOrders, startPayment } from '../api'
import { invalidateTopic, perExhibition, resource } from '@fairpass/core/resource'
import { isPaidState } from './orderStates'

export type OrderAction = 'idle' | 'paying' | 'cancelling'

const noExhibition = () => Promise.reject(new Error('The element names no exhibition'))

/** The visitor's orders, one list per exhibition (core/resource: loading, ready, empty, failed; the newest call wins). */
export const ordersOf = perExhibition((ref: ExhibitionRef | null) =>
  resource(() => (ref ? fetchOrders(ref).then((orders) => orders ?? []) : noExhibition())),
)

/** One order per exhibition and order id: two elements on two orders never show each other's. */
export const orderOf = perExhibition((ref: ExhibitionRef | null, orderId: string) =>
  resource(() => (ref ? fetchOrder(ref, orderId) : noExhibition())),
)

const actions = perExhibition((_ref: ExhibitionRef | null, _orderId: string) => atom<OrderAction>('idle'))

/** What is under way on an order (a payment starting, a cancellation): its buttons wait for it. */
export function orderActionOf(ref: ExhibitionRef | null, orderId: string): WritableAtom<OrderAction> {
  return actions(ref, orderId)
}

export async function loadOrders(ref: ExhibitionRef | null): Promise<void> {
  await ordersOf(ref).load()
}

/** Loads one order; a quiet reload (polling, countdown) keeps the shown order while it asks. */
export function loadOrder(ref: ExhibitionRef | null, orderId: string): Promise<OrderView | null> {
  return orderOf(ref, orderId).refresh()
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
 * Where the payment provider sends the buyer back (core/area's returnUrlFor), naming the order, the exhibition and
 * the language itself (a payment app may bring the buyer back in a fresh browser without the tab's session): the app's
 * `#/payTransition?orderId=…`, or, embedded, the host page's own URL with `fairReturn=/payTransition` in its query.
 */
export function paymentReturnUrl(orderId: string, ref: ExhibitionRef, router: Router, options: ReturnUrlOptions = {}): string {
  return returnUrlFor(router, ref, '/payTransition', { orderId, languageType: $language.get() }, options)
}

export interface PayOptions extends ReturnUrlOptions {
  /** Leaves for the cashier; location.assign by default. */
  go?: (url: string) => void
}

/** Starts the payment and leaves for the provider's cashier; resolves false when it could not start. */
export async function payOrder(ref: ExhibitionRef | null, orderId: string, router: Router, options: PayOptions = {}): Promise<boolean> {
  const $action = orderActionOf(ref, orderId)
  if (!ref || $action.get() !== 'idle') return false
  const go = options.go ?? ((url: string) => window.location.assign(url))
  $action.set('paying')
  try {
    const payment = await startPayment(ref, orderId, paymentReturnUrl(orderId, ref, router, options))
    go(payment.cashierUrl)
    return true
  } catch (error) {
    // The HTTP layer has told the visitor why (an expired order, a network failure), except for a refused input,
    // which it leaves to forms. The only input here is the way back: on a host page whose origin the organiser has
    // not allowed, the visitor hears that paying is not possible here, and the integrator which setting to change.
    if (error instanceof ApiError && error.status === 400) {
      const fieldErrors = (error.data as { fieldErrors?: Record<string, string> } | null)?.fieldErrors
      const reason = fieldErrors?.returnUrl ?? error.msg
      console.error(`[FairPass] payment refused for the way back to this page (${window.location.origin}): ${reason}`)
      notify(reason)
    }
    return false
  } finally {
    $action.set('idle')
  }
}

export async function cancelUnpaidOrder(ref: ExhibitionRef | null, orderId: string): Promise<boolean> {
  const $action = orderActionOf(ref, orderId)
  if (!ref || $action.get() !== 'idle') return false
  $action.set('cancelling')
  try {
    const order = await cancelOrder(ref, orderId)
    orderOf(ref, orderId).set(order)
    // The list shows the order's state too: it is read again where it shows, asked afresh where it opens next.
    ordersOf(ref).invalidate()
    return true
  } catch (error) {
    // Paid or expired meanwhile: show the order as it is now.
    if (error instanceof ApiError && error.status !== 0) void loadOrder(ref, orderId)
    return false
  } finally {
    $action.set('idle')
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
export async function waitForPayment(ref: ExhibitionRef | null, orderId: string, stopped: () => boolean, options: PollOptions = {}): Promise<PaymentOutcome> {
  const { intervalMs = 1500, attempts = 10, sleep = pause } = options
  let answered = false
  for (let attempt = 0; attempt < attempts && !stopped(); attempt += 1) {
    const order = await loadOrder(ref, orderId)
    if (order) answered = true
    const outcome = paymentOutcome(order)
    if (outcome !== 'waiting') return outcome
    await sleep(intervalMs)
  }
  return answered ? 'unpaid' : 'failed'
}

/**
 * Paid, its tickets maybe a moment behind: the order is asked again until it names its tickets. Resolves with the
 * order that names them, or null when the wait ends without (the wallet shows them once they are issued).
 */
export async function waitForTickets(ref: ExhibitionRef | null, orderId: string, stopped: () => boolean, options: PollOptions = {}): Promise<OrderView | null> {
  const { intervalMs = 1500, attempts = 10, sleep = pause } = options
  for (let attempt = 0; attempt < attempts && !stopped(); attempt += 1) {
    const shown = orderOf(ref, orderId).$store.get().data
    const order = attempt === 0 && shown ? shown : await loadOrder(ref, orderId)
    if (order && order.ticketIds.length > 0) {
      // A wallet on the page (another area) shows the new tickets.
      invalidateTopic('tickets')
      return order
    }
    if (order && !isPaidState(order.state)) return null
    await sleep(intervalMs)
  }
  return null
}
