import { expect, test, type Page } from '@playwright/test'
import { admin } from './support/admin'
import { readCode, readEntryLink, uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'

/*
 * Exhibition 1010 ("review only", seeded by packages/server/src/seed/admin.ts): manual review, name and company,
 * no business card or questionnaires. The organiser's decisions come from the real CLI against this server.
 */
const link = (language: 'en' | 'cn') =>
  `/#/registration?tenantId=000000&exhibitionId=1010&registerType=visitor&languageType=${language}`

const words = {
  en: {
    account: 'E-mail',
    sendCode: 'Send code',
    code: 'Verification code',
    privacy: /Privacy Policy/,
    logIn: 'Log in',
    profileHeading: 'Complete your profile',
    name: 'Name',
    company: 'Company',
    submit: 'Submit',
    pendingHeading: 'Under review',
    pendingText: 'Your registration is under review; this usually takes 1 to 3 working days',
    refresh: 'Refresh',
    rejectedHeading: 'Not approved',
    edit: 'Edit my information',
    confirmationHeading: 'Registration complete',
    qr: 'Entry QR code',
    userCenter: 'Go to my account',
    userCenterHeading: 'My account',
  },
  cn: {
    account: '手机号',
    sendCode: '获取验证码',
    code: '验证码',
    privacy: /隐私政策/,
    logIn: '登录',
    profileHeading: '完善个人信息',
    name: '姓名',
    company: '公司',
    submit: '提交',
    pendingHeading: '审核中',
    pendingText: '您的登记正在审核中，通常需要 1 至 3 个工作日',
    refresh: '刷新状态',
    rejectedHeading: '审核未通过',
    edit: '修改我的信息',
    confirmationHeading: '登记成功',
    qr: '入场二维码',
    userCenter: '进入个人中心',
    userCenterHeading: '个人中心',
  },
} as const

async function signUpAndSubmit(page: Page, request: Parameters<typeof readCode>[0], language: 'en' | 'cn', account: string, company: string) {
  const w = words[language]
  await page.goto(link(language))
  await page.getByRole('textbox', { name: w.account }).fill(account)
  await page.getByRole('button', { name: w.sendCode }).click()
  await page.getByRole('textbox', { name: w.code }).fill(await readCode(request, account))
  await page.getByRole('checkbox', { name: w.privacy }).check()
  await page.getByRole('button', { name: w.logIn, exact: true }).click()

  await expect(page.getByRole('heading', { name: w.profileHeading })).toBeVisible()
  await page.getByRole('textbox', { name: w.name }).fill(language === 'en' ? 'Maria Schmidt' : '王芳')
  await page.getByRole('textbox', { name: w.company, exact: false }).fill(company)
  await page.getByRole('button', { name: w.submit }).click()
}

for (const language of ['en', 'cn'] as const) {
  const w = words[language]
  test(`${language}: pending review, rejected by the CLI, fixed and resubmitted, approved by the CLI, confirmation with the QR, the notice's entry code link`, async ({ page, request, browser }) => {
    test.setTimeout(120_000)
    const account = language === 'en' ? uniqueEmail() : uniquePhone()
    const reason = language === 'en' ? 'The company name must match your business licence' : '公司名称须与营业执照一致'
    await signUpAndSubmit(page, request, language, account, language === 'en' ? 'Schmidt' : '王氏')

    // Pending: the 1-to-3-days text and a refresh.
    await expect(page).toHaveURL(/#\/auditing/)
    await expect(page.getByRole('heading', { name: w.pendingHeading })).toBeVisible()
    await expect(page.getByText(w.pendingText)).toBeVisible()
    await expect(page.locator('[data-state="pending"]')).toBeVisible()
    await screen(page, `auditing-pending-${language}`)

    // Rejected by the organiser: the reason and the way back to the form.
    const rejected = await admin('reject', '--exhibition', '1010', '--account', account, '--reason', reason)
    expect(rejected).toContain('Rejected')
    await page.getByRole('button', { name: w.refresh }).click()
    await expect(page.getByRole('heading', { name: w.rejectedHeading })).toBeVisible()
    await expect(page.getByText(reason)).toBeVisible()
    await expect(page.locator('[data-state="rejected"]')).toBeVisible()
    await screen(page, `auditing-rejected-${language}`)

    // Fixing the profile: what was submitted is there to edit; the resubmit is pending again.
    await page.getByRole('button', { name: w.edit }).click()
    await expect(page.getByRole('heading', { name: w.profileHeading })).toBeVisible()
    const company = page.getByRole('textbox', { name: w.company })
    await expect(company).toHaveValue(language === 'en' ? 'Schmidt' : '王氏')
    await company.fill(language === 'en' ? 'Schmidt Maschinenbau GmbH' : '成都王氏机械有限公司')
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.getByRole('heading', { name: w.pendingHeading })).toBeVisible()
    await expect(page.getByText(reason)).toHaveCount(0)

    // Approved: en refreshes by hand, cn waits for the page's own poll (every 15 s).
    const approved = await admin('approve', '--exhibition', '1010', '--account', account)
    expect(approved).toContain('Approved')
    if (language === 'en') await page.getByRole('button', { name: w.refresh }).click()
    await expect(page.getByRole('heading', { name: w.confirmationHeading })).toBeVisible({ timeout: 25_000 })
    await expect(page).toHaveURL(/#\/confirmation/)
    await expect(page.getByRole('img', { name: w.qr })).toBeVisible()
    await expect(page.getByText(language === 'en' ? 'Schmidt Maschinenbau GmbH' : '成都王氏机械有限公司')).toBeVisible()
    await expect(page.locator('[data-part="dates"]')).toBeVisible()
    await screen(page, `confirmation-review-${language}`)

    // The approval notice carries the link to the entry code: it opens without any session.
    const entryLink = await readEntryLink(request, account)
    expect(entryLink).toContain(`languageType=${language}`)
    const fresh = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, locale: 'zh-CN' })
    try {
      const linkPage = await fresh.newPage()
      await linkPage.goto(entryLink)
      await expect(linkPage.getByRole('img', { name: w.qr })).toBeVisible()
      await expect(linkPage.getByText(language === 'en' ? 'Maria Schmidt' : '王芳', { exact: true })).toBeVisible()
      await screen(linkPage, `entry-link-from-notice-${language}`)
    } finally {
      await fresh.close()
    }

    await page.getByRole('link', { name: w.userCenter }).click()
    await expect(page.getByRole('heading', { name: w.userCenterHeading })).toBeVisible()
    await expect(page).toHaveURL(/#\/user-center/)
  })
}

test('en: a reload on /auditing keeps the state, and an approval seen on reopening moves on', async ({ page, request }) => {
  const email = uniqueEmail()
  await signUpAndSubmit(page, request, 'en', email, 'Reload Testing Ltd')
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible()
  await admin('approve', '--exhibition', '1010', '--account', email)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible()
})
