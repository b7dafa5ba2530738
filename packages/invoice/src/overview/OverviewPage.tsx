import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatList, formatRmb } from '@fairpass/core/utils'
import { Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import '../apply/messages'
import type { InExhibition } from '../shared/inExhibition'
import { InvoiceNav } from '../shared/InvoiceNav'
import * as shared from '../shared/invoice.css'
import { paidOrdersOf } from './ordersStore'
import * as styles from './OverviewPage.css'

/** /invoice: the visitor's paid orders, each with the way to its invoice (or English receipt). */
export function OverviewPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const orders = paidOrdersOf(exhibition)
  const { status, data, error } = useStore(orders.$store)
  useEffect(() => {
    void orders.load()
  }, [orders, language])
  return (
    <ExhibitionPage stacked title={t('invoice.overview.heading')}>
      <InvoiceNav />
      <p className={shared.muted}>{t('invoice.overview.intro')}</p>
      <ListStates part="orders" status={status} items={data} onRetry={() => void orders.retry()} error={error} empty={<p className={shared.muted}>{t('invoice.overview.empty')}</p>}>
        {(items) =>
          items.map((order) => (
            <li key={order.id} data-order={order.id}>
              <Card>
                <div className={styles.order}>
                  <h2 className={styles.title}>{formatList(order.items.map((item) => item.ticketTypeName), language) || order.orderNo}</h2>
                  <dl className={shared.facts}>
                    <dt>{t('invoice.orderNo')}</dt>
                    <dd>{order.orderNo}</dd>
                    <dt>{t('invoice.amount')}</dt>
                    <dd>{formatRmb(order.payableFen)}</dd>
                  </dl>
                  <div className={shared.actions}>
                    <RouteLink className={shared.link} path={`/invoice/apply/${order.id}`} aria-label={t('invoice.overview.applyFor', { no: order.orderNo })}>
                      {t('invoice.overview.apply')}
                    </RouteLink>
                    <RouteLink className={shared.link} path="/invoiceEn" query={{ orderId: order.id }} aria-label={t('invoice.overview.receiptFor', { no: order.orderNo })}>
                      {t('invoice.overview.receipt')}
                    </RouteLink>
                  </div>
                </div>
              </Card>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
