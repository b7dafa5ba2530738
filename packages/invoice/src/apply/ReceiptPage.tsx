import { useEffect } from 'react'
import { atom } from 'nanostores'
import type { InvoiceView } from '@fairpass/core/contract'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, Select, TextField } from '@fairpass/ui'
import { InvoiceCard } from '../history/InvoiceCard'
import { invoiceOf } from '../history/invoiceStore'
import { useLiveInvoices } from '../history/useLiveInvoices'
import { paidOrdersOf } from '../overview/ordersStore'
import type { InExhibition } from '../shared/inExhibition'
import { InvoiceNav } from '../shared/InvoiceNav'
import * as shared from '../shared/invoice.css'
import { $receipt, RECEIPT_FIELDS, resetReceipt, rewordReceipt, setReceiptField, submitReceipt } from './applyStore'
import './messages'

const INPUT = {
  name: { type: 'text', autoComplete: 'name' },
  company: { type: 'text', autoComplete: 'organization' },
  address: { type: 'text', autoComplete: 'street-address' },
  email: { type: 'email', autoComplete: 'email' },
} as const

/** The receipt this page asked for, watched until it is issued. */
const $issuedReceipt = atom<string | null>(null)

/** /invoiceEn(?orderId): the English receipt for a visitor from abroad: names and address in English, no tax number. */
export function ReceiptPage({ exhibition, orderId }: InExhibition & { orderId?: string }) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const orders = paidOrdersOf(exhibition)
  const paid = useStore(orders.$store)
  const form = useStore($receipt)

  useEffect(() => {
    void orders.load()
  }, [orders, language])
  useEffect(() => {
    resetReceipt(orderId ?? '')
    $issuedReceipt.set(null)
  }, [orderId])
  useEffect(() => rewordReceipt(exhibition), [exhibition, language])

  const issued = useStore($issuedReceipt)
  const watched = issued ? invoiceOf(exhibition, issued) : null
  const live = useStore(watched?.$store ?? orders.$store)
  const receipt = watched ? (live.data as InvoiceView | null) : null
  useLiveInvoices(receipt ? [receipt] : null, () => (watched ? watched.refresh().then((fresh) => (fresh ? [fresh] : null)) : Promise.resolve(null)))

  return (
    <ExhibitionPage stacked title={t('invoice.receipt.heading')}>
      <InvoiceNav />
      {receipt ? (
        <section className={shared.stack}>
          <InvoiceCard exhibition={exhibition} invoice={receipt} />
          <RouteLink className={shared.link} path="/invoice/history">
            {t('invoice.apply.toHistory')}
          </RouteLink>
        </section>
      ) : (
        <Card>
          <form
            className={shared.stack}
            noValidate
            data-part="receipt-form"
            onSubmit={(event) => {
              event.preventDefault()
              void submitReceipt(exhibition, area).then((made) => made && $issuedReceipt.set(made.id))
            }}
          >
            <p className={shared.muted}>{t('invoice.receipt.intro')}</p>
            <Select
              label={t('invoice.receipt.order')}
              value={form.orderId}
              placeholder={t('invoice.receipt.chooseOrder')}
              required
              options={(paid.data ?? []).map((order) => ({ value: order.id, label: `${order.orderNo} · ${formatRmb(order.payableFen)}` }))}
              onChange={(value) => setReceiptField('orderId', value)}
              error={form.errors.orderId}
            />
            {RECEIPT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`invoice.receipt.${field}`)}
                type={INPUT[field].type}
                autoComplete={INPUT[field].autoComplete}
                required={field !== 'company'}
                value={form[field]}
                onChange={(value) => setReceiptField(field, value)}
                error={form.errors[field]}
              />
            ))}
            {form.refusal && (
              <p role="alert" className={shared.alert} data-part="refusal">
                {form.refusal}
              </p>
            )}
            <Button type="submit" block loading={form.submitting} debounce>
              {t('invoice.receipt.submit')}
            </Button>
          </form>
        </Card>
      )}
    </ExhibitionPage>
  )
}
