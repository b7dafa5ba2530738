import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { PreviousGroupView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { formatList } from '@fairpass/core/utils'
import { Button, ExhibitionPage, ListStates } from '@fairpass/ui'
import { membersChanged } from '../group/groupStore'
import { copyPrevious, fetchPrevious } from '../shared/api'
import type { InExhibition } from '../shared/groupPage'
import { GroupNav } from '../shared/GroupNav'
import * as parts from '../shared/page.css'
import * as styles from '../group/MemberList.css'

const previousOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchPrevious(ref)))

type Copy = { from: string; busy: boolean; message: string; ok: boolean } | null

/** /groupManagement/previousData: the leader's groups at earlier fairs, each copied into this one in one step. */
export function PreviousPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const previous = previousOf(exhibition)
  const { status, data, error } = useStore(previous.$store)
  const [copy, setCopy] = useState<Copy>(null)

  useEffect(() => {
    void previous.load()
  }, [previous, language])

  async function copyFrom(group: PreviousGroupView) {
    setCopy({ from: group.exhibitionId, busy: true, message: '', ok: false })
    try {
      const result = await copyPrevious(exhibition, group.exhibitionId)
      membersChanged(exhibition)
      setCopy({ from: group.exhibitionId, busy: false, message: t('groups.previous.copied', { copied: result.copied, skipped: result.skipped }), ok: true })
    } catch (failure) {
      setCopy({ from: group.exhibitionId, busy: false, message: refusalOf(failure).message || t('core.networkError'), ok: false })
    }
  }

  return (
    <ExhibitionPage stacked title={t('groups.previous.heading')}>
      <GroupNav here="previous" />
      <p className={parts.muted}>{t('groups.previous.intro')}</p>
      <ListStates
        part="previous"
        status={status}
        items={data}
        error={error}
        onRetry={() => void previous.retry()}
        empty={<p className={parts.muted}>{t('groups.previous.empty')}</p>}
        listClassName={styles.list}
      >
        {(groups) =>
          groups.map((group) => (
            <li key={group.exhibitionId} className={styles.row} data-part="previous-group">
              <h2 className={parts.subheading}>{group.exhibitionTitle}</h2>
              <p className={parts.muted}>
                {group.name} · {t('groups.previous.members', { n: group.members.length })}
              </p>
              <p className={styles.contact}>{formatList(group.members.map((member) => member.name), language)}</p>
              <div className={parts.actions}>
                <Button loading={copy?.from === group.exhibitionId && copy.busy} onClick={() => void copyFrom(group)}>
                  {t('groups.previous.copy', { n: group.members.length })}
                </Button>
              </div>
              {copy?.from === group.exhibitionId && copy.message && (
                <p role={copy.ok ? 'status' : 'alert'} className={copy.ok ? parts.note : parts.alert}>
                  {copy.message}
                </p>
              )}
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
