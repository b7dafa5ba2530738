import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, ListStates, Select, TextField, visuallyHidden } from '@fairpass/ui'
import { ConferenceNav } from '../shared/ConferenceNav'
import { formatDay } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { useExhibitionConfig } from '@fairpass/core/area'
import { byDay, byTimeNode, hasMore, programmeOf } from './programmeStore'
import { SessionCard } from './SessionCard'
import * as styles from './Programme.css'

/** How long typing rests before the search is asked: one call per word, not per letter. */
const SEARCH_PAUSE_MS = 300

/**
 * /meetingSchedule (link parameter `conferenceTypeId`: one forum): the programme by day, room and topic, searchable.
 * Pages of twelve are appended as the visitor scrolls to the end (or taps "load more"). /meetingScheduleNodeMode, and
 * /meetingSchedule when the exhibition turns `isOpenNodeMode` on, show it as a timeline: each day by time node, the
 * sessions that run in parallel under their common start.
 */
export function ProgrammePage({ exhibition, conferenceTypeId, nodeMode = false }: { conferenceTypeId?: string; nodeMode?: boolean } & InExhibition) {
  const t = useT()
  const sysConfig = useExhibitionConfig()
  const timeline = nodeMode || sysConfig?.isOpenNodeMode === 'on'
  const language = useStore($language)
  const programme = programmeOf(exhibition)
  const filter = useStore(programme.$filter)
  const { status, data, error } = useStore(programme.$pages)
  const [search, setSearch] = useState(filter.q ?? '')

  useEffect(() => {
    programme.$filter.set({ ...programme.$filter.get(), conferenceTypeId })
    void programme.reload()
  }, [programme, conferenceTypeId, language])

  // The search box asks once typing rests.
  useEffect(() => {
    if ((filter.q ?? '') === search.trim()) return
    const timer = setTimeout(() => void programme.setFilter({ q: search.trim() }), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [programme, search, filter.q])

  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void programme.loadMore()
    }, { rootMargin: '600px 0px' })
    observer.observe(node)
    return () => observer.disconnect()
  }, [programme, data])

  const facets = data?.facets
  const filtered = Boolean(filter.day || filter.roomId || filter.topic || filter.q)

  return (
    <ExhibitionPage stacked title={t('conference.programme.heading')}>
      <ConferenceNav here="programme" />
      <Card>
        <fieldset className={styles.filters} data-part="filters">
          <legend className={shared.subheading}>{t('conference.programme.filters')}</legend>
          <TextField type="search" label={t('conference.programme.search')} hint={t('conference.programme.searchHint')} value={search} onChange={setSearch} maxLength={100} />
          {facets && facets.days.length > 1 && (
            <div className={styles.days} role="group" aria-label={t('conference.programme.day')}>
              <button type="button" className={styles.dayButton} aria-pressed={!filter.day} onClick={() => void programme.setFilter({ day: '' })}>
                {t('conference.programme.allDays')}
              </button>
              {facets.days.map((day) => (
                <button key={day} type="button" className={styles.dayButton} aria-pressed={filter.day === day} onClick={() => void programme.setFilter({ day })}>
                  {formatDay(day, language)}
                </button>
              ))}
            </div>
          )}
          {facets && (
            <div className={styles.row}>
              <Select
                label={t('conference.programme.room')}
                value={filter.roomId ?? ''}
                onChange={(roomId) => void programme.setFilter({ roomId })}
                options={[{ value: '', label: t('conference.programme.allRooms') }, ...facets.rooms.map((room) => ({ value: room.id, label: room.name }))]}
              />
              <Select
                label={t('conference.programme.topic')}
                value={filter.topic ?? ''}
                onChange={(topic) => void programme.setFilter({ topic })}
                options={[{ value: '', label: t('conference.programme.allTopics') }, ...facets.topics.map((topic) => ({ value: topic.key, label: topic.label }))]}
              />
            </div>
          )}
          {filtered && (
            <Button
              variant="text"
              onClick={() => {
                setSearch('')
                void programme.clear()
              }}
            >
              {t('conference.programme.clear')}
            </Button>
          )}
        </fieldset>
      </Card>
      {data && (
        <p className={shared.muted} data-part="count" aria-live="polite">
          {data.total === 1 ? t('conference.programme.countOne') : t('conference.programme.count', { n: data.total })}
        </p>
      )}
      {timeline ? (
        <ListStates
          part="programme"
          status={status}
          items={data ? byTimeNode(data.records) : null}
          error={error}
          onRetry={() => void programme.retry()}
          empty={<p className={shared.muted}>{t('conference.programme.empty')}</p>}
          end={data != null && !hasMore(data)}
          listClassName={styles.list}
        >
          {(days) =>
            days.map((day) => (
              <li key={day.day} data-part="day" data-day={day.day} data-state="timeline">
                <h2 className={styles.dayHeading}>{formatDay(day.day, language)}</h2>
                <ol className={styles.timeline}>
                  {day.nodes.map((node) => (
                    <li key={node.start} className={styles.node} data-part="time-node">
                      <h3 className={styles.nodeTime}>
                        <span className={visuallyHidden}>{t('conference.programme.nodeStarts')} </span>
                        {node.start}
                      </h3>
                      <ul className={styles.list}>
                        {node.sessions.map((session) => (
                          <SessionCard key={session.id} session={session} language={language} />
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              </li>
            ))
          }
        </ListStates>
      ) : (
      <ListStates
        part="programme"
        status={status}
        items={data ? byDay(data.records) : null}
        error={error}
        onRetry={() => void programme.retry()}
        empty={<p className={shared.muted}>{t('conference.programme.empty')}</p>}
        end={data != null && !hasMore(data)}
        listClassName={styles.list}
      >
        {(groups) =>
          groups.map((group) => (
            <li key={group.day} data-part="day" data-day={group.day}>
              <h2 className={styles.dayHeading}>{formatDay(group.day, language)}</h2>
              <ul className={styles.list}>
                {group.sessions.map((session) => (
                  <SessionCard key={session.id} session={session} language={language} />
                ))}
              </ul>
            </li>
          ))
        }
      </ListStates>
      )}
      {data && hasMore(data) && (
        <div className={styles.more}>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          <Button variant="secondary" onClick={() => void programme.loadMore()}>
            {t('conference.programme.loadMore')}
          </Button>
        </div>
      )}
    </ExhibitionPage>
  )
}
