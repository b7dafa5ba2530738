import AxeBuilder from '@axe-core/playwright'
import ExcelJS from 'exceljs'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { CUSTOMER_PATHS, type CustomerDetail, type CustomerPage } from '../packages/core/src/contract'
import { WECHAT_UA } from './support/browser'
import { browserFilming } from './support/fakeCamera'
import { press, type } from './support/keyboard'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { startHostServer, type HostServer } from './support/hostServer'
import { screen, screenFrom } from './support/screens'

/*
 * <fair-customer-tool> end to end against the real server and the demo trade-fair-system company of exhibition 1020
 * (seed/customers.ts: an admin and a staff account, password login, no membership at first; visitors with entry QR
 * and badge codes). In Chinese the admin buys the multi-account membership in the sandbox cashier and authorises the
 * staff account; the staff member scans a visitor's QR with the (fake) camera, the admin types a badge code, gives a
 * lead a label, a note, a follow-up state and survey answers; the browser goes offline, two scans wait on the phone,
 * the page is reloaded, and back online each reaches the server once; the export is read back from the xlsx. In
 * English the same company (membership held) goes through it again with other visitors. Then, embedded on a partner's
 * page of another origin (tests/hosts/customer-tool.html: the loader, hostile CSS, the partner's hash router, a
 * <fair-registration> beside it), the staff member signs in beside the tool, types a badge code and opens the lead.
 * One company, so the journeys run one after the other.
 */

type Language = 'cn' | 'en'
const PASSWORD = 'Expo#2026'
const ADMIN = 'trade.admin@fairpass.example'
const STAFF = 'trade.staff@fairpass.example'
const VISITORS = {
  zhao: { qr: 'FP1.DemoLeadVisitor01-a7Kq2mZ9xT4bN8cV', code: '8800000001', name: '赵敏' },
  grant: { qr: 'FP1.DemoLeadVisitor02-Qe5Lr8Wd3Hs6Jp1Y', code: '8800000002', name: 'Oliver Grant' },
  sun: { qr: 'FP1.DemoLeadVisitor03-Mv9Tc4Bx7Nf2Kg6R', code: '8800000003', name: '孙浩' },
  chen: { qr: 'FP1.DemoLeadVisitor04-Zs3Wq8Pd1Ly5Hj7E', code: '8800000004', name: 'Amelia Chen' },
} as const

const link = (path: string, language: Language) => `/#${path}?tenantId=000000&exhibitionId=1020&registerType=commerceExhibition&languageType=${language}`

const texts = {
  cn: {
    logIn: '登录 / 注册',
    account: '手机号或邮箱',
    password: '密码',
    privacy: /隐私政策/,
    submit: '登录',
    customers: '客户管理',
    noMembership: /尚未开通客户会员/,
    buyLink: '开通会员',
    buyHeading: '购买会员',
    buyMulti: '以 ¥3,000.00 购买多账号会员',
    payHeading: '支付订单',
    payOrder: '立即支付 ¥3,000.00',
    cashierPay: '支付 ¥3,000.00',
    backToTool: '返回客户工具',
    paid: '支付成功',
    back: '返回客户工具',
    mineHeading: '我的',
    multiActive: /^多账号会员，.+起生效。$/,
    toAccounts: '员工账号授权',
    toTransfer: '转移员工的客户',
    transferFrom: /^转出账号/,
    staff: /王芳 Wang Fang/,
    saveAccounts: '保存修改（1）',
    saved: '授权已保存。',
    nav: { customers: '客户', scan: '扫码', export: '导出', mine: '我的' },
    start: '打开摄像头',
    newLead: '新客户',
    code: /^入场编码/,
    addScan: '添加扫码记录',
    notShared: '该观众未同意向展商提供联系方式。',
    open: (name: string) => `查看 ${name}`,
    followUp: '跟进状态',
    interested: '有意向',
    newLabel: '新标签',
    addLabel: '添加标签',
    label: '重点客户',
    newNote: '新备注',
    addNote: '添加备注',
    note: '需要样品，三月前回复报价',
    survey: '填写问卷',
    interest: '电子元器件',
    timeframe: '三个月内',
    saveSurvey: '保存答案',
    surveySaved: '问卷答案已保存。',
    offline: /当前无网络/,
    waiting: (n: number) => `待发送：${n} 条`,
    exportHeading: '数据导出',
    makeFile: '生成 xlsx 文件',
    done: /^已完成：\d+ 位客户/,
    sheet: '客户',
    nameColumn: '姓名',
  },
  en: {
    logIn: 'Log in / Register',
    account: 'Mobile number or e-mail',
    password: 'Password',
    privacy: /Privacy Policy/,
    submit: 'Log in',
    customers: 'Customers',
    noMembership: /has no customer-lead membership/,
    buyLink: 'Buy the membership',
    buyHeading: 'Buy the membership',
    buyMulti: 'Buy the Multi-account membership for ¥3,000.00',
    payHeading: 'Pay your order',
    payOrder: 'Pay ¥3,000.00',
    cashierPay: 'Pay ¥3,000.00',
    backToTool: 'Back to the customer tool',
    paid: 'Payment successful',
    back: 'Back to the customer tool',
    mineHeading: 'Me',
    multiActive: /^Multi-account membership, active since .+\.$/,
    toAccounts: 'Authorise staff accounts',
    toTransfer: 'Move a staff member\'s customers',
    transferFrom: /^From/,
    staff: /王芳 Wang Fang/,
    saveAccounts: 'Save the changes (1)',
    saved: 'The authorisations were saved.',
    nav: { customers: 'Customers', scan: 'Scan', export: 'Export', mine: 'Me' },
    start: 'Start the camera',
    newLead: 'New customer',
    code: /^Entry code/,
    addScan: 'Add the scan',
    notShared: 'The visitor did not agree to share contact details with exhibitors.',
    open: (name: string) => `Open ${name}`,
    followUp: 'Follow-up',
    interested: 'Interested',
    newLabel: 'New label',
    addLabel: 'Add the label',
    label: 'Key account',
    newNote: 'New note',
    addNote: 'Add the note',
    note: 'Wants samples; send a quote before March',
    survey: 'Answer the survey',
    interest: 'Electronics',
    timeframe: 'Within 3 months',
    saveSurvey: 'Save the answers',
    surveySaved: 'The survey answers were saved.',
    offline: /^No network/,
    waiting: (n: number) => `Waiting to be sent: ${n}`,
    exportHeading: 'Export',
    makeFile: 'Make the xlsx file',
    done: /^Done: \d+ customers/,
    sheet: 'Customers',
    nameColumn: 'Name',
  },
} as const

test.describe.configure({ mode: 'serial' })

const tool = (page: Page) => page.locator('fair-customer-tool')

async function signIn(page: Page, language: Language, account: string): Promise<void> {
  const t = texts[language]
  await page.goto(link('/tradeFairSystem/home', language))
  await page.getByRole('button', { name: t.logIn }).click()
  await page.getByRole('textbox', { name: t.account }).fill(account)
  await page.getByLabel(new RegExp(`^${t.password}`)).fill(PASSWORD)
  await page.getByRole('checkbox', { name: t.privacy }).check()
  await page.getByRole('button', { name: t.submit, exact: true }).click()
  await expect(tool(page).getByRole('heading', { level: 1, name: t.customers })).toBeVisible()
}

async function checkPage(page: Page, name: string): Promise<void> {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page)
  await screen(page, name)
}

/** The lead of the company for a visitor, straight from the API with the signed-in page's token. */
async function leadNamed(page: Page, request: APIRequestContext, name: string): Promise<CustomerDetail | null> {
  const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
  const headers = { Authorization: `Bearer ${token}`, 'Tenant-Id': '000000' }
  const list = await request.get(CUSTOMER_PATHS.list, { headers, params: { exhibitionId: '1020', keyword: name, size: 10 } })
  const found = ((await list.json()) as { data: CustomerPage }).data.records.find((record) => record.name === name)
  if (!found) return null
  const detail = await request.get(CUSTOMER_PATHS.detail, { headers, params: { exhibitionId: '1020', id: found.id } })
  return ((await detail.json()) as { data: CustomerDetail }).data
}

/** The staff member scans a visitor's QR code with the phone camera (a browser whose fake camera films the code). */
async function cameraScan(language: Language, visitor: { qr: string; name: string }, shot: string): Promise<void> {
  const t = texts[language]
  const browser: Browser = await browserFilming(visitor.qr, shot)
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: WECHAT_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2, baseURL: test.info().project.use.baseURL })
    const page = await context.newPage()
    await signIn(page, language, STAFF)
    await tool(page).getByRole('link', { name: t.nav.scan, exact: true }).click()
    await tool(page).getByRole('button', { name: t.start }).click()
    const scanned = tool(page).locator('[data-part="scanned-customer"]')
    await expect(scanned).toContainText(visitor.name, { timeout: 20_000 })
    await expect(tool(page).getByText(t.newLead)).toBeVisible()
    await screen(page, `${shot}-375`)
    await context.close()
  } finally {
    await browser.close()
  }
}

async function typeCode(page: Page, language: Language, code: string): Promise<void> {
  const t = texts[language]
  await tool(page).getByRole('textbox', { name: t.code }).fill(code)
  await tool(page).getByRole('button', { name: t.addScan }).click()
}

for (const language of ['cn', 'en'] as const) {
  const t = texts[language]
  const plan =
    language === 'cn'
      ? { camera: VISITORS.zhao, typed: VISITORS.sun, offline: [VISITORS.chen, VISITORS.zhao] }
      : { camera: VISITORS.grant, typed: VISITORS.chen, offline: [VISITORS.sun, VISITORS.grant] }

  test(`${language}: a company's customer tool: membership, staff, camera and typed scans, a lead's label, note and survey, offline scans, export`, async ({ page, request }) => {
    test.setTimeout(150_000)
    await signIn(page, language, ADMIN)

    if (language === 'cn') {
      // No membership yet: the lead pages say why and lead to the purchase.
      await expect(tool(page).getByRole('alert').filter({ hasText: t.noMembership })).toBeVisible()
      await checkPage(page, `customer-tool-${language}-no-membership`)
      await tool(page).getByRole('link', { name: t.buyLink }).click()
      await expect(tool(page).getByRole('heading', { level: 1, name: t.buyHeading })).toBeVisible()
      await checkPage(page, `customer-tool-${language}-buy`)
      await tool(page).getByRole('button', { name: t.buyMulti }).click()
      const pay = page.locator('fair-ticket-buy')
      await expect(pay.getByRole('heading', { name: t.payHeading })).toBeVisible()
      await pay.getByRole('button', { name: t.payOrder }).click()
      await expect(page).toHaveURL(/\/sandbox\//)
      await page.getByRole('button', { name: t.cashierPay }).click()
      await expect(pay.getByRole('heading', { name: t.paid })).toBeVisible({ timeout: 30_000 })
      // The paid order leads back to the tool (the order calls name its kind), not to a ticket wallet.
      await pay.getByRole('link', { name: t.backToTool }).click()
    } else {
      await tool(page).getByRole('link', { name: t.nav.mine, exact: true }).click()
    }
    await expect(tool(page).getByRole('heading', { level: 1, name: t.mineHeading })).toBeVisible()
    await expect(tool(page).locator('[data-part="membership-state"]')).toHaveText(t.multiActive)
    await checkPage(page, `customer-tool-${language}-mine`)

    // Both languages see the accounts and the transfer page; the staff member is authorised once, in the cn run.
    await tool(page).getByRole('link', { name: t.toAccounts }).click()
    if (language === 'cn') {
      await tool(page).getByRole('checkbox', { name: t.staff }).check()
      await tool(page).getByRole('button', { name: t.saveAccounts }).click()
      await expect(page.getByText(t.saved)).toBeVisible()
    } else {
      await expect(tool(page).getByRole('checkbox', { name: t.staff })).toBeVisible()
    }
    await checkPage(page, `customer-tool-${language}-accounts`)

    await tool(page).getByRole('link', { name: t.toTransfer }).click()
    await expect(tool(page).getByRole('combobox', { name: t.transferFrom })).toBeVisible()
    await checkPage(page, `customer-tool-${language}-transfer`)

    // The authorised staff member scans a visitor's QR with the camera.
    await cameraScan(language, plan.camera, `customer-tool-${language}-camera`)

    // The admin types a badge code: this visitor keeps contact data to themselves.
    await tool(page).getByRole('link', { name: t.nav.scan, exact: true }).click()
    await typeCode(page, language, plan.typed.code)
    await expect(tool(page).locator('[data-part="scanned-customer"]')).toContainText(plan.typed.name)
    await checkPage(page, `customer-tool-${language}-scan`)

    // A lead's follow-up, a label, a note and the survey.
    await tool(page).getByRole('link', { name: t.nav.customers, exact: true }).click()
    await tool(page).getByRole('link', { name: t.open(plan.camera.name) }).click()
    await tool(page).getByRole('combobox', { name: t.followUp }).selectOption({ label: t.interested })
    await tool(page).getByRole('textbox', { name: t.newLabel }).fill(t.label)
    await tool(page).getByRole('button', { name: t.addLabel }).click()
    await expect(tool(page).getByRole('checkbox', { name: t.label })).toBeChecked()
    await tool(page).getByRole('textbox', { name: t.newNote }).fill(t.note)
    await tool(page).getByRole('button', { name: t.addNote }).click()
    await expect(tool(page).locator('[data-part="note"]').filter({ hasText: t.note })).toBeVisible()
    await checkPage(page, `customer-tool-${language}-detail`)
    await tool(page).getByRole('link', { name: t.survey }).click()
    await tool(page).getByRole('checkbox', { name: t.interest }).check()
    await tool(page).getByRole('radio', { name: t.timeframe }).check()
    await checkPage(page, `customer-tool-${language}-survey`)
    await tool(page).getByRole('button', { name: t.saveSurvey }).click()
    await expect(page.getByText(t.surveySaved)).toBeVisible()
    const captured = await leadNamed(page, request, plan.camera.name)
    expect(captured).toMatchObject({ followUp: 'interested', labels: [{ name: t.label }], surveyAnswered: true })
    expect(captured?.notes.map((note) => note.text)).toContain(t.note)

    // Offline: two scans wait on the phone, survive a reload, and each reaches the server once when it is back.
    const before = await Promise.all(plan.offline.map(async (visitor) => (await leadNamed(page, request, visitor.name))?.scanCount ?? 0))
    await tool(page).getByRole('link', { name: t.nav.scan, exact: true }).click()
    await expect(tool(page).getByRole('textbox', { name: t.code })).toBeVisible()
    await page.context().setOffline(true)
    await expect(tool(page).getByText(t.offline)).toBeVisible()
    for (const visitor of plan.offline) await typeCode(page, language, visitor.code)
    await expect(tool(page).getByRole('heading', { name: t.waiting(2) })).toBeVisible()
    await checkPage(page, `customer-tool-${language}-offline`)
    // The fair-ground network: the page loads, the scans' calls still fail.
    await page.route(`**${CUSTOMER_PATHS.scan}`, (route) => route.abort('internetdisconnected'))
    await page.context().setOffline(false)
    await page.reload()
    await expect(tool(page).getByRole('heading', { name: t.waiting(2) })).toBeVisible()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(CUSTOMER_PATHS.scan)) sent.push(request.postDataJSON().clientScanId)
    })
    await page.unroute(`**${CUSTOMER_PATHS.scan}`)
    await page.context().setOffline(true)
    await page.context().setOffline(false)
    await expect(tool(page).getByRole('heading', { name: t.waiting(2) })).toHaveCount(0, { timeout: 20_000 })
    await expect(tool(page).locator('[data-part="queued-scan"]')).toHaveCount(0)
    const after = await Promise.all(plan.offline.map(async (visitor) => (await leadNamed(page, request, visitor.name))?.scanCount ?? 0))
    expect(after).toEqual(before.map((count) => count + 1))
    expect(new Set(sent).size).toBe(2)

    // The export, read back from the xlsx.
    await tool(page).getByRole('link', { name: t.nav.export, exact: true }).click()
    await expect(tool(page).getByRole('heading', { level: 1, name: t.exportHeading })).toBeVisible()
    const download = page.waitForEvent('download')
    await tool(page).getByRole('button', { name: t.makeFile }).click()
    const file = await (await download).path()
    await expect(tool(page).locator('[data-part="export-status"]')).toHaveText(t.done)
    await checkPage(page, `customer-tool-${language}-export`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(file)
    const sheet = book.getWorksheet(t.sheet)!
    expect(sheet.getRow(1).getCell(1).value).toBe(t.nameColumn)
    const names = sheet.getColumn(1).values.slice(2)
    for (const visitor of [plan.camera, plan.typed, ...plan.offline]) expect(names).toContain(visitor.name)
  })
}

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`

test.describe('embedded', () => {
  let host: HostServer
  test.beforeAll(async () => {
    host = await startHostServer({ api: API })
  })
  test.afterAll(async () => host?.close())

  test('a partner page of another origin: the staff member signs in beside the tool, scans a typed code and opens the lead', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(`${host.origin}/customer-tool.html#/about`)
    const registration = page.locator('section.widgets > fair-registration')
    const leads = page.locator('fair-customer-tool')
    await registration.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(STAFF)
    await registration.getByLabel(/^Password/).fill(PASSWORD)
    await registration.getByRole('checkbox', { name: /Privacy Policy/ }).check()
    await registration.getByRole('button', { name: 'Log in', exact: true }).click()

    await expect(leads.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
    await expect(leads.getByRole('link', { name: `Open ${VISITORS.zhao.name}` })).toBeVisible()
    await screenFrom(leads, 'customer-tool-embedded-list-375')
    await leads.getByRole('link', { name: 'Scan', exact: true }).click()
    await leads.getByRole('textbox', { name: /^Entry code/ }).fill(VISITORS.grant.code)
    await leads.getByRole('button', { name: 'Add the scan' }).click()
    await expect(leads.locator('[data-part="scanned-customer"]')).toContainText(VISITORS.grant.name)
    await screenFrom(leads, 'customer-tool-embedded-scan-375')
    const heard = await page.evaluate(() => (window as unknown as { __fairEvents: Array<{ type: string; tag: string }> }).__fairEvents)
    expect(heard).toContainEqual(expect.objectContaining({ type: 'fair-customer-captured', tag: 'fair-customer-tool' }))

    await leads.getByRole('link', { name: 'Open the customer' }).click()
    await expect(leads.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible()
    await expect(leads.getByText('Northwind Imports Ltd.')).toBeVisible()
    const results = await new AxeBuilder({ page }).include('fair-customer-tool').analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

    // The partner's own route stayed where it was.
    await expect(page.locator('#host-view')).toHaveText('About the fair')
    expect(new URL(page.url()).hash).toBe('#/about')
  })
})

// Issue 20 (tests/keyboard.e2e.ts has the other areas): here because it needs the membership bought above.
test('keyboard: the admin signs in and types a badge code, with keys only', async ({ page }) => {
  const t = texts.en
  await page.goto(link('/tradeFairSystem/home', 'en'))
  await press(page.getByRole('button', { name: t.logIn }))
  await type(page.getByRole('textbox', { name: t.account }), ADMIN)
  await type(page.getByLabel(new RegExp(`^${t.password}`)), PASSWORD)
  await press(page.getByRole('checkbox', { name: t.privacy }), 'Space')
  await press(page.getByRole('button', { name: t.submit, exact: true }))
  await expect(tool(page).getByRole('heading', { level: 1, name: t.customers })).toBeVisible()
  await press(tool(page).getByRole('link', { name: t.nav.scan, exact: true }))
  await type(tool(page).getByRole('textbox', { name: t.code }), VISITORS.zhao.code)
  await press(tool(page).getByRole('button', { name: t.addScan }))
  await expect(tool(page).locator('[data-part="scanned-customer"]')).toContainText(VISITORS.zhao.name)
  await screen(page, 'keyboard-customer-tool-scan')
})
