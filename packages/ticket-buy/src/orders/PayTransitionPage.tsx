import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type AreaInstance } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { useRouter, type Route } from '@fairpass/core/router'
import { Button, Card, Spinner, ExhibitionPage } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { noTicketOrder } from './orderStates'
import { orderOf, waitForPayment, waitForTickets, type PaymentOutcome } from './ordersStore'
import * as styles from './Orders.css'
import './messages'

/** The events each element has announced, so a second check or a language switch does not say them twice. */
const announced = new WeakMap<AreaInstance, Set<string>>()

function announceOnce(area: AreaInstance, key: string, announce: () => void): void {
  let said = announced.get(area)
  if (!said) announced.set(area, (said = new Set()))
  if (said.has(key)) return
  said.add(key)
  announce()
}

/**
 * /payTransition?orderId=…: back from the cashier, it waits for the provider's word on the payment. A paid order is
 * announced to the host (`fair-paid`), and its tickets once the order names them (`fair-ticket-ready`).
 */
export default function PayTransitionPage({ route }: { route: Route }) {
  const t = useT()
  const router = useRouter()
  const area = useArea()
  const exhibition = useExhibitionRef()
  const orderId = route.query.orderId ?? ''
  const [outcome, setOutcome] = useState<PaymentOutcome>('waiting')
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!orderId) return
    let stopped = false
    setOutcome('waiting')
    void (async () => {
      const result = await waitForPayment(exhibition, orderId, () => stopped)
      if (stopped) return
      setOutcome(result)
      if (result !== 'paid') return
      const paid = orderOf(exhibition, orderId).$store.get().data
      if (paid) announceOnce(area, `paid:${orderId}`, () => area.emit('fair-paid', { orderId, orderNo: paid.orderNo, amount: paid.payableFen }))
      // An exhibitor's service order or a membership issues no ticket: nothing to wait for.
      if (noTicketOrder(paid)) return
      const issued = await waitForTickets(exhibition, orderId, () => stopped)
      if (issued) announceOnce(area, `tickets:${orderId}`, () => area.emit('fair-ticket-ready', { orderId, ticketIds: issued.ticketIds }))
    })()
    return () => {
      stopped = true
    }
  }, [area, exhibition, orderId, round])

  const order = useStore(orderOf(exhibition, orderId).$store).data
  const wayBack = noTicketOrder(order)
  const service = wayBack !== null
  const reservationLink = wayBack && (
    <RouteLink className={page.link} path={wayBack.path} query={wayBack.query}>
      {t(wayBack.back)}
    </RouteLink>
  )
  const orderLink = (
    <RouteLink className={page.link} path={`/order/${orderId}`}>
      {t('buy.order.viewOrder')}
    </RouteLink>
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
              <p className={page.text}>{t(wayBack ? wayBack.paidText : 'buy.order.paidText')}</p>
              {service ? (
                reservationLink
              ) : (
                <RouteLink className={page.link} path="/wallet">
                  {t('buy.order.wallet')}
                </RouteLink>
              )}
              {orderLink}
            </>
          )}
          {outcome === 'cancelled' && (
            <>
              <h2 className={page.strong}>{t('buy.order.cancelledTitle')}</h2>
              <p className={page.text}>{t('buy.order.cancelledText')}</p>
              {service ? (
                reservationLink
              ) : (
                <Button block onClick={() => router.navigate('/ticket-type')}>
                  {t('buy.order.buyAgain')}
                </Button>
              )}
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
              <Button block variant="secondary" onClick={() => router.navigate(`/ticket-type/select/${orderId}`)}>
                {t('buy.order.payAgain')}
              </Button>
            </>
          )}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
