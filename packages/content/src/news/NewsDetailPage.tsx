import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDate } from '@fairpass/core/utils'
import { Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { RichText } from '@fairpass/ui/RichText'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { newsItemOf } from './newsStore'
import * as styles from './News.css'

/** /news/details/:id: one news item, its body the organiser's HTML, cleaned again here (ui's RichText). */
export function NewsDetailPage({ id, exhibition }: { id: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const item = newsItemOf(exhibition, id)
  const { status, data, error } = useStore(item.$store)
  useEffect(() => {
    void item.load()
  }, [item, language])
  const missing = status === 'failed' && refusalOf(error).status === 404

  return (
    <ExhibitionPage stacked title={data?.title ?? t('content.news.heading')}>
      <nav className={shared.nav} aria-label={t('content.nav')}>
        <RouteLink className={shared.link} path="/news">{t('content.news.back')}</RouteLink>
      </nav>
      <div data-part="news-detail" data-state={missing ? 'missing' : status}>
        {status === 'loading' && !data && <Spinner showText />}
        {missing && (
          <Card>
            <p role="alert" className={shared.alert}>{t('content.news.notFound')}</p>
          </Card>
        )}
        {status === 'failed' && !missing && !data && <LoadFailed error={error} onRetry={() => void item.retry()} />}
        {data && (
          <Card>
            <div className={styles.article}>
              <time className={shared.muted} dateTime={data.publishedAt}>
                {formatFairDate(data.publishedAt, language)}
              </time>
              {data.coverUrl && <img className={styles.cover} src={data.coverUrl} alt={t('content.news.cover', { title: data.title })} />}
              <RichText html={data.bodyHtml} part="news-body" />
            </div>
          </Card>
        )}
      </div>
    </ExhibitionPage>
  )
}
