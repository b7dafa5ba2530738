import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import type { RelationView } from '@fairpass/core/contract'
import * as parts from '../shared/page.css'
import { pathsOf, pillState, relationStates } from './relationStore'
import * as styles from './relations.css'

/** One person a visitor registered: their name (opens the detail), contact and company, and where they stand. */
export function RelationRow({ view }: { view: RelationView }) {
  const t = useT()
  return (
    <li className={styles.row} data-part="relation" data-state={view.state}>
      <RouteLink className={parts.link} path={pathsOf(view.kind).detail} query={{ id: view.id }} aria-label={t('relations.list.open', { name: view.name })}>
        {view.name}
      </RouteLink>
      <p className={styles.contact}>{[view.mobile, view.email, view.company].filter(Boolean).join(' · ')}</p>
      <RelationPills view={view} />
    </li>
  )
}

export function RelationPills({ view }: { view: RelationView }) {
  const t = useT()
  return (
    <p className={parts.badges}>
      {relationStates(view).map((state) => (
        <span key={state} className={parts.pill} data-state={pillState(state)}>
          {t(`relations.list.${state}`)}
        </span>
      ))}
    </p>
  )
}
