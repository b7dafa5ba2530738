import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import { fetchStaticPage } from '../shared/api'
import { ContentNav } from '../shared/ContentNav'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/page.css'
import * as styles from './StaticContentPage.css'

export const staticPageOf = perExhibition((ref: ExhibitionRef, type: string) => resource(() => fetchStaticPage(ref, type), { public: true, isEmpty: () => false }))

/** /hotel, /traffic and /contentPage/:id: the organiser's page of that type, sections of plain lines. */
export function StaticContentPage({ type, exhibition }: { type: string } & InExhibition) {
  const t = useT()
  const language = useStore($language)
  const page = staticPageOf(exhibition, type)
  const { status, data, error } = useStore(page.$store)
  useEffect(() => {
    void page.load()
  }, [page, language])
  const missing = status === 'failed' && refusalOf(error).status === 404
  const here = type === 'hotel' || type === 'traffic' ? type : 'other'

  return (
    <ExhibitionPage stacked title={data?.title ?? t('content.page.heading')}>
      <ContentNav here={here} />
      <div data-part="static-page" data-state={missing ? 'missing' : status} className={styles.stack}>
        {status === 'loading' && !data && <Spinner showText />}
        {missing && (
          <Card>
            <p role="alert" className={shared.alert}>{t('content.page.notFound')}</p>
          </Card>
        )}
        {status === 'failed' && !missing && !data && <LoadFailed error={error} onRetry={() => void page.retry()} />}
        {data?.sections.map((section, index) => (
          <Card key={`${index}-${section.heading}`} title={section.heading}>
            <ul className={styles.lines}>
              {section.lines.map((line, lineIndex) => (
                <li key={lineIndex}>{line}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </ExhibitionPage>
  )
}
