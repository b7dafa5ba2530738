import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { admin } from './admin'
import { readCode, uniqueEmail, uniquePhone } from './outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './pageChecks'
import { screen, screenFrom } from './screens'

/*
 * What the exhibitor portal's journeys need besides the pages: a fresh company made by the organiser's CLI (so each
 * run and language has its own, with a first-login password), its caps, the organiser's review, and image files made
 * at test time with sharp (noise does not compress, so a picture's size in bytes is what its pixels make it).
 */

export const EXHIBITION = '1020'

export interface Company {
  deptId: string
  account: string
  password: string
}

let made = 0
/**
 * A company of its own for one run and language, made by the organiser's CLI, so runs go side by side and leave the
 * demo companies alone. `booths` as `hall:number:kind:m²`, `{code}` standing for a code unique to this company
 * (by default one 12 m² standard booth).
 */
export async function createCompany(label: string, { booths = ['9H:{code}:standard:12'] }: { booths?: string[] } = {}): Promise<Company & { code: string }> {
  const stamp = `${Date.now().toString(36)}${made++}`
  const code = stamp.slice(-6).toUpperCase()
  const account = `exh-${label}-${stamp}@e2e.example`
  const out = await admin(
    'exhibitor-create',
    '--exhibition', EXHIBITION,
    '--name-cn', `测试机械${stamp}`,
    '--name-en', `Test Machinery ${stamp}`,
    '--full-name-cn', `福州测试机械有限公司${stamp}`,
    '--account', account,
    ...booths.flatMap((booth) => ['--booth', booth.replace('{code}', code)]),
  )
  const deptId = /Company ([0-9a-f-]{36}) created/.exec(out)?.[1]
  const password = /First-login password[^:]*: (\S+)/.exec(out)?.[1]
  if (!deptId || !password) throw new Error(`exhibitor-create answered: ${out}`)
  return { deptId, account, password, code }
}

export const setProductCap = (company: Company, cap: number) => admin('exhibitor-caps', '--exhibition', EXHIBITION, '--dept', company.deptId, '--product-cap', String(cap))

/** Approves every pending badge of the company, as the organiser does from the CLI; answers how many. */
export async function approvePendingBadges(company: Company): Promise<number> {
  const out = await admin('exhibitor-submissions', '--exhibition', EXHIBITION, '--state', 'pending', '--json')
  const ids = (JSON.parse(out) as { kind: string; id: string; deptId: string }[]).filter((row) => row.kind === 'credential' && row.deptId === company.deptId).map((row) => row.id)
  for (const id of ids) await admin('exhibitor-approve', '--exhibition', EXHIBITION, '--kind', 'credential', '--id', id)
  return ids.length
}

/** A png of random pixels: `side`² × 3 bytes that do not compress, so its size is about that. */
export async function noisePng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer()
}

/** A 600×350 logo (a gradient with some noise) of a size the rule accepts. */
export async function goodLogo(): Promise<Buffer> {
  const width = 600
  const height = 350
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      // Grain on a gradient: enough detail that the jpg stays above the 10 KB floor, far below 1 MB.
      pixels[i] = Math.floor((x / width) * 190) + Math.floor(Math.random() * 60)
      pixels[i + 1] = Math.floor((y / height) * 170) + Math.floor(Math.random() * 60)
      pixels[i + 2] = 120 + Math.floor(Math.random() * 80)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer()
}

/**
 * A 1200×700 logo picture whose left half is red and right half blue (with grain, so a crop of either half stays
 * above the 10 KB floor): which half the catalogue shows tells whether the crop, not the whole picture, arrived.
 */
export async function twoHalvesLogo(): Promise<Buffer> {
  const width = 1200
  const height = 700
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const grain = Math.floor(Math.random() * 50)
      const right = x >= width / 2
      pixels[i] = right ? 20 + grain : 200 + grain
      pixels[i + 1] = 40 + grain
      pixels[i + 2] = right ? 200 + grain : 20 + grain
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer()
}

/**
 * The mean red and blue of a picture the page shows, and its size, read from the bytes at the address the browser
 * resolved (on a partner's page that must be the API's origin: the picture is checked to have loaded, not only to exist).
 */
export async function pictureColours(picture: Locator): Promise<{ red: number; blue: number; width: number; height: number }> {
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const address = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
  const answer = await picture.page().request.get(address)
  expect(answer.ok()).toBe(true)
  const bytes = await answer.body()
  const [{ width = 0, height = 0 }, stats] = await Promise.all([sharp(bytes).metadata(), sharp(bytes).stats()])
  return { red: stats.channels[0].mean, blue: stats.channels[2].mean, width, height }
}

/** A product photo: 800×600 jpg. */
export async function productPhoto(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } }).jpeg({ quality: 85 }).toBuffer()
}

export type Language = 'cn' | 'en'

export const texts = {
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
    loginHeading: 'Exhibitor sign-in',
    cancel: 'Cancel',
    cropTitle: 'Crop the logo',
    cropUse: 'Crop and upload',
    cropWhole: 'Use the whole image',
    cropTooSmall: /^The cropped logo comes to only \d+ KB; a logo file must be at least 10 KB\./,
    zoomIn: 'Zoom in',
    frameRight: 'Move the frame right',
    cropOutput: 'Cropped logo: 600×350 px',
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
    capRefused: 'Maximum number of products reached (2)',
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
    loginHeading: '展商登录',
    cancel: '取消',
    cropTitle: '裁剪 Logo',
    cropUse: '裁剪并上传',
    cropWhole: '使用整张图片',
    cropTooSmall: /^裁剪后的 Logo 只有 \d+ KB，Logo 文件不能小于 10 KB。/,
    zoomIn: '放大',
    frameRight: '裁剪框右移',
    cropOutput: '裁剪后的 Logo：600×350 像素',
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
    capRefused: '产品数量已达上限（2个）',
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

export const portalLink = (path: string, language: Language) =>
  `/#${path}?tenantId=000000&exhibitionId=${EXHIBITION}&registerType=exhibitorDept&languageType=${language}`

export const portal = (page: Page) => page.locator('fair-exhibitor-portal')

export async function checkPage(page: Page, name: string, { embedded = false } = {}) {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page, { scope: embedded ? 'widgets' : 'page' })
  // axe runs in screen() and screenFrom().
  if (embedded) await screenFrom(portal(page), name)
  else await screen(page, name)
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
  const crop = scope.getByRole('dialog', { name: t.cropTitle })
  // A picture of an allowed kind opens the crop step. The tiny one cropped falls under the floor, which the dialog
  // says itself; sent whole, and the large one too, the server refuses it in its own words under the picker.
  await logo.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small })
  await crop.getByRole('button', { name: t.cropUse }).click()
  await expect(crop.getByRole('alert')).toHaveText(t.cropTooSmall)
  await crop.getByRole('button', { name: t.cropWhole }).click()
  await expect(crop).toBeHidden()
  await expect(picker.getByRole('alert')).toHaveText(t.tooSmall)
  if (shots) await screen(page, `${shots}-logo-refused`)
  await logo.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large })
  await crop.getByRole('button', { name: t.cropWhole }).click()
  await expect(picker.getByRole('alert')).toHaveText(t.tooLarge)
  // Not a picture: no crop step, the server's words.
  await logo.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a picture\n'.repeat(600)) })
  await expect(picker.getByRole('alert')).toHaveText(t.notImage)
  await expect(crop).toBeHidden()
  // What was typed stayed through every refusal.
  await expect(scope.getByRole('textbox', { name: t.nameEn })).toHaveValue('Fuzhou Test Machinery')

  // The right half of a red | blue picture: zoomed in twice over by the buttons, the frame moved to the right edge.
  await logo.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await twoHalvesLogo() })
  await expect(crop.getByText(t.cropOutput)).toBeVisible()
  for (let step = 0; step < 4; step++) await crop.getByRole('button', { name: t.zoomIn }).click()
  for (let step = 0; step < 12; step++) await crop.getByRole('button', { name: t.frameRight }).click()
  await expect(crop.getByText(t.cropOutput)).toBeVisible()
  // What the phone's screen shows (a full-page shot would resize the page under the cropper).
  if (shots) await screenFrom(crop, `${shots}-logo-crop`)
  await crop.getByRole('button', { name: t.cropUse }).click()
  await expect(crop).toBeHidden()
  const shown = scope.locator('[data-part="logo"] img')
  await expect(shown).toBeVisible()
  const colours = await pictureColours(shown)
  expect({ width: colours.width, height: colours.height }).toEqual({ width: 600, height: 350 })
  expect(colours.blue).toBeGreaterThan(180)
  expect(colours.red).toBeLessThan(80)
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

