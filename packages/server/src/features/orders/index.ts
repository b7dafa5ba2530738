export { orderRoutes } from './routes'
export { startOrderSweeper } from './sweeper'
export { applyPaymentEvent } from './settle'
export { expireOverdue } from './lifecycle'
