import { expect, test, type APIRequestContext } from '@playwright/test'
import { uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

/*
 * Spec §2 and §8 "Login failed (mini-program)": the mini-program opens the page with from=miniApp and a one-time
 * imaster code. The demo server's /api/dev/imaster-code stands in for the mini-program backend issuing it.
 */

type Language = 'en' | 'cn'

async function imasterCode(request: APIRequestContext, account: string): Promise<string> {
  const response = await request.post('/api/dev/imaster-code', { data: { tenantId: '000000', account } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { imasterCode: string } }).data.imasterCode
}

const link = (language: Language, code: string) =>
  `/#/registration?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=${language}&from=miniApp&imasterCode=${encodeURIComponent(code)}`

const words = {
  en: { profile: 'Complete your profile', failed: 'Login failed' },
  cn: { profile: '完善个人信息', failed: '登录失败' },
} as const

for (const language of ['en', 'cn'] as const) {
  const w = words[language]
  test(`${language}: an imaster code signs in and continues to the profile; the same code again is "Login failed"`, async ({ page, browser }) => {
    const account = language === 'en' ? uniqueEmail() : uniquePhone()
    const code = await imasterCode(page.request, account)
    await page.goto(link(language, code))
    await expect(page.getByRole('heading', { name: w.profile })).toBeVisible()
    await screen(page, `mini-app-signed-in-${language}`)
    // A reload keeps the session rather than replaying the used code.
    await page.reload()
    await expect(page.getByRole('heading', { name: w.profile })).toBeVisible()

    // The used code in another browser (no session): the login failed page, nobody signed in.
    const other = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, locale: 'zh-CN', baseURL: page.url().split('/#')[0] })
    try {
      const again = await other.newPage()
      await again.goto(link(language, code))
      await expect(again).toHaveURL(/#\/error/)
      await expect(again.getByText(w.failed, { exact: true })).toBeVisible()
      await expect(again.getByRole('heading', { name: w.profile })).toHaveCount(0)
      await screen(again, `mini-app-login-failed-${language}`)
    } finally {
      await other.close()
    }
  })
}
