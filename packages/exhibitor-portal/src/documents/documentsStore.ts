import { map } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import { MATERIAL_TYPES, type ExhibitorDocumentView, type MaterialType } from '@fairpass/core/contract'
import { ApiError } from '@fairpass/core/http'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchDocument, fetchDocumentFile, fetchDocumentPage, fetchDocuments, fetchMaterialTypes } from '../setup/setupApi'

export const isMaterialType = (value: string | undefined): value is MaterialType => MATERIAL_TYPES.includes(value as MaterialType)

/** The kinds of document with how many each has (config: the same for every company of the exhibition). */
export const materialTypesOf = perExhibition((ref) => resource(() => fetchMaterialTypes(ref), { public: true }))

/** Every published document (of one kind, or '' for all), newest first. */
export const documentsOf = perExhibition((ref, kind: string) => resource(() => fetchDocuments(ref, isMaterialType(kind) ? kind : undefined)))

/** One document (/datadownloadDetails). */
export const documentOf = perExhibition((ref, id: string) => resource(() => fetchDocument(ref, id)))

export const DOCUMENT_PAGE_SIZE = 10

export interface DocumentPages {
  status: 'idle' | 'loading' | 'ready' | 'empty' | 'failed'
  records: ExhibitorDocumentView[] | null
  total: number
  page: number
  error: unknown
}

/**
 * One kind's documents a page at a time (manualPart): each "show more" adds the next page to what is shown; a failed
 * page keeps the ones already there and its retry asks for the same page again.
 */
export const documentPagesOf = perExhibition((ref, kind: string) => {
  const $pages = map<DocumentPages>({ status: 'idle', records: null, total: 0, page: 0, error: null })
  let generation = 0
  async function loadPage(page: number) {
    if (!isMaterialType(kind)) return
    const mine = ++generation
    $pages.set({ ...$pages.get(), status: 'loading', error: null })
    try {
      const answer = await fetchDocumentPage(ref, kind, page, DOCUMENT_PAGE_SIZE)
      if (mine !== generation) return
      const records = page === 1 ? answer.records : [...($pages.get().records ?? []), ...answer.records]
      $pages.set({ status: records.length ? 'ready' : 'empty', records, total: answer.total, page, error: null })
    } catch (error) {
      if (mine === generation) $pages.set({ ...$pages.get(), status: 'failed', error })
    }
  }
  return {
    $pages,
    first: () => loadPage(1),
    more: () => loadPage($pages.get().page + 1),
    retry: () => loadPage(Math.max(1, $pages.get().status === 'failed' && $pages.get().records ? $pages.get().page + 1 : 1)),
  }
})

/**
 * Saves a document on the device under its own name: fetched with the member's token (a plain link would carry none),
 * then handed to the browser as a file. Answers false when it could not be fetched (the member is told why).
 */
export async function downloadDocument(ref: ExhibitionRef, document: ExhibitorDocumentView, doc: Document = globalThis.document): Promise<boolean> {
  try {
    const blob = await fetchDocumentFile(ref, document)
    const url = URL.createObjectURL(blob)
    const link = doc.createElement('a')
    link.href = url
    link.download = document.fileName
    link.rel = 'noopener'
    // Inside a shadow root or not, a link must be in a document to be followed in every browser.
    doc.body.append(link)
    link.click()
    link.remove()
    // The browser has taken the file once the click returned; the URL is let go later for slow ones.
    setTimeout(() => URL.revokeObjectURL(url), 30_000)
    return true
  } catch (error) {
    // fetchDocumentFile throws only ApiErrors, worded in the page language (the server's or core's own).
    notify(error instanceof ApiError ? error.msg : String(error), 'error')
    return false
  }
}
