import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { credentialOf } from './staffStore'

/** /exhibitorSelfService/document-manage-info-detail/staff: one badge, its state and, when rejected, why. */
export function CredentialDetailPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const language = useStore($language)
  const badge = credentialOf(exhibition, id)
  const { status, data, error } = useStore(badge.$store)

  useEffect(() => {
    if (id) void badge.load()
  }, [badge, id, language])

  return (
    <ExhibitionPage stacked title={data?.name ?? t('exh.staff.detailHeading')}>
      <PortalNav here="other" />
      {data ? (
        <Card>
          <div className={styles.stack} data-part="badge" data-state={data.state}>
            <p className={parts.badges}>
              <ReviewState state={data.state} />
            </p>
            {data.state === 'rejected' && data.reason && (
              <p role="alert" className={styles.formAlert}>
                {t('exh.review.reason', { reason: data.reason })}
              </p>
            )}
            <dl className={styles.facts}>
              <dt>{t('exh.staff.fields.position')}</dt>
              <dd>{data.position}</dd>
              {data.mobile && (
                <>
                  <dt>{t('exh.staff.fields.mobile')}</dt>
                  <dd>{data.mobile}</dd>
                </>
              )}
              {data.email && (
                <>
                  <dt>{t('exh.staff.fields.email')}</dt>
                  <dd>{data.email}</dd>
                </>
              )}
              {data.idNumberMasked && (
                <>
                  <dt>{t('exh.staff.fields.idNumber')}</dt>
                  <dd>{data.idNumberMasked}</dd>
                </>
              )}
              <dt>{t('exh.staff.filledBy')}</dt>
              <dd>{t(`exh.staff.source.${data.source}`)}</dd>
              {data.appliedAt && (
                <>
                  <dt>{t('exh.staff.appliedAt')}</dt>
                  <dd>{formatFairDateTime(data.appliedAt, language)}</dd>
                </>
              )}
              {data.decidedAt && (
                <>
                  <dt>{t('exh.staff.decidedAt')}</dt>
                  <dd>{formatFairDateTime(data.decidedAt, language)}</dd>
                </>
              )}
            </dl>
            {(data.state === 'draft' || data.state === 'rejected') && (
              <RouteLink className={parts.link} path="/exhibitorSelfService/formInfoWap" query={{ id: data.id }}>
                {t(data.state === 'rejected' ? 'exh.staff.fixAndResubmit' : 'exh.staff.edit')}
              </RouteLink>
            )}
          </div>
        </Card>
      ) : !id ? (
        <p role="alert" className={parts.alert}>
          {t('exh.staff.noBadge')}
        </p>
      ) : (
        <Pending status={status} error={error} onRetry={() => void badge.retry()} loading={t('exh.loading')} />
      )}
    </ExhibitionPage>
  )
}
