import { useStore } from '@nanostores/react'
import type { TicketTypeView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import * as page from '../shared/page.css'
import { maxQuantity, selectionOf } from '../selection/selectionStore'
import { formatDateRange, unavailability } from './ticketTypesStore'
import { QuantityStepper } from './QuantityStepper'
import * as styles from './TicketTypes.css'

/** One type the link offers: what it is, what it costs, whether it can still be had, and how many to take. */
export function TicketTypeCard({ type, quantity, conflicts }: { type: TicketTypeView; quantity: number; conflicts: boolean }) {
  const t = useT()
  const router = useRouter()
  const exhibition = useExhibitionRef()
  const language = useStore($language)
  const blocked = unavailability(type)
  const max = maxQuantity(type)
  return (
    <li className={styles.card} data-state={blocked ?? 'onSale'} data-type={type.id}>
      <div className={styles.head}>
        <h2 id={`type-${type.id}`} className={styles.name}>
          {type.name}
        </h2>
        <span className={styles.price}>{type.priceFen === 0 ? t('buy.types.free') : formatRmb(type.priceFen)}</span>
      </div>
      <dl className={page.facts}>
        <dt>{t('buy.types.validity')}</dt>
        <dd>{formatDateRange(type.validFrom, type.validTo, language)}</dd>
        <dt>{t('buy.types.entries')}</dt>
        <dd>{t('buy.types.entriesValue', { n: type.entries })}</dd>
      </dl>
      <ul className={styles.tags}>
        {type.requiresDay && <li className={`${page.badge} ${page.tone.over}`}>{t('buy.types.oneDay')}</li>}
        {type.perOrderLimit !== null && <li className={`${page.badge} ${page.tone.over}`}>{t('buy.types.perOrder', { n: type.perOrderLimit })}</li>}
        {type.perPersonLimit !== null && <li className={`${page.badge} ${page.tone.over}`}>{t('buy.types.perPerson', { n: type.perPersonLimit })}</li>}
        {blocked ? (
          <li className={`${page.badge} ${page.tone.bad}`} data-part="availability">
            {t(`buy.types.${blocked}`)}
          </li>
        ) : (
          type.remaining !== null && (
            <li className={`${page.badge} ${page.tone.waiting}`} data-part="availability">
              {t('buy.types.remaining', { n: type.remaining })}
            </li>
          )
        )}
      </ul>
      {conflicts && <p className={page.text}>{t('buy.types.conflict')}</p>}
      <div className={styles.foot}>
        <button type="button" className={styles.details} aria-label={t('buy.types.details', { name: type.name })} onClick={() => router.navigate(`/ticket-type/${type.id}`)}>
          {t('buy.types.detailsShort')} ›
        </button>
        <QuantityStepper
          value={quantity}
          max={max}
          disabled={blocked !== null}
          onChange={(value) => selectionOf(exhibition).setQuantity(type, value)}
          fewerLabel={t('buy.types.fewer', { name: type.name })}
          moreLabel={t('buy.types.more', { name: type.name })}
          valueLabel={t('buy.types.quantity', { name: type.name })}
        />
      </div>
    </li>
  )
}
