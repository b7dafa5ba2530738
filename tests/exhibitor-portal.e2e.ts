import { expect, test, type Page } from '@playwright/test'
import { addProduct, approvePendingBadges, checkPage, createCompany, fillCatalogue, firstSignIn, portal, portalLink, setProductCap, staffFillsIn, texts } from './support/exhibitor'
import { screen } from './support/screens'
import { followNav } from './support/nav'

/*
 * <fair-exhibitor-portal> in the app, in both languages at 375 px, against the real server: a company the organiser
 * made (admin CLI) signs in and chooses its password, fills in the catalogue entry with a logo (a 9 KB and a 1.1 MB
 * logo, a text file named .png and the missing initiative tick refused first, nothing typed lost), adds products up
 * to the cap the organiser set (the one over it refused in the server's words), invites two staff by link who sign
 * in and fill in their own data in their own browsers, applies for their badges, sees them pending, and after the
 * organiser approves (CLI) sees them approved; a staff member then holds an entry QR.
 */

for (const language of ['en', 'cn'] as const) {
  test(`${language}: an exhibitor admin signs in, fills the catalogue, adds products to the cap, invites two staff, applies for their badges, sees them approved`, async ({ page, browser }) => {
    test.setTimeout(240_000)
    const t = texts[language]
    const company = await createCompany(language)
    await setProductCap(company, 2)

    await page.goto(portalLink('/exhibitorSelfService/exhibitorRegist/login', language))
    await expect(portal(page).getByRole('heading', { level: 1 })).toBeVisible()
    await checkPage(page, `exhibitor-login-${language}-375`)
    await firstSignIn(page, company, language)
    await expect(portal(page).locator('[data-part="company"]')).toBeVisible()
    await checkPage(page, `exhibitor-home-${language}-375`)

    await fillCatalogue(page, language, { shots: `exhibitor-catalogue-${language}` })
    await checkPage(page, `exhibitor-catalogue-${language}-375`)

    await portal(page).getByRole('link', { name: t.products, exact: true }).click()
    await addProduct(page, language, 1)
    await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(1)
    await addProduct(page, language, 2)
    await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(2)
    await addProduct(page, language, 3)
    // Over the cap: the server's words beside the form, everything typed still there.
    await expect(portal(page).locator('[data-part="product-form"] [role="alert"]')).toContainText(t.capRefused)
    await expect(portal(page).getByRole('textbox', { name: t.pNameEn })).toHaveValue('CNC lathe model 3')
    await checkPage(page, `exhibitor-product-cap-${language}-375`)
    await page.goBack()
    await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(2)
    await portal(page).getByRole('button', { name: t.submitExhibits }).click()
    await expect(portal(page).locator('[data-part="exhibits-state"] [data-state="pending"]')).toBeVisible()
    await checkPage(page, `exhibitor-products-${language}-375`)

    await followNav(portal(page), t.invites)
    await portal(page).getByRole('button', { name: t.make }).click()
    const link = await portal(page).locator('[data-part="invite-link"]').first().getAttribute('href')
    expect(link).toContain('exhInviteStaff?code=')
    await checkPage(page, `exhibitor-invites-${language}-375`)

    const people = [
      { name: language === 'cn' ? '王小明' : 'Mia Wong', position: language === 'cn' ? '销售经理' : 'Sales manager' },
      { name: language === 'cn' ? '李华' : 'Leo Chen', position: language === 'cn' ? '工程师' : 'Engineer' },
    ]
    const staffPages: Page[] = []
    for (const person of people) staffPages.push(await staffFillsIn(browser, link!, language, person))
    await screen(staffPages[0], `exhibitor-staff-sent-${language}-375`)

    await portal(page).getByRole('link', { name: t.staff, exact: true }).click()
    for (const person of people) await portal(page).getByRole('checkbox', { name: t.choosePerson(person.name) }).check()
    await portal(page).getByRole('button', { name: t.apply }).click()
    await expect(portal(page).locator('[data-part="badges"] > li[data-state="pending"]')).toHaveCount(2)
    await checkPage(page, `exhibitor-badges-pending-${language}-375`)

    expect(await approvePendingBadges(company)).toBe(2)
    await page.reload()
    await expect(portal(page).locator('[data-part="badges"] > li[data-state="approved"]')).toHaveCount(2)
    await checkPage(page, `exhibitor-badges-approved-${language}-375`)

    await followNav(portal(page), t.review)
    await expect(portal(page).locator('[data-part="review-credentials"] [data-state="approved"]')).toHaveAttribute('data-count', '2')
    await checkPage(page, `exhibitor-review-${language}-375`)

    const staff = staffPages[0]
    await staff.reload()
    await expect(portal(staff).getByRole('heading', { name: t.badgeApproved })).toBeVisible()
    await expect(portal(staff).locator('[data-part="entry-code"] svg')).toBeVisible()
    await screen(staff, `exhibitor-staff-entry-${language}-375`)
    for (const other of staffPages) await other.context().close()
  })
}

test("en: the demo exhibitor copies last fair's entry and product to this fair; booth information without a login", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(portalLink('/boothInfo', 'en').replace('languageType=en', 'languageType=en&deptId=7e1d0000-0000-4000-8000-000000000001'))
  await expect(portal(page).getByRole('heading', { name: 'Booth information', level: 1 })).toBeVisible()
  await expect(portal(page).locator('[data-part="total-area"]')).toHaveText('Total area: 21 m²')
  await checkPage(page, 'exhibitor-booth-info-en-375')

  await page.goto(portalLink('/exhibitorSelfService/exhibitorRegist/login', 'en'))
  await portal(page).getByRole('textbox', { name: /^Account/ }).fill('exhibitor1@fairpass.example')
  await portal(page).getByLabel(/^Password/).fill('Expo#2026')
  await portal(page).getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await portal(page).getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(portal(page).getByRole('heading', { name: 'Strait Machinery', level: 1 })).toBeVisible()

  await portal(page).getByRole('link', { name: 'Fill in the catalogue entry' }).click()
  await portal(page).getByRole('button', { name: /^Copy to this fair/ }).click()
  await expect(portal(page).getByRole('textbox', { name: 'Name in English' })).toHaveValue('Fuzhou Strait Machinery Co., Ltd.')
  await expect(portal(page).locator('[data-part="logo"] img')).toBeVisible()
  await checkPage(page, 'exhibitor-catalogue-copied-en-375')

  await portal(page).getByRole('link', { name: 'Exhibits', exact: true }).click()
  await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(2)
  await portal(page).getByRole('link', { name: 'Copy from earlier fairs' }).click()
  await portal(page).getByRole('checkbox', { name: 'High-speed punch press' }).check()
  await checkPage(page, 'exhibitor-earlier-products-en-375')
  await portal(page).getByRole('button', { name: 'Copy the chosen products to this fair (1)' }).click()
  await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(3)
  await portal(page).getByRole('link', { name: 'View High-speed punch press' }).click()
  await expect(portal(page).getByRole('heading', { name: 'High-speed punch press', level: 1 })).toBeVisible()
  await checkPage(page, 'exhibitor-product-show-en-375')

  await portal(page).getByRole('link', { name: 'Staff badges', exact: true }).click()
  // Neither the catalogue entry nor the exhibits are submitted: the page says what comes first.
  await expect(portal(page).locator('[data-state="prerequisite"]')).toBeVisible()
  await checkPage(page, 'exhibitor-badges-prerequisite-en-375')
  await portal(page).getByRole('button', { name: 'Add a staff badge' }).click()
  await portal(page).getByRole('button', { name: 'Save' }).click()
  await expect(portal(page).getByText('Enter a mobile number or an e-mail address')).toBeVisible()
  await checkPage(page, 'exhibitor-badge-form-en-375')
})
