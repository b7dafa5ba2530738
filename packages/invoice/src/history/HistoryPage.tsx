import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { ExhibitionPage, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { InvoiceNav } from '../shared/InvoiceNav'
import * as shared from '../shared/invoice.css'
import { InvoiceCard } from './InvoiceCard'
import { invoicesOf } from './invoiceStore'
import { useLiveInvoices } from './useLiveInvoices'
import './messages'

/** /invoice/history: every invoice of the visitor with its state, each downloadable once issued; live while issuing. */
export function HistoryPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const list = invoicesOf(exhibition)
  const { status, data, error } = useStore(list.$store)

  useEffect(() => {
    void list.load()
  }, [list, language])
  useLiveInvoices(data, () => list.refresh())

  return (
    <ExhibitionPage stacked title={t('invoice.history.heading')}>
      <InvoiceNav />
      <ListStates
        part="invoices"
        status={status}
        items={data}
        onRetry={() => void list.retry()}
        error={error}
        end
        empty={
          <div className={shared.stack}>
            <p className={shared.muted}>{t('invoice.history.empty')}</p>
            <RouteLink className={shared.link} path="/invoice">
              {t('invoice.history.toApply')}
            </RouteLink>
          </div>
        }
      >
        {(items) =>
          items.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceCard exhibition={exhibition} invoice={invoice} />
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
