export { FairTicketBuyElement } from './element'
export { ticketBuyMessages } from './messages'
