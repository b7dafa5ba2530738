import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, type ExhibitionRef } from '@fairpass/core/area'
import type { LodgingBookingView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, ListStates } from '@fairpass/ui'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import * as parts from '../shared/page.css'
import { formatDay } from './format'
import { $rowAction, bookingsOf, cancel } from './lodgingStore'
import * as styles from './StayPage.css'

/** The group's bookings: stay, nights, rooms, the total paid at the hotel, how many beds are assigned; cancelling. */
export function BookingList({ exhibition }: { exhibition: ExhibitionRef }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const bookings = bookingsOf(exhibition)
  const { status, data, error } = useStore(bookings.$store)
  const action = useStore($rowAction)
  const [confirming, setConfirming] = useState<LodgingBookingView | null>(null)

  useEffect(() => {
    void bookings.load()
  }, [bookings, language])

  return (
    <>
      <ListStates
        part="bookings"
        status={status}
        items={data}
        error={error}
        onRetry={() => void bookings.retry()}
        empty={<p className={parts.muted}>{t('lodging.stay.empty')}</p>}
        listClassName={styles.list}
      >
        {(items) =>
          items.map((booking) => (
            <li key={booking.id} className={styles.row} data-part="booking" data-state={booking.occupants.length >= booking.rooms * booking.beds ? 'full' : 'open'}>
              <h3 className={parts.subheading}>
                {booking.hotelName} · {booking.roomTypeName}
              </h3>
              <p className={styles.line}>
                {t('lodging.stay.stayDates', { from: formatDay(booking.checkIn, language), to: formatDay(booking.checkOut, language) })} · {t('lodging.stay.nights', { n: booking.nights })}
              </p>
              <p className={styles.line}>{t('lodging.stay.roomsLine', { rooms: booking.rooms, price: formatRmb(booking.priceFen) })}</p>
              <p className={styles.total}>{t('lodging.stay.total', { total: formatRmb(booking.totalFen) })}</p>
              <p className={parts.muted}>
                {t('lodging.stay.occupancy', { n: booking.occupants.length, beds: booking.rooms * booking.beds })}
                {booking.occupants.length > 0 && ` · ${booking.occupants.map((occupant) => occupant.name).join(', ')}`}
              </p>
              {action.at === `cancel:${booking.id}` && action.refusal && (
                <p role="alert" className={parts.alert}>
                  {action.refusal}
                </p>
              )}
              <div className={parts.actions}>
                <RouteLink className={parts.link} path="/selectRoomPersonList" query={{ id: booking.id }}>
                  {t('lodging.stay.assign')}
                </RouteLink>
                <Button variant="secondary" onClick={() => setConfirming(booking)}>
                  {t('lodging.stay.cancelBooking')}
                </Button>
              </div>
            </li>
          ))
        }
      </ListStates>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('lodging.stay.cancelTitle', { name: confirming?.hotelName ?? '' })}
        description={t('lodging.stay.cancelText')}
        confirm={t('lodging.stay.cancelConfirm')}
        cancel={t('lodging.cancel')}
        busy={action.busy !== ''}
        onConfirm={() => confirming && void cancel(exhibition, confirming, emit).then(() => setConfirming(null))}
      />
    </>
  )
}
