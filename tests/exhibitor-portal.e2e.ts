import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { approvePendingBadges, createCompany, EXHIBITION, goodLogo, noisePng, productPhoto, setProductCap, type Company } from './support/exhibitor'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * <fair-exhibitor-portal> in the app, in both languages at 375 px, against the real server: a company the organiser
 * made (admin CLI) signs in and chooses its password, fills in the catalogue entry with a logo (a 9 KB and a 1.1 MB
 * logo, a text file named .png and the missing initiative tick refused first, nothing typed lost), adds products up
 * to the cap the organiser set (the one over it refused in the server's words), invites two staff by link who sign
 * in and fill in their own data in their own browsers, applies for their badges, sees them pending, and after the
 * organiser approves (CLI) sees them approved; a staff member then holds an entry QR.
 */

type Language = 'cn' | 'en'

const texts = {
  en: {
    account: /^Account/,
    password: /^Password/,
    privacy: /Privacy Policy/,
    signIn: 'Sign in',
    choose: 'Choose your password',
    newPassword: /^New password/,
    savePassword: 'Save password',
    mismatch: 'The new passwords entered do not match',
    catalogueLink: 'Fill in the catalogue entry',
    catalogue: 'Catalogue entry',
    nameCn: 'Name in Chinese',
    nameEn: 'Name in English',
    contacts: 'Contact person',
    contactInformation: 'Phone or e-mail',
    introductionCn: 'Introduction in Chinese',
    introductionEn: 'Introduction in English',
    logo: /^(Upload|Replace) logo/,
    tick: 'I have read and accept the exhibitor initiative letter',
    tickMissing: 'Please read and tick the exhibitor initiative letter',
    tooSmall: 'The file must not be smaller than 10KB',
    tooLarge: 'The file must not be larger than 1MB',
    notImage: 'Only png/jpg/jpeg files can be uploaded',
    submit: 'Submit for review',
    submitted: 'Catalogue entry submitted for review',
    pending: 'Pending review',
    approved: 'Approved',
    products: 'Exhibits',
    add: 'Add a product',
    pNameCn: /^Name in Chinese/,
    pNameEn: /^Name in English/,
    pDescCn: /^Description in Chinese/,
    pDescEn: /^Description in English/,
    category: /^Category/,
    image: /^Add a product image/,
    save: 'Save product',
    capRefused: /Maximum number of products reached \(2\)/,
    submitExhibits: 'Submit exhibits for review',
    invites: 'Invite staff',
    make: 'Make invitation',
    staffSignIn: 'Sign in to fill in your data',
    loginAccount: 'E-mail',
    sendCode: 'Send code',
    code: 'Verification code',
    logIn: 'Log in',
    sent: 'Your data was sent',
    name: /^Name/,
    position: /^Position/,
    mobile: /^Mobile number/,
    email: /^E-mail/,
    staff: 'Staff badges',
    apply: /^Apply for the chosen badges/,
    choosePerson: (name: string) => `Choose ${name}`,
    badgeApproved: 'Badge approved',
    review: 'Review',
  },
  cn: {
    account: /^账号/,
    password: /^密码/,
    privacy: /隐私政策/,
    signIn: '登录',
    choose: '设置新密码',
    newPassword: /新密码/,
    savePassword: '保存密码',
    mismatch: '两次输入的新密码不一致',
    catalogueLink: '填写会刊信息',
    catalogue: '会刊信息',
    nameCn: '会刊名称（中文）',
    nameEn: '会刊名称（英文）',
    contacts: '联系人',
    contactInformation: '联系方式（电话或邮箱）',
    introductionCn: '企业简介（中文）',
    introductionEn: '企业简介（英文）',
    logo: /^(上传|更换) Logo/,
    tick: '我已阅读并同意展商倡议书',
    tickMissing: '请阅读并勾选参展商倡议书',
    tooSmall: '文件大小不能小于10KB',
    tooLarge: '文件大小不能超过1MB',
    notImage: '仅支持上传png/jpg/jpeg格式的文件',
    submit: '提交审核',
    submitted: '会刊信息已提交审核',
    pending: '待审核',
    approved: '审核通过',
    products: '展品管理',
    add: '添加展品',
    pNameCn: /^展品名称（中文）/,
    pNameEn: /^展品名称（英文）/,
    pDescCn: /^展品介绍（中文）/,
    pDescEn: /^展品介绍（英文）/,
    category: /^展品类别/,
    image: /^添加展品图片/,
    save: '保存展品',
    capRefused: /2/,
    submitExhibits: '提交展品审核',
    invites: '邀请员工',
    make: '生成邀请',
    staffSignIn: '登录后填写本人信息',
    loginAccount: '手机号',
    sendCode: '获取验证码',
    code: '验证码',
    logIn: '登录',
    sent: '信息已提交',
    name: /^姓名/,
    position: /^职位/,
    mobile: /^手机号/,
    email: /^邮箱/,
    staff: '证件管理',
    apply: /^申请所选证件/,
    choosePerson: (name: string) => `选择 ${name}`,
    badgeApproved: '证件已审核通过',
    review: '审核状态',
  },
} as const

const portalLink = (path: string, language: Language) =>
  `/#${path}?tenantId=000000&exhibitionId=${EXHIBITION}&registerType=exhibitorDept&languageType=${language}`

const portal = (page: Page) => page.locator('fair-exhibitor-portal')

async function checkPage(page: Page, name: string) {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page)
  const results = await new AxeBuilder({ page }).include('fair-exhibitor-portal').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  await screen(page, name)
}

/** The exhibitor admin's first sign-in: the organiser's password, then their own (a mismatch refused first). */
export async function firstSignIn(page: Page, company: Company, language: Language, { scope = portal(page) } = {}) {
  const t = texts[language]
  await scope.getByRole('textbox', { name: t.account }).fill(company.account)
  await scope.getByLabel(t.password).fill(company.password)
  await scope.getByRole('checkbox', { name: t.privacy }).check()
  await scope.getByRole('button', { name: t.signIn, exact: true }).click()
  await expect(scope.getByRole('heading', { name: t.choose, level: 1 })).toBeVisible()
  const [first, again] = [scope.getByLabel(t.newPassword).nth(0), scope.getByLabel(t.newPassword).nth(1)]
  await first.fill('Booth#2026own')
  await again.fill('Booth#2026owm')
  await scope.getByRole('button', { name: t.savePassword }).click()
  await expect(scope.getByText(t.mismatch)).toBeVisible()
  await again.fill('Booth#2026own')
  await scope.getByRole('button', { name: t.savePassword }).click()
}

/** The catalogue entry, with every bad input tried first (logos of 9 KB, 1.1 MB and of text; the tick missing). */
export async function fillCatalogue(page: Page, language: Language, { scope = portal(page), shots = '' } = {}) {
  const t = texts[language]
  await scope.getByRole('link', { name: t.catalogueLink }).click()
  await expect(scope.getByRole('heading', { name: t.catalogue, level: 1 })).toBeVisible()
  await scope.getByRole('textbox', { name: t.nameCn }).fill('福州测试机械')
  await scope.getByRole('textbox', { name: t.nameEn }).fill('Fuzhou Test Machinery')
  await scope.getByRole('textbox', { name: t.contacts }).fill('林海')
  await scope.getByRole('textbox', { name: t.contactInformation }).fill('0591-87654321')
  await scope.getByRole('textbox', { name: t.introductionCn }).fill('我们生产高精度数控机床和激光切割设备，服务全球客户。')
  await scope.getByRole('textbox', { name: t.introductionEn }).fill('We build precise CNC lathes and laser cutters for customers worldwide.')

  const logo = scope.getByLabel(t.logo)
  const small = await noisePng(55)
  expect(small.length).toBeGreaterThan(8 * 1024)
  expect(small.length).toBeLessThan(10 * 1024)
  const large = await noisePng(610)
  expect(large.length).toBeGreaterThan(1024 * 1024)
  expect(large.length).toBeLessThan(1.2 * 1024 * 1024)
  const picker = scope.locator('[data-part="logo"] [data-part="file-picker"]')
  for (const [name, buffer, refusal] of [
    ['small.png', small, t.tooSmall],
    ['large.png', large, t.tooLarge],
    ['fake.png', Buffer.from('this is text, not a picture\n'.repeat(600)), t.notImage],
  ] as const) {
    await logo.setInputFiles({ name, mimeType: 'image/png', buffer })
    await expect(picker.getByRole('alert')).toHaveText(refusal)
    if (shots && name === 'small.png') await screen(page, `${shots}-logo-refused`)
  }
  // What was typed stayed through every refusal.
  await expect(scope.getByRole('textbox', { name: t.nameEn })).toHaveValue('Fuzhou Test Machinery')

  await logo.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await goodLogo() })
  await expect(scope.locator('[data-part="logo"] img')).toBeVisible()
  await scope.getByRole('button', { name: t.submit }).click()
  await expect(scope.getByText(t.tickMissing)).toBeVisible()
  await expect(scope.getByRole('textbox', { name: t.introductionEn })).toHaveValue('We build precise CNC lathes and laser cutters for customers worldwide.')
  await scope.getByRole('checkbox', { name: t.tick }).check()
  await scope.getByRole('button', { name: t.submit }).click()
  await expect(scope.locator('[data-part="catalogue-state"] [data-state="pending"]')).toBeVisible()
}

export async function addProduct(page: Page, language: Language, n: number, { scope = portal(page) } = {}) {
  const t = texts[language]
  await scope.getByRole('button', { name: t.add }).click()
  await scope.getByRole('textbox', { name: t.pNameCn }).fill(`数控机床 ${n} 型`)
  await scope.getByRole('textbox', { name: t.pNameEn }).fill(`CNC lathe model ${n}`)
  await scope.getByRole('textbox', { name: t.pDescCn }).fill('高精度数控机床，适合小批量生产。')
  await scope.getByRole('textbox', { name: t.pDescEn }).fill('A precise CNC lathe for small batches.')
  await scope.getByRole('combobox', { name: t.category }).selectOption({ index: 1 })
  await scope.getByLabel(t.image).setInputFiles({ name: `lathe-${n}.jpg`, mimeType: 'image/jpeg', buffer: await productPhoto(40 * n) })
  await expect(scope.locator('[data-part="images"] img')).toHaveCount(1)
  await scope.getByRole('button', { name: t.save }).click()
}

/** A staff member opens the invitation in their own browser, signs in by code and fills in their own data. */
export async function staffFillsIn(browser: Browser, link: string, language: Language, person: { name: string; position: string }): Promise<Page> {
  const t = texts[language]
  const context = await browser.newContext({ locale: language === 'en' ? 'en-GB' : 'zh-CN' })
  const page = await context.newPage()
  await page.goto(link)
  const scope = portal(page)
  await scope.getByRole('button', { name: t.staffSignIn }).click()
  const account = language === 'cn' ? uniquePhone() : uniqueEmail()
  const login = page.locator('fair-registration')
  await login.getByRole('textbox', { name: t.loginAccount, exact: true }).fill(account)
  await login.getByRole('button', { name: t.sendCode }).click()
  await login.getByRole('textbox', { name: t.code }).fill(await readCode(page.request, account))
  await login.getByRole('checkbox', { name: t.privacy }).check()
  await login.getByRole('button', { name: t.logIn, exact: true }).click()
  await scope.getByRole('textbox', { name: t.name }).fill(person.name)
  await scope.getByRole('textbox', { name: t.position }).fill(person.position)
  await scope.getByRole('textbox', { name: language === 'cn' ? t.mobile : t.email }).fill(account)
  await scope.getByRole('button', { name: language === 'cn' ? '提交信息' : 'Send my data' }).click()
  await expect(scope.locator('[data-part="own-badge"]')).toBeVisible()
  return page
}

for (const language of ['en', 'cn'] as const) {
  test(`${language}: an exhibitor admin signs in, fills the catalogue, adds products to the cap, invites two staff, applies for their badges, sees them approved`, async ({ page, browser }) => {
    test.setTimeout(240_000)
    const t = texts[language]
    const company = await createCompany(language)
    await setProductCap(company, 2)

    await page.goto(portalLink('/exhibitorSelfService/exhibitorRegist/login', language))
    await expect(portal(page).getByRole('heading', { level: 1 })).toBeVisible()
    await checkPage(page, `exhibitor-login-${language}-375`)
    await firstSignIn(page, company, language)
    await expect(portal(page).locator('[data-part="company"]')).toBeVisible()
    await checkPage(page, `exhibitor-home-${language}-375`)

    await fillCatalogue(page, language, { shots: `exhibitor-catalogue-${language}` })
    await checkPage(page, `exhibitor-catalogue-${language}-375`)

    await portal(page).getByRole('link', { name: t.products, exact: true }).click()
    await addProduct(page, language, 1)
    await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(1)
    await addProduct(page, language, 2)
    await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(2)
    await addProduct(page, language, 3)
    // Over the cap: the server's words beside the form, everything typed still there.
    await expect(portal(page).locator('[data-part="product-form"] [role="alert"]')).toContainText(t.capRefused)
    await expect(portal(page).getByRole('textbox', { name: t.pNameEn })).toHaveValue('CNC lathe model 3')
    await checkPage(page, `exhibitor-product-cap-${language}-375`)
    await page.goBack()
    await expect(portal(page).locator('[data-part="products"] > li')).toHaveCount(2)
    await portal(page).getByRole('button', { name: t.submitExhibits }).click()
    await expect(portal(page).locator('[data-part="exhibits-state"] [data-state="pending"]')).toBeVisible()
    await checkPage(page, `exhibitor-products-${language}-375`)

    await portal(page).getByRole('link', { name: t.invites, exact: true }).click()
    await portal(page).getByRole('button', { name: t.make }).click()
    const link = await portal(page).locator('[data-part="invite-link"]').first().getAttribute('href')
    expect(link).toContain('exhInviteStaff?code=')
    await checkPage(page, `exhibitor-invites-${language}-375`)

    const people = [
      { name: language === 'cn' ? '王小明' : 'Mia Wong', position: language === 'cn' ? '销售经理' : 'Sales manager' },
      { name: language === 'cn' ? '李华' : 'Leo Chen', position: language === 'cn' ? '工程师' : 'Engineer' },
    ]
    const staffPages: Page[] = []
    for (const person of people) staffPages.push(await staffFillsIn(browser, link!, language, person))
    await screen(staffPages[0], `exhibitor-staff-sent-${language}-375`)

    await portal(page).getByRole('link', { name: t.staff, exact: true }).click()
    for (const person of people) await portal(page).getByRole('checkbox', { name: t.choosePerson(person.name) }).check()
    await portal(page).getByRole('button', { name: t.apply }).click()
    await expect(portal(page).locator('[data-part="badges"] > li[data-state="pending"]')).toHaveCount(2)
    await checkPage(page, `exhibitor-badges-pending-${language}-375`)

    expect(await approvePendingBadges(company)).toBe(2)
    await page.reload()
    await expect(portal(page).locator('[data-part="badges"] > li[data-state="approved"]')).toHaveCount(2)
    await checkPage(page, `exhibitor-badges-approved-${language}-375`)

    await portal(page).getByRole('link', { name: t.review, exact: true }).click()
    await expect(portal(page).locator('[data-part="review-credentials"] [data-state="approved"]')).toHaveAttribute('data-count', '2')
    await checkPage(page, `exhibitor-review-${language}-375`)

    const staff = staffPages[0]
    await staff.reload()
    await expect(portal(staff).getByRole('heading', { name: t.badgeApproved })).toBeVisible()
    await expect(portal(staff).locator('[data-part="entry-code"] svg')).toBeVisible()
    await screen(staff, `exhibitor-staff-entry-${language}-375`)
    for (const other of staffPages) await other.context().close()
  })
}
