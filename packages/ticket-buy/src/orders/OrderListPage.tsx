import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, ExhibitionPage, ListStates } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { formatDateTime } from '../ticketTypes/ticketTypesStore'
import { orderStateLabel, orderStateTone } from './orderStates'
import { ordersOf } from './ordersStore'
import * as styles from './Orders.css'
import './messages'

/** /order: the visitor's orders, newest first, each with its state in the page language. */
export default function OrderListPage() {
  const t = useT()
  const router = useRouter()
  const exhibition = useExhibitionRef()
  const language = useStore($language)
  const orders = ordersOf(exhibition)
  const { status, data, error } = useStore(orders.$store)

  useEffect(() => {
    void orders.load()
  }, [orders, language])

  return (
    <ExhibitionPage title={t('buy.order.listHeading')} stacked>
      <ListStates
        part="orders"
        status={status}
        items={data}
        onRetry={() => void orders.retry()}
        error={error}
        empty={
          <div className={page.center}>
            <p className={page.text}>{t('buy.order.none')}</p>
            <Button block onClick={() => router.navigate('/ticket-type')}>
              {t('buy.order.buy')}
            </Button>
          </div>
        }
      >
        {(list) =>
          list.map((order) => (
            <li key={order.id} data-order={order.id} data-state={order.state}>
              <button type="button" className={styles.orderButton} onClick={() => router.navigate(`/order/${order.id}`)}>
                <span className={styles.row}>
                  <span className={page.text}>{order.orderNo}</span>
                  <span className={`${page.badge} ${page.tone[orderStateTone(order.state)]}`}>{orderStateLabel(order.state, language)}</span>
                </span>
                <span className={styles.lineName}>
                  {order.kind === 'reissue' ? t('buy.order.reissue') : order.items.map((item) => `${item.ticketTypeName} × ${item.quantity}`).join(language === 'cn' ? '，' : ', ')}
                </span>
                <span className={styles.row}>
                  <span className={page.text}>{formatDateTime(order.createdAt, language)}</span>
                  <span className={page.strong}>{formatRmb(order.payableFen)}</span>
                </span>
              </button>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
