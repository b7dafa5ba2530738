// The legacy build: the messaging apps' browsers lag behind the current one, which pdf.js's modern build needs.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
// The worker as a file of its own (app build: Vite's `?url`; library build: scripts/lib-asset-url.ts), so parsing
// runs off the main thread where the page allows it.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'

/**
 * pdf.js with its worker set up. On the app's own page the worker runs as a Worker from our origin. On a host page of
 * another origin a browser starts no Worker from our origin, and pdf.js would try a blob: wrapper that a host's
 * Content Security Policy refuses (a violation report each time); there the worker's code is imported as a module
 * (allowed wherever our scripts are) and pdf.js runs it on the main thread: slower for a big file, fine for an invoice.
 * Set in a function, not at the module's top: the package is marked free of side effects, and a bundler may drop a
 * bare top-level assignment of such a module.
 */
export async function configuredPdfJs(): Promise<typeof pdfjs> {
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
  if (!isSameOrigin(workerUrl)) {
    // pdf.js's own hook for a worker loaded by the page: `globalThis.pdfjsWorker.WorkerMessageHandler`.
    const scope = globalThis as { pdfjsWorker?: unknown }
    scope.pdfjsWorker ??= await import(/* @vite-ignore */ workerUrl)
  }
  return pdfjs
}

export function isSameOrigin(url: string, page: { href: string; origin: string } = globalThis.location): boolean {
  return new URL(url, page.href).origin === page.origin
}
