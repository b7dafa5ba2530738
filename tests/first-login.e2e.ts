import { expect, test } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

const link = (language: 'en' | 'cn') =>
  `/#/registration?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=${language}`

test.describe('first visitor login on the short flow (exhibition 1002)', () => {
  test('en: e-mail code, name and company, confirmation with the entry QR', async ({ page, request }) => {
    const email = uniqueEmail()
    await page.goto(link('en'))
    await expect(page.getByRole('heading', { name: 'Log in / Register' })).toBeVisible()
    await screen(page, 'login-en')

    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    const code = await readCode(request, email)

    await page.getByRole('textbox', { name: 'Verification code' }).fill(code)
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
    await page.getByRole('button', { name: 'Log in' }).click()

    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()
    await screen(page, 'infoWap-en')
    await page.getByRole('textbox', { name: 'Name' }).fill('Alice Martin')
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Robotics Ltd')
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Entry QR code' })).toBeVisible()
    await expect(page.getByText('Acme Robotics Ltd')).toBeVisible()
    await expect(page).toHaveURL(/#\/confirmation/)
    await screen(page, 'confirmation-en')
  })

  test('cn: SMS code, name and company, confirmation with the entry QR', async ({ page, request }) => {
    const phone = uniquePhone()
    await page.goto(link('cn'))
    await expect(page.getByRole('heading', { name: '登录 / 注册' })).toBeVisible()
    await screen(page, 'login-cn')

    await page.getByRole('textbox', { name: '手机号' }).fill(phone)
    await page.getByRole('button', { name: '获取验证码' }).click()
    const code = await readCode(request, phone)

    await page.getByRole('textbox', { name: '验证码' }).fill(code)
    await page.getByRole('checkbox', { name: /隐私政策/ }).check()
    await page.getByRole('button', { name: '登录', exact: true }).click()

    await expect(page.getByRole('heading', { name: '完善个人信息' })).toBeVisible()
    await screen(page, 'infoWap-cn')
    await page.getByRole('textbox', { name: '姓名' }).fill('李雷')
    await page.getByRole('textbox', { name: '公司' }).fill('上海汽车零部件有限公司')
    await page.getByRole('button', { name: '提交' }).click()

    await expect(page.getByRole('heading', { name: '登记成功' })).toBeVisible()
    await expect(page.getByRole('img', { name: '入场二维码' })).toBeVisible()
    await screen(page, 'confirmation-cn')
  })
})

test.describe('bad input keeps what was typed and says what is wrong', () => {
  test('en: invalid e-mail, missing privacy tick and a wrong code', async ({ page, request }) => {
    await page.goto(link('en'))
    const emailBox = page.getByRole('textbox', { name: 'E-mail' })
    await emailBox.fill('not-an-email')
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
    await expect(emailBox).toHaveValue('not-an-email')
    await expect(emailBox).toHaveAttribute('aria-invalid', 'true')

    const email = uniqueEmail()
    await emailBox.fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    const code = await readCode(request, email)
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Please read and accept the privacy agreement')).toBeVisible()
    await screen(page, 'login-errors-en')

    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue(wrong)
    await expect(emailBox).toHaveValue(email)
  })

  test('cn: an invalid phone number gets its message in Chinese', async ({ page }) => {
    await page.goto(link('cn'))
    const phoneBox = page.getByRole('textbox', { name: '手机号' })
    await phoneBox.fill('12345')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByText(/请输入正确的手机号/)).toBeVisible()
    await expect(phoneBox).toHaveValue('12345')
  })

  test('a link without an exhibition goes to the error page', async ({ page }) => {
    await page.goto('/#/registration?languageType=en')
    await expect(page.getByText('Wrong link, please open the correct pre-registration link')).toBeVisible()
    await expect(page).toHaveURL(/#\/error/)
  })
})
