import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useRouter, type Route } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatList, formatRmb } from '@fairpass/core/utils'
import { Button, Card, Spinner, ExhibitionPage } from '@fairpass/ui'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { formatDateRange, formatDay, loadTicketType, ticketTypeOf, unavailability } from './ticketTypesStore'
import * as styles from './TicketTypes.css'
import './messages'

/** /ticket-type/:id: one type in full, with its ticket-use notice. */
export default function TicketTypeDetailPage({ route }: { route: Route }) {
  const t = useT()
  const router = useRouter()
  const exhibition = useExhibitionRef()
  const language = useStore($language)
  const id = route.params.id ?? route.path.split('/').pop() ?? ''
  const { status, data: type } = useStore(ticketTypeOf(exhibition, id).$store)

  useEffect(() => {
    void loadTicketType(exhibition, id)
  }, [exhibition, id, language])

  const blocked = type ? unavailability(type) : null
  return (
    <ExhibitionPage title={type?.name ?? t('buy.types.heading')} stacked>
      {!type && status === 'loading' && <Spinner showText />}
      {!type && status === 'failed' && (
        <p className={page.alert} role="alert">
          {t('buy.loadFailed')}
        </p>
      )}
      {type && (
        <>
          <Card>
            <div className={page.stack} data-state={blocked ?? 'onSale'}>
              <div className={styles.head}>
                <span className={page.text}>{type.description}</span>
                <span className={styles.price}>{type.priceFen === 0 ? t('buy.types.free') : formatRmb(type.priceFen)}</span>
              </div>
              <dl className={page.facts}>
                <dt>{t('buy.types.validity')}</dt>
                <dd>{formatDateRange(type.validFrom, type.validTo, language)}</dd>
                <dt>{t('buy.types.entries')}</dt>
                <dd>{t('buy.types.entriesValue', { n: type.entries })}</dd>
                {type.requiresDay && (
                  <>
                    <dt>{t('buy.types.oneDay')}</dt>
                    <dd>{formatList(type.days.map((day) => formatDay(day, language)), language)}</dd>
                  </>
                )}
                <dt>{t('buy.refundRules')}</dt>
                <dd>
                  {type.refundableUntil
                    ? t('buy.types.refundUntil', { date: formatDay(type.refundableUntil, language), fee: type.refundFeePercent })
                    : t('buy.types.noRefund')}
                </dd>
              </dl>
              {(blocked || type.remaining !== null) && (
                <p className={`${page.badge} ${blocked ? page.tone.bad : page.tone.waiting}`}>
                  {blocked ? t(`buy.types.${blocked}`) : t('buy.types.remaining', { n: type.remaining ?? 0 })}
                </p>
              )}
            </div>
          </Card>
          {type.notice && (
            <Card title={t('buy.types.notice')}>
              <p className={styles.notice}>{type.notice}</p>
            </Card>
          )}
        </>
      )}
      <Button variant="secondary" block onClick={() => router.navigate('/ticket-type')}>
        {t('buy.types.back')}
      </Button>
    </ExhibitionPage>
  )
}
