import { expect, test } from '@playwright/test'
import { startHostServer, type HostServer } from './support/hostServer'
import { addProduct, approvePendingBadges, checkPage, createCompany, fillCatalogue, firstSignIn, portal, setProductCap, staffFillsIn, texts } from './support/exhibitor'
import { followNav } from './support/nav'

/*
 * <fair-exhibitor-portal> on a partner's page of another origin (tests/hosts/exhibitor-portal.html: the loader from
 * the API origin, aggressive global CSS, the partner's own hash router, a <fair-conference> beside it): the company's
 * admin signs in there, chooses a password, fills the catalogue with a logo (bad logos and the missing tick refused),
 * adds products to the cap, invites two staff (who open the link in the app), applies for their badges and sees them
 * approved. The partner's hash is left alone; axe finds nothing serious. Once in each language: the host page takes
 * the elements' language as a template value, and each run has its own company, so the two can run side by side.
 */

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`

for (const language of ['en', 'cn'] as const) {
  test.describe(language, () => {
    let host: HostServer
    test.beforeAll(async () => {
      host = await startHostServer({ api: API, language, html_lang: language === 'cn' ? 'zh-CN' : 'en' })
    })
    test.afterAll(async () => host?.close())

    test(`${language}: a partner page of another origin: the exhibitor portal journey, beside another element`, async ({ page, browser }) => {
      test.setTimeout(240_000)
      const t = texts[language]
      const company = await createCompany(`embedded-${language}`)
      await setProductCap(company, 2)

      await page.goto(`${host.origin}/exhibitor-portal.html#/about`)
      const scope = portal(page)
      await expect(scope.getByRole('heading', { name: t.loginHeading, level: 1 })).toBeVisible()
      await checkPage(page, `exhibitor-embedded-${language}-login-375`, { embedded: true })
      await firstSignIn(page, company, language)
      await expect(scope.locator('[data-part="company"]')).toBeVisible()
      await checkPage(page, `exhibitor-embedded-${language}-home-375`, { embedded: true })

      await fillCatalogue(page, language)
      await checkPage(page, `exhibitor-embedded-${language}-catalogue-375`, { embedded: true })

      await scope.getByRole('link', { name: t.products, exact: true }).click()
      await addProduct(page, language, 1)
      await expect(scope.locator('[data-part="products"] > li')).toHaveCount(1)
      await addProduct(page, language, 2)
      await expect(scope.locator('[data-part="products"] > li')).toHaveCount(2)
      await addProduct(page, language, 3)
      await expect(scope.locator('[data-part="product-form"] [role="alert"]')).toContainText(t.capRefused)
      await scope.getByRole('button', { name: t.cancel }).click()
      await scope.getByRole('button', { name: t.submitExhibits }).click()
      await expect(scope.locator('[data-part="exhibits-state"] [data-state="pending"]')).toBeVisible()
      await checkPage(page, `exhibitor-embedded-${language}-products-375`, { embedded: true })

      await followNav(scope, t.invites)
      await scope.getByRole('button', { name: t.make }).click()
      const link = await scope.locator('[data-part="invite-link"]').first().getAttribute('href')
      // The link leads to the FairPass app (the API's origin), not to the partner's page.
      expect(link).toMatch(new RegExp(`^${API}/#/exhibitorSelfService/exhInviteStaff\\?code=`))
      await checkPage(page, `exhibitor-embedded-${language}-invites-375`, { embedded: true })

      const people = [
        { name: 'Ava Lin', position: 'Sales manager' },
        { name: 'Ben Zhou', position: 'Engineer' },
      ]
      const staffPages = []
      for (const person of people) staffPages.push(await staffFillsIn(browser, link!, language, person))

      await scope.getByRole('link', { name: t.staff, exact: true }).click()
      for (const person of people) await scope.getByRole('checkbox', { name: t.choosePerson(person.name) }).check()
      await scope.getByRole('button', { name: t.apply }).click()
      await expect(scope.locator('[data-part="badges"] > li[data-state="pending"]')).toHaveCount(2)
      await checkPage(page, `exhibitor-embedded-${language}-badges-pending-375`, { embedded: true })

      expect(await approvePendingBadges(company)).toBe(2)
      await followNav(scope, t.review)
      await scope.getByRole('link', { name: t.staff, exact: true }).click()
      await expect(scope.locator('[data-part="badges"] > li[data-state="approved"]')).toHaveCount(2)
      await checkPage(page, `exhibitor-embedded-${language}-badges-approved-375`, { embedded: true })

      // The element beside it still shows its own page, and the partner's own route stayed where it was.
      await expect(page.locator('fair-conference').getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('#host-view')).toHaveText('About the fair')
      expect(new URL(page.url()).hash).toBe('#/about')
      for (const other of staffPages) await other.context().close()
    })
  })
}
