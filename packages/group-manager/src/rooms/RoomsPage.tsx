import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { LodgingBookingView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed, Select } from '@fairpass/ui'
import { formatDay } from '../lodging/format'
import { $rowAction, assign, bookingsOf, optionsOf, unassign, unassigned } from '../lodging/lodgingStore'
import * as styles from '../lodging/StayPage.css'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'

/** /selectRoomPersonList?id=: who sleeps in each room of one booking (no more than its beds; a member once a night). */
export function RoomsPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const language = useStore($language)
  const bookings = bookingsOf(exhibition)
  const options = optionsOf(exhibition)
  const { status, data, error } = useStore(bookings.$store)
  const members = useStore(options.$store).data?.members ?? []

  useEffect(() => {
    void bookings.load()
    void options.load()
  }, [bookings, options, language])
  useEffect(() => $rowAction.set({ busy: '', refusal: '', at: '' }), [id])

  const booking = data?.find((each) => each.id === id) ?? null
  const back = (
    <RouteLink className={parts.link} path="/stayManage">
      {t('lodging.rooms.back')}
    </RouteLink>
  )
  let body
  if (!id) body = <Card><div className={parts.stack}><p className={parts.note}>{t('lodging.rooms.pick')}</p>{back}</div></Card>
  else if (booking) body = <Rooms exhibition={exhibition} booking={booking} members={members} />
  else if (status === 'failed') body = <LoadFailed onRetry={() => void bookings.retry()} error={error} />
  else if (status === 'loading' || status === 'idle') body = <p className={parts.muted}>{t('lodging.loading')}</p>
  else {
    body = (
      <Card>
        <div className={parts.stack}>
          <p role="alert" className={parts.alert}>
            {t('lodging.rooms.notFound')}
          </p>
          {back}
        </div>
      </Card>
    )
  }
  return (
    <ExhibitionPage stacked title={t('lodging.rooms.heading')}>
      <GroupNav here="other" />
      {body}
    </ExhibitionPage>
  )
}

function Rooms({ exhibition, booking, members }: { exhibition: ExhibitionRef; booking: LodgingBookingView; members: ReadonlyArray<{ id: string; name: string }> }) {
  const t = useT()
  const language = useStore($language)
  const free = unassigned(members, booking)
  return (
    <>
      <Card>
        <div className={parts.stack} data-part="booking-summary">
          <h2 className={parts.subheading}>
            {booking.hotelName} · {booking.roomTypeName}
          </h2>
          <p className={styles.line}>
            {t('lodging.stay.stayDates', { from: formatDay(booking.checkIn, language), to: formatDay(booking.checkOut, language) })} · {t('lodging.stay.nights', { n: booking.nights })}
          </p>
          <RouteLink className={parts.link} path="/stayManage">
            {t('lodging.rooms.back')}
          </RouteLink>
        </div>
      </Card>
      <ul className={styles.list}>
        {Array.from({ length: booking.rooms }, (_, index) => index + 1).map((room) => (
          <Room key={room} exhibition={exhibition} booking={booking} room={room} free={free} />
        ))}
      </ul>
    </>
  )
}

function Room({ exhibition, booking, room, free }: { exhibition: ExhibitionRef; booking: LodgingBookingView; room: number; free: ReadonlyArray<{ id: string; name: string }> }) {
  const t = useT()
  const action = useStore($rowAction)
  const [chosen, setChosen] = useState('')
  const occupants = booking.occupants.filter((occupant) => occupant.room === room)
  const full = occupants.length >= booking.beds
  const here = `room:${room}`
  return (
    <li className={styles.row} data-part="room" data-state={full ? 'full' : 'open'}>
      <h3 className={parts.subheading}>{t('lodging.rooms.room', { n: room, beds: booking.beds })}</h3>
      {occupants.length === 0 ? (
        <p className={parts.muted}>{t('lodging.rooms.emptyRoom')}</p>
      ) : (
        <ul className={styles.list}>
          {occupants.map((occupant) => (
            <li key={occupant.memberId} className={parts.actions} data-part="occupant">
              <span className={styles.line}>{occupant.name}</span>
              <Button variant="secondary" aria-label={t('lodging.rooms.remove', { name: occupant.name, n: room })} onClick={() => void unassign(exhibition, booking.id, room, occupant.memberId)}>
                {t('lodging.rooms.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={parts.muted}>{t('lodging.rooms.full')}</p>
      ) : free.length === 0 ? (
        <p className={parts.muted}>{t('lodging.rooms.noMembers')}</p>
      ) : (
        <form
          className={parts.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const member = free.find((each) => each.id === chosen)
            if (member) void assign(exhibition, booking.id, room, member).then((done) => done && setChosen(''))
          }}
        >
          <Select label={t('lodging.rooms.member', { n: room })} placeholder={t('lodging.stay.choose')} value={chosen} onChange={setChosen} options={free.map((member) => ({ value: member.id, label: member.name }))} />
          <div className={parts.actions}>
            <Button type="submit" disabled={!chosen} loading={action.busy === here}>
              {t('lodging.rooms.put')}
            </Button>
          </div>
        </form>
      )}
      {action.at === here && action.refusal && (
        <p role="alert" className={parts.alert}>
          {action.refusal}
        </p>
      )}
    </li>
  )
}
