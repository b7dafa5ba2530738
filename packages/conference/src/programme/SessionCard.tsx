import { useT } from '@fairpass/core/i18n'
import type { LanguageType } from '@fairpass/core/link'
import type { SessionSummary } from '@fairpass/core/contract'
import { RouteLink } from '@fairpass/core/router'
import { formatList, formatRmb } from '@fairpass/core/utils'
import { timeRange } from '../shared/format'
import * as shared from '../shared/page.css'
import * as styles from './Programme.css'

/** What the seats of a session say at a glance: paid, full or how many are left. */
export function SeatsBadge({ session }: { session: SessionSummary }) {
  const t = useT()
  if (session.paid) return <span className={shared.pill} data-state="paid">{t('conference.session.paid', { price: formatRmb(session.paid.priceFen) })}</span>
  if (session.full) return <span className={shared.pill} data-state="full">{t('conference.session.full')}</span>
  return (
    <span className={shared.pill} data-state="open">
      {t('conference.session.seatsLeft', { n: session.seatsLeft, capacity: session.capacity })}
    </span>
  )
}

/** One session of the programme: time, title (the link to it), room, topic, speakers and seats. */
export function SessionCard({ session, language }: { session: SessionSummary; language: LanguageType }) {
  const t = useT()
  return (
    <li className={styles.card} data-part="session" data-id={session.id} data-state={session.full ? 'full' : 'open'}>
      <p className={styles.time}>{timeRange(session.localStart, session.localEnd)}</p>
      <RouteLink className={styles.title} path={`/meetingSchedule/details/${session.id}`} aria-label={t('conference.programme.open', { title: session.title })}>
        {session.title}
      </RouteLink>
      <p className={shared.muted}>{[session.room.name, session.room.hall].filter(Boolean).join(' · ')}</p>
      {session.speakers.length > 0 && <p className={shared.muted}>{formatList(session.speakers.map((speaker) => speaker.name), language)}</p>}
      <div className={shared.badges}>
        <span className={shared.pill} data-state="topic">{session.topic.label}</span>
        <SeatsBadge session={session} />
      </div>
    </li>
  )
}
