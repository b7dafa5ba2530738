import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { ListStates } from '@fairpass/ui'
import * as parts from '../shared/page.css'
import { memberStates, membersOf } from './groupStore'
import * as styles from './MemberList.css'

/** The group's members in the order added, each with how far their registration got and what they hold. */
export function MemberList({ exhibition }: { exhibition: ExhibitionRef }) {
  const t = useT()
  const language = useStore($language)
  const members = membersOf(exhibition)
  const { status, data, error } = useStore(members.$store)

  useEffect(() => {
    void members.load()
  }, [members, language])

  return (
    <ListStates
      part="members"
      status={status}
      items={data}
      error={error}
      onRetry={() => void members.retry()}
      empty={<p className={parts.muted}>{t('groups.members.empty')}</p>}
      listClassName={styles.list}
    >
      {(items) =>
        items.map((member) => (
          <li key={member.id} className={styles.row} data-part="member" data-state={member.registration}>
            <RouteLink className={parts.link} path="/groupManagement/detail" query={{ id: member.id }} aria-label={t('groups.members.open', { name: member.name })}>
              {member.name}
            </RouteLink>
            <p className={styles.contact}>{[member.mobile, member.email, member.company].filter(Boolean).join(' · ')}</p>
            <p className={parts.badges}>
              {memberStates(member).map((state) => (
                <span key={state} className={parts.pill} data-state={state}>
                  {t(`groups.members.${state}`)}
                </span>
              ))}
            </p>
          </li>
        ))
      }
    </ListStates>
  )
}
