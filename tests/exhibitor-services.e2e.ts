import { expect, test } from '@playwright/test'
import { checkPage, createCompany, firstSignIn, portal } from './support/exhibitor'
import { servicesJourney, servicesLink, servicesTexts } from './support/exhibitor-services'

/*
 * The paid services of <fair-exhibitor-portal> (issue 17) in the app, in both languages at 375 px, against the real
 * server: a company of its own (createCompany) signs in for the first time on /serviceOrder and goes through servicesJourney (support file):
 * booth cleaning booked (a quantity of 0 refused first, nothing typed lost) and paid in the sandbox cashier on the
 * ticket area's pay page, back to the reservation, paid; an ad position of its own booked and paid (then shown sold
 * out), the last place of another taken by a rival company while the page is open (the refusal explained, the
 * position sold out); an interpreter booked for a day (the day missing refused first) and deleted unpaid after the
 * confirmation. The read-only view of a staff member is covered by the element test
 * (packages/exhibitor-portal/src/services/services.test.tsx).
 */

for (const language of ['en', 'cn'] as const) {
  test(`${language}: an exhibitor books and pays a service and an ad, loses the last place of another ad, books an interpreter and deletes it unpaid`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const w = servicesTexts[language]
    const scope = portal(page)
    await page.goto(servicesLink('serviceOrder', language))
    await firstSignIn(page, await createCompany(`services-${language}`), language)
    await expect(scope.getByRole('heading', { name: w.serviceHeading, level: 1 })).toBeVisible()
    await checkPage(page, `exhibitor-services-${language}-375`)
    await servicesJourney(page, request, language, { shots: `exhibitor-services-${language}` })
  })
}
