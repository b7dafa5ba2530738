import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { ServiceKind } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, Dialog, ExhibitionPage, ListStates } from '@fairpass/ui'
import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { useIsStaff } from '../shared/useRole'
import { OfferCard } from './OfferCard'
import { ReservationCard } from './ReservationCard'
import { ReservationDetail } from './ReservationDetail'
import { $servicesAction, categoriesOf, deleteUnpaid, reservationsOf } from './servicesStore'

const KINDS: ReadonlyArray<AreaNavLink<ServiceKind>> = [
  { key: 'service', path: '/exhibitorSelfService/serviceOrder', label: 'exh.services.tab.service' },
  { key: 'ad', path: '/exhibitorSelfService/adsBooking', label: 'exh.services.tab.ad' },
  { key: 'translator', path: '/exhibitorSelfService/translateBooking', label: 'exh.services.tab.translator' },
]

export interface ServicesPageProps extends InExhibition {
  kind: ServiceKind
  /** A reservation's detail (?id=…), or the one whose order was just paid (?orderId=…, the way back from the cashier). */
  id?: string
  orderId?: string
}

/**
 * /exhibitorSelfService/serviceOrder, /adsBooking and /translateBooking: what may be booked of one kind with prices
 * and what is left, the reservation form (company admin), and the company's reservations (all kinds on
 * /serviceOrder, the page's kind elsewhere) to pay, to open, or unpaid ones to delete, all or none, after a
 * confirmation. Staff members see the same read-only.
 */
export function ServicesPage({ exhibition, kind, id, orderId }: ServicesPageProps) {
  const t = useT()
  const area = useArea()
  const language = useStore($language)
  const staff = useIsStaff(exhibition)
  const listKind = kind === 'service' ? 'all' : kind
  const categories = categoriesOf(exhibition, kind)
  const reservations = reservationsOf(exhibition, listKind)
  const offered = useStore(categories.$store)
  const mine = useStore(reservations.$store)
  const action = useStore($servicesAction)
  const [chosen, setChosen] = useState<string[]>([])
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    if (id || orderId) return
    void categories.load()
    void reservations.load()
  }, [categories, reservations, language, id, orderId])

  if (id || orderId) return <ReservationDetail exhibition={exhibition} id={id} orderId={orderId} readOnly={staff} />

  const unpaidIds = new Set((mine.data ?? []).filter((row) => row.state === 'unpaid').map((row) => row.id))
  const chosenNow = chosen.filter((row) => unpaidIds.has(row))
  return (
    <ExhibitionPage stacked title={t(`exh.services.heading.${kind}`)}>
      <PortalNav here={kind === 'service' ? 'services' : 'other'} />
      <AreaNav label="exh.services.kindsLabel" links={KINDS} here={kind} />
      <p className={parts.muted}>{t(`exh.services.intro.${kind}`)}</p>
      {staff && (
        <p className={parts.muted} data-part="staff-note">
          {t('exh.staffReadOnly')}
        </p>
      )}
      <h2 className={parts.subheading}>{t('exh.services.offers')}</h2>
      <ListStates part="offers" status={offered.status} items={offered.data} error={offered.error} onRetry={() => void categories.retry()} empty={<p className={parts.muted}>{t('exh.services.noOffers')}</p>}>
        {(rows) =>
          rows.map((category) => (
            <OfferCard
              key={category.id}
              exhibition={exhibition}
              category={category}
              readOnly={staff}
              onReserved={(made) => area.emit('fair-exhibitor-service-reserved', { exhibitionId: exhibition.exhibitionId, reservationId: made.id, orderId: made.orderId, orderNo: made.orderNo, totalFen: made.totalFen })}
            />
          ))
        }
      </ListStates>
      <h2 className={parts.subheading}>{t('exh.services.mine')}</h2>
      <ListStates part="reservations" status={mine.status} items={mine.data} error={mine.error} onRetry={() => void reservations.retry()} empty={<p className={parts.muted}>{t('exh.services.empty')}</p>}>
        {(rows) =>
          rows.map((reservation) => (
            <li key={reservation.id} data-state={reservation.state}>
              <ReservationCard
                reservation={reservation}
                readOnly={staff}
                chosen={chosenNow.includes(reservation.id)}
                onChoose={(checked) => setChosen(checked ? [...chosenNow, reservation.id] : chosenNow.filter((row) => row !== reservation.id))}
                detailQuery={{ id: reservation.id }}
              />
            </li>
          ))
        }
      </ListStates>
      {!staff && unpaidIds.size > 0 && (
        <Card>
          <Button block variant="secondary" disabled={chosenNow.length === 0} loading={action === 'delete'} onClick={() => setConfirming(true)}>
            {t('exh.services.deleteChosen', { n: chosenNow.length })}
          </Button>
        </Card>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('exh.services.deleteTitle')}
        description={t('exh.services.deleteText', { n: chosenNow.length })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('exh.cancel')}
            </Button>
            <Button
              debounce
              loading={action === 'delete'}
              onClick={() =>
                void deleteUnpaid(exhibition, chosenNow).then((done) => {
                  setConfirming(false)
                  if (done) setChosen([])
                })
              }
            >
              {t('exh.services.deleteConfirm')}
            </Button>
          </>
        }
      />
    </ExhibitionPage>
  )
}
