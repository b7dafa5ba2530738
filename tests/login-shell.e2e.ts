import { expect, test, type Page } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

/** Holds back every script of the app until released: the page as a phone sees it before the JavaScript arrives. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const link = (language: 'en' | 'cn') =>
  `/#/registration?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=${language}`

test('en: typing into the static login form before the app loads loses nothing', async ({ page, request }) => {
  const release = await holdScripts(page)
  const email = uniqueEmail()
  await page.goto(link('en'), { waitUntil: 'commit' })

  const shellEmail = page.getByRole('textbox', { name: 'E-mail' })
  await expect(shellEmail).toBeVisible()
  await screen(page, 'login-shell-en')
  await shellEmail.fill(email)
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await page.getByRole('button', { name: 'Send code' }).click()

  release()
  await expect(page.locator('[data-fair-shell-root]')).toHaveCount(0)
  // The real form: the exhibition's name is only known to the app.
  await expect(page.getByText('2025 Shenzhen Electronics Fair')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked()
  // "Send code" pressed in the shell was carried out by the app.
  const code = await readCode(request, email)
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()
})

test('cn: the shell asks for the phone and keeps the caret in the field being typed', async ({ page }) => {
  const release = await holdScripts(page)
  const phone = uniquePhone()
  await page.goto(link('cn'), { waitUntil: 'commit' })
  const shellPhone = page.getByRole('textbox', { name: '手机号' })
  await expect(shellPhone).toBeVisible()
  await screen(page, 'login-shell-cn')
  await shellPhone.fill(phone)

  release()
  await expect(page.locator('[data-fair-shell-root]')).toHaveCount(0)
  const realPhone = page.getByRole('textbox', { name: '手机号' })
  await expect(realPhone).toHaveValue(phone)
  await expect(realPhone).toBeFocused()
})

test('no shell where the app would not show a login form', async ({ page }) => {
  await page.goto('/#/wallet?tenantId=000000&exhibitionId=1002&languageType=en', { waitUntil: 'commit' })
  await expect(page.locator('html[data-fair-shell]')).toHaveCount(0)
  await page.goto('/#/registration?languageType=en', { waitUntil: 'commit' })
  await expect(page.locator('html[data-fair-shell]')).toHaveCount(0)
})
