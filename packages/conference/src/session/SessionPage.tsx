import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { signInAndReturn, useArea, useSignedIn } from '@fairpass/core/area'
import type { AgendaEntry, SessionDetail } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { CONFERENCE_PATHS } from '@fairpass/core/contract'
import { calendarUrl, scopeOf } from '../shared/api'
import { formatClock, formatDay, timeRange } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { RichText } from '@fairpass/ui/RichText'
import { SeatsBadge } from '../programme/SessionCard'
import { actionOf, agendaOf, entryFor, type ActionResult } from './sessionStore'
import { sessionOf } from './sessionStore'
import * as styles from './SessionPage.css'

/**
 * /meetingSchedule/details/:id: one session with its time, room, speakers and description, its seats, and what the
 * visitor can do: register, join the waiting list when it is full, cancel, or buy the ticket of a paid session
 * (a route of the ticket area, by the session's register link).
 */
export function SessionPage({ id, conferenceTypeId, exhibition }: { id: string; conferenceTypeId?: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const signedIn = useSignedIn()
  const session = sessionOf(exhibition, id)
  const agenda = agendaOf(exhibition)
  const action = actionOf(exhibition, id)
  const { status, data, error } = useStore(session.$store)
  // A link to a session or speaker that is not (or no longer) in the programme: said as such, without a retry.
  const missing = status === 'failed' && !data && refusalOf(error).status === 404
  const mine = useStore(agenda.$store)

  useEffect(() => {
    action.clear()
    void session.load()
  }, [session, action, language])
  useEffect(() => {
    if (signedIn) void agenda.load()
  }, [agenda, signedIn, language])

  return (
    <ExhibitionPage stacked title={data?.title ?? t('conference.programme.heading')}>
      <nav className={shared.nav} aria-label={t('conference.nav')}>
        <RouteLink className={shared.link} path="/meetingSchedule">{t('conference.session.back')}</RouteLink>
        {signedIn && <RouteLink className={shared.link} path="/conference/mySchedule">{t('conference.toAgenda')}</RouteLink>}
      </nav>
      <div data-part="session-detail" data-state={missing ? 'missing' : status}>
        {status === 'loading' && !data && <Spinner showText />}
        {missing && (
          <Card>
            <p role="alert" className={shared.alert}>
              {t('conference.session.notFound')}
            </p>
          </Card>
        )}
        {status === 'failed' && !missing && !data && <LoadFailed error={error} onRetry={() => void session.retry()} />}
        {data && (
          <div className={styles.stack}>
            <Facts session={data} />
            <Actions session={data} entry={entryFor(mine.data, data.id)} conferenceTypeId={conferenceTypeId} exhibition={exhibition} />
            {data.speakers.length > 0 && (
              <Card>
                <h2 className={shared.subheading}>{t('conference.session.speakers')}</h2>
                <ul className={styles.speakers}>
                  {data.speakers.map((speaker) => (
                    <li key={speaker.id} className={styles.speaker}>
                      {speaker.photoUrl && <img className={styles.photo} src={speaker.photoUrl} alt={t('conference.speakers.photo', { name: speaker.name })} width={48} height={48} loading="lazy" />}
                      <div>
                        <RouteLink className={shared.link} path={`/guest/details/${speaker.id}`}>{speaker.name}</RouteLink>
                        <p className={shared.muted}>{[speaker.title, speaker.company].filter(Boolean).join(' · ')}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
            {data.descriptionHtml && (
              <Card>
                <h2 className={shared.subheading}>{t('conference.session.description')}</h2>
                <RichText html={data.descriptionHtml} part="description" />
              </Card>
            )}
          </div>
        )}
      </div>
    </ExhibitionPage>
  )
}

function Facts({ session }: { session: SessionDetail }) {
  const t = useT()
  const language = useStore($language)
  return (
    <Card>
      <dl className={shared.facts}>
        <dt className={shared.factLabel}>{t('conference.session.time')}</dt>
        <dd className={shared.factValue} data-part="time">
          {formatDay(session.day, language)} {timeRange(session.localStart, session.localEnd)}
        </dd>
        <dt className={shared.factLabel}>{t('conference.session.room')}</dt>
        <dd className={shared.factValue}>{[session.room.name, session.room.hall].filter(Boolean).join(' · ')}</dd>
        <dt className={shared.factLabel}>{t('conference.session.topic')}</dt>
        <dd className={shared.factValue}>{session.topic.label}</dd>
        <dt className={shared.factLabel}>{t('conference.session.seats')}</dt>
        <dd className={shared.factValue} data-part="seats">
          <span className={shared.badges}>
            <SeatsBadge session={session} />
            {session.waitlisted > 0 && <span className={shared.pill} data-state="waiting">{t('conference.session.waiting', { n: session.waitlisted })}</span>}
            {session.walkIn === 'refused' && <span className={shared.pill}>{t('conference.session.walkInRefused')}</span>}
          </span>
        </dd>
      </dl>
    </Card>
  )
}

function Actions({ session, entry, conferenceTypeId, exhibition }: { session: SessionDetail; entry: AgendaEntry | null; conferenceTypeId?: string } & InExhibition) {
  const t = useT()
  const router = useRouter()
  const signedIn = useSignedIn()
  const { emit } = useArea()
  const action = actionOf(exhibition, session.id)
  const result = useStore(action.$result)
  const busy = useStore(action.$busy)
  const calendar = calendarUrl(CONFERENCE_PATHS.sessionIcs, { ...stringsOf(scopeOf(exhibition)), id: session.id })

  return (
    <Card>
      <div className={styles.stack} data-part="actions" data-state={entry?.status ?? 'none'}>
        {/* What the last action answered says it already; otherwise what the visitor holds. */}
        {!result && entry?.status === 'registered' && <p className={shared.note} data-part="holding">{t('conference.session.registered')}</p>}
        {!result && entry?.status === 'waitlisted' && <p className={shared.note} data-part="holding">{t('conference.session.waitlisted', { n: entry.position ?? 0 })}</p>}
        {!result && entry?.status === 'ticket' && <p className={shared.note} data-part="holding">{t('conference.session.ticketHeld')}</p>}
        {result && <Outcome result={result} session={session} />}
        <div className={shared.actions}>
          {!signedIn && !session.paid && (
            <Button onClick={() => signInAndReturn(router.location(), {}, router)}>{t('conference.session.signInToRegister')}</Button>
          )}
          {signedIn && !session.paid && !entry && (
            <Button loading={busy} debounce onClick={() => void action.register(emit, conferenceTypeId)}>
              {t(session.full ? 'conference.session.joinWaitingList' : 'conference.session.register')}
            </Button>
          )}
          {signedIn && entry && entry.status !== 'ticket' && (
            <Button variant="secondary" loading={busy} debounce onClick={() => void action.cancel(emit)}>
              {t(entry.status === 'waitlisted' ? 'conference.session.leaveWaitingList' : 'conference.session.cancel')}
            </Button>
          )}
          {session.paid && entry?.status !== 'ticket' && (
            session.full ? (
              <p className={shared.muted}>{t('conference.session.soldOut')}</p>
            ) : (
              <RouteLink
                className={shared.link}
                path="/ticket-type"
                query={{ registerLinkId: session.paid.registerLinkId }}
              >
                {t('conference.session.buy', { price: formatRmb(session.paid.priceFen) })}
              </RouteLink>
            )
          )}
          <a className={shared.link} href={calendar} download data-part="session-ics">
            {t('conference.session.addToCalendar')}
          </a>
        </div>
      </div>
    </Card>
  )
}

/** What the last register or cancel answered; a clash is a warning of its own, read before going on. */
function Outcome({ result, session }: { result: ActionResult; session: SessionDetail }) {
  const t = useT()
  if (result.kind === 'refused') {
    return (
      <p role="alert" className={shared.alert} data-part="outcome" data-state="refused">
        {result.message || t('core.networkError')}
      </p>
    )
  }
  if (result.kind === 'cancelled') {
    return <p role="status" className={shared.note} data-part="outcome" data-state="cancelled">{t('conference.session.cancelled')}</p>
  }
  const said = !result.changed
    ? t('conference.session.alreadyThere')
    : result.kind === 'waitlisted'
      ? t('conference.session.nowWaitlisted', { n: result.position ?? 0 })
      : t('conference.session.nowRegistered')
  return (
    <>
      <p role="status" className={shared.note} data-part="outcome" data-state={result.kind}>
        {said}
      </p>
      {result.clashes.length > 0 && (
        <div role="alert" className={shared.warning} data-part="clash">
          <h2 className={shared.subheading}>{t('conference.session.clashTitle')}</h2>
          {result.clashes.map((clash) => (
            <p key={clash.withSessionId} className={shared.note}>
              {t('conference.session.clash', {
                title: clash.withTitle,
                start: formatClock(clash.withStartsAt, session.timeZone),
                end: formatClock(clash.withEndsAt, session.timeZone),
              })}
            </p>
          ))}
        </div>
      )}
    </>
  )
}

/** The query as strings, for an address. */
function stringsOf(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}
