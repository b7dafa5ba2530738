import { expect, test, type Page, type Route } from '@playwright/test'
import { logInWithCode } from './support/login'
import { expectEveryControlNamed, expectNoHorizontalOverflow, type Language } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * Every <fair-ticket-buy> page at 375 px in both languages, drawn from fixed ticket data: the ticket calls are
 * answered in the browser (page.route), the login and the shell are the real server's. What the pages do against
 * the real ticket server is tests/ticket-buy.e2e.ts; this file is about how each page looks, reads and is named,
 * in every state worth seeing (sold out, a day to choose, holders, a refused code, each order state).
 */

const API = '/api/ef-registration-client'
const DAY = '11111111-1111-4111-8111-111111111111'
const MOTOR = '44444444-4444-4444-8444-444444444444'
const SOLD = '55555555-5555-4555-8555-555555555555'
const ORDER = '22222222-2222-4222-8222-222222222222'

const words = {
  en: { day: 'Day ticket', motor: 'Motor show ticket', sold: 'Last seats', notice: 'Bring your ID card. One entry on the chosen day.' },
  cn: { day: '单日票', motor: '车展门票', sold: '余票', notice: '请携带身份证件。所选日期内可入场一次。' },
}

function types(language: Language) {
  const w = words[language]
  const base = {
    description: language === 'en' ? 'Entry to all halls' : '可进入全部展馆',
    notice: w.notice,
    currency: 'RMB',
    validFrom: '2025-09-17',
    validTo: '2025-09-22',
    entries: 1,
    perPersonLimit: null,
    conflictGroup: null,
    saleState: 'onSale',
    refundableUntil: '2025-09-10',
    refundFeePercent: 10,
    giftable: true,
    transferable: true,
  }
  return [
    { ...base, id: DAY, name: w.day, priceFen: 8000, requiresDay: false, days: [], perOrderLimit: 5, remaining: 42, soldOut: false },
    { ...base, id: MOTOR, name: w.motor, priceFen: 12000, requiresDay: true, days: ['2025-09-17', '2025-09-18', '2025-09-19'], perOrderLimit: 4, perPersonLimit: 2, remaining: null, soldOut: false },
    { ...base, id: SOLD, name: w.sold, priceFen: 5000, requiresDay: false, days: [], perOrderLimit: 2, remaining: 0, soldOut: true },
  ]
}

function order(language: Language, state: string) {
  const w = words[language]
  return {
    id: ORDER,
    orderNo: 'FP2025091700000042',
    exhibitionId: '1002',
    state,
    totalFen: 28000,
    discountFen: 0,
    payableFen: 28000,
    discountCode: null,
    currency: 'RMB',
    items: [
      { id: 'l1', ticketTypeId: DAY, ticketTypeName: w.day, day: null, quantity: 2, unitPriceFen: 8000, holders: [] },
      { id: 'l2', ticketTypeId: MOTOR, ticketTypeName: w.motor, day: '2025-09-18', quantity: 1, unitPriceFen: 12000, holders: [{ name: language === 'en' ? 'Ann Lee' : '李安' }] },
    ],
    createdAt: '2025-09-01T02:00:00.000Z',
    expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
    paidAt: state === 'pendingPayment' || state === 'cancelled' ? null : '2025-09-01T02:03:00.000Z',
    refund: state === 'refunding' || state === 'refunded' ? { reason: 'x', feeFen: 2800, amountFen: 25200, state: state === 'refunded' ? 'succeeded' : 'requested', requestedAt: '2025-09-02T02:00:00.000Z' } : null,
    ticketIds: state === 'pendingPayment' || state === 'cancelled' ? [] : ['t1', 't2', 't3'],
  }
}

const envelope = (data: unknown, code = 200, msg = 'Success') => ({ status: code === 200 ? 200 : code, contentType: 'application/json', body: JSON.stringify({ code, success: code === 200, msg, data }) })

async function answerTicketCalls(page: Page, language: Language, orderState = { value: 'pendingPayment' }) {
  await page.route(`**${API}/**`, async (route: Route) => {
    const url = new URL(route.request().url())
    const path = url.pathname.slice(API.length)
    switch (path) {
      case '/ticketType/list':
        return route.fulfill(envelope(types(language)))
      case '/ticketType/detail':
        return route.fulfill(envelope(types(language).find((type) => type.id === url.searchParams.get('id'))))
      case '/discountCode/quote':
        return route.fulfill(envelope(null, 400, language === 'en' ? 'Discount code FAIR10 does not apply to Motor show ticket' : '优惠码 FAIR10 不适用于车展门票'))
      case '/order/placeOrderByIdList':
        return route.fulfill(envelope(order(language, 'pendingPayment')))
      case '/order/list':
        return route.fulfill(
          envelope(['pendingPayment', 'paid', 'cancelled', 'refunding', 'refunded', 'ticketIssued', 'entered', 'notEntered', 'completed'].map((state, index) => ({ ...order(language, state), id: `${ORDER.slice(0, -2)}${10 + index}`, orderNo: `FP20250917000000${10 + index}` }))),
        )
      case '/order/detail':
        return route.fulfill(envelope(order(language, orderState.value)))
      case '/order/refundQuote':
        return route.fulfill(envelope({ refundable: true, reason: null, refundableUntil: '2025-09-10T16:00:00.000Z', feeFen: 2800, amountFen: 25200 }))
      default:
        return route.continue()
    }
  })
}

const texts = {
  en: { types: 'Choose tickets', more: (name: string) => `More ${name}`, next: 'Next', confirm: 'Confirm your order', day: 'Day of entry', discount: 'Discount code', apply: 'Apply', submit: 'Submit order', pay: 'Pay your order', orders: 'My orders', refund: 'Ask for a refund', others: 'Other people', name: 'Name', details: (name: string) => `Details of ${name}`, signIn: 'Log in / Register' },
  cn: { types: '选择门票', more: (name: string) => `增加${name}`, next: '下一步', confirm: '确认订单', day: '入场日期', discount: '优惠码', apply: '使用', submit: '提交订单', pay: '支付订单', orders: '我的订单', refund: '申请退款', others: '为他人购买', name: '姓名', details: (name: string) => `${name}详情`, signIn: '登录 / 注册' },
}

async function check(page: Page, name: string) {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page)
  await screen(page, name)
}

for (const language of ['en', 'cn'] as const) {
  test(`${language}: every buying page, drawn and named at 375 px`, async ({ page, request }) => {
    const t = texts[language]
    const w = words[language]
    const orderState = { value: 'pendingPayment' }
    await answerTicketCalls(page, language, orderState)

    // Signed out: a short page that leads to the login.
    await page.goto(`/#/ticket-type?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=${language}&registerLinkId=tickets`)
    await expect(page.getByRole('button', { name: t.signIn })).toBeVisible()
    await check(page, `ticket-buy-signed-out-${language}`)

    await logInWithCode(page, request, { exhibitionId: '1002', language })
    await page.getByRole('textbox', { name: t.name }).fill(language === 'en' ? 'Ann Lee' : '李安')
    await page.getByRole('textbox', { name: language === 'en' ? 'Company' : '公司' }).fill(language === 'en' ? 'Lee Trading' : '李氏贸易')
    await page.getByRole('button', { name: language === 'en' ? 'Submit' : '提交' }).click()
    await expect(page).not.toHaveURL(/registration|infoWap/)

    await page.goto(`/#/ticket-type?registerLinkId=tickets&upgradeTicket=yes`)
    await expect(page.getByRole('heading', { name: t.types })).toBeVisible()
    await expect(page.getByRole('button', { name: t.more(w.sold) })).toBeDisabled()
    await page.getByRole('button', { name: t.more(w.day) }).click()
    await page.getByRole('button', { name: t.more(w.day) }).click()
    await page.getByRole('button', { name: t.more(w.motor) }).click()
    await check(page, `ticket-type-${language}`)

    await page.getByRole('button', { name: t.details(w.motor) }).click()
    await expect(page.getByText(w.notice)).toBeVisible()
    await check(page, `ticket-type-detail-${language}`)
    await page.goBack()

    await page.getByRole('radio', { name: t.others }).check()
    await page.getByRole('button', { name: t.next }).click()
    await expect(page.getByRole('heading', { name: t.confirm })).toBeVisible()
    await page.getByRole('textbox', { name: t.discount }).fill('FAIR10')
    await page.getByRole('button', { name: t.apply }).click()
    await expect(page.getByText(language === 'en' ? 'does not apply to Motor show ticket' : '不适用于车展门票').first()).toBeVisible()
    await page.getByRole('button', { name: t.submit }).click()
    // Nothing is sent while a day and the holders' names are missing; each field says what it needs.
    await expect(page.getByText(language === 'en' ? 'This field is required' : '此项为必填项').first()).toBeVisible()
    await check(page, `ticket-type-select-${language}`)

    await page.getByRole('combobox', { name: t.day }).selectOption('2025-09-18')
    for (const [index, field] of (await page.getByRole('textbox', { name: t.name, exact: true }).all()).entries()) {
      await field.fill((language === 'en' ? ['Ann Lee', 'Bo Chen', 'Cai Wen'] : ['李安', '陈波', '蔡文'])[index])
    }
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('heading', { name: t.pay })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`#/ticket-type/select/${ORDER}`))
    await check(page, `ticket-type-select-order-${language}`)

    await page.goto(`/#/payTransition?orderId=${ORDER}`)
    orderState.value = 'ticketIssued'
    await expect(page.getByText(language === 'en' ? 'Payment successful' : '支付成功')).toBeVisible()
    await check(page, `pay-transition-${language}`)

    await page.goto('/#/order')
    await expect(page.getByRole('heading', { name: t.orders })).toBeVisible()
    await expect(page.locator('fair-ticket-buy li[data-state]')).toHaveCount(9)
    await check(page, `order-list-${language}`)

    await page.goto(`/#/order/${ORDER}`)
    await expect(page.getByRole('button', { name: t.refund })).toBeVisible()
    await check(page, `order-detail-${language}`)

    await page.getByRole('button', { name: t.refund }).click()
    await expect(page.getByRole('heading', { name: t.refund })).toBeVisible()
    await expect(page.getByText('¥252.00')).toBeVisible()
    await check(page, `refund-${language}`)
  })
}
