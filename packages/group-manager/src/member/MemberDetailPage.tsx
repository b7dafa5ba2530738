import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, Dialog, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import { membersOf } from '../group/groupStore'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { $removing, memberIn, removeFromGroup } from './memberStore'

/** /groupManagement/detail?id=: one member, how far their registration got, and removing them (confirmed). */
export function MemberDetailPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const router = useRouter()
  const language = useStore($language)
  const members = membersOf(exhibition)
  const { status, data, error } = useStore(members.$store)
  const removing = useStore($removing)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    void members.load()
  }, [members, language])
  useEffect(() => $removing.set({ busy: false, refusal: '' }), [id])

  const member = memberIn(data, id)
  return (
    <ExhibitionPage stacked title={member?.name ?? t('groups.member.detailHeading')}>
      <GroupNav here="other" />
      {member ? (
        <Card>
          <div className={parts.stack} data-part="member-detail" data-state={member.registration}>
            <dl className={parts.facts}>
              <dt className={parts.factLabel}>{t('groups.member.mobile')}</dt>
              <dd className={parts.factValue}>{member.mobile ?? '—'}</dd>
              <dt className={parts.factLabel}>{t('groups.member.email')}</dt>
              <dd className={parts.factValue}>{member.email ?? '—'}</dd>
              <dt className={parts.factLabel}>{t('groups.member.company')}</dt>
              <dd className={parts.factValue}>{member.company || '—'}</dd>
              <dt className={parts.factLabel}>{t('groups.member.title')}</dt>
              <dd className={parts.factValue}>{member.title || '—'}</dd>
              <dt className={parts.factLabel}>{t('groups.member.registration')}</dt>
              <dd className={parts.factValue}>{t(`groups.members.registration.${member.registration}`)}</dd>
              <dt className={parts.factLabel}>{t('groups.member.entryCode')}</dt>
              <dd className={parts.factValue}>{member.entryCode ?? t('groups.member.noEntryCode')}</dd>
              <dt className={parts.factLabel}>{t('groups.member.ticket')}</dt>
              <dd className={parts.factValue}>{t(member.holdsTicket ? 'groups.member.holdsTicket' : 'groups.member.noTicket')}</dd>
              <dt className={parts.factLabel}>{t('groups.member.source')}</dt>
              <dd className={parts.factValue}>{t(`groups.members.source.${member.source}`)}</dd>
            </dl>
            {removing.refusal && (
              <p role="alert" className={parts.alert}>
                {removing.refusal}
              </p>
            )}
            <div className={parts.actions}>
              <RouteLink className={parts.link} path="/groupManagement/form" query={{ id: member.id }}>
                {t('groups.member.edit')}
              </RouteLink>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('groups.member.remove')}
              </Button>
            </div>
          </div>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('groups.member.removeTitle', { name: member.name })}
            description={t('groups.member.removeText')}
            footer={
              <div className={parts.actions}>
                <Button
                  loading={removing.busy}
                  onClick={() =>
                    void removeFromGroup(exhibition, member).then((removed) => {
                      setConfirming(false)
                      if (removed) router.navigate('/groupManagement')
                    })
                  }
                >
                  {t('groups.member.removeConfirm')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('groups.cancel')}
                </Button>
              </div>
            }
          />
        </Card>
      ) : status === 'failed' ? (
        <LoadFailed onRetry={() => void members.retry()} error={error} />
      ) : status === 'loading' || status === 'idle' ? (
        <p className={parts.muted}>{t('groups.loading')}</p>
      ) : (
        <Card>
          <p role="alert" className={parts.alert}>
            {t('groups.member.notFound')}
          </p>
          <RouteLink className={parts.link} path="/groupManagement">
            {t('groups.member.back')}
          </RouteLink>
        </Card>
      )}
    </ExhibitionPage>
  )
}
