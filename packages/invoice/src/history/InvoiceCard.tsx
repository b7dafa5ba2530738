import { useState } from 'react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { InvoiceView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { useStore } from '@nanostores/react'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime, formatRmb } from '@fairpass/core/utils'
import { Button, SpinnerRing } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as shared from '../shared/invoice.css'
import { downloadInvoice } from './download'
import { retry } from './invoiceStore'
import * as styles from './InvoiceCard.css'
import './messages'

/** One invoice with its state and what can be done with it now: download, view, issue again. */
export function InvoiceCard({ exhibition, invoice, headingLevel = 2 }: { exhibition: ExhibitionRef; invoice: InvoiceView; headingLevel?: 2 | 3 }) {
  const t = useT()
  const language = useStore($language)
  const [busy, setBusy] = useState<'none' | 'download' | 'retry'>('none')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const label = invoice.invoiceNo ?? invoice.orderNo
  return (
    <article className={styles.card} part="card" data-part="invoice" data-invoice={invoice.id} data-state={invoice.state} aria-busy={invoice.state === 'applied'}>
      <div className={styles.top}>
        <Heading className={styles.kind}>{t(`invoice.kind.${invoice.kind}`)}</Heading>
        {/* Read out when it changes: the visitor watches an invoice being issued. */}
        <span className={parts.pill} data-state={invoice.state} data-part="state" role="status">
          {t(`invoice.state.${invoice.state}`)}
        </span>
      </div>
      <dl className={shared.facts}>
        <dt>{t('invoice.history.buyer')}</dt>
        <dd>{invoice.buyer.title}</dd>
        {invoice.buyer.taxId && (
          <>
            <dt>{t('invoice.history.taxId')}</dt>
            <dd>{invoice.buyer.taxId}</dd>
          </>
        )}
        <dt>{t('invoice.amount')}</dt>
        <dd data-part="amount">{formatRmb(invoice.amountFen)}</dd>
        <dt>{t('invoice.orderNo')}</dt>
        <dd>{invoice.orderNo}</dd>
        {invoice.invoiceNo && (
          <>
            <dt>{t('invoice.invoiceNo')}</dt>
            <dd data-part="invoice-no">{invoice.invoiceNo}</dd>
          </>
        )}
        <dt>{invoice.issuedAt ? t('invoice.issuedAt') : t('invoice.appliedAt')}</dt>
        {/* On the fair's clock: the day of the order number it is for, on a phone abroad too. */}
        <dd>{formatFairDateTime(invoice.issuedAt ?? invoice.appliedAt, language)}</dd>
      </dl>
      {invoice.state === 'applied' && (
        <p className={styles.live}>
          <SpinnerRing /> {t('invoice.history.issuing')}
        </p>
      )}
      {invoice.state === 'failed' && invoice.failedReason && (
        <p className={shared.alert} data-part="failed-reason">
          {t('invoice.history.failedReason', { reason: invoice.failedReason })}
        </p>
      )}
      {invoice.state === 'voided' && invoice.voidReason && (
        <p className={shared.muted} data-part="void-reason">
          {t('invoice.history.voidReason', { reason: invoice.voidReason })}
        </p>
      )}
      {invoice.reversal && (
        <p className={shared.muted} data-part="reversal">
          {t('invoice.history.reversal', { no: invoice.reversal.invoiceNo, amount: formatRmb(invoice.reversal.amountFen) })}
        </p>
      )}
      <div className={shared.actions}>
        {invoice.downloadable && (
          <>
            <Button
              variant="secondary"
              aria-label={t('invoice.downloadOf', { no: label })}
              loading={busy === 'download'}
              onClick={() => {
                setBusy('download')
                void downloadInvoice(exhibition, invoice).finally(() => setBusy('none'))
              }}
            >
              {t('invoice.download')}
            </Button>
            <RouteLink className={shared.link} path="/pdfPreview" query={{ invoiceId: invoice.id }} aria-label={t('invoice.viewOf', { no: label })}>
              {t('invoice.view')}
            </RouteLink>
          </>
        )}
        {invoice.state === 'failed' && (
          <Button
            loading={busy === 'retry'}
            debounce
            onClick={() => {
              setBusy('retry')
              void retry(exhibition, invoice.id).finally(() => setBusy('none'))
            }}
          >
            {t('invoice.history.retry')}
          </Button>
        )}
      </div>
    </article>
  )
}
