import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ReviewPart } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { statusOf } from '../shared/stores'

function Part({ name, part, path }: { name: 'catalogue' | 'exhibits'; part: ReviewPart; path: string }) {
  const t = useT()
  return (
    <li data-part={`review-${name}`} data-state={part.state}>
      <Card>
        <div className={styles.stack}>
          <div className={styles.rowHead}>
            <h2 className={styles.name}>{t(`exh.review.${name}`)}</h2>
            <ReviewState state={part.state} />
          </div>
          {part.state === 'rejected' && part.reason && (
            <p role="alert" className={styles.formAlert}>
              {t('exh.review.reason', { reason: part.reason })}
            </p>
          )}
          <RouteLink className={parts.link} path={path}>
            {t(part.state === 'rejected' ? 'exh.review.fix' : part.state === 'none' ? 'exh.review.start' : 'exh.review.open')}
          </RouteLink>
        </div>
      </Card>
    </li>
  )
}

/** /exhibitorSelfService/auditing (and /auditing for an exhibitor): how the organiser's review of each submission stands. */
export function ReviewPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const status = statusOf(exhibition)
  const { status: loading, data, error } = useStore(status.$store)

  useEffect(() => {
    void status.load()
  }, [status, language])

  return (
    <ExhibitionPage stacked title={t('exh.review.heading')}>
      <PortalNav here="review" />
      {!data ? (
        <Pending status={loading} error={error} onRetry={() => void status.retry()} loading={t('exh.loading')} />
      ) : (
        <ul className={styles.list}>
          <Part name="catalogue" part={data.catalogue} path="/user-center/exhibitorReport" />
          <Part name="exhibits" part={data.exhibits} path="/exhibitorSelfService/exhibit/list" />
          <li data-part="review-credentials">
            <Card>
              <div className={styles.stack}>
                <h2 className={styles.name}>{t('exh.review.credentials')}</h2>
                <p className={parts.badges}>
                  {(['draft', 'pending', 'approved', 'rejected'] as const).map((state) => (
                    <span key={state} className={parts.pill} data-state={state} data-count={data.credentials[state]}>
                      {t('exh.review.count', { state: t(`exh.state.${state}`), n: data.credentials[state] })}
                    </span>
                  ))}
                </p>
                {data.rejectedCredentials.length > 0 && (
                  <ul className={styles.list}>
                    {data.rejectedCredentials.map((badge) => (
                      <li key={badge.id}>
                        <RouteLink className={parts.link} path="/exhibitorSelfService/formInfoWap" query={{ id: badge.id }}>
                          {t('exh.review.fixBadge', { name: badge.name, reason: badge.reason })}
                        </RouteLink>
                      </li>
                    ))}
                  </ul>
                )}
                <RouteLink className={parts.link} path="/exhibitorSelfService/documentManagement/list">
                  {t('exh.review.open')}
                </RouteLink>
              </div>
            </Card>
          </li>
        </ul>
      )}
    </ExhibitionPage>
  )
}
