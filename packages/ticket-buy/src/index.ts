export { TicketBuyApp } from './app/TicketBuyApp'
export { ticketBuyMessages } from './messages'
