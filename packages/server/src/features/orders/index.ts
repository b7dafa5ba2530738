export { orderRoutes } from './routes'
export { startOrderSweeper } from './sweeper'
export { applyPaymentEvent } from './settle'
export { cashierPayment } from './pay'
export { expireOverdue } from './lifecycle'
export { grantTickets, type GrantTicketsInput, type GrantedTickets } from './grant'
export {
  ticketTypes,
  ticketQuotas,
  orders,
  orderItems,
  tickets,
  footprints,
  discountCodes,
  payments,
  type FootprintRow,
  type OrderRow,
  type TicketRow,
  type TicketTypeRow,
} from './tables'
