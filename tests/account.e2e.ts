import { expect, test, type Page } from '@playwright/test'
import { readCode, uniqueEmail } from './support/outbox'
import { screen } from './support/screens'

const link = (language: 'en' | 'cn', exhibitionId = '1002') =>
  `/#/registration?tenantId=000000&exhibitionId=${exhibitionId}&registerType=visitor&languageType=${language}`

// Seeded by packages/server/src/seed/accounts.ts (kept literal here: the browser tests talk to the server over HTTP).
const SEED_PASSWORD = 'Fairpass#2025'
const NEW_PASSWORD = 'Renewed#2026'
const DEMO_ID_NUMBER = '110105199003071239'

const texts = {
  en: {
    passwordMode: 'Password', idMode: 'ID card', forgot: 'Forgot password?', forgotHeading: 'Forgot password', code: 'Verification code',
    send: 'Send code', newPassword: 'New password', confirm: 'Confirm new password', reset: 'Reset password',
    weak: 'The password must contain digits, letters and special characters', mismatch: 'The new passwords entered do not match',
    resetDone: 'Your password has been reset, log in with the new one', account: 'Mobile number or e-mail', password: 'Password',
    privacy: /Privacy Policy/, login: 'Log in', profile: 'Complete your profile', loginHeading: 'Log in / Register',
    restricted: 'Account restricted', email: 'E-mail', idNumber: 'ID card number', idInvalid: 'Enter a valid resident ID number',
    smsMode: 'SMS code', emailMode: 'E-mail code', smsRefused: 'SMS login is not available for this exhibition',
    change: 'Change password', submitChange: 'Change password', current: 'Current password', wrongCurrent: 'The current password is incorrect', changed: 'Your password has been changed',
  },
  cn: {
    passwordMode: '密码登录', idMode: '身份证登录', forgot: '忘记密码？', forgotHeading: '忘记密码', code: '验证码',
    send: '获取验证码', newPassword: '新密码', confirm: '确认新密码', reset: '重置密码',
    weak: '密码须同时包含数字、字母和特殊字符', mismatch: '两次输入的新密码不一致',
    resetDone: '密码已重置，请使用新密码登录', account: '手机号或邮箱', password: '密码',
    privacy: /隐私政策/, login: '登录', profile: '完善个人信息', loginHeading: '登录 / 注册',
    restricted: '账号已被限制', email: '邮箱', idNumber: '身份证号码', idInvalid: '请输入正确的身份证号码',
    smsMode: '短信验证码', emailMode: '邮箱验证码', smsRefused: '本展会未开放短信登录',
    change: '修改密码', submitChange: '确认修改', current: '当前密码', wrongCurrent: '当前密码错误', changed: '密码已修改',
  },
} as const

async function passwordLogin(page: Page, language: 'en' | 'cn', account: string, password: string) {
  const x = texts[language]
  await page.getByRole('radio', { name: x.passwordMode }).check()
  await page.getByRole('textbox', { name: x.account }).fill(account)
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(password)
  await page.getByRole('checkbox', { name: x.privacy }).check()
  await page.getByRole('button', { name: x.login, exact: true }).click()
}

for (const language of ['en', 'cn'] as const) {
  const x = texts[language]

  test.describe(`passwords (${language})`, () => {
    test(`${language}: a forgotten password is reset by code and the new password logs in`, async ({ page, request }) => {
      // en resets by e-mail (1002 signs in by e-mail in en), cn by SMS.
      const account = language === 'en' ? 'reset.en@fairpass.example' : '13800000012'
      await page.goto(link(language))
      await page.getByRole('radio', { name: x.passwordMode }).check()
      await page.getByRole('link', { name: x.forgot }).click()
      await expect(page.getByRole('heading', { name: x.forgotHeading })).toBeVisible()
      await expect(page).toHaveURL(/#\/forgotPassword/)

      const accountBox = page.getByRole('textbox', { name: language === 'en' ? x.email : '手机号' })
      await accountBox.fill(account)
      await page.getByRole('button', { name: x.send }).click()
      const code = await readCode(request, account)
      await page.getByRole('textbox', { name: x.code }).fill(code)

      const newBox = page.getByRole('textbox', { name: x.newPassword, exact: true })
      const confirmBox = page.getByRole('textbox', { name: x.confirm, exact: true })
      await newBox.fill('password')
      await confirmBox.fill('password')
      await page.getByRole('button', { name: x.reset }).click()
      await expect(page.getByText(x.weak)).toBeVisible()
      await newBox.fill(NEW_PASSWORD)
      await confirmBox.fill(`${NEW_PASSWORD}x`)
      await page.getByRole('button', { name: x.reset }).click()
      await expect(page.getByText(x.mismatch)).toBeVisible()
      // Nothing typed was lost on the errors.
      await expect(accountBox).toHaveValue(account)
      await expect(page.getByRole('textbox', { name: x.code })).toHaveValue(code)
      await screen(page, `forgotPassword-errors-${language}`)

      await confirmBox.fill(NEW_PASSWORD)
      await page.getByRole('button', { name: x.reset }).click()
      await expect(page.getByText(x.resetDone)).toBeVisible()
      await expect(page.getByRole('heading', { name: x.loginHeading })).toBeVisible()

      await passwordLogin(page, language, account, NEW_PASSWORD)
      await expect(page.getByRole('heading', { name: x.profile })).toBeVisible()
    })

    test(`${language}: a signed-in visitor changes the password`, async ({ page, request }) => {
      const account = language === 'en' ? 'change.en@fairpass.example' : 'change.cn@fairpass.example'
      await page.goto(link(language))
      await passwordLogin(page, language, account, SEED_PASSWORD)
      await expect(page.getByRole('heading', { name: x.profile })).toBeVisible()

      await page.evaluate(() => (location.hash = '#/changePassword'))
      await expect(page.getByRole('heading', { name: x.change })).toBeVisible()
      await page.getByRole('textbox', { name: x.current, exact: true }).fill('Wrong#pass1')
      await page.getByRole('textbox', { name: x.newPassword, exact: true }).fill(NEW_PASSWORD)
      await page.getByRole('textbox', { name: x.confirm, exact: true }).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: x.submitChange }).click()
      await expect(page.getByText(x.wrongCurrent)).toBeVisible()
      await expect(page.getByRole('textbox', { name: x.newPassword, exact: true })).toHaveValue(NEW_PASSWORD)
      await screen(page, `changePassword-${language}`)

      await page.getByRole('textbox', { name: x.current, exact: true }).fill(SEED_PASSWORD)
      await page.getByRole('button', { name: x.submitChange }).click()
      await expect(page.getByText(x.changed)).toBeVisible()
      // Back to the page the visitor came from, still signed in.
      await expect(page.getByRole('heading', { name: x.profile })).toBeVisible()

      const login = await request.post('/api/blade-auth/oauth/token', {
        data: { grant_type: 'password', account, password: NEW_PASSWORD, tenantId: '000000', exhibitionId: '1002', type: 'visitor', languageType: language, privacyMark: true },
      })
      expect(login.status()).toBe(200)
    })
  })

  test.describe(`login policy (${language})`, () => {
    test(`${language}: an e-mail-only exhibition offers no SMS and the server refuses it`, async ({ page, request }) => {
      await page.goto(link(language, '1004'))
      await expect(page.getByRole('radio', { name: x.emailMode })).toBeVisible()
      await expect(page.getByRole('radio', { name: x.smsMode })).toHaveCount(0)
      await expect(page.getByRole('textbox', { name: x.email })).toBeVisible()
      await screen(page, `login-emailOnly-${language}`)
      const sms = await request.get('/api/blade-auth/validate-code/sms', {
        params: { account: '13900000555', tenantId: '000000', exhibitionId: '1004', languageType: language },
      })
      expect(sms.status()).toBe(409)
      expect((await sms.json()).msg).toBe(x.smsRefused)
    })

    test(`${language}: a restricted account is told so when asking for a code`, async ({ page }) => {
      await page.goto(link(language))
      if (language === 'en') await page.getByRole('textbox', { name: x.email }).fill('restricted@fairpass.example')
      else await page.getByRole('textbox', { name: '手机号' }).fill('13800000009')
      await page.getByRole('button', { name: x.send }).click()
      await expect(page.getByText(x.restricted)).toBeVisible()
      await screen(page, `login-restricted-${language}`)
    })

    test(`${language}: ID-card login where the exhibition enables it`, async ({ page }) => {
      await page.goto(link(language, '1004'))
      await page.getByRole('radio', { name: x.idMode }).check()
      const idBox = page.getByRole('textbox', { name: x.idNumber })
      await idBox.fill('110105199003071238')
      await page.getByRole('textbox', { name: x.password, exact: true }).fill(SEED_PASSWORD)
      await page.getByRole('checkbox', { name: x.privacy }).check()
      await page.getByRole('button', { name: x.login, exact: true }).click()
      await expect(page.getByText(x.idInvalid)).toBeVisible()
      await screen(page, `login-idCard-${language}`)
      await idBox.fill(DEMO_ID_NUMBER)
      await page.getByRole('button', { name: x.login, exact: true }).click()
      await expect(page.getByRole('heading', { name: x.profile })).toBeVisible()
    })
  })
}

test('a new visitor signed up by code reaches the forgot page from the link and is not told whether an account exists', async ({ page, request }) => {
  const email = uniqueEmail()
  await page.goto(link('en').replace('#/registration', '#/forgotPassword'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(`Code sent to ${email}, please check your inbox`)).toBeVisible()
  const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()
  expect(outbox.data).toHaveLength(0)
})

test('cn: an e-mail address where the exhibition reaches visitors by SMS only is "E-mail account not supported"', async ({ page }) => {
  await page.goto(link('cn').replace('#/registration', '#/forgotPassword'))
  const phoneBox = page.getByRole('textbox', { name: '手机号' })
  await phoneBox.fill('someone@example.com')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('暂不支持邮箱账号')).toBeVisible()
  await expect(phoneBox).toHaveValue('someone@example.com')
})
