import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import type { Route } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { REFUND_REASON_MAX } from '@fairpass/core/validation'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, Spinner, TextField, ExhibitionPage } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { OrderSummary } from '../orders/OrderSummary'
import { loadOrder, orderOf } from '../orders/ordersStore'
import { formatDateTime } from '../ticketTypes/ticketTypesStore'
import { loadRefund, refundOf, setReason, submitRefund } from './refundStore'
import '../orders/messages'
import './messages'

/** How often a refunding order is asked again: the provider confirms within seconds in the sandbox. */
const REFUND_POLL_MS = 2000

/** /refund/:orderId: the organiser's refund rules for this order, a reason, and the refund as it progresses. */
export default function RefundPage({ route }: { route: Route }) {
  const t = useT()
  const language = useStore($language)
  const exhibition = useExhibitionRef()
  const orderId = route.params.orderId ?? route.path.split('/').pop() ?? ''
  const refund = useStore(refundOf(exhibition, orderId))
  const orderState = useStore(orderOf(exhibition, orderId).$store)
  const order = orderState.data?.id === orderId ? orderState.data : null

  useEffect(() => {
    void loadRefund(exhibition, orderId)
  }, [exhibition, orderId, language])

  const refunding = order?.state === 'refunding'
  useEffect(() => {
    if (!refunding) return
    const timer = setInterval(() => void loadOrder(exhibition, orderId), REFUND_POLL_MS)
    return () => clearInterval(timer)
  }, [exhibition, orderId, refunding])

  const asked = order && (order.state === 'refunding' || order.state === 'refunded' || order.refund)
  return (
    <ExhibitionPage title={t('buy.refund.heading')} stacked>
      {refund.status === 'loading' && !order && <Spinner showText />}
      {refund.status === 'failed' && !order && (
        <p className={page.alert} role="alert">
          {t('buy.loadFailed')}
        </p>
      )}
      {asked && (
        <p className={order.state === 'refunded' ? page.note : page.note} role="status" data-part="refund-progress" data-state={order.state}>
          {order.state === 'refunded'
            ? t('buy.refund.refunded')
            : order.refund?.state === 'rejected'
              ? t('buy.refund.rejected')
              : t('buy.refund.refunding')}
        </p>
      )}
      {order && !asked && refund.quote && (
        <Card title={t('buy.refund.rules')}>
          <div className={page.stack} data-state={refund.quote.refundable ? 'refundable' : 'notRefundable'}>
            {!refund.quote.refundable && (
              <p className={page.alert} role="alert">
                {refund.quote.reason ?? t('buy.refund.notRefundable')}
              </p>
            )}
            <dl className={page.facts}>
              {refund.quote.refundableUntil && (
                <>
                  <dt>{t('buy.refund.until')}</dt>
                  <dd>{formatDateTime(refund.quote.refundableUntil, language)}</dd>
                </>
              )}
              <dt>{t('buy.refund.fee')}</dt>
              <dd>{formatRmb(refund.quote.feeFen)}</dd>
              <dt>{t('buy.refund.amount')}</dt>
              <dd className={page.strong}>{formatRmb(refund.quote.amountFen)}</dd>
            </dl>
            {refund.quote.refundable && (
              <>
                <TextField
                  label={t('buy.refund.reason')}
                  value={refund.reason}
                  onChange={(reason) => setReason(exhibition, orderId, reason)}
                  maxLength={REFUND_REASON_MAX}
                  hint={t('buy.refund.reasonHint')}
                  required
                  error={refund.error ?? undefined}
                />
                <Button block loading={refund.status === 'sending'} onClick={() => void submitRefund(exhibition, orderId)}>
                  {t('buy.refund.submit')}
                </Button>
              </>
            )}
          </div>
        </Card>
      )}
      {order && <OrderSummary order={order} />}
      <RouteLink className={page.link} path={`/order/${orderId}`}>
        {t('buy.refund.backToOrder')}
      </RouteLink>
    </ExhibitionPage>
  )
}
