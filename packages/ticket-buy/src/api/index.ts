import { createStrictHttp, http } from '@fairpass/core/http'
import { TICKET_PATHS, type DiscountQuote, type OrderView, type PaymentStart, type RefundQuote, type TicketTypeView } from '@fairpass/core/contract'
import type { OrderCreateRequest } from '@fairpass/core/validation'
import type { ExhibitionRef } from './exhibition'

export { currentExhibition, currentRegisterLinkId, isUpgrade } from './exhibition'
export type { ExhibitionRef } from './exhibition'

/*
 * The ticket calls the buying pages make (core/contract/tickets.ts). Every call names tenant, exhibition and
 * language; the server checks identity from the session's token.
 */

/**
 * For the calls whose refusal the page words itself, beside the field or the button (a discount code that does not
 * apply, a limit, a conflict, a refund reason): the same client without the notice, so it is not said twice.
 */
const quiet = createStrictHttp()

export const fetchTicketTypes = (ref: ExhibitionRef, registerLinkId: string | undefined) =>
  http.get<TicketTypeView[]>(TICKET_PATHS.ticketTypes, { ...ref, registerLinkId })

export const fetchTicketType = (ref: ExhibitionRef, id: string) => http.get<TicketTypeView>(TICKET_PATHS.ticketType, { ...ref, id })

export const quoteDiscount = (ref: ExhibitionRef, code: string, items: OrderCreateRequest['items'], registerLinkId: string | undefined) =>
  quiet.post<DiscountQuote>(TICKET_PATHS.discountQuote, { ...ref, registerLinkId, code, items })

/** The same key answers the same order: a retry after a lost answer does not buy twice. */
export const placeOrder = (request: OrderCreateRequest, idempotencyKey: string) =>
  quiet.request<OrderView>({ method: 'POST', url: TICKET_PATHS.placeOrder, body: request, headers: { 'Idempotency-Key': idempotencyKey } })

export const fetchOrders = (ref: ExhibitionRef) => http.get<OrderView[]>(TICKET_PATHS.orders, { ...ref })

export const fetchOrder = (ref: ExhibitionRef, orderId: string) => http.get<OrderView>(TICKET_PATHS.order, { ...ref, orderId })

export const cancelOrder = (ref: ExhibitionRef, orderId: string) => http.post<OrderView>(TICKET_PATHS.cancelOrder, { ...ref, orderId })

export const startPayment = (ref: ExhibitionRef, orderId: string, returnUrl: string) =>
  http.post<PaymentStart>(TICKET_PATHS.pay, { ...ref, orderId, returnUrl })

export const fetchRefundQuote = (ref: ExhibitionRef, orderId: string) => http.get<RefundQuote>(TICKET_PATHS.refundQuote, { ...ref, orderId })

export const requestRefund = (ref: ExhibitionRef, orderId: string, reason: string) =>
  quiet.post<OrderView>(TICKET_PATHS.refund, { ...ref, orderId, reason })
