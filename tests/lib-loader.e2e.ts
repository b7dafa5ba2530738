import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { readCode, uniqueEmail } from './support/outbox'

/**
 * The library build (dist/lib, `npm run build:lib`) as an integrator uses it: a page on another origin loads
 * `<api origin>/lib/fair.js` and nothing else. Not the dev build, not the demo app.
 */

let host: Server
let hostOrigin: string

const hostPage = (api: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner portal</title>
    <script type="module" src="${api}/lib/fair.js"></script>
    <!-- A second copy (another URL is another module): it must warn once and change nothing. -->
    <script type="module" src="${api}/lib/fair.js?copy=2"></script>
  </head>
  <body>
    <h1>Partner portal</h1>
    <fair-registration routing="memory" api-base="${api}" tenant-id="000000" exhibition-id="1002" register-type="visitor" language="en"></fair-registration>
  </body>
</html>`

/** The README's embed snippet, verbatim but for the API origin: what integrators paste must work. */
function readmeSnippet(api: string): string {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf('## Using the elements on another page'))
  const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1]
  if (!snippet) throw new Error('README.md: no ```html block under "Using the elements on another page"')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Exhibition site</title></head><body>
${snippet.replaceAll('https://api.example.com', api)}</body></html>`
}

test.beforeAll(async ({ baseURL }) => {
  expect(existsSync('dist/lib/fair.js'), 'build the library first: npm run build:lib').toBe(true)
  host = createServer((request, response) => {
    const pages: Record<string, string> = { '/': hostPage(baseURL!), '/readme': readmeSnippet(baseURL!) }
    response.writeHead(pages[request.url!] ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    response.end(pages[request.url!] ?? '')
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve))
})

test('fair.js from the API origin defines each element when its tag appears, once per page', async ({ page, baseURL }) => {
  const libraryRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/lib/`)) libraryRequests.push(new URL(request.url()).pathname.replace('/lib/', ''))
  })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[FairPass]')) warnings.push(message.text())
  })
  const loader = page.waitForResponse((response) => response.url() === `${baseURL}/lib/fair.js`)
  await page.goto(hostOrigin)

  const loaderResponse = await loader
  expect(loaderResponse.headers()['access-control-allow-origin']).toBe('*')
  expect(loaderResponse.headers()['cache-control']).toBe('no-cache')

  const registration = page.locator('fair-registration')
  await expect(registration.getByRole('heading', { level: 1, name: 'Log in / Register' })).toBeVisible()
  expect(libraryRequests.some((file) => /^fair-registration-[A-Z0-9]{8}\.js$/.test(file))).toBe(true)
  // Tags not on the page cost nothing.
  expect(libraryRequests.filter((file) => /^fair-(wallet|ticket-buy)-/.test(file))).toEqual([])
  const chunk = libraryRequests.find((file) => file.startsWith('chunk-'))!
  const chunkResponse = await page.request.get(`${baseURL}/lib/${chunk}`)
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  // A tag the host adds later is defined too.
  expect(await page.evaluate(() => customElements.get('fair-wallet') === undefined)).toBe(true)
  await page.evaluate((api) => {
    const wallet = document.createElement('fair-wallet')
    wallet.setAttribute('routing', 'memory')
    wallet.setAttribute('api-base', api)
    document.body.append(wallet)
  }, baseURL!)
  await expect.poll(() => page.evaluate(() => customElements.get('fair-wallet') !== undefined)).toBe(true)
  expect(libraryRequests.some((file) => /^fair-wallet-[A-Z0-9]{8}\.js$/.test(file))).toBe(true)

  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toContain('loaded a second time')
  // The host's own URL is left alone by memory routing.
  expect(new URL(page.url()).hash).toBe('')
})

test("the README's snippet on another origin: the ticket element shows the login in place, registers, then its tickets", async ({ page, request }) => {
  const email = uniqueEmail()
  await page.goto(`${hostOrigin}/readme`)
  const widget = page.locator('fair-ticket-buy').locator('fair-registration')
  await widget.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, email))
  await widget.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await widget.getByRole('button', { name: 'Log in', exact: true }).click()
  await widget.getByRole('textbox', { name: 'Name' }).fill('Chen Jing')
  await widget.getByRole('textbox', { name: 'Company' }).fill('Pearl River Microdevices Co., Ltd.')
  await widget.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(page.locator('fair-ticket-buy').getByRole('heading', { name: 'Choose tickets' })).toBeVisible()
  await expect(page.locator('fair-ticket-buy').locator('fair-registration')).toHaveCount(0)
})

test('the entry QR code renders in the library build', async ({ page, request }) => {
  const email = uniqueEmail()
  await page.goto(`${hostOrigin}/`)
  const widget = page.locator('fair-registration')
  await widget.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, email))
  await widget.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await widget.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(widget.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible()
  await widget.getByRole('textbox', { name: 'Name' }).fill('Chen Jing')
  await widget.getByRole('textbox', { name: 'Company' }).fill('Pearl River Microdevices Co., Ltd.')
  await widget.getByRole('button', { name: 'Submit' }).click()

  const qr = widget.getByRole('img', { name: 'Entry QR code' })
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAttribute('data-state', 'ready')
  await expect(qr.locator('svg path').first()).toBeAttached()
})
