import { expect, test } from '@playwright/test'
import { startHostServer, type HostServer } from './support/hostServer'
import { checkPage, createCompany, firstSignIn, portal } from './support/exhibitor'
import { servicesJourney, servicesTexts } from './support/exhibitor-services'
import { followNav } from './support/nav'

/*
 * The paid services journey on a partner's page of another origin (tests/hosts/exhibitor-portal.html: the loader from
 * the API origin, hostile global CSS, the partner's own hash router, memory routing): a company of its own signs in there,
 * opens the services and goes through the same journey as in the app. Paying is where cross-area routing is
 * riskiest: the ticket area's pay page opens in place inside the portal, the cashier brings the admin back to the
 * partner's page (its hash untouched), the portal reopens on the payment's result and leads back to the reservation,
 * paid. Once, in English.
 */

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`

let host: HostServer
test.beforeAll(async () => {
  host = await startHostServer({ api: API, language: 'en', html_lang: 'en' })
})
test.afterAll(async () => host?.close())

test('en: a partner page of another origin: services booked, paid in the sandbox and back, an interpreter deleted unpaid', async ({ page, request }) => {
  test.setTimeout(240_000)
  const w = servicesTexts.en
  const scope = portal(page)
  await page.goto(`${host.origin}/exhibitor-portal.html#/about`)
  await firstSignIn(page, await createCompany('services-embedded'), 'en')
  await followNav(scope, w.services)
  await expect(scope.getByRole('heading', { name: w.serviceHeading, level: 1 })).toBeVisible()
  await checkPage(page, 'exhibitor-services-embedded-en-375', { embedded: true })
  await servicesJourney(page, request, 'en', { shots: 'exhibitor-services-embedded-en', embedded: true })
  // The partner's own route stayed as the partner left it through both round trips to the cashier.
  await expect(page).toHaveURL(/#\/about$/)
})
