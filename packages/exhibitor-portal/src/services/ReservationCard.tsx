import { useStore } from '@nanostores/react'
import type { ServiceReservationView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime, formatRmb } from '@fairpass/core/utils'
import { Button, Card, Checkbox } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as shared from '../shared/portal.css'
import { formatDay } from './format'
import * as styles from './Services.css'

/**
 * A reservation: its order number and state, what it holds, the total and when it was made, paid or cancelled. The
 * company admin pays an unpaid one on the ticket area's pay page (a route: areas never import each other), asks for
 * the invoice of a paid one on the invoice area's page, and chooses unpaid ones for deletion (`chosen` set).
 */
export function ReservationCard({
  reservation,
  readOnly,
  detailed = false,
  chosen,
  onChoose,
  detailQuery,
}: {
  reservation: ServiceReservationView
  readOnly: boolean
  detailed?: boolean
  chosen?: boolean
  onChoose?: (checked: boolean) => void
  /** The detail's address on this page (absent on the detail itself). */
  detailQuery?: Record<string, string>
}) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const no = reservation.orderNo
  const unpaid = reservation.state === 'unpaid'
  const total = formatRmb(reservation.totalFen)
  return (
    <Card>
      <div className={shared.stack} data-reservation={reservation.id} data-state={reservation.state}>
        <div className={shared.rowHead}>
          {unpaid && !readOnly && onChoose ? (
            <Checkbox label={t('exh.services.choose', { no })} checked={chosen ?? false} onChange={onChoose} />
          ) : (
            <h3 className={shared.name}>{t('exh.services.orderNo', { no })}</h3>
          )}
          <span className={`${parts.pill} ${styles.stateColours}`} data-state={reservation.state} data-part="reservation-state">
            {t(`exh.services.state.${reservation.state}`)}
          </span>
        </div>
        <ul className={styles.items} aria-label={t('exh.services.items')}>
          {reservation.items.map((item) => (
            <li key={`${item.categoryId}:${item.date ?? ''}`}>
              {item.date
                ? t('exh.services.itemDay', { name: item.name, day: formatDay(item.date, language), n: item.quantity })
                : t('exh.services.itemLine', { name: item.name, n: item.quantity })}
              {detailed && ` · ${formatRmb(item.amountFen)}`}
            </li>
          ))}
        </ul>
        <dl className={shared.facts}>
          <dt>{t('exh.services.total')}</dt>
          <dd data-part="total">{total}</dd>
          <dt>{t('exh.services.created')}</dt>
          <dd>{formatFairDateTime(reservation.createdAt, language)}</dd>
          {reservation.paidAt && (
            <>
              <dt>{t('exh.services.paidAt')}</dt>
              <dd>{formatFairDateTime(reservation.paidAt, language)}</dd>
            </>
          )}
          {reservation.cancelledAt && (
            <>
              <dt>{t('exh.services.cancelledAt')}</dt>
              <dd>{formatFairDateTime(reservation.cancelledAt, language)}</dd>
            </>
          )}
          {detailed && reservation.note && (
            <>
              <dt>{t('exh.services.noteLabel')}</dt>
              <dd>{reservation.note}</dd>
            </>
          )}
        </dl>
        {detailed && unpaid && !readOnly && <p className={parts.muted}>{t('exh.services.unpaidHint')}</p>}
        <div className={parts.actions}>
          {detailQuery && (
            <RouteLink className={parts.link} path="/exhibitorSelfService/serviceOrder" query={detailQuery} aria-label={t('exh.services.detailOf', { no })}>
              {t('exh.services.detail')}
            </RouteLink>
          )}
          {unpaid && !readOnly && (
            // The ticket area's page of an unpaid order: pay (the sandbox cashier) or cancel; it brings the admin back here.
            <Button aria-label={t('exh.services.payOf', { no, amount: total })} onClick={() => router.navigate(`/ticket-type/select/${reservation.orderId}`)}>
              {t('exh.services.pay', { amount: total })}
            </Button>
          )}
          {reservation.state === 'paid' && !readOnly && (
            <RouteLink className={parts.link} path={`/invoice/apply/${reservation.orderId}`} aria-label={t('exh.services.invoiceOf', { no })}>
              {t('exh.services.invoice')}
            </RouteLink>
          )}
        </div>
      </div>
    </Card>
  )
}
