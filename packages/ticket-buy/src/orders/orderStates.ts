import { CUSTOMER_MEMBERSHIP_ORDER_KIND, EXHIBITOR_SERVICE_ORDER_KIND, type OrderView } from '@fairpass/core/contract'
import type { OrderState } from '@fairpass/core/orders'

/**
 * An exhibitor's services, ads or interpreters (issue 17): paid here like any order, but it issues no ticket, and
 * the way back leads to the reservation in the exhibitor portal (a route of that area, never its code).
 */
export const isServiceOrder = (order: Pick<OrderView, 'kind'> | null | undefined) => order?.kind === EXHIBITOR_SERVICE_ORDER_KIND
export const serviceReservationPath = '/exhibitorSelfService/serviceOrder'

/** An order that issues no ticket and belongs to another area's page: the way back there and the words for it. */
export interface NoTicketOrder {
  path: string
  query: Record<string, string>
  back: string
  paidText: string
  lines: string
}

/**
 * Orders paid here that issue no ticket: an exhibitor's services (issue 17) lead back to their reservation in the
 * exhibitor portal, a company's customer-lead membership (issue 19) to the customer tool's /minePage. Both are routes
 * of those areas, never their code. Null for a ticket order.
 */
export function noTicketOrder(order: Pick<OrderView, 'kind' | 'id'> | null | undefined): NoTicketOrder | null {
  if (order?.kind === EXHIBITOR_SERVICE_ORDER_KIND)
    return { path: serviceReservationPath, query: { orderId: order.id }, back: 'buy.order.backToReservation', paidText: 'buy.order.servicePaidText', lines: 'buy.order.serviceLines' }
  if (order?.kind === CUSTOMER_MEMBERSHIP_ORDER_KIND)
    return { path: '/minePage', query: {}, back: 'buy.order.backToMembership', paidText: 'buy.order.membershipPaidText', lines: 'buy.order.membershipLines' }
  return null
}

/**
 * The order-state dictionary (spec §4) in both languages: the same words as the server's `orderStatus`
 * dictionary, one table for every page that shows a state.
 */
export const ORDER_STATE_LABELS: Readonly<Record<'cn' | 'en', Readonly<Record<OrderState, string>>>> = {
  cn: {
    pendingPayment: '待支付',
    paid: '已支付',
    cancelled: '已取消',
    refunding: '退款中',
    refunded: '已退款',
    ticketIssued: '已出票',
    entered: '已入场',
    notEntered: '未入场',
    completed: '已完成',
  },
  en: {
    pendingPayment: 'Pending payment',
    paid: 'Paid',
    cancelled: 'Cancelled',
    refunding: 'Refunding',
    refunded: 'Refunded',
    ticketIssued: 'Ticket issued',
    entered: 'Entered',
    notEntered: 'Not entered',
    completed: 'Completed',
  },
}

/** A state the table does not know (a newer server) is shown as it came rather than hidden. */
export function orderStateLabel(state: string, language: 'cn' | 'en'): string {
  return (ORDER_STATE_LABELS[language] as Record<string, string>)[state] ?? state
}

/** The tone of a state's badge. */
export function orderStateTone(state: string): 'waiting' | 'good' | 'over' {
  if (state === 'pendingPayment' || state === 'refunding') return 'waiting'
  if (state === 'paid' || state === 'ticketIssued' || state === 'entered') return 'good'
  return 'over'
}

/** Paid, whatever happened after: the tickets exist (or are being issued). */
export const isPaidState = (state: string) => ['paid', 'ticketIssued', 'entered', 'notEntered', 'completed'].includes(state)

/** Time left to pay, as m:ss (h:mm:ss past an hour); 0 when the deadline has passed. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
