import AxeBuilder from '@axe-core/playwright'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { build } from 'vite'
import { startHostServer, type HostServer } from './support/hostServer'
import { expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * A partner's React 19 app and Vue 3 app (demo/hosts), built with vite and served from a second origin, each embedding
 * <fair-ticket-buy> and <fair-wallet> with typed props (that the typings reject wrong attributes is proven by
 * `npm run typecheck`: demo/hosts/react/typeChecks.tsx, demo/hosts/vue/typeChecks.ts). The elements come from the
 * built library: each host loads /lib/fair.js from the API origin. Signed out, both elements show the sign-in view in
 * place; their `fair-ready` events reach the host's own UI; axe finds nothing serious; the pages are photographed at
 * 375 and 1280 px (test-results/screens/host-{react,vue}-{375,1280}.png). The same pages under a strict CSP too.
 */

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`
const HOSTS_DIR = join(import.meta.dirname, '..', 'demo', 'hosts')

// One worker builds the hosts once and runs this file's tests in order (the build empties demo/hosts/dist).
test.describe.configure({ mode: 'default' })

let host: HostServer
test.beforeAll(async () => {
  test.setTimeout(60_000)
  await build({ configFile: join(HOSTS_DIR, 'vite.config.ts'), logLevel: 'warn' })
  host = await startHostServer({ api: API }, 0, { root: join(HOSTS_DIR, 'dist') })
})
test.afterAll(async () => host?.close())

/** Errors the page reports (uncaught exceptions, console.error), collected from the first script on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  return errors
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

for (const framework of ['react', 'vue'] as const) {
  test(`a ${framework} host on another origin: typed elements render signed out, fair-ready reaches the host, axe is clean`, async ({ page }) => {
    const errors = collectErrors(page)
    const libraryRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${API}/lib/`)) libraryRequests.push(new URL(request.url()).pathname)
    })

    await page.goto(`${host.origin}/${framework}/`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets and wallet' })).toBeVisible()

    // The elements come from the built library behind the loader on the API origin, not from the host's bundle.
    const wallet = page.locator('fair-wallet')
    const tickets = page.locator('fair-ticket-buy')
    await expect(wallet.locator('fair-registration')).toHaveCount(1)
    await expect(tickets.locator('fair-registration')).toHaveCount(1)
    // With no <fair-registration> of the host's own, the one inside the elements' shadow roots (which the loader's
    // observer does not see) must still be defined, or a lone signed-out element is 0 px high.
    await expect
      .poll(() => page.evaluate(() => customElements.get('fair-registration') !== undefined), { message: 'the sign-in view inside <fair-wallet> is defined' })
      .toBe(true)
    expect(libraryRequests).toContain('/lib/fair.js')
    expect(libraryRequests.some((path) => /^\/lib\/fair-wallet-[\w-]+\.js$/.test(path)), libraryRequests.join(', ')).toBe(true)

    // Signed out, the wallet shows the sign-in form in place, its controls found by role and label.
    await expect(wallet.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible()
    await expect(wallet.getByRole('button', { name: 'Send code' })).toBeVisible()
    await expect(wallet.getByRole('textbox', { name: 'Verification code' })).toBeVisible()
    await expect(wallet.getByRole('checkbox', { name: /Privacy Policy/ })).toBeVisible()
    await expect(wallet.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
    await expect(tickets.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()

    // The typed fair-ready events reached the host's own UI: each shows `area (path)`. The sign-in view inside each
    // element is a <fair-registration> of its own, whose fair-ready bubbles out too (composed), in any order.
    const announced = page.getByTestId('host-events').getByRole('listitem')
    await expect(announced.filter({ hasText: /^wallet \(\/wallet\)$/ })).toHaveCount(1)
    await expect(announced.filter({ hasText: /^ticket-buy \(\/[\w/-]*\)$/ })).toHaveCount(1)

    await expectNoSeriousAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `host-${framework}-375`)

    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(wallet.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `host-${framework}-1280`)

    expect(errors).toEqual([])
  })
}

test('both hosts under a strict Content Security Policy: the elements render, no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  for (const framework of ['react', 'vue'] as const) {
    await page.goto(`${host.origin}/strict/${framework}/`)
    await expect(page.locator('fair-wallet').getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
    await expect(page.getByTestId('host-events').getByRole('listitem').filter({ hasText: /^wallet / })).toHaveCount(1)
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
    expect(violations, framework).toEqual([])
  }
})
