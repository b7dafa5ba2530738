import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDate } from '@fairpass/core/utils'
import { Button, ExhibitionPage, ListStates } from '@fairpass/ui'
import { ContentNav } from '../shared/ContentNav'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import { hasMoreNews, newsOf } from './newsStore'
import * as styles from './News.css'

/** /news: the published news, newest first, ten at a time. */
export function NewsPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const news = newsOf(exhibition)
  const { status, data, error } = useStore(news.$store)
  useEffect(() => {
    void news.load()
  }, [news, language])

  return (
    <ExhibitionPage stacked title={t('content.news.heading')}>
      <ContentNav here="news" />
      <ListStates
        part="news"
        status={status}
        items={data?.records}
        error={error}
        onRetry={() => void news.retry()}
        empty={<p className={shared.muted}>{t('content.news.empty')}</p>}
        end={data != null && !hasMoreNews(data)}
        listClassName={styles.list}
      >
        {(items) =>
          items.map((item) => (
            <li key={item.id} className={styles.card} data-part="news-item">
              {item.coverUrl && <img className={styles.cover} src={item.coverUrl} alt={t('content.news.cover', { title: item.title })} loading="lazy" />}
              <RouteLink className={styles.title} path={`/news/details/${item.id}`} aria-label={t('content.news.open', { title: item.title })}>
                {item.title}
              </RouteLink>
              <time className={shared.muted} dateTime={item.publishedAt}>
                {formatFairDate(item.publishedAt, language)}
              </time>
              {item.summary && <p className={shared.note}>{item.summary}</p>}
            </li>
          ))
        }
      </ListStates>
      {data && hasMoreNews(data) && (
        <Button variant="secondary" onClick={() => void news.more()}>
          {t('content.news.more')}
        </Button>
      )}
    </ExhibitionPage>
  )
}
