import { expect, test, type Page } from '@playwright/test'
import { portalLink } from './support/exhibitor'
import { createLeader, createVisitor, openAsLeader, openAsVisitor } from './support/groupLeader'
import { registrationLink } from './support/login'
import { expectSingleLanguage } from './support/pageChecks'

/*
 * Issue 20, languages: every area's pages opened in cn show no English, and in en no Chinese (pageChecks'
 * expectSingleLanguage reads the text, placeholders and accessible labels inside the elements, skipping what is marked
 * with the other language's lang, such as the language switch). Allowed are only what is not ours to translate: the
 * demo data as the organiser or the visitor entered it, brand names and codes.
 */

const appUrl = (path: string, language: 'cn' | 'en', registerType = 'visitor') =>
  `/#${path}${path.includes('?') ? '&' : '?'}tenantId=000000&exhibitionId=1020&registerType=${registerType}&languageType=${language}`

/** Demo data and names that stay as entered whatever the page language. */
const DATA = {
  cn: ['FAIR10', 'Hailian buyers', 'Nora Quist', 'QR', 'PDF', 'Excel', 'xlsx', 'csv', 'ID', 'VIP', 'WhatsApp'],
  en: ['海联采购团'],
}

async function check(page: Page, language: 'cn' | 'en', url: string, allowed: string[] = []) {
  await page.goto('about:blank')
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // The page's lists and details arrive after its heading: wait until nothing is loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectSingleLanguage(page, language, [...DATA[language], ...allowed])
}

for (const language of ['cn', 'en'] as const) {
  test(`${language}: every area's main pages speak ${language} only`, async ({ page, request }) => {
    test.setTimeout(120_000)
    // Signed out.
    await check(page, language, registrationLink('1020', language))
    await check(page, language, appUrl('/news', language))
    await check(page, language, appUrl('/meetingSchedule', language))
    await check(page, language, portalLink('/exhibitorSelfService/exhibitorRegist/login', language))
    await check(page, language, appUrl('/tradeFairSystem/home', language, 'commerceExhibition'))

    // A visitor's pages.
    const visitor = await createVisitor(request, { language })
    await openAsVisitor(page, visitor, '/wallet', language)
    for (const path of ['/ticket-type?registerLinkId=tickets-2026', '/wallet', '/order', '/invoiceHeaderManage', '/invoice/history', '/conference/mySchedule', '/user-center']) {
      await check(page, language, appUrl(path, language), ['Visitor Example', 'Example Trading', visitor.account])
    }

    // A group leader's.
    const leader = await createLeader(request, { label: 'Lang', language, members: [{ name: 'Nora Quist', email: `nora.${language}@example.com` }] })
    const other = await page.context().browser()!.newContext()
    const leaderPage = await other.newPage()
    await openAsLeader(leaderPage, leader, '/groupManagement', language)
    await check(leaderPage, language, appUrl('/groupManagement', language, 'visitingGroup'), ['Lang buyers', 'Lang Trading', 'Leader Lang', `nora.${language}@example.com`])
    await other.close()
  })
}
