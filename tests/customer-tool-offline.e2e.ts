import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CUSTOMER_PATHS, TICKET_PATHS, type CustomerPage, type MembershipOrderView, type MembershipState, type PaymentStart } from '../packages/core/src/contract'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * Issue 19's done-when for the scanner, with the browser really offline: the app's service worker (demo/offline) is
 * active, the network goes away, two scans wait on the phone, the page is RELOADED without a network (the worker
 * serves the app shell and its files), the scans are still there, and back online each reaches the server once.
 *
 * The rest of the suite blocks service workers (playwright.config.ts), since `page.route` does not see what a worker
 * answers; this file allows them. It uses the seeded exhibitor Blue Ocean Electronics (exhibitor2, no other test
 * signs in as it), so the customer-tool journey keeps its own company's "no membership yet": the first test to run
 * buys Blue Ocean the single-account membership over the API, as its admin would in the sandbox cashier.
 */

type Language = 'cn' | 'en'
const TENANT = '000000'
const EXHIBITION = '1020'
const ADMIN = { account: 'exhibitor2@fairpass.example', password: 'Expo#2026' }
const VISITORS = {
  cn: [{ code: '8800000001', name: '赵敏' }, { code: '8800000003', name: '孙浩' }],
  en: [{ code: '8800000002', name: 'Oliver Grant' }, { code: '8800000004', name: 'Amelia Chen' }],
} as const

const texts = {
  cn: {
    logIn: '登录 / 注册',
    account: '手机号或邮箱',
    password: '密码',
    privacy: /隐私政策/,
    submit: '登录',
    scan: '扫码',
    code: /^入场编码/,
    addScan: '添加扫码记录',
    offline: /当前无网络/,
    waiting: (n: number) => `待发送：${n} 条`,
  },
  en: {
    logIn: 'Log in / Register',
    account: 'Mobile number or e-mail',
    password: 'Password',
    privacy: /Privacy Policy/,
    submit: 'Log in',
    scan: 'Scan',
    code: /^Entry code/,
    addScan: 'Add the scan',
    offline: /^No network/,
    waiting: (n: number) => `Waiting to be sent: ${n}`,
  },
} as const

const link = (path: string, language: Language) =>
  `/#${path}?tenantId=${TENANT}&exhibitionId=${EXHIBITION}&registerType=commerceExhibition&languageType=${language}`
const tool = (page: Page) => page.locator('fair-customer-tool')

test.use({ serviceWorkers: 'allow' })
// One company: its membership is bought once, and the lead counts are read before and after each journey.
test.describe.configure({ mode: 'serial' })

async function apiToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/blade-auth/oauth/token', {
    headers: { 'Tenant-Id': TENANT },
    data: { grant_type: 'password', ...ADMIN, privacyMark: true, tenantId: TENANT, exhibitionId: EXHIBITION, type: 'commerceExhibition', registerType: 'commerceExhibition' },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { access_token: string } }).data.access_token
}

const headersOf = (token: string) => ({ Authorization: `Bearer ${token}`, 'Tenant-Id': TENANT })

async function membershipState(request: APIRequestContext, token: string): Promise<MembershipState> {
  const answer = await request.get(CUSTOMER_PATHS.membership, { headers: headersOf(token), params: { exhibitionId: EXHIBITION } })
  return ((await answer.json()) as { data: MembershipState }).data
}

/** The single-account membership, ordered, paid in the sandbox cashier and waited for, unless the company has one. */
async function ensureMembership(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request)
  if ((await membershipState(request, token)).authorised) return
  const order = await request.post(CUSTOMER_PATHS.placeOrder, { headers: headersOf(token), data: { tenantId: TENANT, exhibitionId: EXHIBITION, kind: 'single' } })
  expect(order.status()).toBe(200)
  const { orderId } = ((await order.json()) as { data: MembershipOrderView }).data
  const pay = await request.post(TICKET_PATHS.pay, { headers: headersOf(token), data: { tenantId: TENANT, exhibitionId: EXHIBITION, orderId, returnUrl: '/' } })
  expect(pay.status()).toBe(200)
  const { cashierUrl } = ((await pay.json()) as { data: PaymentStart }).data
  const paid = await request.post(`${new URL(cashierUrl, 'http://x').pathname}/pay`, { maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  await expect.poll(async () => (await membershipState(request, token)).authorised).toBe(true)
}

/** How many scans the company's lead of each visitor has, straight from the API. */
async function scanCounts(request: APIRequestContext, names: readonly string[]): Promise<number[]> {
  const token = await apiToken(request)
  return Promise.all(
    names.map(async (name) => {
      const list = await request.get(CUSTOMER_PATHS.list, { headers: headersOf(token), params: { exhibitionId: EXHIBITION, keyword: name, size: 10 } })
      const found = ((await list.json()) as { data: CustomerPage }).data.records.find((record) => record.name === name)
      return found?.scanCount ?? 0
    }),
  )
}

/** Resolves once the page's service worker is activated (installed means every file of the build is precached). */
async function workerActivated(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active!
    if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)))
    return worker.scriptURL
  })
}

test.beforeAll(async ({ request }) => {
  await ensureMembership(request)
})

for (const language of ['cn', 'en'] as const) {
  const t = texts[language]
  const visitors = VISITORS[language]

  test(`${language}: offline, two scans wait on the phone, the page reloads without a network and back online each is sent once`, async ({ page, request }) => {
    test.setTimeout(90_000)
    await page.goto(link('/scanCodePage', language))
    await page.getByRole('button', { name: t.logIn }).click()
    await page.getByRole('textbox', { name: t.account }).fill(ADMIN.account)
    await page.getByLabel(new RegExp(`^${t.password}`)).fill(ADMIN.password)
    await page.getByRole('checkbox', { name: t.privacy }).check()
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    // Signed in, the link's page opens: the scanner.
    await expect(tool(page).getByRole('heading', { level: 1, name: t.scan })).toBeVisible()
    await expect(tool(page).getByRole('textbox', { name: t.code })).toBeVisible()
    expect(await workerActivated(page)).toMatch(/\/sw\.js$/)

    const before = await scanCounts(request, visitors.map((visitor) => visitor.name))
    await page.context().setOffline(true)
    await expect(tool(page).getByText(t.offline)).toBeVisible()
    for (const visitor of visitors) {
      await tool(page).getByRole('textbox', { name: t.code }).fill(visitor.code)
      await tool(page).getByRole('button', { name: t.addScan }).click()
    }
    await expect(tool(page).getByRole('heading', { name: t.waiting(2) })).toBeVisible()
    await expect(tool(page).locator('[data-part="queued-scan"][data-state="pending"]')).toHaveCount(2)

    // Still offline: the reload is answered by the worker (the app page and every file it loads).
    await page.reload()
    await expect(tool(page).getByRole('heading', { name: t.waiting(2) })).toBeVisible()
    const queued = tool(page).locator('[data-part="queued-scan"][data-state="pending"]')
    await expect(queued).toHaveCount(2)
    for (const [index, visitor] of visitors.entries()) await expect(queued.nth(index)).toContainText(visitor.code)
    await expect(tool(page).getByText(t.offline)).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `customer-tool-offline-${language}-reloaded`)

    const sent: string[] = []
    page.on('request', (sending) => {
      if (sending.url().includes(CUSTOMER_PATHS.scan)) sent.push(sending.postDataJSON().clientScanId)
    })
    await page.context().setOffline(false)
    await expect(tool(page).getByRole('heading', { name: t.waiting(2) })).toHaveCount(0, { timeout: 20_000 })
    await expect(tool(page).locator('[data-part="queued-scan"]')).toHaveCount(0)
    await expect(tool(page).getByText(t.offline)).toHaveCount(0)
    await screen(page, `customer-tool-offline-${language}-synced`)
    // Each queued scan was sent once and made one scan of its visitor's lead.
    expect(sent).toHaveLength(2)
    expect(new Set(sent).size).toBe(2)
    expect(await scanCounts(request, visitors.map((visitor) => visitor.name))).toEqual(before.map((count) => count + 1))
  })
}
