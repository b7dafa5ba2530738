import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, ListStates } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import { PortalNav } from '../shared/PortalNav'
import { DocumentCard } from './DocumentCard'
import * as styles from './DocumentsPage.css'
import { documentPagesOf, documentsOf, isMaterialType, materialTypesOf } from './documentsStore'

export type DocumentsHeading = 'manual' | 'download' | 'invoice' | 'contract'

const HEADINGS: Record<DocumentsHeading, string> = {
  manual: 'exh.setup.docs.manualHeading',
  download: 'exh.setup.docs.heading',
  invoice: 'exh.setup.docs.invoiceHeading',
  contract: 'exh.setup.docs.contractHeading',
}

/** The kinds with their counts; each links to its own list (paged lists to paged ones), "All" to /datadownload. */
function KindLinks({ exhibition, kind, paged }: { exhibition: ExhibitionRef; kind: string; paged: boolean }) {
  const t = useT()
  const language = useStore($language)
  const types = materialTypesOf(exhibition)
  const { data } = useStore(types.$store)
  useEffect(() => {
    void types.load()
  }, [types, language])
  const base = `/exhibitorSelfService/information/${paged ? 'manualPart' : 'manualAll'}`
  const entries = [{ key: '', label: t('exh.setup.docs.all'), path: '/datadownload' }, ...(data ?? []).map((type) => ({ key: type.key, label: `${type.label} (${type.documents})`, path: `${base}/${type.key}` }))]
  return (
    <nav aria-label={t('exh.setup.docs.kinds')}>
      <ul className={styles.kinds} data-part="document-kinds">
        {entries.map((entry) => (
          <li key={entry.key || 'all'}>
            {entry.key === kind ? (
              <span className={styles.current} aria-current="page">
                {entry.label}
              </span>
            ) : (
              <RouteLink className={parts.link} path={entry.path}>
                {entry.label}
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function AllOfKind({ exhibition, kind }: { exhibition: ExhibitionRef; kind: string }) {
  const t = useT()
  const language = useStore($language)
  const documents = documentsOf(exhibition, kind)
  const { status, data, error } = useStore(documents.$store)
  useEffect(() => {
    void documents.load()
  }, [documents, language])
  return (
    <ListStates part="documents" status={status} items={data} onRetry={() => void documents.retry()} error={error} empty={<p className={parts.muted}>{t('exh.setup.docs.empty')}</p>} end>
      {(items) =>
        items.map((document) => (
          <li key={document.id}>
            <DocumentCard exhibition={exhibition} document={document} />
          </li>
        ))
      }
    </ListStates>
  )
}

function PagedOfKind({ exhibition, kind }: { exhibition: ExhibitionRef; kind: string }) {
  const t = useT()
  const language = useStore($language)
  const pages = documentPagesOf(exhibition, kind)
  const { status, records, total, error } = useStore(pages.$pages)
  useEffect(() => {
    void pages.first()
  }, [pages, language])
  const shown = records?.length ?? 0
  return (
    <ListStates
      part="documents"
      status={status}
      items={records}
      onRetry={() => void pages.retry()}
      error={error}
      empty={<p className={parts.muted}>{t('exh.setup.docs.empty')}</p>}
      end={
        shown < total ? (
          <Button variant="secondary" loading={status === 'loading'} onClick={() => void pages.more()}>
            {t('exh.setup.docs.more')}
          </Button>
        ) : (
          t('exh.setup.docs.shown', { n: shown, total })
        )
      }
    >
      {(items) =>
        items.map((document) => (
          <li key={document.id}>
            <DocumentCard exhibition={exhibition} document={document} />
          </li>
        ))
      }
    </ListStates>
  )
}

/**
 * The organiser's documents for exhibitors: /exhibitorSelfService/information/manualAll/{materialTypeV2} (all of a
 * kind), …/manualPart/{materialTypeV2} (a page at a time), /datadownload (every kind), /datadownload/invoice and
 * /datadownload/contract (the forms kind, where the organiser publishes invoice and contract forms). Each document
 * downloads with the member's token; its details are on /datadownloadDetails.
 */
export function DocumentsPage({ exhibition, kind, paged, heading }: InExhibition & { kind: string; paged: boolean; heading: DocumentsHeading }) {
  const t = useT()
  const known = kind === '' || isMaterialType(kind)
  return (
    <ExhibitionPage stacked title={t(HEADINGS[heading])}>
      <PortalNav here="documents" />
      <KindLinks exhibition={exhibition} kind={kind} paged={paged} />
      {!known ? (
        <Card>
          <p className={parts.muted} data-state="empty">
            {t('exh.setup.docs.empty')}
          </p>
        </Card>
      ) : paged && kind ? (
        <PagedOfKind exhibition={exhibition} kind={kind} />
      ) : (
        <AllOfKind exhibition={exhibition} kind={kind} />
      )}
    </ExhibitionPage>
  )
}
