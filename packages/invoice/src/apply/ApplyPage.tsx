import { useEffect, useId, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatMoney } from '@fairpass/core/utils'
import { Button, Card, Checkbox, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { createHeaderForm } from '../headers/headerForm'
import { Choices, HeaderFields } from '../headers/HeaderFields'
import { headersOf } from '../headers/headerStore'
import { InvoiceCard } from '../history/InvoiceCard'
import { invoiceOf } from '../history/invoiceStore'
import { useLiveInvoices } from '../history/useLiveInvoices'
import type { InExhibition } from '../shared/inExhibition'
import { InvoiceNav } from '../shared/InvoiceNav'
import * as shared from '../shared/invoice.css'
import { $apply, eligibilityOf, resetApply, setApply, submitApplication } from './applyStore'
import * as styles from './ApplyPage.css'
import './messages'

/**
 * /invoice/apply/{orderId}: a general or special VAT invoice for a paid order, with a saved header or one typed in
 * (and kept when asked). An order that cannot be invoiced says why; an order with its invoice shows it, live while
 * it is being issued.
 */
export function ApplyPage({ exhibition, orderId }: InExhibition & { orderId: string }) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const radioName = useId()
  const eligibility = eligibilityOf(exhibition, orderId)
  const headers = headersOf(exhibition)
  const loaded = useStore(eligibility.$store)
  const saved = useStore(headers.$store)
  const state = useStore($apply)
  const form = useMemo(createHeaderForm, [])
  const formState = useStore(form.$form)

  useEffect(() => {
    void eligibility.load()
    void headers.load()
  }, [eligibility, headers, language])
  // A fresh application whenever the saved headers first arrive for this order; a reload must not undo a choice.
  const headersReady = saved.data !== null
  useEffect(() => {
    resetApply(headers.$store.get().data)
    form.fill(null)
  }, [orderId, headersReady, headers, form])
  useEffect(() => form.reword(state.kind === 'special'), [form, language, state.kind])

  const info = loaded.data
  const current = info?.invoice && info.invoice.state !== 'voided' ? info.invoice : null
  const watched = current ? invoiceOf(exhibition, current.id) : null
  useEffect(() => {
    // What the order's answer says is the newest word on its invoice; the watch goes on from there.
    if (current && watched) watched.set(current)
  }, [current, watched])
  const live = useStore(watched?.$store ?? eligibility.$store)
  const shown = current ? ((live.data as typeof current | null) ?? current) : null
  useLiveInvoices(shown ? [shown] : null, () => (watched ? watched.refresh().then((fresh) => (fresh ? [fresh] : null)) : Promise.resolve(null)))

  const list = saved.data ?? []
  return (
    <ExhibitionPage stacked title={t('invoice.apply.heading')}>
      <InvoiceNav />
      {loaded.status === 'loading' && !info && <Spinner showText />}
      {loaded.status === 'failed' && !info && <LoadFailed onRetry={() => void eligibility.retry()} error={loaded.error} />}
      {info && (
        <Card>
          <dl className={shared.facts} data-part="order">
            <dt>{t('invoice.orderNo')}</dt>
            <dd>{info.orderNo}</dd>
            <dt>{t('invoice.amount')}</dt>
            <dd>{formatMoney(info.amountFen, info.currency, language)}</dd>
          </dl>
        </Card>
      )}
      {info && shown && (
        <section className={shared.stack} aria-label={t('invoice.apply.current')}>
          <InvoiceCard exhibition={exhibition} invoice={shown} />
          <RouteLink className={shared.link} path="/invoice/history">
            {t('invoice.apply.toHistory')}
          </RouteLink>
        </section>
      )}
      {info && !shown && info.refusal && (
        <Card title={t('invoice.apply.refused')}>
          <p role="alert" className={shared.alert} data-part="refusal" data-state="refused" data-refusal={info.refusal.code}>
            {info.refusal.message}
          </p>
        </Card>
      )}
      {info && !shown && !info.refusal && (
        <Card>
          <form
            className={shared.stack}
            noValidate
            data-part="apply-form"
            onSubmit={(event) => {
              event.preventDefault()
              void submitApplication(exhibition, orderId, form, list, area)
            }}
          >
            <Choices
              legend={t('invoice.apply.kind')}
              name={`${radioName}-kind`}
              value={state.kind}
              options={[
                { value: 'general', label: t('invoice.kind.general') },
                { value: 'special', label: t('invoice.kind.special') },
              ]}
              onChange={(kind) => setApply('kind', kind)}
            />
            <fieldset className={styles.headerChoice} aria-describedby={state.choiceError ? `${radioName}-choice-error` : undefined}>
              <legend className={styles.legend}>{t('invoice.apply.header')}</legend>
              {list.map((header) => (
                <label key={header.id} className={styles.headerOption}>
                  <input className={styles.radio} type="radio" name={`${radioName}-header`} checked={state.choice === header.id} onChange={() => setApply('choice', header.id)} />
                  <span className={styles.optionText}>
                    <span>{header.title}</span>
                    <span className={styles.optionSub}>{[t(`invoice.headerType.${header.type}`), header.taxId, header.email].filter(Boolean).join(' · ')}</span>
                  </span>
                </label>
              ))}
              <label className={styles.headerOption}>
                <input className={styles.radio} type="radio" name={`${radioName}-header`} checked={state.choice === 'new'} onChange={() => setApply('choice', 'new')} />
                <span className={styles.optionText}>{t('invoice.apply.typeNew')}</span>
              </label>
              {state.choiceError && (
                <p id={`${radioName}-choice-error`} role="alert" className={shared.alert}>
                  {state.choiceError}
                </p>
              )}
            </fieldset>
            {state.choice === 'new' && (
              <>
                <HeaderFields form={form} special={state.kind === 'special'} />
                <Checkbox label={t('invoice.apply.saveTyped')} checked={state.saveTyped} onChange={(checked) => setApply('saveTyped', checked)} />
              </>
            )}
            {(state.refusal || formState.errors._form) && (
              <p role="alert" className={shared.alert} data-part="refusal">
                {state.refusal || formState.errors._form}
              </p>
            )}
            <Button type="submit" block loading={state.submitting} debounce>
              {t('invoice.apply.submit')}
            </Button>
            <RouteLink className={shared.link} path="/invoiceEn" query={{ orderId }}>
              {t('invoice.apply.receiptLink')}
            </RouteLink>
          </form>
        </Card>
      )}
    </ExhibitionPage>
  )
}
