import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { elementKey, useArea } from '@fairpass/core/area'
import type { OrderView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { useRouter } from '@fairpass/core/router'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Dialog } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { formatTimeLeft, isPaidState, noTicketOrder } from './orderStates'
import { cancelUnpaidOrder, loadOrder, orderActionOf, orderActions, payOrder } from './ordersStore'
import { useNow } from './useNow'

/**
 * Pay (with the time left), cancel (after a confirmation) and refund: only what the order state machine allows
 * in the order's state, so no button offers a move the server would refuse.
 */
export function OrderActions({ order, showOrderLink = false }: { order: OrderView; showOrderLink?: boolean }) {
  const t = useT()
  const router = useRouter()
  const { host } = useArea()
  const exhibition = useExhibitionRef()
  const action = useStore(orderActionOf(exhibition, order.id))
  const [confirming, setConfirming] = useState(false)
  const allowed = orderActions(order)
  const wayBack = noTicketOrder(order)
  const pending = order.state === 'pendingPayment'
  const now = useNow(pending)
  const left = new Date(order.expiresAt).getTime() - now
  const expired = pending && left <= 0

  return (
    <div className={page.actions}>
      {pending && (
        <p className={expired ? page.alert : page.note} role="timer" aria-live="off" data-part="time-left">
          {expired ? t('buy.order.expired') : t('buy.order.timeLeft', { time: formatTimeLeft(left) })}
        </p>
      )}
      {allowed.pay && !expired && (
        <Button block debounce loading={action === 'paying'} onClick={() => void payOrder(exhibition, order.id, router, { elementId: elementKey(host) })}>
          {t('buy.order.pay', { amount: formatRmb(order.payableFen) })}
        </Button>
      )}
      {expired && (
        <Button block variant="secondary" onClick={() => void loadOrder(exhibition, order.id)}>
          {t('buy.order.checkAgain')}
        </Button>
      )}
      {allowed.cancel && (
        <Button block variant="secondary" loading={action === 'cancelling'} onClick={() => setConfirming(true)}>
          {t('buy.order.cancel')}
        </Button>
      )}
      {allowed.refund && (
        <Button block variant="secondary" onClick={() => router.navigate(`/refund/${order.id}`)}>
          {t('buy.order.refund')}
        </Button>
      )}
      {wayBack && (
        // An order without tickets (exhibitor services, a customer-lead membership): its page is another area's, by route like the wallet.
        <RouteLink className={page.link} path={wayBack.path} query={wayBack.query}>
          {t(wayBack.back)}
        </RouteLink>
      )}
      {isPaidState(order.state) && !wayBack && (
        // The wallet is another element's page: a route link, no import of its code (embedded, the element shows it in place).
        <RouteLink className={page.link} path="/wallet">
          {t('buy.order.wallet')}
        </RouteLink>
      )}
      {isPaidState(order.state) && order.payableFen > 0 && (
        // The invoice pages are <fair-invoice>'s: a route, like the wallet (the server says whether one may be issued).
        <RouteLink className={page.link} path={`/invoice/apply/${order.id}`}>
          {t('buy.order.invoice')}
        </RouteLink>
      )}
      {showOrderLink && (
        <RouteLink className={page.link} path={`/order/${order.id}`}>
          {t('buy.order.viewOrder')}
        </RouteLink>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('buy.order.cancelTitle')}
        description={t('buy.order.cancelText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('buy.order.keep')}
            </Button>
            <Button
              debounce
              onClick={async () => {
                setConfirming(false)
                await cancelUnpaidOrder(exhibition, order.id)
              }}
            >
              {t('buy.order.cancelConfirm')}
            </Button>
          </>
        }
      />
    </div>
  )
}
