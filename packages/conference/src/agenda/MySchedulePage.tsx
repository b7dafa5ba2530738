import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { CONFERENCE_PATHS } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import { calendarUrl, fetchCalendar, scopeOf } from '../shared/api'
import { ConferenceNav } from '../shared/ConferenceNav'
import { formatDay, formatMoment, timeRange } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { agendaOf } from '../session/sessionStore'
import { agendaByDay, saveCalendar } from './agendaStore'
import { CancelEntry } from './CancelEntry'
import * as styles from './MySchedulePage.css'

/** /conference/mySchedule: the visitor's sessions by day, what they hold of each, and the calendar files. */
export function MySchedulePage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const agenda = agendaOf(exhibition)
  const { status, data, error } = useStore(agenda.$store)
  const [calendar, setCalendar] = useState<'idle' | 'busy' | 'failed'>('idle')
  const [cancelled, setCancelled] = useState<string | null>(null)

  useEffect(() => {
    void agenda.load()
  }, [agenda, language])

  async function addAll() {
    setCalendar('busy')
    try {
      const query = scopeOf(exhibition)
      const text = await fetchCalendar(CONFERENCE_PATHS.myScheduleIcs, { tenantId: query.tenantId, exhibitionId: query.exhibitionId, languageType: query.languageType })
      saveCalendar(text, 'my-agenda.ics')
      setCalendar('idle')
    } catch {
      setCalendar('failed')
    }
  }

  const scope = scopeOf(exhibition)
  return (
    <ExhibitionPage stacked title={t('conference.agenda.heading')}>
      <ConferenceNav here="agenda" />
      {cancelled && (
        <p role="status" className={shared.note} data-part="agenda-cancelled">
          {t('conference.agenda.cancelledOne', { title: cancelled })}
        </p>
      )}
      {data && data.length > 0 && (
        <Card>
          <div className={shared.actions}>
            <Button loading={calendar === 'busy'} onClick={() => void addAll()} data-part="agenda-ics">
              {t('conference.agenda.addAll')}
            </Button>
          </div>
          {calendar === 'failed' && (
            <p role="alert" className={shared.alert}>
              {t('conference.agenda.calendarFailed')}
            </p>
          )}
        </Card>
      )}
      <ListStates
        part="agenda"
        status={status}
        items={data ? agendaByDay(data) : null}
        error={error}
        onRetry={() => void agenda.retry()}
        empty={
          <div className={styles.empty}>
            <p className={shared.muted}>{t('conference.agenda.empty')}</p>
            <RouteLink className={shared.link} path="/meetingSchedule">{t('conference.agenda.browse')}</RouteLink>
          </div>
        }
        listClassName={styles.days}
      >
        {(groups) =>
          groups.map((group) => (
            <li key={group.day} data-part="agenda-day">
              <h2 className={styles.dayHeading}>{formatDay(group.day, language)}</h2>
              <ul className={styles.entries}>
                {group.entries.map((entry) => (
                  <li key={entry.session.id} className={styles.entry} data-part="agenda-entry" data-id={entry.session.id} data-state={entry.status}>
                    <p className={styles.time}>{timeRange(entry.session.localStart, entry.session.localEnd)}</p>
                    <RouteLink className={styles.title} path={`/meetingSchedule/details/${entry.session.id}`}>{entry.session.title}</RouteLink>
                    <p className={shared.muted}>{[entry.session.room.name, entry.session.room.hall].filter(Boolean).join(' · ')}</p>
                    <div className={shared.badges}>
                      <span className={shared.pill} data-state={entry.status}>
                        {t(`conference.agenda.status.${entry.status}`, { n: entry.position ?? 0 })}
                      </span>
                      {entry.signedInAt && (
                        <span className={shared.pill} data-state="signedIn">
                          {t('conference.agenda.signedIn')} {formatMoment(entry.signedInAt, entry.session.timeZone, language)}
                        </span>
                      )}
                      {entry.clashesWith.length > 0 && <span className={shared.pill} data-state="clash">{t('conference.agenda.clashes')}</span>}
                    </div>
                    <a
                      className={shared.link}
                      href={calendarUrl(CONFERENCE_PATHS.sessionIcs, { tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, languageType: scope.languageType, id: entry.session.id })}
                      download
                      aria-label={`${t('conference.session.addToCalendar')}: ${entry.session.title}`}
                    >
                      {t('conference.session.addToCalendar')}
                    </a>
                    <div className={shared.actions}>
                      <CancelEntry exhibition={exhibition} entry={entry} onCancelled={setCancelled} />
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
