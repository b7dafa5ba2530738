import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { RelationKind } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import type { InExhibition } from '@fairpass/ui'
import * as parts from '../shared/page.css'
import { RelationRow } from './RelationRows'
import { pathsOf, peopleOf, relationsIn } from './relationStore'
import * as styles from './relations.css'
import { SelfSection } from './SelfSection'

/**
 * /helpRegistration, /teamRegistration, /othersRegistration/{group|work}: the people the visitor registered of that
 * kind with their registration and review state, a way to register more, and (for the person themselves) the
 * registrations others made for them, to confirm.
 */
export function RelationListPage({ exhibition, kind }: InExhibition & { kind: RelationKind | null }) {
  const t = useT()
  const language = useStore($language)
  const people = peopleOf(exhibition)
  const { status, data, error } = useStore(people.$store)

  useEffect(() => {
    if (kind) void people.load()
  }, [people, language, kind])

  if (!kind) {
    return (
      <ExhibitionPage stacked title={t('relations.kind.help.heading')}>
        <Card>
          <p role="alert" className={parts.alert}>
            {t('relations.wrongType')}
          </p>
        </Card>
      </ExhibitionPage>
    )
  }
  const views = relationsIn(data, kind)
  return (
    <ExhibitionPage stacked title={t(`relations.kind.${kind}.heading`)}>
      <SelfSection exhibition={exhibition} />
      <Card>
        <div className={parts.stack}>
          <p className={parts.note}>{t(`relations.kind.${kind}.intro`)}</p>
          <div className={parts.actions}>
            <RouteLink className={parts.link} path={pathsOf(kind).form}>
              {t(`relations.kind.${kind}.add`)}
            </RouteLink>
          </div>
        </div>
      </Card>
      <h2 className={parts.heading}>{t('relations.list.heading')}</h2>
      <ListStates
        part="relations"
        status={status === 'ready' && !views.length ? 'empty' : status}
        items={data ? views : null}
        error={error}
        onRetry={() => void people.retry()}
        empty={<p className={parts.muted}>{t(`relations.kind.${kind}.empty`)}</p>}
        listClassName={styles.list}
      >
        {(items) => items.map((view) => <RelationRow key={view.id} view={view} />)}
      </ListStates>
    </ExhibitionPage>
  )
}
