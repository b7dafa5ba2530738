import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { CredentialView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, Checkbox, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { RemoveDialog } from '../shared/RemoveDialog'
import { ReviewState } from '../shared/ReviewState'
import * as styles from '../shared/portal.css'
import { useIsStaff } from '../shared/useRole'
import { $staffAction, applyFor, credentialsOf, removeBadge } from './staffStore'

const changeable = (badge: CredentialView) => badge.state === 'draft' || badge.state === 'rejected'

/**
 * /exhibitorSelfService/documentManagement/list: the company's staff badges with their states, the cap and the
 * deadline; drafts and rejected ones chosen and applied for; what must be done first when badges cannot be applied for.
 */
export function CredentialsPage({ exhibition }: InExhibition) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const credentials = credentialsOf(exhibition)
  const { status, data, error } = useStore(credentials.$store)
  const action = useStore($staffAction)
  const [chosen, setChosen] = useState<string[]>([])
  const [removing, setRemoving] = useState<CredentialView | null>(null)
  const staff = useIsStaff(exhibition)

  useEffect(() => {
    void credentials.load()
  }, [credentials, language])

  const open = data && !staff ? data.records.filter(changeable) : []
  const blocked = data ? data.closed || !data.prerequisite.met : true
  return (
    <ExhibitionPage stacked title={t('exh.staff.heading')}>
      <PortalNav here="staff" />
      {!data ? (
        <Pending status={status} error={error} onRetry={() => void credentials.retry()} loading={t('exh.loading')} />
      ) : (
        <>
          <Card>
            <div className={styles.stack} data-part="badge-rules">
              <p className={parts.note} data-part="cap">
                {t('exh.staff.cap', { used: data.used, cap: data.cap })}
              </p>
              {data.deadline && <p className={parts.muted}>{t('exh.staff.deadline', { when: formatFairDateTime(data.deadline, language) })}</p>}
              {data.closed && (
                <p role="alert" className={styles.formAlert} data-state="closed">
                  {t('exh.staff.closed')}
                </p>
              )}
              {!data.prerequisite.met && (
                <div role="alert" className={styles.formAlert} data-state="prerequisite">
                  <p className={parts.alert}>{t('exh.staff.prerequisite')}</p>
                  <ul>
                    {!data.prerequisite.journalComplete && (
                      <li>
                        <RouteLink className={parts.link} path="/user-center/exhibitorReport">
                          {t('exh.staff.needCatalogue')}
                        </RouteLink>
                      </li>
                    )}
                    {!data.prerequisite.exhibitsComplete && (
                      <li>
                        <RouteLink className={parts.link} path="/exhibitorSelfService/exhibit/list">
                          {t('exh.staff.needExhibits')}
                        </RouteLink>
                      </li>
                    )}
                  </ul>
                </div>
              )}
              {staff && (
                <p className={parts.muted} data-part="staff-note">
                  {t('exh.staffReadOnly')}
                </p>
              )}
              <div className={parts.actions} hidden={staff}>
                <Button onClick={() => router.navigate('/exhibitorSelfService/formInfoWap')}>{t('exh.staff.add')}</Button>
                <RouteLink className={parts.link} path="/exhibitorSelfService/documentManagement/inviteCodePage">
                  {t('exh.staff.inviteLink')}
                </RouteLink>
                <RouteLink className={parts.link} path="/exhibitorSelfService/document-manage-previous-list/staff">
                  {t('exh.staff.previous')}
                </RouteLink>
              </div>
            </div>
          </Card>
          {data.records.length === 0 ? (
            <p className={parts.muted}>{t('exh.staff.empty')}</p>
          ) : (
            <ul className={styles.list} data-part="badges">
              {data.records.map((badge) => (
                <li key={badge.id} data-badge={badge.id} data-state={badge.state}>
                  <Card>
                    <div className={styles.stack}>
                      <div className={styles.rowHead}>
                        {changeable(badge) && !staff ? (
                          <Checkbox
                            label={t('exh.staff.choose', { name: badge.name })}
                            checked={chosen.includes(badge.id)}
                            disabled={blocked}
                            onChange={(checked) => setChosen(checked ? [...chosen, badge.id] : chosen.filter((id) => id !== badge.id))}
                          />
                        ) : (
                          <h2 className={styles.name}>{badge.name}</h2>
                        )}
                        <ReviewState state={badge.state} />
                      </div>
                      <p className={parts.muted}>
                        {badge.position} · {t(`exh.staff.source.${badge.source}`)}
                      </p>
                      {badge.state === 'rejected' && badge.reason && (
                        <p role="alert" className={styles.formAlert}>
                          {t('exh.review.reason', { reason: badge.reason })}
                        </p>
                      )}
                      <div className={parts.actions}>
                        <RouteLink className={parts.link} path="/exhibitorSelfService/document-manage-info-detail/staff" query={{ id: badge.id }} aria-label={t('exh.staff.detailOf', { name: badge.name })}>
                          {t('exh.staff.detail')}
                        </RouteLink>
                        {changeable(badge) && !staff && (
                          <>
                            <Button variant="secondary" aria-label={t('exh.staff.editOf', { name: badge.name })} onClick={() => router.navigate('/exhibitorSelfService/formInfoWap', { id: badge.id })}>
                              {t('exh.staff.edit')}
                            </Button>
                            <Button variant="text" aria-label={t('exh.staff.removeOf', { name: badge.name })} onClick={() => setRemoving(badge)}>
                              {t('exh.staff.remove')}
                            </Button>
                          </>
                        )}
                      </div>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {open.length > 0 && (
            <Button block disabled={blocked || chosen.length === 0} loading={action === 'apply'} onClick={() => void applyFor(exhibition, chosen).then((done) => done && setChosen([]))}>
              {t('exh.staff.apply', { n: chosen.length })}
            </Button>
          )}
        </>
      )}
      <RemoveDialog
        removing={removing}
        onClose={() => setRemoving(null)}
        title={t('exh.staff.removeTitle')}
        description={removing ? t('exh.staff.removeText', { name: removing.name }) : ''}
        confirm={t('exh.staff.removeConfirm')}
        busy={action === 'remove'}
        onConfirm={(badge) => void removeBadge(exhibition, badge.id).then((done) => done && setRemoving(null))}
      />
    </ExhibitionPage>
  )
}
