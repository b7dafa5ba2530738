import { expect, test, type Page } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import {
  expectEveryControlNamed,
  expectMarkedLanguage,
  expectNoHorizontalOverflow,
  expectPageColourToBottom,
  expectSingleLanguage,
  type Language,
} from './support/pageChecks'
import { screen } from './support/screens'

/** What a visitor reads on each page, per language: the page's own words, never the other language's. */
const texts = {
  cn: {
    loginHeading: '登录 / 注册',
    loginIntro: '首次登录即完成注册',
    loginMethod: '登录方式',
    codeMode: '短信验证码',
    passwordMode: '密码登录',
    account: '手机号',
    passwordAccount: '手机号或邮箱',
    password: '密码',
    code: '验证码',
    sendCode: '获取验证码',
    codeSent: /验证码已发送至/,
    privacy: /隐私政策/,
    privacyLink: '《隐私政策》',
    privacyTitle: '隐私政策',
    privacyClose: '我知道了',
    logIn: '登录',
    language: '语言',
    errorHeading: '出错了',
    wrongLink: '链接错误，请打开正确的预登记链接',
    closedHeading: '登记已关闭',
    closedText: '本次展会预登记已结束或尚未开始',
    profileHeading: '完善个人信息',
    name: '姓名',
    company: '公司名称',
    submit: '提交',
    fixErrors: '请先修改标红的内容',
    confirmationHeading: '登记成功',
    qr: '入场二维码',
    signOut: '退出登录',
    electronicsFair: '2025 深圳国际电子展',
    motorShow: '2025 上海国际汽车展览会',
    required: '此项为必填项',
    country: '国家/地区',
    choose: '请选择',
    industry: '所属行业',
    industryOption: '新能源汽车',
    visitDate: '参观日期',
    agreement: '我已阅读并同意隐私协议',
    tickToAgree: '请勾选同意',
    lightingFair: '2024 广州国际照明展',
  },
  en: {
    loginHeading: 'Log in / Register',
    loginIntro: 'Your first login registers you',
    loginMethod: 'Login method',
    codeMode: 'E-mail code',
    passwordMode: 'Password',
    account: 'E-mail',
    passwordAccount: 'Mobile number or e-mail',
    password: 'Password',
    code: 'Verification code',
    sendCode: 'Send code',
    codeSent: /Code sent to/,
    privacy: /Privacy Policy/,
    privacyLink: 'Privacy Policy',
    privacyTitle: 'Privacy Policy',
    privacyClose: 'Got it',
    logIn: 'Log in',
    language: 'Language',
    errorHeading: 'Something went wrong',
    wrongLink: 'Wrong link, please open the correct pre-registration link',
    closedHeading: 'Registration closed',
    closedText: 'Pre-registration for this exhibition has ended or has not started yet',
    profileHeading: 'Complete your profile',
    name: 'Name',
    company: 'Company',
    submit: 'Submit',
    fixErrors: 'Please correct the fields marked in red',
    confirmationHeading: 'Registration complete',
    qr: 'Entry QR code',
    signOut: 'Log out',
    electronicsFair: '2025 Shenzhen Electronics Fair',
    motorShow: '2025 Shanghai International Motor Show',
    required: 'This field is required',
    country: 'Country or region',
    choose: 'Please choose',
    industry: 'Industry',
    industryOption: 'New energy vehicles',
    visitDate: 'Visit date',
    agreement: 'I have read and accept the privacy agreement',
    tickToAgree: 'Please tick to agree',
    lightingFair: '2024 Guangzhou International Lighting Fair',
  },
} satisfies Record<Language, Record<string, string | RegExp>>

/** The page colours of the seeded exhibitions (pageThemeBgColor) as the browser reports them. */
const PAGE_COLOUR = { '1001': 'rgb(240, 242, 255)', '1002': 'rgb(230, 246, 243)', '1003': 'rgb(240, 242, 255)' }

const other = (language: Language): Language => (language === 'cn' ? 'en' : 'cn')

const link = (path: string, language: Language, exhibitionId?: keyof typeof PAGE_COLOUR) =>
  `/#${path}?tenantId=000000${exhibitionId ? `&exhibitionId=${exhibitionId}` : ''}&registerType=visitor&languageType=${language}`

/** What every page must pass, whatever it shows: named controls, nothing off-screen, one language. */
async function checkPage(page: Page, language: Language, name: string, allowed: string[] = []): Promise<void> {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page)
  await expectSingleLanguage(page, language, allowed)
  await expectMarkedLanguage(page, language)
  await screen(page, `${name}-${language}`)
}

/** The main strings of the other language are nowhere on the page. */
async function expectNoneOf(page: Page, strings: string[]): Promise<void> {
  for (const text of strings) await expect(page.getByText(text, { exact: true })).toHaveCount(0)
}

/** Opens a login link and waits for the app's own form (the static shell does not know the exhibition's name). */
async function openLogin(page: Page, language: Language, exhibitionId: '1001' | '1002'): Promise<void> {
  const t = texts[language]
  await page.goto(link('/registration', language, exhibitionId))
  await expect(page.getByText(exhibitionId === '1001' ? t.motorShow : t.electronicsFair)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: t.loginHeading })).toBeVisible()
}

for (const language of ['cn', 'en'] as const) {
  const t = texts[language]
  const foreign = texts[other(language)]

  test.describe(`${language}: pages before login`, () => {
    test('login on the short flow (1002) fills the screen in the exhibition colour', async ({ page }) => {
      await openLogin(page, language, '1002')
      await expect(page.getByText(t.loginIntro)).toBeVisible()
      await expect(page.getByRole('group', { name: t.loginMethod })).toBeVisible()
      await expect(page.getByRole('radio', { name: t.codeMode })).toBeChecked()
      await expect(page.getByRole('textbox', { name: t.account })).toBeVisible()
      await expect(page.getByRole('textbox', { name: t.code })).toBeVisible()
      await expect(page.getByRole('button', { name: t.sendCode })).toBeEnabled()
      await expect(page.getByRole('checkbox', { name: t.privacy })).not.toBeChecked()
      await expect(page.getByRole('button', { name: t.logIn, exact: true })).toBeVisible()
      await expect(page.getByRole('group', { name: t.language })).toBeVisible()
      await expectNoneOf(page, [foreign.loginHeading, foreign.loginIntro, foreign.sendCode, foreign.electronicsFair])
      await expectPageColourToBottom(page, PAGE_COLOUR['1002'])
      await checkPage(page, language, 'pages-login-1002')
    })

    test('login on the full flow (1001) shows the motor show in its own colour', async ({ page }) => {
      await openLogin(page, language, '1001')
      await expect(page.getByRole('textbox', { name: t.account })).toBeVisible()
      await expectNoneOf(page, [foreign.loginHeading, foreign.motorShow])
      await expectPageColourToBottom(page, PAGE_COLOUR['1001'])
      await checkPage(page, language, 'pages-login-1001')
    })

    test('the password mode asks for account and password and no code', async ({ page }) => {
      await openLogin(page, language, '1002')
      await page.getByRole('radio', { name: t.passwordMode }).check()
      await expect(page.getByRole('radio', { name: t.passwordMode })).toBeChecked()
      await expect(page.getByRole('textbox', { name: t.passwordAccount })).toBeVisible()
      await expect(page.getByRole('textbox', { name: t.password, exact: true })).toHaveAttribute('type', 'password')
      await expect(page.getByRole('textbox', { name: t.code })).toHaveCount(0)
      await expect(page.getByRole('button', { name: t.sendCode })).toHaveCount(0)
      await expectNoneOf(page, [foreign.passwordMode, foreign.passwordAccount])
      await checkPage(page, language, 'pages-login-password')
    })

    test('the privacy policy opens in a dialog and its button closes it again', async ({ page }) => {
      await openLogin(page, language, '1002')
      await page.getByRole('button', { name: t.privacyLink }).click()
      const dialog = page.getByRole('dialog', { name: t.privacyTitle })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: t.privacyClose })).toBeVisible()
      await expectNoneOf(page, [foreign.privacyTitle, foreign.privacyClose])
      await checkPage(page, language, 'pages-privacy-dialog')

      await dialog.getByRole('button', { name: t.privacyClose }).click()
      await expect(dialog).toHaveCount(0)
      await expect(page.getByRole('checkbox', { name: t.privacy })).not.toBeChecked()
      await expect(page.getByRole('button', { name: t.privacyLink })).toBeFocused()
    })

    test('a link without an exhibition shows the wrong-link error', async ({ page }) => {
      await page.goto(`/#/registration?languageType=${language}`)
      await expect(page.getByRole('heading', { level: 1, name: t.errorHeading })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveText(t.wrongLink)
      await expect(page).toHaveURL(/#\/error/)
      await expectNoneOf(page, [foreign.errorHeading, foreign.wrongLink])
      await expectPageColourToBottom(page, PAGE_COLOUR['1001'])
      await checkPage(page, language, 'pages-error')
    })

    test('a closed exhibition (1003) says registration is closed, with no login form', async ({ page }) => {
      await page.goto(link('/registration', language, '1003'))
      await expect(page.getByRole('heading', { level: 1, name: t.closedHeading })).toBeVisible()
      await expect(page.getByText(t.closedText)).toBeVisible()
      await expect(page.getByText(t.lightingFair)).toBeVisible()
      await expect(page).toHaveURL(/#\/closed/)
      await expect(page.getByRole('textbox')).toHaveCount(0)
      await expectNoneOf(page, [foreign.closedHeading, foreign.closedText])
      await expectPageColourToBottom(page, PAGE_COLOUR['1003'])
      await checkPage(page, language, 'pages-closed')
    })
  })
}

test.describe('pages after login', () => {
  for (const language of ['cn', 'en'] as const) {
    const t = texts[language]
    const foreign = texts[other(language)]

    test(`${language}: the profile shows what is missing, then the confirmation shows the entry QR`, async ({ page, request }) => {
      const account = language === 'cn' ? uniquePhone() : uniqueEmail()
      const person = language === 'cn' ? { name: '韩梅梅', company: '深圳华强电子有限公司' } : { name: 'Zoë Fischer', company: 'Nordlicht Sensorik GmbH' }
      await openLogin(page, language, '1002')
      await page.getByRole('textbox', { name: t.account }).fill(account)
      await page.getByRole('button', { name: t.sendCode }).click()
      await page.getByRole('textbox', { name: t.code }).fill(await readCode(request, account))
      await page.getByRole('checkbox', { name: t.privacy }).check()
      await page.getByRole('button', { name: t.logIn, exact: true }).click()

      await expect(page.getByRole('heading', { level: 1, name: t.profileHeading })).toBeVisible()
      // The "code sent" notice leaves by itself after 3 s; the page is looked at without it on top.
      await expect(page.getByText(t.codeSent)).toHaveCount(0)
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByText(t.fixErrors)).toBeVisible()
      const nameBox = page.getByRole('textbox', { name: t.name })
      const companyBox = page.getByRole('textbox', { name: t.company })
      await expect(nameBox).toHaveAttribute('aria-invalid', 'true')
      await expect(companyBox).toHaveAttribute('aria-invalid', 'true')
      await expectNoneOf(page, [foreign.profileHeading, foreign.fixErrors, foreign.submit])
      await expectPageColourToBottom(page, PAGE_COLOUR['1002'])
      await checkPage(page, language, 'pages-profile-errors', [account])

      await nameBox.fill(person.name)
      await companyBox.fill(person.company)
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.confirmationHeading })).toBeVisible()
      await expect(page.getByRole('img', { name: t.qr })).toBeVisible()
      await expect(page.getByText(person.company)).toBeVisible()
      await expect(page.getByRole('button', { name: t.signOut })).toBeVisible()
      await expectNoneOf(page, [foreign.confirmationHeading, foreign.signOut])
      await checkPage(page, language, 'pages-confirmation', [account, person.name, person.company])
    })
  }
})

test.describe('the full profile form of the motor show (1001)', () => {
  for (const language of ['cn', 'en'] as const) {
    const t = texts[language]
    const foreign = texts[other(language)]

    // After login the motor show sends visitors to /photo (business card), which this element does not render
    // yet; the form is opened by its own route, as a saved link would.
    test(`${language}: every kind of field shows its error in the page's language`, async ({ page, request }) => {
      const account = language === 'cn' ? uniquePhone() : uniqueEmail()
      await openLogin(page, language, '1001')
      await page.getByRole('textbox', { name: t.account }).fill(account)
      await page.getByRole('button', { name: t.sendCode }).click()
      await page.getByRole('textbox', { name: t.code }).fill(await readCode(request, account))
      await page.getByRole('checkbox', { name: t.privacy }).check()
      await page.getByRole('button', { name: t.logIn, exact: true }).click()
      await expect(page).toHaveURL(/#\/photo/)
      await page.evaluate(() => {
        location.hash = '#/infoWap'
      })

      await expect(page.getByRole('heading', { level: 1, name: t.profileHeading })).toBeVisible()
      await expect(page.getByText(t.codeSent)).toHaveCount(0)
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByText(t.fixErrors)).toBeVisible()
      await expect(page.getByRole('combobox', { name: t.country })).toHaveAttribute('aria-invalid', 'true')
      const industry = page.getByRole('group', { name: t.industry })
      await expect(industry).toHaveAccessibleDescription(t.required)
      await expect(industry.getByRole('checkbox', { name: t.industryOption })).not.toBeChecked()
      await expect(page.getByLabel(t.visitDate)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByRole('checkbox', { name: t.agreement })).toHaveAccessibleDescription(t.tickToAgree)
      await expectNoneOf(page, [foreign.required, foreign.choose, foreign.tickToAgree, foreign.industryOption])
      await checkPage(page, language, 'pages-profile-1001-errors', [account])
    })
  }
})
