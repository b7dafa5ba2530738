import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import type { Loaded } from '@fairpass/core/resource'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { Card, ExhibitionPage, LoadFailed, Spinner } from '@fairpass/ui'
import type { InExhibition } from '../shared/inExhibition'
import * as shared from '../shared/invoice.css'
import { pdfOf } from './previewStore'
import * as styles from './PdfPreviewPage.css'
import './messages'

type Drawn = { status: 'drawing' | 'drawn' | 'failed'; count: number }

/**
 * /pdfPreview?invoiceId: the invoice's PDF drawn page by page into canvases, for the messaging app's browser, which
 * cannot open a PDF. pdf.js is loaded by this page only (preview/pdfRender.ts).
 */
export function PdfPreviewPage({ exhibition, invoiceId }: InExhibition & { invoiceId: string }) {
  const t = useT()
  const language = useStore($language)
  const pdf = invoiceId ? pdfOf(exhibition, invoiceId) : null
  const loaded = useStore(pdf?.$store ?? NONE)
  const holder = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState<Drawn>({ status: 'drawing', count: 0 })

  useEffect(() => {
    if (pdf && !pdf.$store.get().data) void pdf.load()
  }, [pdf, language])

  const bytes = loaded.data
  useEffect(() => {
    const root = holder.current
    if (!bytes || !root) return
    const controller = new AbortController()
    root.replaceChildren()
    setDrawn({ status: 'drawing', count: 0 })
    // pdf.js takes the buffer over to its worker: it gets a copy, the store keeps the original for the next visit.
    void import('./pdfRender')
      .then(({ renderPdf }) =>
        renderPdf(bytes.slice(0), {
          width: root.clientWidth || 343,
          pixelRatio: Math.min(globalThis.devicePixelRatio || 1, 3),
          signal: controller.signal,
          onPage: ({ canvas, number }) => {
            if (controller.signal.aborted) return
            const figure = document.createElement('figure')
            figure.className = styles.page
            figure.dataset.page = String(number)
            const frame = document.createElement('div')
            frame.className = styles.canvasHolder
            canvas.setAttribute('role', 'img')
            frame.append(canvas)
            figure.append(frame)
            root.append(figure)
          },
        }),
      )
      .then((pages) => {
        if (controller.signal.aborted) return
        // Named once the count is known: "page 1 of 2".
        pages.forEach(({ canvas, number }) => canvas.setAttribute('aria-label', t('invoice.preview.page', { number, count: pages.length })))
        setDrawn({ status: 'drawn', count: pages.length })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // The visitor is told it cannot be shown; why (a damaged file, a worker that would not start) is for the developer.
        console.error('[FairPass] the PDF could not be drawn', error)
        setDrawn({ status: 'failed', count: 0 })
      })
    return () => controller.abort()
    // t changes with the language: the labels are renamed by the effect below, not by drawing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes])
  useEffect(() => {
    const root = holder.current
    if (!root || drawn.status !== 'drawn') return
    root.querySelectorAll('canvas').forEach((canvas, index) => canvas.setAttribute('aria-label', t('invoice.preview.page', { number: index + 1, count: drawn.count })))
  }, [t, drawn])

  return (
    <ExhibitionPage stacked title={t('invoice.preview.heading')}>
      <RouteLink className={shared.link} path="/invoice/history">
        {t('invoice.preview.back')}
      </RouteLink>
      {!invoiceId && (
        <Card>
          <p role="alert" className={shared.alert}>
            {t('invoice.preview.noFile')}
          </p>
        </Card>
      )}
      {pdf && loaded.status === 'failed' && <LoadFailed onRetry={() => void pdf.retry()} error={loaded.error} />}
      {pdf && (loaded.status === 'loading' || (bytes && drawn.status === 'drawing')) && <Spinner showText />}
      {bytes && drawn.status === 'failed' && (
        <Card>
          <p role="alert" className={shared.alert}>
            {t('invoice.preview.notPdf')}
          </p>
        </Card>
      )}
      <div ref={holder} className={styles.pages} data-part="pdf-pages" data-state={bytes ? drawn.status : loaded.status} data-pages={drawn.count} />
    </ExhibitionPage>
  )
}

/** Nothing to load: the page was opened without an invoice. */
const NONE = atom<Loaded<ArrayBuffer>>({ status: 'idle', data: null, error: null })
