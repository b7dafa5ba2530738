import { defineFairElement } from '@fairpass/core/element'
import { TicketBuyApp } from '../app/TicketBuyApp'

/**
 * Ticket buying: the exhibition's ticket types, the order to confirm, payment and its return, orders and refunds.
 * @tag fair-ticket-buy
 * @attr ticket-type-id - Opens the element on this ticket type instead of the list of all ticket types.
 * @fires fair-order-placed - {{ orderId: string }} An order was placed and waits for payment.
 * @fires fair-paid - {{ orderId: string }} The payment of an order was confirmed.
 */
export const FairTicketBuyElement = defineFairElement('fair-ticket-buy', TicketBuyApp)
