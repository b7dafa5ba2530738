import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { useArea } from '@fairpass/core/area'
import type { SessionSummary } from '@fairpass/core/contract'
import { fairTimeZone } from '@fairpass/core/utils'
import { Button, Card, Checkbox, ExhibitionPage, ListStates, Radio } from '@fairpass/ui'
import { ConferenceNav } from '../shared/ConferenceNav'
import { formatClock, formatDay, timeRange } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { byDay, byTimeNode } from '../programme/programmeStore'
import { SeatsBadge } from '../programme/SessionCard'
import { agendaOf } from '../session/sessionStore'
import { REGISTER_SESSIONS_MAX, selectable, selectionOf } from './selectStore'
import * as styles from './SelectPage.css'

/**
 * /conference/selectConference and /conference/registrationConference (`conferenceTypeId`: the forum, `conferenceId`:
 * a session to start with): the forum's sessions to tick, registered for in one call. Full sessions put the visitor
 * on their waiting list; clashes the server finds are warned about. /conference/selectConferenceNodeMode lays them out
 * by time node, one choice per node: parallel sessions are alternatives, so no clash can be picked.
 */
export function SelectPage({ exhibition, conferenceTypeId, conferenceId, nodeMode = false }: { conferenceTypeId?: string; conferenceId?: string; nodeMode?: boolean } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const { emit } = useArea()
  const selection = selectionOf(exhibition, conferenceTypeId ?? '')
  const agenda = agendaOf(exhibition)
  const { status, data, error } = useStore(selection.sessions.$store)
  const chosen = useStore(selection.$chosen)
  const busy = useStore(selection.$busy)
  const answer = useStore(selection.$answer)
  const mine = useStore(agenda.$store)

  useEffect(() => {
    selection.reset()
    selection.preselect(conferenceId)
    void selection.sessions.load()
    void agenda.load()
  }, [selection, agenda, conferenceId, language])

  const held = new Set((mine.data ?? []).map((entry) => entry.session.id))
  const tooMany = chosen.length > REGISTER_SESSIONS_MAX
  const titleOf = (id: string) => data?.sessions.find((session) => session.id === id)?.title ?? ''

  return (
    <ExhibitionPage stacked title={data?.forum?.name ?? t('conference.select.heading')}>
      <ConferenceNav here="other" />
      {data?.forum?.description && <p className={shared.muted}>{data.forum.description}</p>}
      {answer && 'refused' in answer && (
        <p role="alert" className={shared.alert} data-part="select-outcome" data-state="refused">
          {answer.refused || t('core.networkError')}
        </p>
      )}
      {answer && 'outcome' in answer && (
        <Card>
          <div role="status" className={styles.stack} data-part="select-outcome" data-state="done">
            <ul className={styles.outcomes}>
              {answer.outcome.registrations.map((registration) => (
                <li key={registration.sessionId} data-state={registration.status}>
                  <strong>{titleOf(registration.sessionId)}</strong>{' '}
                  {!registration.changed
                    ? t('conference.session.alreadyThere')
                    : registration.status === 'waitlisted'
                      ? t('conference.session.nowWaitlisted', { n: registration.position ?? 0 })
                      : t('conference.session.nowRegistered')}
                </li>
              ))}
            </ul>
            {answer.outcome.clashes.length > 0 && (
              <div role="alert" className={shared.warning} data-part="clash">
                <h2 className={shared.subheading}>{t('conference.session.clashTitle')}</h2>
                {answer.outcome.clashes.map((clash) => {
                  const zone = data?.sessions.find((session) => session.id === clash.sessionId)?.timeZone ?? fairTimeZone()
                  return (
                    <p key={`${clash.sessionId}-${clash.withSessionId}`} className={shared.note}>
                      {titleOf(clash.sessionId)}:{' '}
                      {t('conference.session.clash', { title: clash.withTitle, start: formatClock(clash.withStartsAt, zone), end: formatClock(clash.withEndsAt, zone) })}
                    </p>
                  )
                })}
              </div>
            )}
            <RouteLink className={shared.link} path="/conference/mySchedule">{t('conference.toAgenda')}</RouteLink>
          </div>
        </Card>
      )}
      {nodeMode ? (
        <ListStates
          part="select"
          status={status}
          items={data ? byTimeNode(data.sessions) : null}
          error={error}
          onRetry={() => void selection.sessions.retry()}
          empty={<p className={shared.muted}>{t('conference.programme.empty')}</p>}
          listClassName={styles.days}
        >
          {(days) =>
            days.map((day) => (
              <li key={day.day} data-state="timeline">
                <h2 className={styles.dayHeading}>{formatDay(day.day, language)}</h2>
                <div className={styles.sessions}>
                  {day.nodes.map((node) => {
                    const ids = node.sessions.map((session) => session.id)
                    const open = node.sessions.filter((session) => selectable(session, held))
                    const picked = ids.find((id) => chosen.includes(id)) ?? null
                    const name = `node-${day.day}-${node.start}`
                    return (
                      <fieldset key={node.start} className={styles.node} data-part="select-node">
                        <legend className={styles.nodeTime}>{t('conference.select.node', { day: formatDay(day.day, language), start: node.start })}</legend>
                        {node.sessions.map((session) => (
                          <div key={session.id} className={styles.session} data-part="select-session" data-id={session.id}>
                            {selectable(session, held) ? (
                              <Radio name={name} label={`${timeRange(session.localStart, session.localEnd)} ${session.title}`} checked={picked === session.id} onSelect={() => selection.chooseInNode(ids, session.id)} />
                            ) : (
                              <p className={shared.note}>
                                {timeRange(session.localStart, session.localEnd)} {session.title}
                              </p>
                            )}
                            <SessionFacts session={session} held={held.has(session.id)} />
                          </div>
                        ))}
                        {open.length > 0 && <Radio name={name} label={t('conference.select.noneAtNode')} checked={picked === null} onSelect={() => selection.chooseInNode(ids, null)} />}
                      </fieldset>
                    )
                  })}
                </div>
              </li>
            ))
          }
        </ListStates>
      ) : (
        <ListStates
          part="select"
          status={status}
          items={data ? byDay(data.sessions) : null}
          error={error}
          onRetry={() => void selection.sessions.retry()}
          empty={<p className={shared.muted}>{t('conference.programme.empty')}</p>}
          listClassName={styles.days}
        >
          {(groups) =>
            groups.map((group) => (
              <li key={group.day}>
                <h2 className={styles.dayHeading}>{formatDay(group.day, language)}</h2>
                <ul className={styles.sessions}>
                  {group.sessions.map((session) => (
                    <li key={session.id} className={styles.session} data-part="select-session" data-id={session.id}>
                      {selectable(session, held) ? (
                        <Checkbox
                          label={`${timeRange(session.localStart, session.localEnd)} ${session.title}`}
                          checked={chosen.includes(session.id)}
                          onChange={(on) => selection.toggle(session.id, on)}
                        />
                      ) : (
                        <p className={shared.note}>
                          {timeRange(session.localStart, session.localEnd)} {session.title}
                        </p>
                      )}
                      <SessionFacts session={session} held={held.has(session.id)} />
                    </li>
                  ))}
                </ul>
              </li>
            ))
          }
        </ListStates>
      )}
      {data && (
        <div className={styles.submit}>
          {tooMany && (
            <p role="alert" className={shared.alert}>
              {t('conference.select.tooMany', { n: REGISTER_SESSIONS_MAX })}
            </p>
          )}
          <Button block loading={busy} debounce disabled={chosen.length === 0 || tooMany} onClick={() => void selection.submit(emit)}>
            {t('conference.select.submit', { n: chosen.length })}
          </Button>
        </div>
      )}
    </ExhibitionPage>
  )
}

/** Under a session to choose: where it is, its seats, whether the visitor holds it, and the way to buy a paid one. */
function SessionFacts({ session, held }: { session: SessionSummary; held: boolean }) {
  const t = useT()
  return (
    <>
      <p className={shared.muted}>{[session.room.name, session.room.hall].filter(Boolean).join(' · ')}</p>
      <div className={shared.badges}>
        <SeatsBadge session={session} />
        {held && <span className={shared.pill} data-state="registered">{t('conference.select.held')}</span>}
      </div>
      {session.paid && !held && (
        <RouteLink className={shared.link} path={`/meetingSchedule/details/${session.id}`}>
          {t('conference.programme.open', { title: session.title })}
        </RouteLink>
      )}
    </>
  )
}
