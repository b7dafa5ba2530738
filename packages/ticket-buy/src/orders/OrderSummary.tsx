import { useStore } from '@nanostores/react'
import type { OrderView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { formatList, formatRmb } from '@fairpass/core/utils'
import { Card } from '@fairpass/ui'
import * as page from '../shared/page.css'
import { formatDateTime, formatDay } from '../ticketTypes/ticketTypesStore'
import { noTicketOrder, orderStateLabel, orderStateTone } from './orderStates'
import * as styles from './Orders.css'

/** The order's facts, its lines and its money, as every order page shows them. */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = useT()
  const language = useStore($language)
  return (
    <>
      <Card>
        <dl className={page.facts}>
          <dt>{t('buy.order.state')}</dt>
          <dd>
            <span className={`${page.badge} ${page.tone[orderStateTone(order.state)]}`} data-part="order-state" data-state={order.state}>
              {orderStateLabel(order.state, language)}
            </span>
          </dd>
          <dt>{t('buy.order.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('buy.order.createdAt')}</dt>
          <dd>{formatDateTime(order.createdAt, language)}</dd>
          {order.paidAt && (
            <>
              <dt>{t('buy.order.paidAt')}</dt>
              <dd>{formatDateTime(order.paidAt, language)}</dd>
            </>
          )}
        </dl>
      </Card>
      <Card title={t(noTicketOrder(order)?.lines ?? 'buy.order.lines')}>
        {order.kind === 'reissue' && (
          <p className={page.text} data-part="reissue">
            {t('buy.order.reissue')}
          </p>
        )}
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item.id} className={styles.line}>
              <div>
                <div className={styles.lineName}>{item.ticketTypeName}</div>
                {item.day && <div className={page.text}>{t('buy.order.day', { day: formatDay(item.day, language) })}</div>}
                {item.holders.length > 0 && <div className={page.text}>{formatList(item.holders.map((holder) => holder.name), language)}</div>}
              </div>
              <div className={styles.lineMoney}>
                {formatRmb(item.unitPriceFen)} × {item.quantity}
              </div>
            </li>
          ))}
        </ul>
        {order.ticketIds.length > 0 && <p className={page.text}>{t('buy.order.tickets', { n: order.ticketIds.length })}</p>}
        <dl className={page.facts} data-part="totals">
          <dt>{t('buy.order.total')}</dt>
          <dd>{formatRmb(order.totalFen)}</dd>
          {order.discountFen > 0 && (
            <>
              <dt>{t('buy.order.discount')}</dt>
              <dd>
                -{formatRmb(order.discountFen)}
                {order.discountCode ? ` (${order.discountCode})` : ''}
              </dd>
            </>
          )}
          <dt>{t('buy.order.payable')}</dt>
          <dd className={page.strong}>{formatRmb(order.payableFen)}</dd>
        </dl>
      </Card>
      {order.refund?.kind === 'latePayment' && (
        <Card>
          <p className={page.text} data-part="late-payment" data-state={order.refund.state}>
            {t(
              order.refund.state === 'succeeded' ? 'buy.order.lateReturned' : order.refund.state === 'rejected' ? 'buy.order.lateRefused' : 'buy.order.lateReturning',
              { amount: formatRmb(order.refund.amountFen) },
            )}
          </p>
        </Card>
      )}
      {order.refund && order.refund.kind !== 'latePayment' && (
        <Card>
          <p className={page.text} data-part="refund" data-state={order.refund.state}>
            {t(
              order.refund.state === 'succeeded'
                ? 'buy.order.refundSucceeded'
                : order.refund.state === 'rejected'
                  ? 'buy.order.refundRejected'
                  : 'buy.order.refundRequested',
            )}
            {' · '}
            {t('buy.order.refundState', { amount: formatRmb(order.refund.amountFen), fee: formatRmb(order.refund.feeFen) })}
          </p>
        </Card>
      )}
    </>
  )
}
