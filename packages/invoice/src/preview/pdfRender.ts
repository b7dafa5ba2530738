/*
 * Rendering a PDF into canvases with pdf.js, for phones whose in-app browser (the messaging app's) cannot open a PDF.
 * pdf.js is large (about 400 kB), so it is loaded here only, when /pdfPreview opens, and never counts against the
 * element's budget.
 */

export interface RenderedPage {
  canvas: HTMLCanvasElement
  /** 1-based. */
  number: number
}

export interface PdfRenderOptions {
  /** CSS pixels the page is fitted to (the element's width). */
  width: number
  /** Device pixels per CSS pixel: sharp text on a phone's screen. */
  pixelRatio?: number
  /** Called for each page as soon as it is drawn, so the first page shows before the last is done. */
  onPage?: (page: RenderedPage) => void
  /** Set when the page is left: nothing more is drawn. */
  signal?: AbortSignal
}

/** How wide the canvas is drawn: the page fitted to `width`, never wider than the page at 2x its own size. */
export function fitScale(pageWidth: number, width: number): number {
  if (!(pageWidth > 0) || !(width > 0)) return 1
  return Math.min(width / pageWidth, 2)
}

/**
 * Draws every page of the PDF in `data` into its own canvas, fitted to `options.width`. Answers the pages; throws
 * what pdf.js throws for a file that is not a PDF (the caller says so).
 */
export async function renderPdf(data: ArrayBuffer, options: PdfRenderOptions): Promise<RenderedPage[]> {
  const pdfjs = await (await import('./pdfjs')).configuredPdfJs()
  const task = pdfjs.getDocument({ data: new Uint8Array(data) })
  const abort = () => void task.destroy()
  options.signal?.addEventListener('abort', abort)
  try {
    const document = await task.promise
    const ratio = options.pixelRatio ?? 1
    const pages: RenderedPage[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      if (options.signal?.aborted) break
      const page = await document.getPage(number)
      const viewport = page.getViewport({ scale: fitScale(page.getViewport({ scale: 1 }).width, options.width) * ratio })
      const canvas = globalThis.document.createElement('canvas')
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
      await page.render({ canvas, viewport }).promise
      const rendered = { canvas, number }
      pages.push(rendered)
      options.onPage?.(rendered)
    }
    return pages
  } finally {
    options.signal?.removeEventListener('abort', abort)
  }
}
