// The legacy build: the messaging apps' browsers lag behind the current one, which pdf.js's modern build needs.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
// The worker as a file of its own (app build: Vite's `?url`; library build: scripts/lib-asset-url.ts), so parsing
// runs off the main thread. On a host page of another origin pdf.js cannot start a worker from our origin and runs
// the same file on the main thread instead: slower, still correct.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'

/**
 * pdf.js with its worker's address set. Set in a function rather than at the module's top: the package is marked
 * free of side effects, and a bundler may drop a bare top-level assignment of a side-effect-free module.
 */
export function configuredPdfJs(): typeof pdfjs {
  if (pdfjs.GlobalWorkerOptions.workerSrc !== workerUrl) pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
  return pdfjs
}
