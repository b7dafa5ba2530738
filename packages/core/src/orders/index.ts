export { ORDER_STATES, orderTransition, allowedOrderEvents, isFinalOrderState } from './stateMachine'
export type { OrderState, OrderEvent, OrderTransition } from './stateMachine'
