import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { Card, ExhibitionPage } from '@fairpass/ui'
import { EntryStatus } from './EntryStatus'
import { $entrance, loadEntrance } from './stores'
import { useReload } from './useReload'
import './messages'
import * as styles from './EntryPage.css'

/** /entrance: halls, gates, opening hours and transport, from the exhibition's content (staticPage/detail). */
export function EntrancePage() {
  const t = useT()
  const loaded = useStore($entrance)
  useReload(loadEntrance)
  const page = loaded.status === 'ready' ? loaded.data : undefined
  return (
    <ExhibitionPage title={page?.title ?? t('reg.entry.entrance.heading')}>
      {!page ? (
        <EntryStatus loaded={loaded} retry={loadEntrance} fallback={t('reg.entry.entrance.missing')} />
      ) : (
        page.sections.map((section) => (
          <Card key={section.heading} title={section.heading}>
            <ul className={styles.lines}>
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
        ))
      )}
    </ExhibitionPage>
  )
}
