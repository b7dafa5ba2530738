import { expect, test } from '@playwright/test'
import { readCode, uniquePhone } from './support/outbox'
import { expectMarkedLanguage, expectSingleLanguage } from './support/pageChecks'
import { screen } from './support/screens'

/**
 * The language switch on a page that already shows messages: the page's own texts, the messages the forms found,
 * the /error reason and the server-worded form labels all follow at once.
 */

const link1002 = (language: 'cn' | 'en') =>
  `/#/registration?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=${language}`

test('switching on the login page changes its texts at once', async ({ page }) => {
  await page.goto(link1002('en'))
  await expect(page.getByText('2025 Shenzhen Electronics Fair')).toBeVisible()
  await page.getByRole('button', { name: '中文' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '登录 / 注册' })).toBeVisible()
  await expect(page.getByText('2025 深圳国际电子展')).toBeVisible()
  await expect(page.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true')
  await expectSingleLanguage(page, 'cn')
  await expectMarkedLanguage(page, 'cn')
})

test('login errors shown before a switch are in the new language after it', async ({ page }) => {
  await page.goto(link1002('en'))
  await expect(page.getByText('2025 Shenzhen Electronics Fair')).toBeVisible()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Please read and accept the privacy agreement')).toBeVisible()
  await page.getByRole('button', { name: '中文' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '登录 / 注册' })).toBeVisible()
  await screen(page, 'switch-login-errors-cn')
  await expectSingleLanguage(page, 'cn')
})

test('the wrong-link message follows a switch', async ({ page }) => {
  await page.goto('/#/registration?languageType=cn')
  await expect(page.getByRole('heading', { level: 1, name: '出错了' })).toBeVisible()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  await screen(page, 'switch-error-en')
  await expectSingleLanguage(page, 'en')
})

test('profile labels and errors follow a switch', async ({ page, request }) => {
  const phone = uniquePhone()
  await page.goto(link1002('cn'))
  await expect(page.getByText('2025 深圳国际电子展')).toBeVisible()
  await page.getByRole('textbox', { name: '手机号' }).fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByRole('textbox', { name: '验证码' }).fill(await readCode(request, phone))
  await page.getByRole('checkbox', { name: /隐私政策/ }).check()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: '完善个人信息' })).toBeVisible()
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('请先修改标红的内容')).toBeVisible()

  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible()
  // The form's labels come from the exhibition's form configuration, asked again in the new language.
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible()
  await expect(page.getByText(/验证码已发送至/)).toHaveCount(0)
  await screen(page, 'switch-profile-errors-en')
  await expectSingleLanguage(page, 'en', [phone])
})
