import { lazy } from 'react'
import type { Route } from '@fairpass/core/router'
import { useT } from '@fairpass/core/i18n'
import { BuyPage } from './BuyPage'
import { SignInNeeded } from './SignInNeeded'

/* Each page is its own chunk, loaded when first opened: the element's startup carries only this switch. */
const TicketTypesPage = lazy(() => import('../ticketTypes/TicketTypesPage'))
const TicketTypeDetailPage = lazy(() => import('../ticketTypes/TicketTypeDetailPage'))
const SelectPage = lazy(() => import('../selection/SelectPage'))
const OrderPage = lazy(() => import('../orders/OrderPage'))
const OrderListPage = lazy(() => import('../orders/OrderListPage'))
const PayTransitionPage = lazy(() => import('../orders/PayTransitionPage'))
const RefundPage = lazy(() => import('../refund/RefundPage'))

/** Routes of the 'ticket-buy' area (core/router's table). Every page needs a signed-in visitor. */
export default function TicketBuyRoutes({ route, signedIn }: { route: Route; signedIn: boolean }) {
  const t = useT()
  if (!signedIn) return <SignInNeeded route={route} />
  switch (route.definition?.path) {
    case '/ticket-type':
      return <TicketTypesPage route={route} />
    case '/ticket-type/:id':
      return <TicketTypeDetailPage route={route} />
    case '/ticket-type/select':
      return <SelectPage />
    case '/ticket-type/select/:orderId':
      return <OrderPage route={route} resume />
    case '/payTransition':
      return <PayTransitionPage route={route} />
    case '/order':
      return <OrderListPage />
    case '/order/:orderId':
      return <OrderPage route={route} />
    case '/refund/:orderId':
      return <RefundPage route={route} />
    default:
      return <BuyPage title={t('buy.notFound')}>{null}</BuyPage>
  }
}
