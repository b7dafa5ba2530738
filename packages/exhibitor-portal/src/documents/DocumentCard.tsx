import { useState } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { ExhibitorDocumentView } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { formatFairDateTime } from '@fairpass/core/utils'
import { Button, Card } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as styles from '../shared/portal.css'
import { formatBytes } from '../setup/setupStore'
import { downloadDocument } from './documentsStore'

/** One published document: its title and what it is, its download and (in lists) a way to its details. */
export function DocumentCard({ exhibition, document, details = true }: { exhibition: ExhibitionRef; document: ExhibitorDocumentView; details?: boolean }) {
  const t = useT()
  const language = useStore($language)
  const [busy, setBusy] = useState(false)
  return (
    <Card>
      <div className={styles.stack} data-document={document.id}>
        <h2 className={styles.name}>{document.title}</h2>
        {document.description && <p className={styles.letter}>{document.description}</p>}
        <dl className={styles.facts}>
          <dt>{t('exh.setup.docs.file')}</dt>
          <dd className={styles.breakAnywhere}>{document.fileName}</dd>
          <dt>{t('exh.setup.docs.size')}</dt>
          <dd>{formatBytes(document.bytes)}</dd>
          <dt>{t('exh.setup.docs.published')}</dt>
          <dd>{formatFairDateTime(document.publishedAt, language)}</dd>
        </dl>
        <div className={parts.actions}>
          <Button
            aria-label={t('exh.setup.docs.downloadOf', { title: document.title })}
            loading={busy}
            onClick={() => {
              setBusy(true)
              void downloadDocument(exhibition, document).finally(() => setBusy(false))
            }}
          >
            {t('exh.setup.docs.download')}
          </Button>
          {details && (
            <RouteLink className={parts.link} path="/datadownloadDetails" query={{ id: document.id }} aria-label={t('exh.setup.docs.detailsOf', { title: document.title })}>
              {t('exh.setup.docs.details')}
            </RouteLink>
          )}
        </div>
      </div>
    </Card>
  )
}
