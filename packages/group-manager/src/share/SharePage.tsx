import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useArea, useExhibitionConfig } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { ChannelNav } from '../channels/ChannelNav'
import type { InExhibition } from '../shared/groupPage'
import * as parts from '../shared/page.css'
import { createPoster, downloadPoster } from './posterStore'
import * as styles from './Share.css'

/**
 * /share and /posterDown: the person's share poster, made in the browser, shown as an image (long-press saves it in
 * the messaging app) with a download button. `?code=` makes it for one of the leader's channels.
 */
export function SharePage({ exhibition, sourceCode, download = false }: InExhibition & { sourceCode?: string; download?: boolean }) {
  const t = useT()
  const { emit } = useArea()
  const language = useStore($language)
  const config = useExhibitionConfig()
  const primary = config?.pageThemeColor || '#0f9d8a'
  const background = config?.pageThemeCardBgColor || '#ffffff'
  const poster = useMemo(
    () => createPoster(exhibition, sourceCode, { scanLabel: t('share.scan'), channelLabel: sourceCode ? t('share.channel', { code: sourceCode.toUpperCase() }) : undefined, primary, background }, emit),
    // The poster is drawn again in the page language and theme.
    [exhibition, sourceCode, language, primary, background],
  )
  const state = useStore(poster.$poster)

  useEffect(() => {
    void poster.make()
  }, [poster])

  return (
    <ExhibitionPage stacked title={t(download ? 'share.downHeading' : 'share.heading')}>
      <ChannelNav here={download ? 'other' : 'share'} />
      <Card>
        <div className={parts.stack} data-part="poster" data-state={state.status}>
          <p className={parts.muted}>{t('share.intro')}</p>
          {state.status === 'ready' ? (
            <>
              <img className={styles.poster} src={state.image} alt={t('share.alt', { title: state.title })} data-part="poster-image" data-link={state.link} />
              <div className={parts.actions}>
                <Button onClick={() => downloadPoster(state.image)}>{t('share.download')}</Button>
              </div>
              <p className={parts.factLabel}>{t('share.link')}</p>
              <p className={styles.address}>{state.link}</p>
            </>
          ) : state.status === 'failed' ? (
            <LoadFailed onRetry={() => void poster.make()} error={state.error} message={t('share.failed')} />
          ) : (
            <div className={styles.placeholder} role="status" aria-label={t('share.making')}>
              <Spinner />
            </div>
          )}
        </div>
      </Card>
    </ExhibitionPage>
  )
}
