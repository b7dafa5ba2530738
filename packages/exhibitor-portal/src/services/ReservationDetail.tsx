import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type AreaInstance, type ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { ExhibitionPage, LoadFailed } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import { PortalNav } from '../shared/PortalNav'
import { ReservationCard } from './ReservationCard'
import { reservationByOrder, reservationOf, reservationsOf } from './servicesStore'

/** Reservations each element has announced paid, so a reload or a language switch does not say it twice. */
const announced = new WeakMap<AreaInstance, Set<string>>()

/**
 * One reservation (?id=…), or the one whose order the admin just paid (?orderId=…: the ticket area's payment page
 * brings them back with the order's id). Seen paid on the way back, it is announced to the host page.
 */
export function ReservationDetail({ exhibition, id, orderId, readOnly }: { exhibition: ExhibitionRef; id?: string; orderId?: string; readOnly: boolean }) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const byId = reservationOf(exhibition, id ?? '')
  const all = reservationsOf(exhibition, 'all')
  const source = id ? byId : all
  const one = useStore(byId.$store)
  const list = useStore(all.$store)
  const { status, data, error } = id ? one : list
  const reservation = id ? one.data : reservationByOrder(list.data, orderId ?? '')

  useEffect(() => {
    void source.load()
  }, [source, language])

  const paidNow = Boolean(orderId && reservation?.state === 'paid')
  useEffect(() => {
    if (!paidNow || !reservation) return
    let said = announced.get(area)
    if (!said) announced.set(area, (said = new Set()))
    if (said.has(reservation.id)) return
    said.add(reservation.id)
    area.emit('fair-exhibitor-service-paid', { exhibitionId: exhibition.exhibitionId, reservationId: reservation.id, orderId: reservation.orderId, orderNo: reservation.orderNo })
  }, [paidNow, reservation, area, exhibition.exhibitionId])

  return (
    <ExhibitionPage stacked title={t('exh.services.detailHeading')}>
      <PortalNav here="other" />
      {reservation ? (
        <>
          {paidNow && (
            <p className={parts.note} role="status" data-part="paid-now">
              {t('exh.services.paidNow')}
            </p>
          )}
          <div data-part="reservation-detail">
            <ReservationCard reservation={reservation} readOnly={readOnly} detailed />
          </div>
        </>
      ) : status === 'failed' ? (
        <LoadFailed onRetry={() => void source.retry()} error={error} />
      ) : data !== null && status !== 'loading' ? (
        <p className={parts.alert} role="alert">
          {t('exh.services.notFound')}
        </p>
      ) : (
        <p className={parts.muted}>{t('exh.loading')}</p>
      )}
      <RouteLink className={parts.link} path="/exhibitorSelfService/serviceOrder">
        {t('exh.services.back')}
      </RouteLink>
    </ExhibitionPage>
  )
}
