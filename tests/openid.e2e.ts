import { expect, test, type Browser, type Page } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

// Exhibition 1005 (seed/accounts.ts) is meant for the messaging app: open-id auto-login on, plain browsers refused.
const link = (language: 'en' | 'cn') => `/#/registration?tenantId=000000&exhibitionId=1005&registerType=visitor&languageType=${language}`

const texts = {
  en: { consent: 'Messaging app (simulated)', user: 'Messaging-app user', allow: 'Allow', login: 'Log in / Register', profile: 'Complete your profile', openInApp: 'Please open the link in WeChat' },
  cn: { consent: '微信（模拟）', user: '微信用户', allow: '允许', login: '登录 / 注册', profile: '完善个人信息', openInApp: '请在微信中打开链接' },
} as const

/** The simulated messaging app asks once per visit; the same user always gets the same open id. */
async function authorise(page: Page, language: 'en' | 'cn', user: string, shot?: string) {
  const x = texts[language]
  await expect(page.getByRole('heading', { name: x.consent })).toBeVisible()
  if (shot) await screen(page, shot)
  await page.getByRole('textbox', { name: x.user }).fill(user)
  await page.getByRole('button', { name: x.allow }).click()
}

async function freshVisit(browser: Browser): Promise<Page> {
  // A new context: nothing in sessionStorage, as when the visitor opens the link again another day.
  const context = await browser.newContext()
  return context.newPage()
}

for (const language of ['en', 'cn'] as const) {
  const x = texts[language]

  test(`${language}: inside the messaging app, the first visit falls back to login, the login binds, the next visit signs in by itself`, async ({ page, browser, request }) => {
    const appUser = `visitor-${language}-${Date.now()}`
    await page.goto(link(language))
    await authorise(page, language, appUser, `openid-consent-${language}`)

    // Back with code and state: no account has this open id yet, so the normal login stays.
    await expect(page.getByRole('heading', { name: x.login })).toBeVisible()
    await expect(page).not.toHaveURL(/[?&]code=/)

    if (language === 'en') {
      const email = uniqueEmail()
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, email))
      await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
      await page.getByRole('button', { name: 'Log in' }).click()
    } else {
      const phone = uniquePhone()
      await page.getByRole('textbox', { name: '手机号' }).fill(phone)
      await page.getByRole('button', { name: '获取验证码' }).click()
      await page.getByRole('textbox', { name: '验证码' }).fill(await readCode(request, phone))
      await page.getByRole('checkbox', { name: /隐私政策/ }).check()
      await page.getByRole('button', { name: '登录', exact: true }).click()
    }
    await expect(page.getByRole('heading', { name: x.profile })).toBeVisible()

    const again = await freshVisit(browser)
    await again.goto(link(language))
    await authorise(again, language, appUser)
    // Signed in by the open id alone: straight on to where the rules say, no login form.
    await expect(again.getByRole('heading', { name: x.profile })).toBeVisible()
    await expect(again.getByRole('button', { name: language === 'en' ? 'Log in' : '登录' })).toHaveCount(0)
    await again.context().close()
  })

  test(`${language}: a browser that is not the messaging app is asked to open the link there`, async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto(link(language))
    await expect(page.getByText(x.openInApp)).toBeVisible()
    await screen(page, `openInApp-${language}`)
    await context.close()
  })
}

test('a code that comes back with a state this page did not send is ignored', async ({ page }) => {
  await page.goto(`/?code=forged-code-0123456789&state=not-ours-0123456789${link('en').slice(1)}`)
  // No exchange happens and no new authorisation round trip starts: the visitor just sees the login.
  await expect(page.getByRole('heading', { name: 'Log in / Register' })).toBeVisible()
  await expect(page).not.toHaveURL(/[?&]code=/)
})
