import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, Dialog, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { formatWhen } from './format'
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
  const [confirming, setConfirming] = useState(false)

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
            <dl className={parts.facts}>
              <dt className={parts.factLabel}>{t('subordinates.detail.account')}</dt>
              <dd className={parts.factValue}>{view.account}</dd>
              <dt className={parts.factLabel}>{t('subordinates.detail.status')}</dt>
              <dd className={parts.factValue}>{t(`subordinates.status.${view.status}`)}</dd>
              <dt className={parts.factLabel}>{t('subordinates.form.mobile')}</dt>
              <dd className={parts.factValue}>{view.mobile ?? '—'}</dd>
              <dt className={parts.factLabel}>{t('subordinates.form.email')}</dt>
              <dd className={parts.factValue}>{view.email ?? '—'}</dd>
              <dt className={parts.factLabel}>{t('subordinates.form.company')}</dt>
              <dd className={parts.factValue}>{view.company || '—'}</dd>
              <dt className={parts.factLabel}>{t('subordinates.form.title')}</dt>
              <dd className={parts.factValue}>{view.title || '—'}</dd>
              <dt className={parts.factLabel}>{t('subordinates.detail.registration')}</dt>
              <dd className={parts.factValue}>{t(`subordinates.registration.${view.registration}`)}</dd>
              <dt className={parts.factLabel}>{t('subordinates.detail.entryCode')}</dt>
              <dd className={parts.factValue} data-part="entry-code">{view.entryCode ?? t('subordinates.detail.noEntryCode')}</dd>
              <dt className={parts.factLabel}>{t('subordinates.detail.passwordSetAt')}</dt>
              <dd className={parts.factValue}>{formatWhen(view.passwordSetAt, language)}</dd>
              <dt className={parts.factLabel}>{t('subordinates.detail.createdAt')}</dt>
              <dd className={parts.factValue}>{formatWhen(view.createdAt, language)}</dd>
              <dt className={parts.factLabel}>{t('subordinates.detail.signInLink')}</dt>
              <dd className={parts.factValue} data-part="sign-in-link">{signInLink(exhibition, language)}</dd>
            </dl>
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
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('subordinates.detail.remove')}
              </Button>
            </div>
          </div>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('subordinates.detail.removeTitle', { account: view.account })}
            description={t('subordinates.detail.removeText')}
            footer={
              <div className={parts.actions}>
                <Button
                  loading={acting.busy}
                  onClick={() =>
                    void remove(exhibition, view).then((removed) => {
                      setConfirming(false)
                      if (removed) router.navigate('/subordinate')
                    })
                  }
                >
                  {t('subordinates.detail.removeConfirm')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('subordinates.cancel')}
                </Button>
              </div>
            }
          />
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
