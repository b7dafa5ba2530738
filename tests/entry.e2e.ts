import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

/*
 * The entry pages of <fair-registration> in both languages: /geo, /special, /smsQrCodePage, /whatsApp, /entrance,
 * /test and /test2, /extractConfirmation, /transitionPage, and the re-entry through /jump after a 401.
 */

type Language = 'en' | 'cn'
const INVITES = { en: 'sp-demo-7Qm2xK9vT4bL8nRcW3yZ1A', cn: 'sp-demo-Hd5fJ0pE6sU2gY8kN4tV7B' } as const
const link = (path: string, exhibitionId: string, language: Language, extra = '') =>
  `/#${path}?tenantId=000000&exhibitionId=${exhibitionId}&languageType=${language}${extra}`

/** Logs in on the login page: e-mail code in en, SMS code in cn (the demo exhibitions' modes). */
async function logIn(page: Page, request: APIRequestContext, language: Language): Promise<string> {
  const account = language === 'en' ? uniqueEmail() : uniquePhone()
  const t = language === 'en'
    ? { field: 'E-mail', send: 'Send code', code: 'Verification code', privacy: /Privacy Policy/, login: 'Log in' }
    : { field: '手机号', send: '获取验证码', code: '验证码', privacy: /隐私政策/, login: '登录' }
  await page.getByRole('textbox', { name: t.field }).fill(account)
  await page.getByRole('button', { name: t.send }).click()
  const code = await readCode(request, account)
  await page.getByRole('textbox', { name: t.code }).fill(code)
  await page.getByRole('checkbox', { name: t.privacy }).check()
  await page.getByRole('button', { name: t.login, exact: true }).click()
  return account
}

/** A visitor of the short flow (1002) registered through the API; answers the bearer token. */
async function registeredByApi(request: APIRequestContext, name: string, email = uniqueEmail()): Promise<string> {
  await request.get('/api/blade-auth/validate-code/email', { params: { account: email, tenantId: '000000', exhibitionId: '1002', languageType: 'en' } })
  const code = await readCode(request, email)
  const login = await request.post('/api/blade-auth/oauth/token', {
    data: { grant_type: 'appemail', account: email, code, privacyMark: true, tenantId: '000000', exhibitionId: '1002', type: 'visitor', languageType: 'en' },
  })
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const headers = { authorization: `Bearer ${token}`, 'tenant-id': '000000' }
  const base = { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' }
  await request.post('/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll', { headers, data: { ...base, topRegisterType: 'visitor' } })
  const saved = await request.post('/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate', {
    headers,
    data: { ...base, isDraft: false, data: { name, company: 'Analytical Engines' } },
  })
  expect(saved.ok()).toBe(true)
  return token
}

async function smsLinkPath(request: APIRequestContext, token: string, language: Language): Promise<string> {
  const response = await request.get('/api/ef-registration-client/ticketQrInfo/link', {
    headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000' },
    params: { exhibitionId: '1002', registerType: 'visitor', languageType: language },
  })
  return ((await response.json()) as { data: { path: string } }).data.path.replace(/^\//, '/')
}

test.describe('/geo lists the published registration links', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: every link per register type and language opens its login`, async ({ page }) => {
      await page.goto(link('/geo', '1001', language))
      const t = language === 'en'
        ? { heading: 'Choose your registration', open: /^Trade visitor pre-registration 中文/, login: '登录 / 注册', list: 'Registration links' }
        : { heading: '选择登记入口', open: /^专业观众预登记 中文/, login: '登录 / 注册', list: '登记入口' }
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
      await expect(page.getByRole('list', { name: t.list }).getByRole('link')).toHaveCount(4)
      await screen(page, `entry-geo-${language}`)
      await page.getByRole('link', { name: t.open }).click()
      await expect(page.getByRole('heading', { name: t.login })).toBeVisible()
      await expect(page).toHaveURL(/registerType=professionalVisitor/)
    })
  }
})

test.describe('/special: a specially-invited guest', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: invitation → login → profile prefilled; the invitation is then used`, async ({ page, request }) => {
      const t = language === 'en'
        ? { heading: 'Special invitation', greeting: 'Dear Grace Hopper,', accept: 'Accept and register', login: 'Log in / Register', name: 'Name', company: 'Company', nameValue: 'Grace Hopper', companyValue: 'Navy Computing Labs', used: 'This invitation has already been used' }
        : { heading: '特邀嘉宾', greeting: '尊敬的 王晓明：', accept: '接受邀请并登记', login: '登录 / 注册', name: '姓名', company: '公司名称', nameValue: '王晓明', companyValue: '上海汽车集团股份有限公司', used: '该邀请已被使用' }
      await page.goto(link('/special', '1001', language, `&id=${INVITES[language]}`))
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
      await expect(page.getByText(t.greeting)).toBeVisible()
      await screen(page, `entry-special-${language}`)
      await page.getByRole('button', { name: t.accept }).click()
      await expect(page.getByRole('heading', { name: t.login })).toBeVisible()
      await logIn(page, request, language)
      // 1001 asks for the business card first; the invitation's data waits in the profile form.
      await expect(page).toHaveURL(/#\/(photo|infoWap)/)
      await page.goto(link('/infoWap', '1001', language))
      await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(t.nameValue)
      await expect(page.getByRole('textbox', { name: t.company })).toHaveValue(t.companyValue)

      await page.goto(link('/special', '1001', language, `&id=${INVITES[language]}`))
      await expect(page.getByRole('alert').filter({ hasText: t.used })).toBeVisible()
      await expect(page.getByRole('button', { name: t.accept })).toHaveCount(0)
    })
  }
})

test.describe('/smsQrCodePage: the entry code from an SMS link', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: a valid link shows the QR, a tampered one a clear message`, async ({ page, request }) => {
      const token = await registeredByApi(request, 'Ada Lovelace')
      const path = await smsLinkPath(request, token, language)
      const t = language === 'en'
        ? { heading: 'Entry code', qr: 'Entry QR code of Ada Lovelace', exhibition: '2025 Shenzhen Electronics Fair', invalid: 'This entry code link is invalid, please use the link from your message' }
        : { heading: '入场码', qr: 'Ada Lovelace的入场二维码', exhibition: '2025 深圳国际电子展', invalid: '入场码链接无效，请使用短信中的链接' }
      await page.goto(path)
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
      await expect(page.getByRole('img', { name: t.qr })).toBeVisible()
      await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible()
      await expect(page.getByRole('definition').filter({ hasText: t.exhibition })).toBeVisible()
      await screen(page, `entry-sms-${language}`)

      const tampered = path.replace(/qrToken=([^.]+)\.(.)/, (_all, payload: string, first: string) => `qrToken=${payload}.${first === 'A' ? 'B' : 'A'}`)
      expect(tampered).not.toBe(path)
      await page.goto(tampered)
      await page.reload()
      await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible()
      await expect(page.getByRole('img', { name: t.qr })).toHaveCount(0)
      await screen(page, `entry-sms-tampered-${language}`)
    })

    test(`${language}: a link of a registration taken back asks to complete the information, and leads to the login`, async ({ page, request }) => {
      const email = uniqueEmail()
      const token = await registeredByApi(request, 'Ada Lovelace', email)
      const path = await smsLinkPath(request, token, language)
      const revoked = await request.post('/api/dev/registrations/revoke', { data: { tenantId: '000000', exhibitionId: '1002', account: email } })
      expect(revoked.ok()).toBe(true)
      const t = language === 'en'
        ? { message: 'Verification code failed, complete your information first', button: 'Sign in and complete my information', qr: 'Entry QR code', login: 'Log in' }
        : { message: '验证码校验失败，请先完善信息', button: '登录并完善信息', qr: '入场二维码', login: '登录' }
      await page.goto(path)
      await expect(page.getByRole('alert').filter({ hasText: t.message })).toBeVisible()
      await expect(page.getByRole('img', { name: t.qr })).toHaveCount(0)
      await screen(page, `entry-sms-complete-info-${language}`)
      await page.getByRole('button', { name: t.button }).click()
      await expect(page).toHaveURL(/#\/registration\?.*exhibitionId=1002/)
      await expect(page).toHaveURL(/registerType=visitor/)
      await expect(page.getByRole('button', { name: t.login, exact: true })).toBeVisible()
    })
  }
})

test.describe('contact and entrance information', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: /whatsApp links to wa.me and e-mail; /entrance shows halls, gates, hours and transport`, async ({ page }) => {
      await page.goto(link('/whatsApp', '1002', language))
      const chat = page.getByRole('link', { name: 'WhatsApp +852 9123 4567' })
      await expect(chat).toHaveAttribute('href', 'https://wa.me/85291234567')
      await expect(page.getByRole('link', { name: `${language === 'en' ? 'E-mail' : '电子邮箱'} visitors@fairpass.example` })).toHaveAttribute(
        'href',
        'mailto:visitors@fairpass.example',
      )
      await screen(page, `entry-whatsapp-${language}`)

      await page.goto(link('/entrance', '1002', language))
      const headings = language === 'en' ? ['Halls', 'Gates', 'Opening hours', 'Getting there'] : ['场馆', '入口', '开放时间', '交通']
      await expect(page.getByRole('heading', { name: language === 'en' ? 'Entrance information' : '入场信息', level: 1 })).toBeVisible()
      for (const heading of headings) await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await screen(page, `entry-entrance-${language}`)
    })
  }
})

test.describe('diagnostics', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: /test2 without login, /test signed in; never the token`, async ({ page, request }) => {
      const t = language === 'en'
        ? { heading: 'Diagnostics', absent: 'absent', present: 'present', wechat: 'Opened in WeChat', yes: 'yes' }
        : { heading: '诊断信息', absent: '未登录', present: '已登录', wechat: '在微信中打开', yes: '是' }
      await page.goto(link('/test2', '1002', language, '&registrationSource=inviteCard'))
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
      await expect(page.getByText(t.absent, { exact: true })).toBeVisible()
      await expect(page.getByText('inviteCard').first()).toBeVisible()
      await screen(page, `entry-test2-${language}`)

      await page.goto(link('/registration', '1002', language))
      await logIn(page, request, language)
      await expect(page).toHaveURL(/#\/infoWap/)
      await page.goto(link('/test', '1002', language))
      await expect(page.getByText(t.present, { exact: true })).toBeVisible()
      const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
      expect(token).toBeTruthy()
      const text = await page.locator('fair-registration').evaluate((element) => element.shadowRoot?.textContent ?? element.textContent ?? '')
      expect(text).not.toContain(String(token).replace(/^"|"$/g, ''))
      await screen(page, `entry-test-${language}`)
    })
  }
})

test.describe('/extractConfirmation', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: no usable tickets before registration; the QR and a PNG after`, async ({ page, request }) => {
      const t = language === 'en'
        ? { none: 'You have not completed registration and have no usable tickets', heading: 'Your confirmation', save: 'Save image', name: 'Name', submit: 'Submit' }
        : { none: '您尚未完成登记，暂无可用门票', heading: '提取确认函', save: '保存图片', name: '姓名', submit: '提交' }
      // Opened without a session: the login first, then back to this page.
      await page.goto(link('/extractConfirmation', '1002', language))
      await logIn(page, request, language)
      await expect(page).toHaveURL(/#\/extractConfirmation/)
      await expect(page.getByRole('alert').filter({ hasText: t.none })).toBeVisible()
      await screen(page, `entry-extract-none-${language}`)

      await page.goto(link('/infoWap', '1002', language))
      await page.getByRole('textbox', { name: t.name }).fill(language === 'en' ? 'Alice Martin' : '李雷')
      await page.getByRole('textbox', { name: language === 'en' ? 'Company' : '公司名称' }).fill('Acme Robotics')
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/#\/confirmation/)

      await page.goto(link('/extractConfirmation', '1002', language))
      await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
      await expect(page.getByRole('img', { name: language === 'en' ? 'Entry QR code of Alice Martin' : '李雷的入场二维码' })).toBeVisible()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: t.save }).click()
      expect((await download).suggestedFilename()).toMatch(/\.png$/)
      await expect(page.getByRole('img', { name: language === 'en' ? 'Confirmation image' : '入场确认函图片' })).toBeVisible()
      await screen(page, `entry-extract-${language}`)
    })
  }
})

test.describe('re-entry after a 401 and the transition page', () => {
  for (const language of ['en', 'cn'] as const) {
    test(`${language}: a 401 in the profile → /jump → the same exhibition's login → onward`, async ({ page, request }) => {
      const t = language === 'en' ? { login: 'Log in / Register', profile: 'Complete your profile' } : { login: '登录 / 注册', profile: '完善个人信息' }
      await page.goto(link('/registration', '1002', language, '&registerType=visitor'))
      await logIn(page, request, language)
      await expect(page.getByRole('heading', { name: t.profile })).toBeVisible()
      // The token expires on the server's side: the next call answers 401.
      await page.evaluate(() => sessionStorage.setItem('fair:token', 'expired.token.value'))
      await page.reload()
      await expect(page.getByRole('heading', { name: t.login })).toBeVisible()
      await expect(page).toHaveURL(/exhibitionId=1002/)
      await screen(page, `entry-jump-${language}`)
      await logIn(page, request, language)
      await expect(page.getByRole('heading', { name: t.profile })).toBeVisible()
    })

    test(`${language}: /transitionPage without a session: the login with the link, then onward through the transition`, async ({ page, request }) => {
      await page.goto(link('/transitionPage', '1002', language, '&targetUrl=infoWap'))
      await expect(page.getByRole('heading', { name: language === 'en' ? 'Log in / Register' : '登录 / 注册' })).toBeVisible()
      await expect(page).toHaveURL(/targetUrl=infoWap/)
      await logIn(page, request, language)
      await expect(page.getByRole('heading', { name: language === 'en' ? 'Complete your profile' : '完善个人信息' })).toBeVisible()
      await expect(page).toHaveURL(/#\/infoWap/)
    })

    test(`${language}: signed in and registered, /transitionPage?targetUrl=infoWap opens the profile, never a blank page`, async ({ page, request }) => {
      const t = language === 'en'
        ? { name: 'Name', company: 'Company', submit: 'Submit', done: 'Registration complete', profile: 'Complete your profile', wait: 'Please wait…' }
        : { name: '姓名', company: '公司名称', submit: '提交', done: '登记成功', profile: '完善个人信息', wait: '请稍候…' }
      await page.goto(link('/registration', '1002', language))
      await logIn(page, request, language)
      await page.getByRole('textbox', { name: t.name }).fill(language === 'en' ? 'Alice Martin' : '李雷')
      await page.getByRole('textbox', { name: t.company }).fill('Acme Robotics')
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByRole('heading', { name: t.done })).toBeVisible()

      // Hold the registration call so the waiting state can be seen.
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/registerType/addAndGetAll', async (route) => {
        await held
        await route.continue()
      })
      // Opened as a link (a new document in the same tab, so the session stays), not as an in-app hash change.
      await page.goto('about:blank')
      await page.goto(link('/transitionPage', '1002', language, '&targetUrl=infoWap'))
      await expect(page.getByRole('status').filter({ hasText: t.wait }).first()).toBeVisible()
      await screen(page, `entry-transition-${language}`)
      release()
      await expect(page.getByRole('heading', { name: t.profile })).toBeVisible()
      await expect(page).toHaveURL(/#\/infoWap/)
    })
  }
})
