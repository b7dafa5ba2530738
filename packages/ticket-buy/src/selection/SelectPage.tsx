import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { invalidateTopic } from '@fairpass/core/resource'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, Select, TextField, ExhibitionPage } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { formatDay } from '../ticketTypes/ticketTypesStore'
import { selectionOf, totalsOf } from './selectionStore'
import * as styles from './SelectPage.css'
import './messages'
import '../ticketTypes/messages'

/**
 * /ticket-type/select: the order to confirm. The day where a type asks for one, the holders when buying for
 * others, a discount code, the totals; "Submit order" makes the order (once, however often it is tapped).
 */
export default function SelectPage() {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const store = selectionOf(useExhibitionRef())
  const { setDay, setHolder, setDiscountCode, applyDiscount, removeDiscount } = store
  const language = useStore($language)
  const selection = useStore(store.$selection)
  const errors = useStore(store.$fieldErrors)
  const submit = useStore(store.$submit)
  const discount = useStore(store.$discountState)
  const totals = totalsOf(selection)
  useEffect(() => {
    void store.rewordFieldErrors(language)
  }, [store, language])
  const backToTypes = () =>
    router.navigate('/ticket-type', { registerLinkId: selection.registerLinkId, upgradeTicket: selection.upgradeTicket ? 'yes' : undefined })

  const onSubmit = async () => {
    const order = await store.submitOrder()
    if (!order) return
    emit('fair-order-placed', { orderId: order.id, orderNo: order.orderNo, amount: order.payableFen, currency: order.currency })
    // A free order is issued at once: its tickets are in the wallet already.
    if (order.ticketIds.length > 0) {
      invalidateTopic('tickets')
      emit('fair-ticket-ready', { orderId: order.id, ticketIds: order.ticketIds })
    }
    router.navigate(`/ticket-type/select/${order.id}`, {}, { replace: true })
  }

  if (selection.lines.length === 0) {
    return (
      <ExhibitionPage title={t('buy.select.heading')} stacked>
        <Card>
          <div className={page.center} data-state="empty">
            <p className={page.text}>{t('buy.select.empty')}</p>
            <Button block onClick={backToTypes}>
              {t('buy.select.choose')}
            </Button>
          </div>
        </Card>
      </ExhibitionPage>
    )
  }

  return (
    <ExhibitionPage title={t('buy.select.heading')} stacked>
      {selection.upgradeTicket && <p className={page.note}>{t('buy.types.upgrade')}</p>}
      {selection.lines.map((line) => (
        <Card key={line.type.id} title={line.type.name}>
          <div className={page.stack} data-type={line.type.id}>
            <p className={styles.lineSum}>
              <span>
                {formatRmb(line.type.priceFen)} × {line.quantity}
              </span>
              <span className={page.strong}>{formatRmb(line.type.priceFen * line.quantity)}</span>
            </p>
            {line.type.requiresDay && (
              <Select
                label={t('buy.select.day')}
                value={line.day}
                onChange={(day) => setDay(line.type.id, day)}
                placeholder={t('buy.select.dayPlaceholder')}
                options={line.type.days.map((day) => ({ value: day, label: formatDay(day, language) }))}
                required
                error={errors[`${line.type.id}.day`]}
              />
            )}
            {selection.buyFor === 'others' &&
              line.holders.map((holder, index) => {
                const field = (name: string) => errors[`${line.type.id}.holders.${index}.${name}`]
                return (
                  <fieldset key={index} className={styles.holder}>
                    <legend className={styles.holderTitle}>{t('buy.select.holder', { n: index + 1 })}</legend>
                    <TextField
                      label={t('buy.select.name')}
                      value={holder.name}
                      onChange={(value) => setHolder(line.type.id, index, 'name', value)}
                      autoComplete="off"
                      required
                      error={field('name')}
                    />
                    <TextField
                      label={t('buy.select.phone')}
                      type="tel"
                      inputMode="tel"
                      value={holder.phone}
                      onChange={(value) => setHolder(line.type.id, index, 'phone', value)}
                      autoComplete="off"
                      error={field('phone')}
                    />
                    <TextField
                      label={t('buy.select.idNumber')}
                      value={holder.idNumber}
                      onChange={(value) => setHolder(line.type.id, index, 'idNumber', value)}
                      autoComplete="off"
                      error={field('idNumber')}
                    />
                  </fieldset>
                )
              })}
          </div>
        </Card>
      ))}
      <Button variant="text" onClick={backToTypes}>
        {t('buy.select.edit')}
      </Button>
      <Card>
        <div className={page.stack} data-state={selection.discount ? 'applied' : discount.status}>
          <div className={styles.codeRow}>
            <TextField
              label={t('buy.select.discount')}
              value={selection.discountCode}
              onChange={setDiscountCode}
              autoComplete="off"
              maxLength={32}
              error={discount.status === 'refused' ? discount.message : undefined}
            />
            <Button
              className={styles.apply}
              variant="secondary"
              loading={discount.status === 'checking'}
              disabled={!selection.discountCode.trim() || Boolean(selection.discount)}
              onClick={() => void applyDiscount()}
            >
              {t('buy.select.apply')}
            </Button>
          </div>
          {selection.discount && (
            <p className={styles.applied} role="status">
              <span>{t('buy.select.applied', { code: selection.discount.code })}</span>
              <button type="button" className={styles.remove} onClick={removeDiscount} aria-label={t('buy.select.remove')}>
                ×
              </button>
            </p>
          )}
        </div>
      </Card>
      <Card>
        <dl className={page.facts} data-part="totals">
          <dt>{t('buy.select.total')}</dt>
          <dd>{formatRmb(totals.totalFen)}</dd>
          {totals.discountFen > 0 && (
            <>
              <dt>{t('buy.select.discountLine')}</dt>
              <dd>-{formatRmb(totals.discountFen)}</dd>
            </>
          )}
          <dt>{t('buy.select.payable')}</dt>
          <dd className={page.strong} data-part="payable">
            {formatRmb(totals.payableFen)}
          </dd>
        </dl>
      </Card>
      {errors._form && (
        <p className={page.alert} role="alert">
          {errors._form}
        </p>
      )}
      {submit.status === 'failed' && (
        <p className={page.alert} role="alert" data-part="refusal">
          {submit.retry ? t('buy.select.retryHint') : submit.message}
        </p>
      )}
      {/* No debounce: a corrected form must send at once; a double tap is one request (the store) with one key. */}
      <Button block loading={submit.status === 'submitting'} onClick={() => void onSubmit()}>
        {t('buy.select.submit')}
      </Button>
    </ExhibitionPage>
  )
}
