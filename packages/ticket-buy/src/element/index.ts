import { defineAreaElement, routePage } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'

const FIRST_PAGE = '/ticket-type'

/**
 * Ticket types, the order to confirm and pay, the payment's return, orders and refunds of one exhibition.
 * Buying needs a visitor whose registration is complete: a signed-out visitor is sent through the login and back.
 * Embedded (`routing="memory"`), the cashier brings the visitor back to the host page's own URL with
 * `fairReturn=/payTransition&orderId=…` in its query (its hash untouched); the element of that order's exhibition
 * (and id, when it has one) then opens on the payment's result.
 *
 * @tag fair-ticket-buy
 * @attr ticket-type-id - Opens on this ticket type's page (memory routing) instead of the list.
 * @attr register-link-id - The registration link whose ticket types are offered (as the link parameter `registerLinkId`).
 * @fires fair-order-placed - {{ orderId: string; orderNo: string; amount: number; currency: string }} An order was placed (amount: the payable amount in the currency's minor unit, fen).
 * @fires fair-paid - {{ orderId: string; orderNo: string; amount: number }} The order was paid (amount in fen).
 * @fires fair-ticket-ready - {{ orderId: string; ticketIds: string[] }} The paid order's tickets are in the wallet.
 */
export const FairTicketBuyElement = defineAreaElement({
  tag: 'fair-ticket-buy',
  area: 'ticket-buy',
  // Embedded with a ticket type named, the element opens on that type's page.
  initialPath: ({ attributes }) => (attributes.ticketTypeId ? `/ticket-type/${encodeURIComponent(attributes.ticketTypeId)}` : FIRST_PAGE),
  attributes: ['ticketTypeId', 'registerLinkId'],
  access: 'registration',
  shell: areaShell,
  pages: {
    '/ticket-type': () => import('../ticketTypes/TicketTypesPage'),
    '/ticket-type/:id': () => import('../ticketTypes/TicketTypeDetailPage'),
    '/ticket-type/select': () => import('../selection/SelectPage'),
    '/ticket-type/select/:orderId': routePage(() => import('../orders/OrderPage').then((module) => module.default), (route) => ({ route, resume: true })),
    '/payTransition': () => import('../orders/PayTransitionPage'),
    '/order': () => import('../orders/OrderListPage'),
    '/order/:orderId': () => import('../orders/OrderPage'),
    '/refund/:orderId': () => import('../refund/RefundPage'),
  },
})
