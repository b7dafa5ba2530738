import type { APIRequestContext, Page } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './outbox'

type Language = 'cn' | 'en'

/** The login form as a visitor reads it on an exhibition with the default modes (cn: SMS code, en: e-mail code). */
export const loginTexts = {
  cn: { account: '手机号', sendCode: '获取验证码', code: '验证码', privacy: /隐私政策/, logIn: '登录' },
  en: { account: 'E-mail', sendCode: 'Send code', code: 'Verification code', privacy: /Privacy Policy/, logIn: 'Log in' },
} as const

export const registrationLink = (exhibitionId: string, language: Language) =>
  `/#/registration?tenantId=000000&exhibitionId=${exhibitionId}&registerType=visitor&languageType=${language}`

/**
 * A new visitor opens the exhibition's link and logs in with a code from the dev outbox, as a person would.
 * Answers the account used (a fresh phone number in cn, e-mail address in en, unless one is given).
 */
export async function logInWithCode(
  page: Page,
  request: APIRequestContext,
  { exhibitionId, language, account = language === 'cn' ? uniquePhone() : uniqueEmail() }: { exhibitionId: string; language: Language; account?: string },
): Promise<string> {
  const t = loginTexts[language]
  await page.goto(registrationLink(exhibitionId, language))
  await page.getByRole('textbox', { name: t.account }).fill(account)
  await page.getByRole('button', { name: t.sendCode }).click()
  await page.getByRole('textbox', { name: t.code }).fill(await readCode(request, account))
  await page.getByRole('checkbox', { name: t.privacy }).check()
  await page.getByRole('button', { name: t.logIn, exact: true }).click()
  return account
}
