import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Card, ExhibitionPage, ListStates, Pending } from '@fairpass/ui'
import { joinUrl } from '../qrCode/joinUrl'
import { CopyableAddress, type CopyWords } from '../shared/CopyableAddress'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'
import { ChannelNav } from './ChannelNav'
import { channelDetailOf } from './channelStore'
import * as styles from './Channels.css'

/** The channel pages' words for a registration link and its copy (the personal QR page shares them). */
export const CHANNEL_COPY_WORDS: CopyWords = {
  label: 'channels.detail.link',
  copy: 'channels.detail.copy',
  copied: 'channels.detail.copied',
  copyFailed: 'channels.detail.copyFailed',
}

/** /source/details/{code}: the channel's registration link and QR, and the people registered through it. */
export function ChannelDetailPage({ exhibition, code }: InExhibition & { code: string }) {
  const t = useT()
  const language = useStore($language)
  const detail = useMemo(() => channelDetailOf(exhibition, code), [exhibition, code])
  const { status, data, error } = useStore(detail.$store)

  useEffect(() => {
    void detail.load()
  }, [detail, language])

  const address = data ? joinUrl(data) : ''

  return (
    <ExhibitionPage stacked title={t('channels.detail.heading', { code: data?.channel.code ?? code.toUpperCase() })}>
      <ChannelNav here="other" />
      {data ? (
        <>
          <Card>
            <div className={parts.stack} data-part="channel-link">
              <p className={parts.subheading}>
                <span className={styles.code}>{data.channel.code}</span> · {data.channel.name}
              </p>
              <p className={parts.badges}>
                <span className={parts.pill} data-state={data.channel.registrations > 0 ? 'registered' : 'none'} data-part="channel-count">
                  {t('channels.list.count', { n: data.channel.registrations })}
                </span>
              </p>
              <CopyableAddress
                address={address}
                part="channel-address"
                qr={{ label: t('channels.detail.qrLabel', { code: data.channel.code }), size: 220 }}
                words={CHANNEL_COPY_WORDS}
              />
              <RouteLink className={parts.link} path="/share" query={{ code: data.channel.code }}>
                {t('channels.detail.poster')}
              </RouteLink>
            </div>
          </Card>
          <Card>
            <div className={parts.stack}>
              <h2 className={parts.subheading}>{t('channels.detail.people')}</h2>
              <ListStates
                part="registrants"
                status={data.registrants.length ? 'ready' : 'empty'}
                items={data.registrants}
                onRetry={() => void detail.retry()}
                empty={<p className={parts.muted}>{t('channels.detail.peopleEmpty')}</p>}
                listClassName={styles.list}
              >
                {(items) =>
                  items.map((person, index) => (
                    <li key={`${person.registeredAt}-${index}`} className={styles.row} data-part="registrant">
                      <p className={parts.note}>{[person.name || t('channels.detail.noName'), person.company].filter(Boolean).join(' · ')}</p>
                      <p className={styles.small}>
                        {t('channels.detail.registeredAt', { date: formatFairDateTime(person.registeredAt, language) })} ·{' '}
                        {t(person.completeResult === 'succ' ? 'channels.detail.complete' : 'channels.detail.incomplete')}
                      </p>
                    </li>
                  ))
                }
              </ListStates>
            </div>
          </Card>
        </>
      ) : (
        <Pending status={status} error={error} onRetry={() => void detail.retry()} loading={t('channels.loading')} />
      )}
    </ExhibitionPage>
  )
}
