/**
 * The order states of spec §4 (the order-state dictionary) and the only moves between them. The server enforces
 * them when it changes an order; the pages ask the same table which actions to offer, so a button never offers a
 * move the server would refuse.
 */
export const ORDER_STATES = [
  'pendingPayment',
  'paid',
  'cancelled',
  'refunding',
  'refunded',
  'ticketIssued',
  'entered',
  'notEntered',
  'completed',
] as const

export type OrderState = (typeof ORDER_STATES)[number]

export type OrderEvent =
  /** The payment provider confirmed the payment (a signed callback). */
  | 'paymentConfirmed'
  /** The buyer cancelled an unpaid order. */
  | 'cancel'
  /** The unpaid order passed its payment deadline; its tickets go back to the quota. */
  | 'expire'
  /** The tickets of a paid order were issued to their holders. */
  | 'issueTickets'
  /** The buyer asked for a refund within the organiser's rules. */
  | 'requestRefund'
  /** The payment provider confirmed the refund. */
  | 'refundConfirmed'
  /** The refund was refused or failed; the order returns to where it was. */
  | 'refundRejected'
  /** A ticket of the order was scanned at the gate. */
  | 'enter'
  /** The exhibition ended without the tickets being used. */
  | 'exhibitionEnded'
  /** The organiser closed the order after the exhibition. */
  | 'complete'

type Moves = Partial<Record<OrderEvent, OrderState>>

const MOVES: Readonly<Record<OrderState, Moves>> = {
  pendingPayment: { paymentConfirmed: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: { issueTickets: 'ticketIssued', requestRefund: 'refunding' },
  ticketIssued: { requestRefund: 'refunding', enter: 'entered', exhibitionEnded: 'notEntered' },
  refunding: { refundConfirmed: 'refunded' },
  entered: { complete: 'completed' },
  notEntered: { complete: 'completed' },
  cancelled: {},
  refunded: {},
  completed: {},
}

export type OrderTransition =
  | { readonly ok: true; readonly state: OrderState }
  | { readonly ok: false; readonly reason: 'illegalTransition'; readonly from: OrderState; readonly event: OrderEvent }

/**
 * Where `event` takes an order in state `from`. A rejected refund goes back to the state the refund was asked in
 * (`refundedFrom`: paid or ticketIssued), which the refunding state alone does not tell.
 */
export function orderTransition(from: OrderState, event: OrderEvent, refundedFrom?: 'paid' | 'ticketIssued'): OrderTransition {
  if (from === 'refunding' && event === 'refundRejected' && refundedFrom) return { ok: true, state: refundedFrom }
  const to = MOVES[from][event]
  return to ? { ok: true, state: to } : { ok: false, reason: 'illegalTransition', from, event }
}

/** The events an order in `state` accepts, in the table's order (what a page may offer). */
export function allowedOrderEvents(state: OrderState): OrderEvent[] {
  const events = Object.keys(MOVES[state]) as OrderEvent[]
  return state === 'refunding' ? [...events, 'refundRejected'] : events
}

/** No event moves an order out of these. */
export function isFinalOrderState(state: OrderState): boolean {
  return allowedOrderEvents(state).length === 0
}
