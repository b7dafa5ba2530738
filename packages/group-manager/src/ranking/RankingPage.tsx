import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import { rankingOf } from '../invite/inviteStore'
import type { InExhibition } from '../shared/groupPage'
import { InviteNav } from '../invite/InviteNav'
import * as parts from '../shared/page.css'
import * as styles from './Ranking.css'

/**
 * /myRanking: the visitor's rank among the exhibition's inviters by people registered through them (equal counts
 * share a rank) and the top list, every name masked but his own.
 */
export function RankingPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const ranking = rankingOf(exhibition)
  const { status, data, error } = useStore(ranking.$store)

  useEffect(() => {
    void ranking.load()
  }, [ranking, language])

  return (
    <ExhibitionPage stacked title={t('invites.ranking.heading')}>
      <InviteNav here="ranking" />
      <Card>
        <div className={styles.mine} data-part="my-rank" data-state={data ? (data.rank ? 'ranked' : 'unranked') : status}>
          <p className={parts.factLabel}>{t('invites.ranking.yourRank')}</p>
          <p className={styles.rank}>{data ? (data.rank ? t('invites.ranking.rank', { n: data.rank }) : t('invites.ranking.noRank')) : '–'}</p>
          {data && <p className={parts.note}>{t('invites.ranking.yourCount', { n: data.registered })}</p>}
          {data && !data.rank && <p className={parts.muted}>{t('invites.ranking.noRankHint')}</p>}
          {data && data.inviters > 0 && <p className={parts.muted}>{t('invites.ranking.inviters', { n: data.inviters })}</p>}
        </div>
      </Card>
      <Card>
        <div className={parts.stack}>
          <h2 className={parts.subheading}>{t('invites.ranking.top')}</h2>
          <ListStates
            part="ranking"
            status={status === 'ready' && data?.top.length === 0 ? 'empty' : status}
            items={data?.top ?? null}
            error={error}
            onRetry={() => void ranking.retry()}
            empty={<p className={parts.muted}>{t('invites.ranking.empty')}</p>}
            listClassName={styles.list}
          >
            {(items) =>
              items.map((row, index) => (
                <li
                  key={`${row.rank}-${index}`}
                  className={row.self ? `${styles.row} ${styles.self}` : styles.row}
                  data-part="ranking-row"
                  data-state={row.self ? 'self' : 'other'}
                  aria-label={t('invites.ranking.row', { rank: row.rank, name: row.self ? `${row.name} ${t('invites.ranking.you')}` : row.name, n: row.registered })}
                >
                  <span className={styles.place} aria-hidden="true">
                    {row.rank}
                  </span>
                  <span className={styles.name} aria-hidden="true">
                    {row.name}
                    {row.self && ` ${t('invites.ranking.you')}`}
                  </span>
                  <span className={styles.count} aria-hidden="true">
                    {t('invites.ranking.people', { n: row.registered })}
                  </span>
                </li>
              ))
            }
          </ListStates>
        </div>
      </Card>
      <RouteLink className={parts.link} path="/inviteRegistration">
        {t('invites.back')}
      </RouteLink>
    </ExhibitionPage>
  )
}
