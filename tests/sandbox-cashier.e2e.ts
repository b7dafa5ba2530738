import { expect, test, type APIRequestContext } from '@playwright/test'
import { readCode, uniqueEmail } from './support/outbox'

/*
 * The sandbox cashier in a real browser at 375 px (issue 4, orders server): the order is made through the API, the
 * buyer pays or cancels on the hosted page, the signed callback is applied and the browser comes back to
 * /payTransition. The buying pages themselves are <fair-ticket-buy>'s tests.
 */

const DAY_TICKET = '7a1c0001-0000-4000-8000-000000001020'
const FORUM_TICKET = '7a1c0005-0000-4000-8000-000000001020'
const API = '/api/ef-registration-client'

async function signIn(request: APIRequestContext): Promise<Record<string, string>> {
  const account = uniqueEmail()
  const context = { tenantId: '000000', exhibitionId: '1020', languageType: 'en' }
  expect((await request.get('/api/blade-auth/validate-code/email', { params: { account, ...context } })).ok()).toBe(true)
  const login = await request.post('/api/blade-auth/oauth/token', {
    data: { grant_type: 'appemail', account, code: await readCode(request, account), privacyMark: true, registerType: 'visitor', ...context },
  })
  const token = (await login.json()).data.access_token as string
  return { authorization: `Bearer ${token}`, 'tenant-id': '000000' }
}

async function order(request: APIRequestContext, headers: Record<string, string>, item: Record<string, unknown>) {
  const placed = await request.post(`${API}/order/placeOrderByIdList`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { exhibitionId: '1020', items: [item] },
  })
  expect(placed.ok()).toBe(true)
  return (await placed.json()).data as { id: string; orderNo: string; payableFen: number; items: Array<{ day: string | null }> }
}

test('en: pay ¥80.00 at the sandbox cashier, come back to /payTransition, the ticket is issued', async ({ page, request }) => {
  const headers = await signIn(request)
  const types = await (await request.get(`${API}/ticketType/detail`, { params: { tenantId: '000000', exhibitionId: '1020', id: DAY_TICKET, languageType: 'en' } })).json()
  const placed = await order(request, headers, { ticketTypeId: DAY_TICKET, quantity: 1, day: types.data.days[0] })
  const started = await (await request.post(`${API}/order/pay`, { headers, data: { exhibitionId: '1020', orderId: placed.id, languageType: 'en' } })).json()

  await page.goto(started.data.cashierUrl)
  await expect(page.getByRole('heading', { name: 'Sandbox cashier' })).toBeVisible()
  await expect(page.getByText(placed.orderNo)).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('cashier-en.png') })
  await page.getByRole('button', { name: 'Pay ¥80.00' }).click()
  // The way back names the exhibition and language, so it works in a browser without this tab's session too.
  await expect(page).toHaveURL(new RegExp(`/#/payTransition\\?orderId=${placed.id}&tenantId=000000&exhibitionId=1020&languageType=en$`))

  const detail = await (await request.get(`${API}/order/detail`, { headers, params: { exhibitionId: '1020', orderId: placed.id } })).json()
  expect(detail.data.state).toBe('ticketIssued')
  expect(detail.data.ticketIds).toHaveLength(1)
})

test('cn: 取消支付 at the sandbox cashier leaves the order payable; the page says so when opened again after paying', async ({ page, request }) => {
  const headers = await signIn(request)
  const placed = await order(request, headers, { ticketTypeId: FORUM_TICKET, quantity: 1 })
  const started = await (await request.post(`${API}/order/pay`, { headers, data: { exhibitionId: '1020', orderId: placed.id, languageType: 'cn' } })).json()

  await page.goto(started.data.cashierUrl)
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('cashier-cn.png') })
  await page.getByRole('button', { name: '取消支付' }).click()
  await expect(page).toHaveURL(new RegExp(`/#/payTransition\\?orderId=${placed.id}&tenantId=000000&exhibitionId=1020&languageType=cn$`))
  let detail = await (await request.get(`${API}/order/detail`, { headers, params: { exhibitionId: '1020', orderId: placed.id } })).json()
  expect(detail.data.state).toBe('pendingPayment')

  // Paying again opens a fresh payment; after paying, its page only says it was handled.
  const again = await (await request.post(`${API}/order/pay`, { headers, data: { exhibitionId: '1020', orderId: placed.id, languageType: 'cn' } })).json()
  await page.goto(again.data.cashierUrl)
  await page.getByRole('button', { name: '支付 ¥120.00' }).click()
  await expect(page).toHaveURL(/payTransition/)
  detail = await (await request.get(`${API}/order/detail`, { headers, params: { exhibitionId: '1020', orderId: placed.id } })).json()
  expect(detail.data.state).toBe('ticketIssued')
  await page.goto(again.data.cashierUrl)
  await expect(page.getByRole('status')).toHaveText('该支付已处理。')
})
