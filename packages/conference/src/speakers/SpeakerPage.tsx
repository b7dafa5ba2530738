import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { formatDay, timeRange } from '../shared/format'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { RichText } from '@fairpass/ui/RichText'
import { speakerOf } from './speakersStore'
import * as styles from './Speakers.css'

/** /guest/details/:id (and /conference/speaker/detail?id=…): a speaker's photo, bio and sessions. */
export function SpeakerPage({ id, exhibition }: { id: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const speaker = speakerOf(exhibition, id)
  const { status, data, error } = useStore(speaker.$store)
  // A link to a session or speaker that is not (or no longer) in the programme: said as such, without a retry.
  const missing = status === 'failed' && !data && refusalOf(error).status === 404
  useEffect(() => {
    void speaker.load()
  }, [speaker, language])

  return (
    <ExhibitionPage stacked title={data?.name ?? t('conference.speakers.heading')}>
      <nav className={shared.nav} aria-label={t('conference.nav')}>
        <RouteLink className={shared.link} path="/guest">{t('conference.speakers.back')}</RouteLink>
      </nav>
      <div data-part="speaker-detail" data-state={missing ? 'missing' : status}>
        {status === 'loading' && !data && <Spinner showText />}
        {missing && (
          <Card>
            <p role="alert" className={shared.alert}>
              {t('conference.speakers.notFound')}
            </p>
          </Card>
        )}
        {status === 'failed' && !missing && !data && <LoadFailed error={error} onRetry={() => void speaker.retry()} />}
        {data && (
          <div className={styles.stack}>
            <Card>
              <div className={styles.head}>
                {data.photoUrl && <img className={styles.photo} src={data.photoUrl} alt={t('conference.speakers.photo', { name: data.name })} width={64} height={64} />}
                <p className={shared.muted}>{[data.title, data.company].filter(Boolean).join(' · ')}</p>
              </div>
              <RichText html={data.bioHtml} part="bio" />
            </Card>
            {data.sessions.length > 0 && (
              <Card>
                <h2 className={shared.subheading}>{t('conference.speakers.sessions')}</h2>
                <ul className={styles.sessions}>
                  {data.sessions.map((session) => (
                    <li key={session.id}>
                      <RouteLink className={shared.link} path={`/meetingSchedule/details/${session.id}`}>{session.title}</RouteLink>
                      <p className={shared.muted}>
                        {formatDay(session.day, language)} {timeRange(session.localStart, session.localEnd)} · {session.room.name}
                      </p>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </div>
        )}
      </div>
    </ExhibitionPage>
  )
}
