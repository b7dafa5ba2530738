import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import * as styles from '../shared/portal.css'
import { DocumentCard } from './DocumentCard'
import { documentOf } from './documentsStore'

/** /datadownloadDetails?id=: one published document with its description, size, date and download. */
export function DocumentDetailPage({ exhibition, id }: InExhibition & { id: string }) {
  const t = useT()
  const language = useStore($language)
  const document = id ? documentOf(exhibition, id) : null
  const loaded = useStore(document?.$store ?? documentOf(exhibition, '').$store)
  useEffect(() => {
    if (document) void document.load()
  }, [document, language])
  const all = (
    <RouteLink className={parts.link} path="/datadownload">
      {t('exh.setup.docs.allDocuments')}
    </RouteLink>
  )
  return (
    <ExhibitionPage stacked title={loaded.data && document ? loaded.data.title : t('exh.setup.docs.detailHeading')}>
      <PortalNav here="documents" />
      {!document ? (
        <Card>
          <p className={parts.muted}>{t('exh.setup.docs.noDocument')}</p>
        </Card>
      ) : loaded.data ? (
        <div className={styles.stack} data-part="document-detail">
          <DocumentCard exhibition={exhibition} document={loaded.data} details={false} />
        </div>
      ) : loaded.status === 'failed' ? (
        <LoadFailed onRetry={() => void document.retry()} error={loaded.error} />
      ) : (
        <p className={parts.muted}>{t('exh.loading')}</p>
      )}
      {all}
    </ExhibitionPage>
  )
}
