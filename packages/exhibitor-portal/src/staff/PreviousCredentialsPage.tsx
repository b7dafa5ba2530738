import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { $staffAction, addPrevious, previousCredentialsOf } from './staffStore'

/** /exhibitorSelfService/document-manage-previous-list/staff: the company's staff of earlier fairs, each added again as a draft badge. */
export function PreviousCredentialsPage({ exhibition }: InExhibition) {
  const t = useT()
  const language = useStore($language)
  const previous = previousCredentialsOf(exhibition)
  const { status, data, error } = useStore(previous.$store)
  const action = useStore($staffAction)

  useEffect(() => {
    void previous.load()
  }, [previous, language])

  return (
    <ExhibitionPage stacked title={t('exh.staff.previousHeading')}>
      <PortalNav here="other" />
      <ListStates part="previous-staff" status={status} items={data} onRetry={() => void previous.retry()} error={error} empty={<p className={parts.muted}>{t('exh.staff.previousEmpty')}</p>}>
        {(people) =>
          people.map((person) => (
            <li key={person.id}>
              <Card>
                <div className={styles.rowHead}>
                  <div>
                    <p className={styles.name}>{person.name}</p>
                    <p className={parts.muted}>
                      {person.position} · {person.exhibitionTitle}
                    </p>
                  </div>
                  <Button variant="secondary" loading={action === 'previous'} aria-label={t('exh.staff.addAgainOf', { name: person.name })} onClick={() => void addPrevious(exhibition, person)}>
                    {t('exh.staff.addAgain')}
                  </Button>
                </div>
              </Card>
            </li>
          ))
        }
      </ListStates>
    </ExhibitionPage>
  )
}
