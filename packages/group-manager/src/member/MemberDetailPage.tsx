import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import { membersOf } from '../group/groupStore'
import { ConfirmButton } from '../shared/ConfirmButton'
import { Facts } from '../shared/Facts'
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
            <Facts
              facts={[
                { label: t('groups.member.mobile'), value: member.mobile ?? '—' },
                { label: t('groups.member.email'), value: member.email ?? '—' },
                { label: t('groups.member.company'), value: member.company || '—' },
                { label: t('groups.member.title'), value: member.title || '—' },
                { label: t('groups.member.registration'), value: t(`groups.members.registration.${member.registration}`) },
                { label: t('groups.member.entryCode'), value: member.entryCode ?? t('groups.member.noEntryCode') },
                { label: t('groups.member.ticket'), value: t(member.holdsTicket ? 'groups.member.holdsTicket' : 'groups.member.noTicket') },
                { label: t('groups.member.source'), value: t(`groups.members.source.${member.source}`) },
              ]}
            />
            {removing.refusal && (
              <p role="alert" className={parts.alert}>
                {removing.refusal}
              </p>
            )}
            <div className={parts.actions}>
              <RouteLink className={parts.link} path="/groupManagement/form" query={{ id: member.id }}>
                {t('groups.member.edit')}
              </RouteLink>
              <ConfirmButton
                label={t('groups.member.remove')}
                title={t('groups.member.removeTitle', { name: member.name })}
                description={t('groups.member.removeText')}
                confirm={t('groups.member.removeConfirm')}
                cancel={t('groups.cancel')}
                busy={removing.busy}
                onConfirm={() =>
                  removeFromGroup(exhibition, member).then((removed) => {
                    if (removed) router.navigate('/groupManagement')
                  })
                }
              />
            </div>
          </div>
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
