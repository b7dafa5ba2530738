import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import { ConfirmButton } from '../shared/ConfirmButton'
import { Facts } from '../shared/Facts'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { signInLink } from './signInLink'
import { $acting, remove, setEnabled, subordinateOf } from './subordinateStore'

/** /subordinate/details/{id}: one sub-account, its registration and entry code; edit, reset, disable or remove it. */
export function SubordinateDetailPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const one = subordinateOf(exhibition, id)
  const { status, data: view, error } = useStore(one.$store)
  const acting = useStore($acting)

  useEffect(() => {
    void one.load()
  }, [one, language])
  useEffect(() => $acting.set({ busy: false, refusal: '' }), [id])

  return (
    <ExhibitionPage stacked title={view?.name ?? t('subordinates.detail.heading')}>
      <GroupNav here="other" />
      {view ? (
        <Card>
          <div className={parts.stack} data-part="subordinate-detail" data-state={view.status}>
            <Facts
              facts={[
                { label: t('subordinates.detail.account'), value: view.account },
                { label: t('subordinates.detail.status'), value: t(`subordinates.status.${view.status}`) },
                { label: t('subordinates.form.mobile'), value: view.mobile ?? '—' },
                { label: t('subordinates.form.email'), value: view.email ?? '—' },
                { label: t('subordinates.form.company'), value: view.company || '—' },
                { label: t('subordinates.form.title'), value: view.title || '—' },
                { label: t('subordinates.detail.registration'), value: t(`subordinates.registration.${view.registration}`) },
                { label: t('subordinates.detail.entryCode'), value: view.entryCode ?? t('subordinates.detail.noEntryCode'), part: 'entry-code' },
                { label: t('subordinates.detail.passwordSetAt'), value: formatFairDateTime(view.passwordSetAt, language) },
                { label: t('subordinates.detail.createdAt'), value: formatFairDateTime(view.createdAt, language) },
                { label: t('subordinates.detail.signInLink'), value: signInLink(exhibition, language), part: 'sign-in-link' },
              ]}
            />
            <p className={parts.muted}>{t('subordinates.detail.signInHint')}</p>
            {acting.refusal && (
              <p role="alert" className={parts.alert}>
                {acting.refusal}
              </p>
            )}
            <div className={parts.actions}>
              <RouteLink className={parts.link} path="/subordinate/form" query={{ id: view.id }}>
                {t('subordinates.detail.edit')}
              </RouteLink>
              <RouteLink className={parts.link} path={`/subordinate/resetPwd/${view.userId}`}>
                {t('subordinates.detail.resetPassword')}
              </RouteLink>
            </div>
            <div className={parts.actions}>
              <Button variant="secondary" loading={acting.busy} onClick={() => void setEnabled(exhibition, view, view.status !== 'active')}>
                {t(view.status === 'active' ? 'subordinates.detail.disable' : 'subordinates.detail.enable')}
              </Button>
              <ConfirmButton
                label={t('subordinates.detail.remove')}
                title={t('subordinates.detail.removeTitle', { account: view.account })}
                description={t('subordinates.detail.removeText')}
                confirm={t('subordinates.detail.removeConfirm')}
                cancel={t('subordinates.cancel')}
                busy={acting.busy}
                onConfirm={() =>
                  remove(exhibition, view).then((removed) => {
                    if (removed) router.navigate('/subordinate')
                  })
                }
              />
            </div>
          </div>
        </Card>
      ) : status === 'failed' ? (
        <Card>
          <LoadFailed onRetry={() => void one.retry()} error={error} />
          <RouteLink className={parts.link} path="/subordinate">
            {t('subordinates.detail.back')}
          </RouteLink>
        </Card>
      ) : (
        <p className={parts.muted}>{t('subordinates.loading')}</p>
      )}
    </ExhibitionPage>
  )
}
