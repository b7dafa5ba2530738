import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import { membersOf } from '../group/groupStore'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { MemberFields } from './MemberFields'
import { createMemberForm, memberIn, memberValuesOf, saveMember } from './memberStore'

const LIST = '/groupManagement'

/** /groupManagement/form: a member added, or (`?id=`) one changed. */
export function MemberFormPage({ exhibition, id }: InExhibition & { id?: string }) {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  const language = useStore($language)
  const form = useMemo(createMemberForm, [])
  const members = membersOf(exhibition)
  const loaded = useStore(members.$store)
  const [filled, setFilled] = useState(!id)

  useEffect(() => {
    if (id) void members.load()
  }, [members, id, language])
  useEffect(() => form.reword(), [form, language])
  const member = id ? memberIn(loaded.data, id) : null
  useEffect(() => {
    if (member && !filled) {
      form.fill(memberValuesOf(member))
      setFilled(true)
    }
  }, [member, filled, form])

  const done = () => router.navigate(id ? '/groupManagement/detail' : LIST, id ? { id } : {})
  return (
    <ExhibitionPage stacked title={t(id ? 'groups.member.editHeading' : 'groups.member.addHeading')}>
      <GroupNav here="other" />
      <Card>
        {filled ? (
          <MemberFields form={form} onSubmit={() => void saveMember(exhibition, form, emit, id).then((saved) => saved && done())} onCancel={done} />
        ) : loaded.status === 'failed' ? (
          <LoadFailed onRetry={() => void members.retry()} error={loaded.error} />
        ) : loaded.status === 'loading' || loaded.status === 'idle' ? (
          <p className={parts.muted}>{t('groups.loading')}</p>
        ) : (
          <p role="alert" className={parts.alert}>
            {t('groups.member.notFound')}
          </p>
        )}
      </Card>
    </ExhibitionPage>
  )
}
