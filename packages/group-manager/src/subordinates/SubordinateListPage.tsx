import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { capOf, subordinateStates, subordinatesOf } from './subordinateStore'
import * as styles from './Subordinates.css'

/** /subordinate: the leader's sub-accounts, each with whether it signs in, its registration and entry code; the cap. */
export function SubordinateListPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const subordinates = subordinatesOf(exhibition)
  const { status, data, error } = useStore(subordinates.$store)

  useEffect(() => {
    void subordinates.load()
  }, [subordinates, language])

  const cap = data ? capOf(data) : null
  return (
    <ExhibitionPage stacked title={t('subordinates.heading')}>
      <GroupNav here="subordinates" />
      <Card>
        <div className={parts.stack}>
          <p className={parts.muted}>{t('subordinates.intro')}</p>
          {cap && (
            <p className={parts.note} data-part="subordinate-count" data-state={cap.full ? 'full' : 'open'}>
              {t('subordinates.count', { n: cap.n, max: cap.max })}
            </p>
          )}
          {cap?.full ? (
            <p role="status" className={parts.alert}>
              {t('subordinates.full')}
            </p>
          ) : (
            cap && (
              <div className={parts.actions}>
                <RouteLink className={parts.link} path="/subordinate/form">
                  {t('subordinates.add')}
                </RouteLink>
              </div>
            )
          )}
        </div>
      </Card>
      <ListStates
        part="subordinates"
        status={status}
        items={data?.items ?? null}
        error={error}
        onRetry={() => void subordinates.retry()}
        empty={<p className={parts.muted}>{t('subordinates.empty')}</p>}
        listClassName={styles.list}
      >
        {(items) =>
          items.map((item) => (
            <li key={item.id} className={styles.row} data-part="subordinate" data-state={item.status}>
              <RouteLink className={parts.link} path={`/subordinate/details/${item.id}`} aria-label={t('subordinates.open', { name: item.name })}>
                {item.name}
              </RouteLink>
              <p className={styles.line}>{[item.account, item.mobile, item.email].filter(Boolean).join(' · ')}</p>
              <p className={parts.badges}>
                {subordinateStates(item).map((state) => (
                  <span key={state} className={parts.pill} data-state={state}>
                    {t(`subordinates.${state}`)}
                  </span>
                ))}
                {item.entryCode && (
                  <span className={parts.pill} data-state="entryCode">
                    {t('subordinates.entryCode', { code: item.entryCode })}
                  </span>
                )}
              </p>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
