import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { TICKET_PATHS, type OrderView } from '@fairpass/core/contract'
import { logInWithCode } from './support/login'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * <fair-ticket-buy> against the real server on the ticketing demo exhibition 1020 (seeded by server/seed/tickets.ts):
 * a new visitor logs in with a code from the dev outbox, chooses tickets, pays in the sandbox cashier by its
 * button, comes back to /payTransition; cancels an unpaid order; refunds a paid one; sees a sold-out type before
 * paying; is refused a discount code for a ticket it does not cover. Nothing is set up behind the app's back.
 */

type Language = 'en' | 'cn'

const words = {
  en: {
    name: 'Name',
    company: 'Company',
    submitProfile: 'Submit',
    types: 'Choose tickets',
    more: (type: string) => `More ${type}`,
    day: 'Standard day ticket',
    pass: '3-day pass',
    party: 'Opening night party',
    next: 'Next',
    dayOfEntry: 'Day of entry',
    discount: 'Discount code',
    apply: 'Apply',
    submit: 'Submit order',
    payHeading: 'Pay your order',
    pay: (amount: string) => `Pay ${amount}`,
    cashierPay: (amount: string) => `Pay ${amount}`,
    paid: 'Payment successful',
    viewOrder: 'View the order',
    wallet: 'See my tickets',
    cancel: 'Cancel order',
    cancelConfirm: 'Yes, cancel it',
    state: { ticketIssued: 'Ticket issued', cancelled: 'Cancelled', refunded: 'Refunded', refunding: 'Refunding' },
    refund: 'Ask for a refund',
    reason: 'Reason for the refund',
    submitRefund: 'Ask for the refund',
    refunded: 'Refunded: the money has gone back the way it came.',
    soldOut: 'Sold out',
    notApplicable: 'This discount code does not apply to 3-day pass',
    complimentary: 'Complimentary ticket',
    limit: 'Ticket limit reached',
    conflict: /These tickets cannot be bought together: (Standard day ticket, 3-day pass|3-day pass, Standard day ticket)/,
    change: 'Change tickets',
    fewer: (type: string) => `Fewer ${type}`,
    signIn: 'Log in / Register',
  },
  cn: {
    name: '姓名',
    company: '公司',
    submitProfile: '提交',
    types: '选择门票',
    more: (type: string) => `增加${type}`,
    day: '标准单日票',
    pass: '三日通票',
    party: '开幕酒会',
    next: '下一步',
    dayOfEntry: '入场日期',
    discount: '优惠码',
    apply: '使用',
    submit: '提交订单',
    payHeading: '支付订单',
    pay: (amount: string) => `立即支付 ${amount}`,
    cashierPay: (amount: string) => `支付 ${amount}`,
    paid: '支付成功',
    viewOrder: '查看订单',
    wallet: '查看我的门票',
    cancel: '取消订单',
    cancelConfirm: '确认取消',
    state: { ticketIssued: '已出票', cancelled: '已取消', refunded: '已退款', refunding: '退款中' },
    refund: '申请退款',
    reason: '退款原因',
    submitRefund: '提交退款申请',
    refunded: '退款成功，款项已原路退回。',
    soldOut: '已售罄',
    notApplicable: '此优惠码不适用于三日通票',
    complimentary: '赠票（免费）',
    limit: '门票数量已达上限',
    conflict: /这些门票不能同时购买：(标准单日票, 三日通票|三日通票, 标准单日票)/,
    change: '修改门票',
    fewer: (type: string) => `减少${type}`,
    signIn: '登录 / 注册',
  },
} as const

const LINK = (language: Language) => `/#/ticket-type?tenantId=000000&exhibitionId=1020&registerType=visitor&registerLinkId=tickets-2026&languageType=${language}`

/** A new visitor of 1020: code login, the short profile, then the ticket page of the link. */
async function signInAndOpenTickets(page: Page, request: APIRequestContext, language: Language) {
  const w = words[language]
  await logInWithCode(page, request, { exhibitionId: '1020', language })
  await page.getByRole('textbox', { name: w.name }).fill(language === 'en' ? 'Mia Wong' : '王美')
  await page.getByRole('textbox', { name: w.company }).fill(language === 'en' ? 'Wong Events' : '王氏会展')
  await page.getByRole('button', { name: w.submitProfile, exact: true }).click()
  await expect(page).not.toHaveURL(/#\/(registration|infoWap)/)
  await page.goto(LINK(language))
  await expect(page.getByRole('heading', { name: w.types })).toBeVisible()
}

/** One day ticket, the first day offered, submitted: lands on the unpaid order. Answers its id. */
async function orderOneDayTicket(page: Page, language: Language): Promise<string> {
  const w = words[language]
  await page.getByRole('button', { name: w.more(w.day) }).click()
  await page.getByRole('button', { name: w.next }).click()
  await page.getByRole('combobox', { name: w.dayOfEntry }).selectOption({ index: 1 })
  await page.getByRole('button', { name: w.submit }).click()
  await expect(page.getByRole('heading', { name: w.payHeading })).toBeVisible()
  const orderId = /#\/ticket-type\/select\/([0-9a-f-]{36})/.exec(page.url())?.[1]
  expect(orderId).toBeTruthy()
  return orderId!
}

/** Pays the open order in the sandbox cashier and waits to be back and told it is paid. */
async function payInSandbox(page: Page, language: Language, amount: string) {
  const w = words[language]
  await page.getByRole('button', { name: w.pay(amount) }).click()
  await expect(page).toHaveURL(/\/sandbox\//)
  await page.getByRole('button', { name: w.cashierPay(amount) }).click()
  await expect(page).toHaveURL(/#\/payTransition\?orderId=/)
  await expect(page.getByRole('heading', { name: w.paid })).toBeVisible()
}

async function orderFromApi(page: Page, request: APIRequestContext, orderId: string): Promise<OrderView> {
  const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
  const response = await request.get(`${TICKET_PATHS.order}?exhibitionId=1020&orderId=${orderId}`, {
    headers: { Authorization: `Bearer ${token}`, 'Tenant-Id': '000000' },
  })
  return ((await response.json()) as { data: OrderView }).data
}

for (const language of ['en', 'cn'] as const) {
  const w = words[language]

  test(`${language}: buy a day ticket, pay in the sandbox, come back to an issued ticket`, async ({ page, request }) => {
    await signInAndOpenTickets(page, request, language)
    await expectEveryControlNamed(page)
    const orderId = await orderOneDayTicket(page, language)
    await expectEveryControlNamed(page)
    await payInSandbox(page, language, '¥80.00')
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `ticket-buy-paid-${language}`)
    await expect(page.getByRole('link', { name: w.wallet })).toHaveAttribute('href', '#/wallet')

    await page.getByRole('link', { name: w.viewOrder }).click()
    await expect(page.locator('[data-part="order-state"]')).toHaveText(w.state.ticketIssued)
    const order = await orderFromApi(page, request, orderId)
    expect(order).toMatchObject({ state: 'ticketIssued', payableFen: 8000 })
    expect(order.ticketIds).toHaveLength(1)
  })

  test(`${language}: cancel an unpaid order (a double tap on Submit made only one)`, async ({ page, request }) => {
    await signInAndOpenTickets(page, request, language)
    await page.getByRole('button', { name: w.more(w.day) }).click()
    await page.getByRole('button', { name: w.next }).click()
    await page.getByRole('combobox', { name: w.dayOfEntry }).selectOption({ index: 1 })
    await page.getByRole('button', { name: w.submit }).dblclick()
    await expect(page.getByRole('heading', { name: w.payHeading })).toBeVisible()
    const orderId = /#\/ticket-type\/select\/([0-9a-f-]{36})/.exec(page.url())![1]
    const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
    const list = await request.get(`${TICKET_PATHS.orders}?exhibitionId=1020`, { headers: { Authorization: `Bearer ${token}`, 'Tenant-Id': '000000' } })
    expect(((await list.json()) as { data: OrderView[] }).data.map((order) => order.id)).toEqual([orderId])
    await page.getByRole('button', { name: w.cancel }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectEveryControlNamed(page)
    await page.getByRole('dialog').getByRole('button', { name: w.cancelConfirm }).click()
    await expect(page.locator('[data-part="order-state"]')).toHaveText(w.state.cancelled)
    await expect(page.getByRole('button', { name: w.pay('¥80.00') })).toHaveCount(0)
    await expect(page.getByRole('button', { name: w.cancel })).toHaveCount(0)
    expect((await orderFromApi(page, request, orderId)).state).toBe('cancelled')
  })

  test(`${language}: refund a paid order`, async ({ page, request }) => {
    await signInAndOpenTickets(page, request, language)
    const orderId = await orderOneDayTicket(page, language)
    await payInSandbox(page, language, '¥80.00')
    await page.getByRole('link', { name: w.viewOrder }).click()
    await page.getByRole('button', { name: w.refund }).click()
    await expect(page.getByRole('heading', { name: w.refund })).toBeVisible()
    // The organiser's rule for the day ticket: a 10 % fee.
    await expect(page.getByText('¥72.00')).toBeVisible()
    await page.getByRole('button', { name: w.submitRefund }).click()
    await expect(page.getByRole('textbox', { name: w.reason })).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('textbox', { name: w.reason }).fill(language === 'en' ? 'I cannot come after all' : '行程有变，无法参展')
    await expectEveryControlNamed(page)
    await page.getByRole('button', { name: w.submitRefund }).click()
    // Refunding until the provider's callback, then refunded: the page follows without a reload.
    await expect(page.locator('[data-part="refund-progress"]')).toHaveText(w.refunded, { timeout: 15_000 })
    await expect(page.locator('[data-part="order-state"]')).toHaveText(w.state.refunded)
    await screen(page, `ticket-buy-refunded-${language}`)
    expect((await orderFromApi(page, request, orderId)).state).toBe('refunded')
  })

  test(`${language}: a discount code is refused for a ticket it does not cover`, async ({ page, request }) => {
    await signInAndOpenTickets(page, request, language)
    await page.getByRole('button', { name: w.more(w.pass) }).click()
    await page.getByRole('button', { name: w.next }).click()
    await page.getByRole('textbox', { name: w.discount }).fill('FAIR10')
    await page.getByRole('button', { name: w.apply }).click()
    await expect(page.getByText(w.notApplicable).first()).toBeVisible()
    await expect(page.locator('[data-part="payable"]')).toHaveText('¥240.00')

    // The same code on the ticket it covers: 10 % off, and the order carries it.
    await page.getByRole('button', { name: w.change }).click()
    await page.getByRole('button', { name: w.fewer(w.pass) }).click()
    await page.getByRole('button', { name: w.more(w.day) }).click()
    await page.getByRole('button', { name: w.next }).click()
    await page.getByRole('combobox', { name: w.dayOfEntry }).selectOption({ index: 1 })
    await page.getByRole('textbox', { name: w.discount }).fill('FAIR10')
    await page.getByRole('button', { name: w.apply }).click()
    await expect(page.locator('[data-part="payable"]')).toHaveText('¥72.00')
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.getByRole('button', { name: w.pay('¥72.00') })).toBeVisible()
  })

  test(`${language}: the per-person limit and conflicting tickets are refused in the server's words; a free ticket is issued at once`, async ({ page, request }) => {
    await signInAndOpenTickets(page, request, language)
    await page.getByRole('button', { name: w.more(w.complimentary) }).click()
    await page.getByRole('button', { name: w.more(w.complimentary) }).click()
    await page.getByRole('button', { name: w.next }).click()
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.locator('[data-part="refusal"]')).toHaveText(w.limit)

    // One is within the limit, and free: no cashier, the ticket is issued at once.
    await page.getByRole('button', { name: w.change }).click()
    await page.getByRole('button', { name: w.fewer(w.complimentary) }).click()
    await page.getByRole('button', { name: w.next }).click()
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.locator('[data-part="order-state"]')).toHaveText(w.state.ticketIssued)
    await expect(page.getByRole('button', { name: w.pay('¥0.00') })).toHaveCount(0)
    await expect(page.getByRole('link', { name: w.wallet })).toBeVisible()

    await page.goto(LINK(language))
    await page.getByRole('button', { name: w.more(w.day) }).click()
    await page.getByRole('button', { name: w.more(w.pass) }).click()
    await page.getByRole('button', { name: w.next }).click()
    await page.getByRole('combobox', { name: w.dayOfEntry }).selectOption({ index: 1 })
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page.locator('[data-part="refusal"]')).toHaveText(w.conflict)
    await expectNoHorizontalOverflow(page)
    await screen(page, `ticket-buy-conflict-${language}`)
  })

  test(`${language}: signed out, the ticket link leads to the login and back`, async ({ page, request }) => {
    await page.goto(LINK(language))
    await page.getByRole('button', { name: w.signIn }).click()
    await expect(page).toHaveURL(/#\/registration/)
    await logInWithCode(page, request, { exhibitionId: '1020', language })
    // A new visitor registers first; then registration's post-login step brings them back, link and all.
    await expect(page).toHaveURL(/#\/infoWap/)
    await page.getByRole('textbox', { name: w.name }).fill(language === 'en' ? 'Leo Chan' : '陈乐')
    await page.getByRole('textbox', { name: w.company }).fill(language === 'en' ? 'Chan Motors' : '陈氏汽车')
    await page.getByRole('button', { name: w.submitProfile, exact: true }).click()
    await expect(page).toHaveURL(/#\/ticket-type\?.*registerLinkId=tickets-2026/)
    await expect(page.getByRole('heading', { name: w.types })).toBeVisible()
    await expect(page.getByRole('button', { name: w.more(w.day) })).toBeEnabled()
  })
}

test('sold out is shown before paying, in both languages', async ({ page, request }) => {
  const w = words.en
  await signInAndOpenTickets(page, request, 'en')
  // The party's quota is 2: an unpaid order of 2 holds them all.
  await page.getByRole('button', { name: w.more(w.party) }).click()
  await page.getByRole('button', { name: w.more(w.party) }).click()
  await page.getByRole('button', { name: w.next }).click()
  await page.getByRole('button', { name: w.submit }).click()
  await expect(page.getByRole('heading', { name: w.payHeading })).toBeVisible()

  await page.goto(LINK('en'))
  const party = page.locator('li[data-type]', { has: page.getByRole('heading', { name: w.party }) })
  await expect(party.locator('[data-part="availability"]')).toHaveText(w.soldOut)
  await expect(page.getByRole('button', { name: w.more(w.party) })).toBeDisabled()
  await screen(page, 'ticket-buy-sold-out-en')
  // The visitor switches the language: the list is asked again and says it in Chinese.
  await page.getByRole('button', { name: '中文' }).click()
  const partyCn = page.locator('li[data-type]', { has: page.getByRole('heading', { name: words.cn.party }) })
  await expect(partyCn.locator('[data-part="availability"]')).toHaveText(words.cn.soldOut)
  await expect(page.getByRole('button', { name: words.cn.more(words.cn.party) })).toBeDisabled()
})
