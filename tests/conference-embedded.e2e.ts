import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { readCode, uniqueEmail } from './support/outbox'
import { startHostServer, type HostServer } from './support/hostServer'
import { screenFrom } from './support/screens'

/*
 * <fair-conference> on a partner's page of another origin (tests/hosts/conference.html: the loader from the API origin,
 * aggressive global CSS, the partner's own hash router, a <fair-registration> beside it): the programme opens
 * without a login; the visitor logs in and completes the profile in the registration element, and the conference
 * element beside it (one session bus) then registers them for a session and shows the agenda. The partner's hash is
 * left alone; axe finds nothing serious.
 */

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`
const PASS_TYPE = '7a1c0002-0000-4000-8000-000000001020'
const KEYNOTE = 'Opening keynote: the next decade of manufacturing'

let host: HostServer
test.beforeAll(async () => {
  host = await startHostServer({ api: API, pass_type: PASS_TYPE })
})
test.afterAll(async () => host?.close())

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('fair-conference').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test('a partner page of another origin: browse the programme, log in beside it, register, see the agenda', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${host.origin}/conference.html#/about`)
  const conference = page.locator('fair-conference')
  await expect(conference.getByRole('heading', { name: 'Conference programme', level: 1 })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await screenFrom(conference, 'conference-embedded-programme-375')

  const registration = page.locator('section.widgets > fair-registration')
  const email = uniqueEmail()
  await registration.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await registration.getByRole('button', { name: 'Send code' }).click()
  await registration.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(page.request, email))
  await registration.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await registration.getByRole('button', { name: 'Log in', exact: true }).click()
  await registration.getByRole('textbox', { name: 'Name' }).fill('Mia Wong')
  await registration.getByRole('textbox', { name: 'Company' }).fill('Wong Events')
  await registration.getByRole('button', { name: 'Submit', exact: true }).click()

  await conference.getByRole('searchbox', { name: 'Search sessions, topics or speakers' }).fill('Opening keynote')
  await conference.getByRole('link', { name: `Open ${KEYNOTE}` }).click()
  await expect(conference.getByRole('heading', { name: KEYNOTE, level: 1 })).toBeVisible()
  await conference.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(conference.getByText('You are registered.')).toBeVisible()

  await conference.getByRole('link', { name: 'My agenda' }).click()
  await expect(conference.locator('[data-part="agenda-entry"]')).toHaveCount(1)
  await expect(conference.locator('[data-part="agenda-entry"]')).toContainText(KEYNOTE)
  await expectNoSeriousAxeViolations(page)
  await screenFrom(conference, 'conference-embedded-agenda-375')

  // The partner's own route stayed where it was.
  await expect(page.locator('#host-view')).toHaveText('About the fair')
  expect(new URL(page.url()).hash).toBe('#/about')
})

test('the login this element asks for opens in place and brings the visitor back to the session, even with a registration element beside', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${host.origin}/conference.html#/about`)
  const conference = page.locator('fair-conference')
  await conference.getByRole('searchbox', { name: 'Search sessions, topics or speakers' }).fill('Opening keynote')
  await conference.getByRole('link', { name: `Open ${KEYNOTE}` }).click()
  await conference.getByRole('button', { name: 'Log in to register' }).click()

  // A new visitor (profile not filled in): the conference needs only the sign-in, so the session page comes back.
  const email = uniqueEmail()
  await conference.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await conference.getByRole('button', { name: 'Send code' }).click()
  await conference.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(page.request, email))
  await conference.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await conference.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(conference.getByRole('heading', { name: KEYNOTE, level: 1 })).toBeVisible()
  // The host page hears what the visitor did, from inside the element's shadow root.
  await page.evaluate(() => {
    const heard: unknown[] = []
    ;(window as unknown as { heard: unknown[] }).heard = heard
    for (const name of ['fair-conference-registered', 'fair-conference-cancelled']) {
      document.addEventListener(name, (event) => heard.push({ name, detail: (event as CustomEvent).detail }))
    }
  })
  await conference.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(conference.getByText('You are registered.')).toBeVisible()
  await conference.getByRole('button', { name: 'Cancel registration' }).click()
  await expect(conference.getByText('Your registration is cancelled.')).toBeVisible()
  const heard = (await page.evaluate(() => (window as unknown as { heard: Array<{ name: string; detail: { registrations?: Array<{ sessionId: string; status: string }>; sessionId?: string } }> }).heard))
  expect(heard.map((event) => event.name)).toEqual(['fair-conference-registered', 'fair-conference-cancelled'])
  expect(heard[0].detail.registrations).toEqual([expect.objectContaining({ status: 'registered', position: null })])
  expect(heard[1].detail.sessionId).toBe(heard[0].detail.registrations![0].sessionId)
  expect(new URL(page.url()).hash).toBe('#/about')
})
