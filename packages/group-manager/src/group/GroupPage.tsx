import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import { GroupDetailsForm } from './GroupDetailsForm'
import * as styles from './GroupPage.css'
import { capOf, groupOf } from './groupStore'
import { MemberList } from './MemberList'

/** /groupManagement: the leader's group (created here first), its count against the cap, and its members. */
export function GroupPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const group = groupOf(exhibition)
  const { status, data, error } = useStore(group.$store)
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    void group.load()
  }, [group, language])

  if (status === 'failed' && !data) {
    return (
      <ExhibitionPage stacked title={t('groups.heading')}>
        <LoadFailed onRetry={() => void group.retry()} error={error} />
      </ExhibitionPage>
    )
  }
  if (status === 'idle' || (status === 'loading' && !data)) {
    return (
      <ExhibitionPage stacked title={t('groups.heading')}>
        <p className={parts.muted}>{t('groups.loading')}</p>
      </ExhibitionPage>
    )
  }
  if (!data) {
    return (
      <ExhibitionPage stacked title={t('groups.group.createHeading')}>
        <Card>
          <p className={parts.muted}>{t('groups.group.createIntro')}</p>
          <GroupDetailsForm exhibition={exhibition} group={null} />
        </Card>
      </ExhibitionPage>
    )
  }

  const cap = capOf(data)
  return (
    <ExhibitionPage stacked title={t('groups.heading')}>
      <GroupNav here="group" />
      <Card>
        {editing ? (
          <>
            <h2 className={parts.subheading}>{t('groups.group.editHeading')}</h2>
            <GroupDetailsForm exhibition={exhibition} group={data} onDone={() => setEditing(false)} />
          </>
        ) : (
          <div className={parts.stack} data-part="group">
            <h2 className={parts.heading}>{data.name}</h2>
            <p className={parts.muted}>
              {data.company} · {t('groups.group.expected', { n: data.expectedSize })}
            </p>
            <p className={styles.count} data-part="cap" data-state={cap.full ? 'full' : 'open'}>
              {t('groups.group.count', { n: cap.n, max: cap.max })}
            </p>
            {cap.full && (
              <p role="status" className={parts.alert}>
                {t('groups.group.full')}
              </p>
            )}
            <div className={parts.actions}>
              {!cap.full && (
                <RouteLink className={parts.link} path="/groupManagement/form">
                  {t('groups.members.add')}
                </RouteLink>
              )}
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('groups.group.edit')}
              </Button>
            </div>
          </div>
        )}
      </Card>
      <h2 className={parts.subheading}>{t('groups.members.heading')}</h2>
      <MemberList exhibition={exhibition} />
    </ExhibitionPage>
  )
}
