import { defineFairElement } from '@fairpass/core/element'
import { TicketBuyApp } from '../app/TicketBuyApp'

/** `<fair-ticket-buy>`: importing this module defines the element. */
export const FairTicketBuyElement = defineFairElement('fair-ticket-buy', TicketBuyApp)
