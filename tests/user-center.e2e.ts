import { expect, test } from '@playwright/test'
import { qrPathFor } from './support/admin'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

/*
 * Exhibition 1011 ("one code", seeded by packages/server/src/seed/admin.ts): auto-approve, isOneCode on and no
 * confirmation page, so a new visitor lands in the user center, whose entry QR carries the 10-digit user code.
 */
const link = (exhibitionId: string, language: 'en' | 'cn', path = 'registration') =>
  `/#/${path}?tenantId=000000&exhibitionId=${exhibitionId}&registerType=visitor&languageType=${language}`

test('en: the user center shows the one-code QR, the data and the configured entries, which navigate', async ({ page, request }) => {
  const email = uniqueEmail()
  await page.goto(link('1011', 'en'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, email))
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Kenji Tanaka')
  await page.getByRole('textbox', { name: 'Company' }).fill('Tanaka Optics')
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page).toHaveURL(/#\/user-center/)
  const qr = page.getByRole('img', { name: 'Entry QR code' })
  await expect(qr).toBeVisible()
  const userCode = (await page.locator('[data-part="user-code"]').textContent())!.trim()
  expect(userCode).toMatch(/^\d{10}$/)
  // isOneCode: the QR is the user code itself, not the ticket QR.
  await expect(qr.locator('path[stroke]')).toHaveAttribute('d', await qrPathFor(userCode))
  await expect(page.getByText('Tanaka Optics')).toBeVisible()
  await expect(page.getByText('2025 Wuhan International Optoelectronics Expo').last()).toBeVisible()

  const services = page.getByRole('region', { name: 'My services' })
  await expect(services.getByRole('button')).toHaveText(['My tickets›', 'My orders›', 'Invoices›', 'Edit my information›'])
  await screen(page, 'user-center-en')

  await services.getByRole('button', { name: 'Edit my information' }).click()
  await expect(page).toHaveURL(/#\/infoWap/)
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Tanaka Optics')
  await page.goBack()
  await page.getByRole('region', { name: 'My services' }).getByRole('button', { name: 'My tickets' }).click()
  await expect(page).toHaveURL(/#\/wallet/)
})

test('cn: the entries follow the language, and signing out leads back to the login', async ({ page, request }) => {
  const phone = uniquePhone()
  await page.goto(link('1011', 'cn'))
  await page.getByRole('textbox', { name: '手机号' }).fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByRole('textbox', { name: '验证码' }).fill(await readCode(request, phone))
  await page.getByRole('checkbox', { name: /隐私政策/ }).check()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByRole('textbox', { name: '姓名' }).fill('田中健二')
  await page.getByRole('textbox', { name: '公司' }).fill('田中光学')
  await page.getByRole('button', { name: '提交' }).click()

  await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible()
  await expect(page.getByRole('img', { name: '入场二维码' })).toBeVisible()
  const services = page.getByRole('region', { name: '我的服务' })
  await expect(services.getByRole('button', { name: '我的门票' })).toBeVisible()
  await expect(services.getByRole('button', { name: '发票' })).toBeVisible()
  await expect(page.getByText(/验证码已发送/)).toBeHidden()
  await screen(page, 'user-center-cn')

  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page.getByRole('heading', { name: '登录 / 注册' })).toBeVisible()
})

for (const [language, text, button] of [
  ['en', 'Log in to see your entry QR code and your registration.', 'Log in / Register'],
  ['cn', '登录后可查看您的入场二维码和登记信息。', '登录 / 注册'],
] as const) {
  test(`${language}: the user center without a session asks to sign in and keeps the link parameters`, async ({ page }) => {
    await page.goto(link('1002', language, 'user-center'))
    await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0)
    await screen(page, `user-center-signed-out-${language}`)
    await page.getByRole('button', { name: button }).click()
    await expect(page).toHaveURL(/#\/registration\?.*exhibitionId=1002/)
    await expect(page.getByRole('heading', { name: button })).toBeVisible()
  })
}

test('a ticket QR (isOneCode off) is not the user code', async ({ page, request }) => {
  const email = uniqueEmail()
  await page.goto(link('1002', 'en'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, email))
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Li Na')
  await page.getByRole('textbox', { name: 'Company' }).fill('Shenzhen Chips')
  await page.getByRole('button', { name: 'Submit' }).click()
  const qr = page.getByRole('img', { name: 'Entry QR code' })
  await expect(qr).toBeVisible()
  const userCode = (await page.locator('[data-part="user-code"]').textContent())!.trim()
  await expect(qr.locator('path[stroke]')).not.toHaveAttribute('d', await qrPathFor(userCode))
})
