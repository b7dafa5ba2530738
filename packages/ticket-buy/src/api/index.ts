import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import { createStrictHttp, http } from '@fairpass/core/http'
import { TICKET_PATHS, type DiscountQuote, type OrderView, type PaymentStart, type RefundQuote, type TicketTypeView } from '@fairpass/core/contract'
import { $language } from '@fairpass/core/session'
import type { OrderCreateRequest } from '@fairpass/core/validation'

/*
 * The ticket calls the buying pages make (core/contract/tickets.ts). Every call names the exhibition of the element
 * that asks (core/area's ExhibitionRef, never the page session's) and the language; the server checks identity from
 * the session's token.
 */

/** The query every ticket call carries: the element's exhibition and the page language. */
const scope = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

/**
 * For the calls whose refusal the page words itself, beside the field or the button (a discount code that does not
 * apply, a limit, a conflict, a refund reason): the same client without the notice, so it is not said twice.
 */
const quiet = createStrictHttp()

export const fetchTicketTypes = (ref: ExhibitionRef, registerLinkId: string | undefined) =>
  http.get<TicketTypeView[]>(TICKET_PATHS.ticketTypes, { ...scope(ref), registerLinkId })

export const fetchTicketType = (ref: ExhibitionRef, id: string) => http.get<TicketTypeView>(TICKET_PATHS.ticketType, { ...scope(ref), id })

export const quoteDiscount = (ref: ExhibitionRef, code: string, items: OrderCreateRequest['items'], registerLinkId: string | undefined) =>
  quiet.post<DiscountQuote>(TICKET_PATHS.discountQuote, { ...scope(ref), registerLinkId, code, items })

/** The same key answers the same order: a retry after a lost answer does not buy twice. */
export const placeOrder = (request: OrderCreateRequest, idempotencyKey: string) =>
  quiet.request<OrderView>({ method: 'POST', url: TICKET_PATHS.placeOrder, body: request, headers: { 'Idempotency-Key': idempotencyKey } })

export const fetchOrders = (ref: ExhibitionRef) => http.get<OrderView[]>(TICKET_PATHS.orders, scope(ref))

export const fetchOrder = (ref: ExhibitionRef, orderId: string) => http.get<OrderView>(TICKET_PATHS.order, { ...scope(ref), orderId })

export const cancelOrder = (ref: ExhibitionRef, orderId: string) => http.post<OrderView>(TICKET_PATHS.cancelOrder, { ...scope(ref), orderId })

/** Repeatable: the server hands back the payment it already started for the order and return URL. */
export const startPayment = (ref: ExhibitionRef, orderId: string, returnUrl: string) =>
  http.request<PaymentStart>({ method: 'POST', url: TICKET_PATHS.pay, body: { ...scope(ref), orderId, returnUrl }, idempotent: true })

export const fetchRefundQuote = (ref: ExhibitionRef, orderId: string) => http.get<RefundQuote>(TICKET_PATHS.refundQuote, { ...scope(ref), orderId })

export const requestRefund = (ref: ExhibitionRef, orderId: string, reason: string) =>
  quiet.post<OrderView>(TICKET_PATHS.refund, { ...scope(ref), orderId, reason })
