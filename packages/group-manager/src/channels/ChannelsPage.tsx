import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'
import { ChannelNav } from './ChannelNav'
import { channelsOf } from './channelStore'
import * as styles from './Channels.css'

/** /source: the leader's traceability channels, each with how many registered through its link. */
export function ChannelsPage({ exhibition }: InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const channels = channelsOf(exhibition)
  const { status, data, error } = useStore(channels.$store)

  useEffect(() => {
    void channels.load()
  }, [channels, language])

  return (
    <ExhibitionPage stacked title={t('channels.list.heading')}>
      <ChannelNav here="channels" />
      <Card>
        <div className={parts.stack}>
          <p className={parts.muted}>{t('channels.list.intro')}</p>
          <div className={parts.actions}>
            <Button onClick={() => router.navigate('/source/form')}>{t('channels.toNew')}</Button>
          </div>
          <ListStates
            part="channels"
            status={status}
            items={data}
            error={error}
            onRetry={() => void channels.retry()}
            empty={<p className={parts.muted}>{t('channels.list.empty')}</p>}
            listClassName={styles.list}
          >
            {(items) =>
              items.map((channel) => (
                <li key={channel.code} className={styles.row} data-part="channel" data-code={channel.code}>
                  {/* Named by what it shows: a spoken name that differs from the words on screen fails voice control (WCAG 2.5.3). */}
                  <RouteLink className={parts.link} path={`/source/details/${channel.code}`}>
                    <span className={styles.code}>{channel.code}</span>&nbsp;·&nbsp;{channel.name}
                  </RouteLink>
                  <p className={parts.badges}>
                    <span className={parts.pill} data-state={channel.registrations > 0 ? 'registered' : 'none'} data-part="channel-count">
                      {t('channels.list.count', { n: channel.registrations })}
                    </span>
                  </p>
                </li>
              ))
            }
          </ListStates>
        </div>
      </Card>
    </ExhibitionPage>
  )
}
