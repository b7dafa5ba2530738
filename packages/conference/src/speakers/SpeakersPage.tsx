import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { ExhibitionPage, ListStates } from '@fairpass/ui'
import { ConferenceNav } from '../shared/ConferenceNav'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { speakersOf } from './speakersStore'
import * as styles from './Speakers.css'

/** /guest (and /conference/speakingGuest, /conference/speakerList): the speakers with photo, title and company. */
export function SpeakersPage({ exhibition, conferenceTypeId }: { conferenceTypeId?: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const speakers = speakersOf(exhibition)
  const { status, data, error } = useStore(speakers.$store)
  useEffect(() => {
    void speakers.load(conferenceTypeId)
  }, [speakers, conferenceTypeId, language])

  return (
    <ExhibitionPage stacked title={t('conference.speakers.heading')}>
      <ConferenceNav here="speakers" />
      <ListStates
        part="speakers"
        status={status}
        items={data}
        error={error}
        onRetry={() => void speakers.retry()}
        empty={<p className={shared.muted}>{t('conference.speakers.empty')}</p>}
        listClassName={styles.grid}
      >
        {(list) =>
          list.map((speaker) => (
            <li key={speaker.id} className={styles.card} data-part="speaker">
              {speaker.photoUrl ? (
                <img className={styles.photo} src={speaker.photoUrl} alt={t('conference.speakers.photo', { name: speaker.name })} width={64} height={64} loading="lazy" />
              ) : (
                <span className={styles.initial} aria-hidden="true">{speaker.name.slice(0, 1)}</span>
              )}
              <div className={styles.text}>
                <RouteLink className={styles.name} path={`/guest/details/${speaker.id}`} aria-label={t('conference.speakers.open', { name: speaker.name })}>
                  {speaker.name}
                </RouteLink>
                <p className={shared.muted}>{[speaker.title, speaker.company].filter(Boolean).join(' · ')}</p>
              </div>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
