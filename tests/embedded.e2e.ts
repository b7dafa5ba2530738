import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { readCode, uniqueEmail } from './support/outbox'
import { startHostServer, type HostServer } from './support/hostServer'
import { screenFrom } from './support/screens'

/*
 * The elements on a partner's page of another origin, loaded as the README says (one loader script from the API
 * origin, the built library behind it): a plain page with aggressive global CSS and its own hash router, holding
 * two <fair-ticket-buy> (the README's snippet: the link's ticket list; and the 3-day pass), <fair-registration> and
 * <fair-wallet>. A visitor registers, buys and pays in the sandbox cashier, comes back to the partner's page and
 * sees the ticket's QR in the wallet; the partner's own router and hash are left alone, and the events arrive in
 * order. The same page under a strict Content Security Policy works without a single violation.
 */

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`
const PASS_TYPE = '7a1c0002-0000-4000-8000-000000001020'

test.describe.configure({ mode: 'serial' })

let host: HostServer
test.beforeAll(async () => {
  host = await startHostServer({ api: API, pass_type: PASS_TYPE })
})
test.afterAll(async () => host?.close())

const ticketList = (page: Page) => page.locator('fair-ticket-buy').first()
const passElement = (page: Page) => page.locator('fair-ticket-buy#pass')
const registration = (page: Page) => page.locator('section.widgets > fair-registration')
const wallet = (page: Page) => page.locator('fair-wallet')

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('section.widgets').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

async function logIn(widget: Locator, page: Page, email: string) {
  await widget.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(page.request, email))
  await widget.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await widget.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('a partner page of another origin: register, buy, pay in the sandbox, back to the QR in the wallet', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${host.origin}/widgets.html#/about`)
  await expect(page.locator('#host-view')).toHaveText('About the fair')

  // Signed out, each ticket element shows the login in place; the wallet too.
  await expect(ticketList(page).locator('fair-registration')).toHaveCount(1)
  await expect(wallet(page).locator('fair-registration')).toHaveCount(1)
  await expectNoSeriousAxeViolations(page)
  await screenFrom(page.locator('section.widgets'), 'embedded-signed-out-375')

  const email = uniqueEmail()
  await logIn(registration(page), page, email)
  await registration(page).getByRole('textbox', { name: 'Name' }).fill('Mia Wong')
  await registration(page).getByRole('textbox', { name: 'Company' }).fill('Wong Events')
  await registration(page).getByRole('button', { name: 'Submit', exact: true }).click()

  // Registered once, every element is signed in: the list, the 3-day pass and the (empty) wallet.
  await expect(ticketList(page).getByRole('heading', { name: 'Choose tickets' })).toBeVisible()
  await expect(passElement(page).getByRole('heading', { name: '3-day pass' })).toBeVisible()
  await expect(ticketList(page).locator('fair-registration')).toHaveCount(0)

  // The partner's own router keeps working beside the elements.
  await page.getByRole('link', { name: 'News' }).click()
  await expect(page.locator('#host-view')).toHaveText('Host news page')
  await expect(ticketList(page).getByRole('heading', { name: 'Choose tickets' })).toBeVisible()

  const list = ticketList(page)
  await list.getByRole('button', { name: 'More Standard day ticket' }).click()
  await list.getByRole('button', { name: 'Next' }).click()
  await list.getByRole('combobox', { name: 'Day of entry' }).selectOption({ index: 1 })
  await list.getByRole('button', { name: 'Submit order' }).click()
  await expect(list.getByRole('heading', { name: 'Pay your order' })).toBeVisible()
  await expect(passElement(page).getByRole('heading', { name: '3-day pass' })).toBeVisible()
  await list.getByRole('button', { name: 'Pay ¥80.00' }).click()

  // The sandbox cashier on the API origin, then back to the partner's page, its hash as the partner left it.
  await expect(page).toHaveURL(new RegExp(`^${API}/.*sandbox`))
  await page.getByRole('button', { name: 'Pay ¥80.00' }).click()
  await expect(page).toHaveURL(new RegExp(`^${host.origin}/widgets\\.html\\?.*#/news$`))
  await expect(page.locator('#host-view')).toHaveText('Host news page')
  await expect(ticketList(page).getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await expect(wallet(page).getByRole('img', { name: /Entry QR code/ })).toHaveCount(1)

  const events = await page.evaluate(() => (window as unknown as { __fairEvents: Array<{ type: string; tag: string }> }).__fairEvents)
  const story = events.map((event) => `${event.type}@${event.tag}`).filter((entry) => !entry.startsWith('fair-ready') && !entry.startsWith('fair-navigate'))
  expect(story).toEqual([
    'fair-login@fair-registration',
    'fair-registered@fair-registration',
    'fair-order-placed@fair-ticket-buy',
    'fair-paid@fair-ticket-buy',
    'fair-ticket-ready@fair-ticket-buy',
  ])
  expect(events.filter((event) => event.type === 'fair-ready').length).toBeGreaterThanOrEqual(4)

  await expectNoSeriousAxeViolations(page)
  await screenFrom(page.locator('section.widgets'), 'embedded-paid-375')
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenFrom(page.locator('section.widgets'), 'embedded-paid-1280')
})

test('the same page under a strict Content Security Policy: elements work, no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __violations: violations })
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.goto(`${host.origin}/strict/widgets.html`)
  const widget = registration(page)
  await expect(widget.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()
  await expect(ticketList(page).locator('fair-registration')).toHaveCount(1)
  // The elements' styles apply under the policy: the login button is the theme's, not the host's hidden button.
  await expect(widget.getByRole('button', { name: 'Log in', exact: true })).toHaveCSS('display', /block|flex|inline-flex|inline-block/)
  await logIn(widget, page, uniqueEmail())
  await expect(widget.getByRole('textbox', { name: 'Name' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
  expect(violations).toEqual([])
  await screenFrom(page.locator('section.widgets'), 'embedded-strict-csp-375')
})
