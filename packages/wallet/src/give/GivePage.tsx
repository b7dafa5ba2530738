import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, Select, Spinner, TextField, visuallyHidden, LoadFailed } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import { RouteLink } from '@fairpass/core/router'
import * as parts from '@fairpass/ui/parts'
import * as shared from '../shared/wallet.css'
import { walletOf } from '../tickets/walletStore'
import '../tickets/messages'
import './messages'
import { GiftImages } from './GiftImages'
import { GiftNotices } from './GiftNotices'
import { $giveForm, giftsOf, heldTypes, noticesOf, resetGiveForm, rewordGive, setGiveField, stepQuantity, submitGive, waitingOf } from './giveStore'
import * as styles from './GivePage.css'

/** /give: give tickets of a type held to a phone number, and the gifts sent so far. */
export function GivePage({ ticketTypeId, exhibition }: { ticketTypeId?: string } & InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const wallet = walletOf(exhibition)
  const gifts = giftsOf(exhibition)
  const notices = noticesOf(exhibition)
  const held = useStore(wallet.$store)
  const sent = useStore(gifts.$store)
  const notes = useStore(notices.$store)
  const form = useStore($giveForm)

  useEffect(() => {
    resetGiveForm(ticketTypeId ?? '')
  }, [ticketTypeId])
  useEffect(() => {
    void wallet.load()
    void gifts.load()
    void notices.load()
  }, [wallet, gifts, notices, language])

  const types = heldTypes(held.data ?? [])
  // One type held: it is the choice. A type named by the link (from a ticket's "Give") wins while it is held.
  const chosen = types.find((type) => type.ticketTypeId === form.ticketTypeId) ?? (types.length === 1 ? types[0] : undefined)
  useEffect(() => {
    if (chosen && chosen.ticketTypeId !== form.ticketTypeId) setGiveField('ticketTypeId', chosen.ticketTypeId)
  }, [chosen, form.ticketTypeId])
  const max = chosen?.count ?? null
  useEffect(() => rewordGive(exhibition, max), [exhibition, language, max])

  const submit = () => void submitGive(exhibition, max, router)

  return (
    <ExhibitionPage stacked title={t('wallet.give.heading')}>
      <RouteLink className={shared.link} path="/wallet">{t('wallet.toWallet')}</RouteLink>
      <GiftImages place="top" />
      <Card title={t('wallet.give.newGift')}>
        {held.status === 'loading' && !held.data && <Spinner />}
        {held.status === 'failed' && !held.data && <LoadFailed onRetry={() => void wallet.load()} error={held.error} />}
        {held.data && types.length === 0 && <p className={shared.muted}>{t('wallet.give.noTypes')}</p>}
        {types.length > 0 && (
          <form
            className={shared.stack}
            noValidate
            data-part="give-form"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Select
              label={t('wallet.give.type')}
              value={form.ticketTypeId}
              onChange={(value) => setGiveField('ticketTypeId', value)}
              options={types.map((type) => ({ value: type.ticketTypeId, label: `${type.name} (${t('wallet.give.held', { count: type.count })})` }))}
              placeholder={t('wallet.give.type')}
              required
              error={form.errors.ticketTypeId}
            />
            <div className={styles.stepper}>
              <Button
                variant="secondary"
                className={styles.stepButton}
                aria-label={t('wallet.give.decrease')}
                onClick={() => stepQuantity(-1, max ?? 1)}
              >
                −
              </Button>
              <div className={styles.stepperField}>
                <TextField
                  label={t('wallet.give.quantity')}
                  value={form.quantity}
                  onChange={(value) => setGiveField('quantity', value)}
                  inputMode="numeric"
                  required
                  error={form.errors.quantity}
                />
              </div>
              <Button
                variant="secondary"
                className={styles.stepButton}
                aria-label={t('wallet.give.increase')}
                onClick={() => stepQuantity(1, max ?? 1)}
              >
                +
              </Button>
            </div>
            <TextField
              label={t('wallet.give.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={form.receiverPhone}
              onChange={(value) => setGiveField('receiverPhone', value)}
              required
              error={form.errors.receiverPhone}
            />
            <TextField
              label={t('wallet.give.confirmPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={form.confirmPhone}
              onChange={(value) => setGiveField('confirmPhone', value)}
              required
              error={form.errors.confirmPhone}
            />
            {form.errors._form && (
              <p role="alert" className={shared.alert}>
                {form.errors._form}
              </p>
            )}
            <Button type="submit" block loading={form.submitting} debounce>
              {t('wallet.give.submit')}
            </Button>
          </form>
        )}
      </Card>
      <GiftNotices items={notes.data} />
      <Card title={t('wallet.give.sent')}>
        <div data-state={sent.status} data-part="gifts">
          {sent.status === 'loading' && !sent.data && <Spinner />}
          {sent.status === 'failed' && <LoadFailed onRetry={() => void gifts.load()} error={sent.error} />}
          {sent.data?.length === 0 && <p className={shared.muted}>{t('wallet.give.noGifts')}</p>}
          {sent.data && sent.data.length > 0 && (
            <ul className={shared.list}>
              {sent.data.map((item) => (
                <li key={item.id} className={styles.giftRow} data-gift={item.id} data-state={item.state}>
                  <div className={styles.rowHead}>
                    <span className={shared.breakAnywhere}>{t('wallet.give.giftTo', { type: item.ticketTypeName, phone: item.phoneMasked })}</span>
                    <span className={parts.pill} data-state={item.state}>
                      {t(`wallet.give.state.${item.state}`)}
                    </span>
                  </div>
                  <span className={shared.muted}>
                    {t('wallet.give.counts', { quantity: item.quantity, received: item.received, waiting: waitingOf(item) })}
                  </span>
                  <RouteLink className={shared.link} path={`/give/${item.id}`}>
                    {t('wallet.give.open')}
                    <span className={visuallyHidden}>
                      {' '}
                      {item.phoneMasked}
                    </span>
                  </RouteLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <GiftImages place="bottom" />
    </ExhibitionPage>
  )
}
