import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, Pending } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { DocumentCard } from './DocumentCard'
import { documentOf } from './documentsStore'

function LoadedDocument({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const language = useStore($language)
  const document = documentOf(exhibition, id)
  const { status, data, error } = useStore(document.$store)
  useEffect(() => {
    void document.load()
  }, [document, language])
  if (data) {
    return (
      <div className={styles.stack} data-part="document-detail">
        <DocumentCard exhibition={exhibition} document={data} details={false} />
      </div>
    )
  }
  return <Pending status={status} error={error} onRetry={() => void document.retry()} loading={t('exh.loading')} />
}

/** /datadownloadDetails?id=: one published document with its description, size, date and download. */
export function DocumentDetailPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  // The page's heading is the document's title once it is known (the list's link names it so).
  const { data } = useStore(documentOf(exhibition, id).$store)
  return (
    <ExhibitionPage stacked title={id && data ? data.title : t('exh.setup.docs.detailHeading')}>
      <PortalNav here="documents" />
      {id ? (
        <LoadedDocument exhibition={exhibition} id={id} />
      ) : (
        <Card>
          <p className={parts.muted}>{t('exh.setup.docs.noDocument')}</p>
        </Card>
      )}
      <RouteLink className={parts.link} path="/datadownload">
        {t('exh.setup.docs.allDocuments')}
      </RouteLink>
    </ExhibitionPage>
  )
}
