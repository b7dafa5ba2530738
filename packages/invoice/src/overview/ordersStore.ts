import type { OrderView } from '@fairpass/core/contract'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchOrders } from '../shared/api'

/** Orders an invoice can be asked for: tickets that were paid (the server still has the last word on each). */
export const PAID_STATES: readonly string[] = ['paid', 'ticketIssued', 'entered', 'notEntered', 'completed']
export const invoiceableOrders = (orders: readonly OrderView[]) => orders.filter((order) => order.kind === 'tickets' && PAID_STATES.includes(order.state))

/** The visitor's paid orders, per exhibition (the tickets area's order list, read here by its contract path). */
export const paidOrdersOf = perExhibition((ref) => resource(async () => invoiceableOrders(await fetchOrders(ref)), { topics: ['orders'] }))
