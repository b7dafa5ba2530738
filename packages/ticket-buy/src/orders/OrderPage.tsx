import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import type { Route } from '@fairpass/core/router'
import { Button, Spinner, ExhibitionPage } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { loadOrder } from './ordersStore'
import { OrderActions } from './OrderActions'
import { OrderSummary } from './OrderSummary'
import { useOrder } from './useOrder'
import './messages'

/**
 * /order/:orderId (details and every action the state allows) and /ticket-type/select/:orderId (an unpaid order
 * resumed: pay or cancel before the time runs out).
 */
export default function OrderPage({ route, resume = false }: { route: Route; resume?: boolean }) {
  const t = useT()
  const exhibition = useExhibitionRef()
  const orderId = route.params.orderId ?? route.path.split('/').pop() ?? ''
  const { status, order } = useOrder(exhibition, orderId)

  return (
    // A free order, or one paid meanwhile, is no longer a page to pay on.
    <ExhibitionPage title={t(resume && (!order || order.state === 'pendingPayment') ? 'buy.order.payHeading' : 'buy.order.detailHeading')} stacked>
      {!order && status === 'loading' && <Spinner showText />}
      {!order && status === 'failed' && (
        <div className={page.center}>
          <p className={page.alert} role="alert">
            {t('buy.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void loadOrder(exhibition, orderId)}>
            {t('buy.retry')}
          </Button>
        </div>
      )}
      {order && (
        <div className={page.stack} data-state={order.state}>
          <OrderSummary order={order} />
          <OrderActions order={order} showOrderLink={resume} />
          {!resume && (
            <RouteLink className={page.link} path="/order">
              {t('buy.order.allOrders')}
            </RouteLink>
          )}
        </div>
      )}
    </ExhibitionPage>
  )
}
