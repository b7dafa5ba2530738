export { orderRoutes } from './routes'
export { startOrderSweeper } from './sweeper'
export { applyPaymentEvent, completeWithoutTickets, type PaidOrderKinds } from './settle'
export { cashierPayment, returnUrlFor, startPayment } from './pay'
export { cancelOrder, expireOverdue, illegalTransition } from './lifecycle'
export { orderNoDate, placeOrder } from './place'
export { grantTickets, grantedTicketsSchema, type GrantTicketsInput, type GrantedTickets } from './grant'
export {
  ticketTypes,
  ticketQuotas,
  orders,
  orderItems,
  tickets,
  footprints,
  discountCodes,
  payments,
  refunds,
  type FootprintRow,
  type OrderRow,
  type TicketRow,
  type TicketTypeRow,
} from './tables'
export { type OrderRefunded } from './refunds'
export { latePaymentReturnJob, sendLatePaymentReturns } from './latePayments'
export { heldTowardLimits, limitRefusal, COUNTED_STATES, type Held } from './limits'
