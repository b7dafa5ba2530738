import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import type { RelationKind } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import type { InExhibition } from '@fairpass/ui'
import { labelOf } from '@fairpass/ui/ProfileFields'
import { ConfirmButton } from '../shared/ConfirmButton'
import * as parts from '../shared/page.css'
import { QuestionnaireForOther } from './QuestionnaireForOther'
import { RelationPills } from './RelationRows'
import { $acting, pathsOf, personFormOf, relationOf, removeOne, submitOne } from './relationStore'

/**
 * /others-registration-info-detail/{help|team|group|work}?id=: one person the visitor registered, their details and
 * where they stand; a draft can be changed and submitted; removal is confirmed, and where the person has taken the
 * registration over (a ticket, their own sign-in, their confirmation) the page says why it can no longer be removed.
 */
export function RelationDetailPage({ exhibition, kind, id }: InExhibition & { kind: RelationKind | null; id: string }) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const language = useStore($language)
  const acting = useStore($acting)
  const personForm = personFormOf(exhibition)
  const fields = useStore(personForm.$store).data
  const relation = relationOf(exhibition, id)
  const { status, data: record, error } = useStore(relation.$store)

  useEffect(() => {
    void personForm.load()
  }, [personForm, language])
  useEffect(() => $acting.set({ busy: false, refusal: '' }), [id])
  useEffect(() => {
    void relation.load()
  }, [relation, language])

  const listPath = pathsOf(kind ?? 'help').list
  const labelFor = (field: string) => {
    const found = fields?.find((each) => each.field === field)
    return found ? labelOf(found.label, language) : field
  }
  return (
    <ExhibitionPage stacked title={record?.name ?? t('relations.detail.heading')}>
      {record ? (
        <>
        <Card>
          <div className={parts.stack} data-part="relation-detail" data-state={record.state}>
            <RelationPills view={record} />
            <dl className={parts.facts}>
              <dt className={parts.factLabel}>{t('relations.detail.contact')}</dt>
              <dd className={parts.factValue}>{[record.mobile, record.email].filter(Boolean).join(' · ')}</dd>
              {Object.entries(record.profile).map(([field, value]) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt className={parts.factLabel}>{labelFor(field)}</dt>
                  <dd className={parts.factValue}>{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
                </div>
              ))}
              <dt className={parts.factLabel}>{t('relations.detail.state')}</dt>
              <dd className={parts.factValue}>{t(`relations.list.state.${record.state}`)}</dd>
              <dt className={parts.factLabel}>{t('relations.detail.review')}</dt>
              <dd className={parts.factValue}>{record.review === 'none' ? '—' : t(`relations.list.review.${record.review}`)}</dd>
              <dt className={parts.factLabel}>{t('relations.detail.ticket')}</dt>
              <dd className={parts.factValue}>{t(record.holdsTicket ? 'relations.detail.holdsTicket' : 'relations.detail.noTicket')}</dd>
              {record.submittedAt && (
                <>
                  <dt className={parts.factLabel}>{t('relations.detail.submittedAt')}</dt>
                  <dd className={parts.factValue}>{formatFairDateTime(record.submittedAt, language)}</dd>
                </>
              )}
            </dl>
            {record.lock && (
              <p className={parts.note} data-part="relation-lock">
                {t(`relations.detail.locked.${record.lock}`)}
              </p>
            )}
            {acting.refusal && (
              <p role="alert" className={parts.alert}>
                {acting.refusal}
              </p>
            )}
            <div className={parts.actions}>
              {record.state === 'draft' && (
                <>
                  <Button
                    loading={acting.busy}
                    onClick={() =>
                      void submitOne(exhibition, record, emit).then((done) => {
                        if (done) void relation.load()
                      })
                    }
                  >
                    {t('relations.detail.submit')}
                  </Button>
                  <RouteLink className={parts.link} path={pathsOf(record.kind).form} query={{ id: record.id }}>
                    {t('relations.detail.edit')}
                  </RouteLink>
                </>
              )}
              {!record.lock && (
                <ConfirmButton
                  label={t('relations.detail.remove')}
                  title={t('relations.detail.removeTitle', { name: record.name })}
                  description={t('relations.detail.removeText')}
                  confirm={t('relations.detail.removeConfirm')}
                  cancel={t('relations.form.cancel')}
                  busy={acting.busy}
                  onConfirm={() =>
                    removeOne(exhibition, record, emit).then((removed) => {
                      if (removed) router.navigate(pathsOf(record.kind).list)
                    })
                  }
                />
              )}
              <RouteLink className={parts.link} path={pathsOf(record.kind).list}>
                {t('relations.back')}
              </RouteLink>
            </div>
          </div>
        </Card>
        {record.personUserId && <QuestionnaireForOther exhibition={exhibition} personUserId={record.personUserId} name={record.name} done={record.questionnairesDone} />}
        </>
      ) : status === 'failed' ? (
        refusalOf(error).status === 404 ? (
          <Card>
            <p role="alert" className={parts.alert}>
              {t('relations.detail.notFound')}
            </p>
            <RouteLink className={parts.link} path={listPath}>
              {t('relations.back')}
            </RouteLink>
          </Card>
        ) : (
          <LoadFailed onRetry={() => void relation.retry()} error={error} />
        )
      ) : (
        <p className={parts.muted}>{t('relations.loading')}</p>
      )}
    </ExhibitionPage>
  )
}
