import { useEffect, useState } from 'react'
import { useT } from '@fairpass/core/i18n'
import { hrefFor, navigate, type Route } from '@fairpass/core/router'
import { Button, Card, Spinner, ExhibitionPage } from '@fairpass/ui'
import * as page from '../shared/page.css'
import { waitForPayment, type PaymentOutcome } from './ordersStore'
import * as styles from './Orders.css'
import './messages'

/** /payTransition?orderId=…: back from the cashier, it waits for the provider's word on the payment. */
export default function PayTransitionPage({ route }: { route: Route }) {
  const t = useT()
  const orderId = route.query.orderId ?? ''
  const [outcome, setOutcome] = useState<PaymentOutcome>('waiting')
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!orderId) return
    let stopped = false
    setOutcome('waiting')
    void waitForPayment(orderId, () => stopped).then((result) => {
      if (!stopped) setOutcome(result)
    })
    return () => {
      stopped = true
    }
  }, [orderId, round])

  const orderLink = (
    <a className={page.link} href={hrefFor(`/order/${orderId}`)}>
      {t('buy.order.viewOrder')}
    </a>
  )

  return (
    <ExhibitionPage title={t('buy.order.payHeading')} stacked>
      <Card>
        <div className={page.center} data-state={orderId ? outcome : 'noOrder'} aria-live="polite">
          {!orderId && (
            <p className={page.alert} role="alert">
              {t('buy.order.noOrderId')}
            </p>
          )}
          {orderId && outcome === 'waiting' && (
            <>
              <Spinner />
              <p className={page.text}>{t('buy.order.waiting')}</p>
            </>
          )}
          {outcome === 'paid' && (
            <>
              {/* Drawn, not an emoji: the messaging app's browser may have no emoji font. */}
              <svg className={styles.resultIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
                <circle cx="24" cy="24" r="22" fill="currentColor" />
                <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h2 className={page.strong}>{t('buy.order.paidTitle')}</h2>
              <p className={page.text}>{t('buy.order.paidText')}</p>
              <a className={page.link} href={hrefFor('/wallet')}>
                {t('buy.order.wallet')}
              </a>
              {orderLink}
            </>
          )}
          {outcome === 'cancelled' && (
            <>
              <h2 className={page.strong}>{t('buy.order.cancelledTitle')}</h2>
              <p className={page.text}>{t('buy.order.cancelledText')}</p>
              <Button block onClick={() => navigate('/ticket-type')}>
                {t('buy.order.buyAgain')}
              </Button>
              {orderLink}
            </>
          )}
          {(outcome === 'unpaid' || outcome === 'failed') && (
            <>
              <h2 className={page.strong}>{t(outcome === 'unpaid' ? 'buy.order.unpaidTitle' : 'buy.loadFailed')}</h2>
              {outcome === 'unpaid' && <p className={page.text}>{t('buy.order.unpaidText')}</p>}
              <Button block onClick={() => setRound((n) => n + 1)}>
                {t('buy.order.checkAgain')}
              </Button>
              <Button block variant="secondary" onClick={() => navigate(`/ticket-type/select/${orderId}`)}>
                {t('buy.order.payAgain')}
              </Button>
            </>
          )}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
