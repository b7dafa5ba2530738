/*
 * Renders page 1 of invoice PDFs to PNG, to look at them (issue 14): pdf.js (pdfjs-dist) in the repository's Chromium,
 * the way /pdfPreview shows a PDF on a phone. Nothing is fetched from outside: pdf.js and the PDF are served to the
 * page from disk through Playwright's request routing.
 *   node --import tsx scripts/invoice-png.ts a.pdf [b.pdf …]   → a.png beside each
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser'

const files = process.argv.slice(2)
if (files.length === 0) throw new Error('name one or more PDF files')
const build = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'build')
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1240, height: 1754 } })
  let current = ''
  await page.route('http://pdf.local/**', async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1)
    if (name === 'doc.pdf') return route.fulfill({ body: readFileSync(current), contentType: 'application/pdf' })
    if (name === 'index.html') return route.fulfill({ body: '<!doctype html><body style="margin:0"><canvas id="page"></canvas></body>', contentType: 'text/html' })
    return route.fulfill({ body: readFileSync(join(build, name)), contentType: 'text/javascript' })
  })
  await page.goto('http://pdf.local/index.html')
  for (const file of files) {
    current = file
    await page.evaluate(async () => {
      const pdfjs = await import('http://pdf.local/pdf.mjs' as string)
      pdfjs.GlobalWorkerOptions.workerSrc = 'http://pdf.local/pdf.worker.mjs'
      const pdf = await pdfjs.getDocument({ url: 'http://pdf.local/doc.pdf' }).promise
      const first = await pdf.getPage(1)
      const viewport = first.getViewport({ scale: 2 })
      const canvas = document.getElementById('page') as HTMLCanvasElement
      canvas.width = viewport.width
      canvas.height = viewport.height
      await first.render({ canvas, viewport }).promise
    })
    const png = file.replace(/\.pdf$/i, '') + '.png'
    writeFileSync(png, await page.locator('#page').screenshot())
    console.log(`wrote ${png}`)
  }
} finally {
  await browser.close()
}
