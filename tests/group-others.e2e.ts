import { expect, test } from '@playwright/test'
import { createVisitor, openAsVisitor } from './support/groupLeader'
import { uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * Registering other people in <fair-group-manager> end to end (issue 18), in cn and en at 375 px: a fresh visitor of
 * exhibition 1020 registers two colleagues through help registration (a bad mobile refused first, nothing typed lost),
 * sees both in the list in review, opens one's detail and removes it; the other colleague signs in in a second
 * browser context with their own e-mail and confirms the registration made for them (self-submit).
 */

const texts = {
  cn: {
    heading: '帮他人登记',
    add: '为同事登记',
    mobile: '手机号',
    email: '邮箱',
    name: '姓名',
    company: '公司名称',
    submit: '提交登记',
    badMobile: /请输入正确的手机号码/,
    listHeading: '我登记的人员',
    inReview: '审核中',
    open: (name: string) => `查看 ${name}`,
    remove: '删除登记',
    removeConfirm: '确认删除',
    removed: (name: string) => `已删除 ${name} 的登记。`,
    forYou: '他人为您填写的登记',
    confirm: '信息无误，确认登记',
    confirmed: '已确认',
    byThem: '本人已确认',
  },
  en: {
    heading: 'Register on behalf',
    add: 'Register a colleague',
    mobile: 'Mobile',
    email: 'E-mail',
    name: 'Name',
    company: 'Company',
    submit: 'Submit registration',
    badMobile: /Enter a valid mobile number/,
    listHeading: 'People you registered',
    inReview: 'In review',
    open: (name: string) => `Open ${name}`,
    remove: 'Remove registration',
    removeConfirm: 'Remove',
    removed: (name: string) => `The registration of ${name} was removed.`,
    forYou: 'Registered for you',
    confirm: 'These are right: confirm',
    confirmed: 'Confirmed',
    byThem: 'Confirmed by them',
  },
} as const

const colleagues = {
  cn: ['周晓明', '吴佳怡'],
  en: ['Nora Quist', 'Ole Hansen'],
} as const

for (const language of ['cn', 'en'] as const) {
  test(`a visitor registers two colleagues, removes one, and the other confirms (${language})`, async ({ page, request, browser }) => {
    const t = texts[language]
    const [first, second] = colleagues[language]
    const visitor = await createVisitor(request, { language })
    await openAsVisitor(page, visitor, '/helpRegistration', language)
    await expect(page.getByRole('heading', { name: t.listHeading })).toBeVisible()
    await screen(page, `group-others-${language}-empty`)

    // The first colleague: a bad mobile refused under its field, nothing typed lost; then submitted.
    await page.getByRole('link', { name: t.add }).click()
    await page.getByRole('textbox', { name: t.mobile }).fill('12345')
    await page.getByRole('textbox', { name: t.name }).fill(first)
    await page.getByRole('textbox', { name: t.company }).fill('Harbour Trade 海联')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.badMobile).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(first)
    await expect(page.getByRole('textbox', { name: t.company })).toHaveValue('Harbour Trade 海联')
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-others-${language}-form-refused`)
    await page.getByRole('textbox', { name: t.mobile }).fill(uniquePhone())
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('link', { name: t.open(first) })).toBeVisible()

    // The second colleague, by e-mail (they sign in with it below).
    const secondEmail = uniqueEmail()
    await page.getByRole('link', { name: t.add }).click()
    await page.getByRole('textbox', { name: t.email }).fill(secondEmail)
    await page.getByRole('textbox', { name: t.name }).fill(second)
    await page.getByRole('textbox', { name: t.company }).fill('Harbour Trade 海联')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('link', { name: t.open(second) })).toBeVisible()
    await expect(page.getByRole('link', { name: t.open(first) })).toBeVisible()
    await expect(page.locator('[data-part="relation"]').getByText(t.inReview)).toHaveCount(2)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-others-${language}-list`)

    // The first one's detail, then removed (confirmed in a dialog).
    await page.getByRole('link', { name: t.open(first) }).click()
    await expect(page.getByRole('heading', { name: first })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-others-${language}-detail`)
    await page.getByRole('button', { name: t.remove }).click()
    await page.getByRole('button', { name: t.removeConfirm, exact: true }).click()
    await expect(page.getByText(t.removed(first))).toBeVisible()
    await expect(page.getByRole('link', { name: t.open(second) })).toBeVisible()
    await expect(page.getByRole('link', { name: t.open(first) })).toHaveCount(0)

    // The second colleague signs in with their own e-mail in another browser and confirms their registration.
    const colleague = await createVisitor(request, { account: secondEmail, language, profile: null })
    const other = await browser.newContext(test.info().project.use)
    try {
      const theirPage = await other.newPage()
      await openAsVisitor(theirPage, colleague, '/helpRegistration', language)
      const forYou = theirPage.locator('[data-part="registered-for-me"]')
      await expect(forYou.getByRole('heading', { name: t.forYou })).toBeVisible()
      await expect(forYou.getByText(second)).toBeVisible()
      await screen(theirPage, `group-others-${language}-self`)
      await forYou.getByRole('button', { name: t.confirm }).click()
      await expect(forYou.getByText(t.confirmed, { exact: true })).toBeVisible()
      await expectNoHorizontalOverflow(theirPage)
      await screen(theirPage, `group-others-${language}-self-confirmed`)
    } finally {
      await other.close()
    }

    // The registrant sees it confirmed, and the record can no longer be removed.
    await page.reload()
    await expect(page.locator('[data-part="relation"]').getByText(t.byThem)).toBeVisible()
  })
}
