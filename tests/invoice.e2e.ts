import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { creditCodeCheckCharacter } from '../packages/core/src/invoice/taxId'
import { startHostServer, type HostServer } from './support/hostServer'
import { logInWithCode } from './support/login'
import { readCode, uniqueEmail } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen, screenFrom } from './support/screens'

/*
 * <fair-invoice> end to end against the real server, in both languages at 375 px: two invoice headers saved (a
 * wrong check character refused with its message first), an invoice asked for a paid order and watched until it is
 * issued, its PDF drawn in /pdfPreview and downloaded, the order refunded and the invoice seen void; an order of no
 * amount refused with its message. Everything through the pages, as a visitor does it.
 */

type Language = 'cn' | 'en'

const EXHIBITION = '1020'

/** A unified social credit code with its right check character (GB 32100), and the same with a wrong one. */
const TAX_ID_BODY = '91310115MA1K4ABCX'
const GOOD_TAX_ID = `${TAX_ID_BODY}${creditCodeCheckCharacter(TAX_ID_BODY)}`
const BAD_TAX_ID = `${GOOD_TAX_ID.slice(0, 17)}${GOOD_TAX_ID[17] === '0' ? '1' : '0'}`

const texts = {
  en: {
    name: 'Name',
    company: 'Company',
    complimentary: 'More Complimentary ticket',
    submitProfile: 'Submit',
    types: 'Choose tickets',
    more: 'More Standard day ticket',
    next: 'Next',
    dayOfEntry: 'Day of entry',
    submit: 'Submit order',
    payHeading: 'Pay your order',
    pay: 'Pay ¥80.00',
    paid: 'Payment successful',
    headersHeading: 'Invoice headers',
    addHeader: 'Add a header',
    companyName: /^Company name/,
    personName: /^Name/,
    personal: 'Personal',
    taxId: /^Taxpayer identification number/,
    email: /^E-mail for the invoice/,
    save: 'Save',
    checkCharacter: 'The last character of this unified social credit code does not match the others: please check the number',
    applyHeading: 'Ask for an invoice',
    applySubmit: 'Ask for the invoice',
    issued: 'Issued',
    voided: 'Void',
    view: /^View invoice/,
    download: /^Download invoice/,
    previewHeading: 'Document preview',
    historyHeading: 'Invoice history',
    refund: 'Ask for a refund',
    reason: 'Reason for the refund',
    submitRefund: 'Ask for the refund',
    refunded: 'Refunded: the money has gone back the way it came.',
    amountZero: 'This order cost nothing, so there is no invoice for it: the order amount must be greater than 0',
    currency: 'This order was not paid in RMB: invoices can only be issued for orders in RMB',
    companyTitle: 'Wong Events Trading Co., Ltd.',
    personTitle: 'Mia Wong',
  },
  cn: {
    name: '姓名',
    company: '公司名称',
    complimentary: '增加赠票（免费）',
    submitProfile: '提交',
    types: '选择门票',
    more: '增加标准单日票',
    next: '下一步',
    dayOfEntry: '入场日期',
    submit: '提交订单',
    payHeading: '支付订单',
    pay: '立即支付 ¥80.00',
    paid: '支付成功',
    headersHeading: '发票抬头',
    addHeader: '新增抬头',
    companyName: /^单位名称/,
    personName: /^姓名/,
    personal: '个人',
    taxId: /^纳税人识别号/,
    email: /^接收发票的邮箱/,
    save: '保存',
    checkCharacter: '统一社会信用代码的校验位不正确，请核对号码',
    applyHeading: '申请开票',
    applySubmit: '提交申请',
    issued: '已开具',
    voided: '已作废',
    view: /^在线查看发票/,
    download: /^下载发票/,
    previewHeading: '文件预览',
    historyHeading: '开票记录',
    refund: '申请退款',
    reason: '退款原因',
    submitRefund: '提交退款申请',
    refunded: '退款成功，款项已原路退回。',
    amountZero: '该订单金额为0，无需开票：订单金额须大于0',
    currency: '该订单不是以人民币支付的，仅支持人民币（RMB）订单开票',
    companyTitle: '王氏会展贸易有限公司',
    personTitle: '王美',
  },
} as const

const appUrl = (path: string, language: Language, extra = '') =>
  `/#${path}?tenantId=000000&exhibitionId=${EXHIBITION}&registerType=visitor&languageType=${language}${extra}`

async function look(page: Page, name: string) {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page)
  await screen(page, name)
}

/** A new visitor: code login and the short profile, then the ticket link's page. Answers the account. */
async function registeredVisitor(page: Page, request: APIRequestContext, language: Language): Promise<string> {
  const t = texts[language]
  const account = await logInWithCode(page, request, { exhibitionId: EXHIBITION, language })
  await page.getByRole('textbox', { name: t.name, exact: true }).fill(language === 'en' ? 'Mia Wong' : '王美')
  await page.getByRole('textbox', { name: t.company, exact: true }).fill(language === 'en' ? 'Wong Events' : '王氏会展')
  await page.getByRole('button', { name: t.submitProfile, exact: true }).click()
  await expect(page).not.toHaveURL(/#\/(registration|infoWap)/)
  await page.goto(`/#/ticket-type?tenantId=000000&exhibitionId=${EXHIBITION}&registerType=visitor&registerLinkId=tickets-2026&languageType=${language}`)
  await expect(page.getByRole('heading', { name: t.types })).toBeVisible()
  return account
}

/** A registered visitor with one day ticket bought and paid in the sandbox cashier. Answers the order id. */
async function visitorWithPaidOrder(page: Page, request: APIRequestContext, language: Language): Promise<{ account: string; orderId: string }> {
  const t = texts[language]
  const account = await registeredVisitor(page, request, language)
  return { account, orderId: await buyAndPayDayTicket(page, language) }
}

/** On the ticket link's page: one day ticket ordered and paid in the sandbox cashier. Answers the order id. */
async function buyAndPayDayTicket(page: Page, language: Language): Promise<string> {
  const t = texts[language]
  await expect(page.getByRole('heading', { name: t.types })).toBeVisible()
  await page.getByRole('button', { name: t.more }).click()
  await page.getByRole('button', { name: t.next }).click()
  await page.getByRole('combobox', { name: t.dayOfEntry }).selectOption({ index: 1 })
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByRole('heading', { name: t.payHeading })).toBeVisible()
  const orderId = /#\/ticket-type\/select\/([0-9a-f-]{36})/.exec(page.url())![1]
  await page.getByRole('button', { name: t.pay }).click()
  await expect(page).toHaveURL(/\/sandbox\//)
  await page.getByRole('button', { name: language === 'en' ? 'Pay ¥80.00' : '支付 ¥80.00' }).click()
  await expect(page.getByRole('heading', { name: t.paid })).toBeVisible()
  return orderId
}

for (const language of ['cn', 'en'] as const) {
  const t = texts[language]

  test(`${language}: two headers, an invoice issued for a paid order, previewed, downloaded, voided by the refund`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const { account, orderId } = await visitorWithPaidOrder(page, request, language)

    // The order page leads to the invoice (a route of <fair-invoice>).
    await page.goto(appUrl(`/order/${orderId}`, language))
    await page.getByRole('link', { name: language === 'en' ? 'Ask for an invoice' : '申请开票' }).click()
    await expect(page).toHaveURL(new RegExp(`#/invoice/apply/${orderId}`))
    await expect(page.getByRole('heading', { name: t.applyHeading, level: 1 })).toBeVisible()

    // Two headers: a company (its wrong check character refused first, nothing typed lost) and a person.
    await page.goto(appUrl('/invoiceHeaderManage', language))
    await expect(page.getByRole('heading', { name: t.headersHeading, level: 1 })).toBeVisible()
    await page.getByRole('button', { name: t.addHeader }).click()
    await page.getByRole('textbox', { name: t.companyName }).fill(t.companyTitle)
    await page.getByRole('textbox', { name: t.taxId }).fill(BAD_TAX_ID)
    await page.getByRole('textbox', { name: t.email }).fill(`finance-${account.replace(/[^\w]/g, '')}@example.com`)
    await page.getByRole('button', { name: t.save, exact: true }).click()
    await expect(page.getByText(t.checkCharacter)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.taxId })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: t.companyName })).toHaveValue(t.companyTitle)
    await look(page, `invoice-${language}-header-refused`)
    await page.getByRole('textbox', { name: t.taxId }).fill(GOOD_TAX_ID)
    await page.getByRole('button', { name: t.save, exact: true }).click()
    await expect(page.getByRole('heading', { name: t.companyTitle, level: 2 })).toBeVisible()
    await page.getByRole('button', { name: t.addHeader }).click()
    await page.getByRole('radio', { name: t.personal, exact: true }).check()
    await page.getByRole('textbox', { name: t.personName }).fill(t.personTitle)
    await page.getByRole('textbox', { name: t.email }).fill(`mia-${account.replace(/[^\w]/g, '')}@example.com`)
    await page.getByRole('button', { name: t.save, exact: true }).click()
    await expect(page.locator('li[data-part="header"]')).toHaveCount(2)
    await expect(page.locator('li[data-part="header"][data-state="default"]')).toHaveCount(1)
    await look(page, `invoice-${language}-headers`)

    // Apply with the company header (the default, picked already) and watch it become issued.
    await page.goto(appUrl(`/invoice/apply/${orderId}`, language))
    const company = page.getByRole('radio', { name: new RegExp(t.companyTitle.replace(/[.()]/g, '\\$&')) })
    await expect(company).toBeChecked()
    await look(page, `invoice-${language}-apply`)
    await page.getByRole('button', { name: t.applySubmit }).click()
    const invoice = page.locator('[data-part="invoice"]')
    await expect(invoice).toHaveAttribute('data-state', /applied|issued/)
    await expect(invoice).toHaveAttribute('data-state', 'issued', { timeout: 20_000 })
    await expect(invoice.locator('[data-part="state"]')).toHaveText(t.issued)
    await expect(invoice.locator('[data-part="invoice-no"]')).not.toBeEmpty()
    await look(page, `invoice-${language}-issued`)

    // The PDF drawn in the page, as the messaging app's browser needs it; on the app's own page pdf.js parses in its
    // worker, a file of its own.
    const worker = page.waitForEvent('worker', { predicate: (started) => /\/pdf\.worker\.min-[\w-]+\.mjs$/.test(started.url()), timeout: 20_000 })
    await invoice.getByRole('link', { name: t.view }).click()
    await worker
    await expect(page).toHaveURL(/#\/pdfPreview\?invoiceId=/)
    await expect(page.getByRole('heading', { name: t.previewHeading, level: 1 })).toBeVisible()
    const pages = page.locator('[data-part="pdf-pages"]')
    await expect(pages).toHaveAttribute('data-state', 'drawn', { timeout: 20_000 })
    await expect(pages.locator('canvas')).not.toHaveCount(0)
    // Something is drawn on the first page: a blank canvas would be all one colour.
    const inked = await pages.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
      let dark = 0
      for (let index = 0; index < data.length; index += 4) if (data[index] < 128 && data[index + 3] > 0) dark += 1
      return dark
    })
    expect(inked).toBeGreaterThan(500)
    await look(page, `invoice-${language}-preview`)

    // Downloaded from the history: a PDF named after its number.
    await page.goto(appUrl('/invoice/history', language))
    await expect(page.getByRole('heading', { name: t.historyHeading, level: 1 })).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).first().click()])
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/)
    const file = await download.createReadStream()
    const head = await new Promise<string>((resolve) => file.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))))
    expect(head).toBe('%PDF-')
    await look(page, `invoice-${language}-history`)

    // Refund the order: its invoice is void (with the red-letter reversal of an issued one).
    await page.goto(appUrl(`/refund/${orderId}`, language))
    await page.getByRole('textbox', { name: t.reason }).fill(language === 'en' ? 'I cannot come after all' : '行程有变，无法参展')
    await page.getByRole('button', { name: t.submitRefund }).click()
    await expect(page.locator('[data-part="refund-progress"]')).toHaveText(t.refunded, { timeout: 15_000 })
    await page.goto(appUrl('/invoice/history', language))
    const voided = page.locator('[data-part="invoice"]').first()
    await expect(voided).toHaveAttribute('data-state', 'voided')
    await expect(voided.locator('[data-part="state"]')).toHaveText(t.voided)
    await expect(voided.locator('[data-part="reversal"]')).toBeVisible()
    await look(page, `invoice-${language}-voided`)
  })

  test(`${language}: an order of no amount and one paid in another currency are refused with their messages`, async ({ page, request }) => {
    test.setTimeout(120_000)
    // The link's complimentary ticket: an order of ¥0, issued at once without a cashier.
    const account = await registeredVisitor(page, request, language)
    await page.getByRole('button', { name: t.complimentary }).click()
    await page.getByRole('button', { name: t.next }).click()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.locator('[data-part="order-state"]')).toBeVisible()
    const orderId = /#\/ticket-type\/select\/([0-9a-f-]{36})/.exec(page.url())![1]
    await page.goto(appUrl(`/invoice/apply/${orderId}`, language))
    const refusal = page.locator('[data-part="refusal"]')
    await expect(refusal).toHaveText(t.amountZero)
    await expect(refusal).toHaveAttribute('data-refusal', 'amountZero')
    await expect(page.getByRole('button', { name: t.applySubmit })).toHaveCount(0)
    await look(page, `invoice-${language}-refused-zero`)

    // A day ticket paid, then marked as sold in US dollars (the demo's stand-in for a foreign partner's sale).
    await page.goto(`/#/ticket-type?tenantId=000000&exhibitionId=${EXHIBITION}&registerType=visitor&registerLinkId=tickets-2026&languageType=${language}`)
    const paid = await buyAndPayDayTicket(page, language)
    const marked = await request.post('/api/dev/orders/currency', { data: { tenantId: '000000', account, orderId: paid, currency: 'USD' } })
    expect(marked.status()).toBe(200)
    await page.goto(appUrl(`/invoice/apply/${paid}`, language))
    await expect(refusal).toHaveText(t.currency)
    await expect(refusal).toHaveAttribute('data-refusal', 'currency')
    await expect(page.getByRole('button', { name: t.applySubmit })).toHaveCount(0)
    await look(page, `invoice-${language}-refused-currency`)
  })
}

test.describe('embedded on a partner page of another origin', () => {
  let host: HostServer
  test.beforeAll(async () => {
    host = await startHostServer({ api: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}` })
  })
  test.afterAll(async () => host?.close())

  test('beside <fair-ticket-buy>: sign in in place, buy, then an invoice issued, previewed and downloaded; no serious axe violation', async ({ page }) => {
    test.setTimeout(180_000)
    const t = texts.en
    await page.goto(`${host.origin}/invoice.html#/about`)
    const invoices = page.locator('fair-invoice#invoices')
    const tickets = page.locator('fair-ticket-buy').first()

    // Signed out, the invoice element shows the login in place, for its exhibition.
    const login = invoices.locator('fair-registration')
    await expect(login).toHaveCount(1)
    await expectNoSeriousAxeViolations(page)
    const email = uniqueEmail()
    await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await login.getByRole('button', { name: 'Send code' }).click()
    await login.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(page.request, email))
    await login.getByRole('checkbox', { name: /Privacy Policy/ }).check()
    await login.getByRole('button', { name: 'Log in', exact: true }).click()
    // Signed in, the invoice element shows its page (no paid order yet); buying needs the profile, which the ticket
    // element asks for in place.
    await expect(invoices.getByRole('heading', { name: 'Ask for an invoice', level: 1 })).toBeVisible()
    await expect(invoices.getByText('No paid order to invoice.')).toBeVisible()
    const profile = tickets.locator('fair-registration')
    await profile.getByRole('textbox', { name: 'Name', exact: true }).fill('Mia Wong')
    await profile.getByRole('textbox', { name: 'Company', exact: true }).fill('Wong Events')
    await profile.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(tickets.getByRole('heading', { name: t.types })).toBeVisible()
    await tickets.getByRole('button', { name: t.more }).click()
    await tickets.getByRole('button', { name: t.next }).click()
    await tickets.getByRole('combobox', { name: t.dayOfEntry }).selectOption({ index: 1 })
    await tickets.getByRole('button', { name: t.submit }).click()
    await tickets.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(/\/sandbox\//)
    await page.getByRole('button', { name: 'Pay ¥80.00' }).click()
    await expect(page).toHaveURL(new RegExp(`^${host.origin}/invoice\\.html\\?.*#/about$`))
    await expect(tickets.getByRole('heading', { name: t.paid })).toBeVisible()

    // The paid order in the invoice element: a company header typed and kept, the invoice watched until issued.
    await invoices.getByRole('link', { name: /^Ask for an invoice for order / }).click()
    await expect(invoices.getByRole('heading', { name: t.applyHeading, level: 1 })).toBeVisible()
    await expect(invoices.getByRole('radio', { name: 'Type a new header' })).toBeChecked()
    await invoices.getByRole('textbox', { name: t.companyName }).fill(t.companyTitle)
    await invoices.getByRole('textbox', { name: t.taxId }).fill(BAD_TAX_ID)
    await invoices.getByRole('textbox', { name: t.email }).fill('finance@example.com')
    await invoices.getByRole('button', { name: t.applySubmit }).click()
    await expect(invoices.getByText(t.checkCharacter)).toBeVisible()
    await invoices.getByRole('textbox', { name: t.taxId }).fill(GOOD_TAX_ID)
    await invoices.getByRole('button', { name: t.applySubmit }).click()
    const invoice = invoices.locator('[data-part="invoice"]')
    await expect(invoice).toHaveAttribute('data-state', 'issued', { timeout: 20_000 })
    await expectNoSeriousAxeViolations(page)
    await screenFrom(invoices, 'invoice-embedded-issued-375')

    // Downloaded, then drawn in the element (pdf.js from the API origin, on the partner's page).
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: t.download }).click()])
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/)
    await invoice.getByRole('link', { name: t.view }).click()
    const pages = invoices.locator('[data-part="pdf-pages"]')
    await expect(pages).toHaveAttribute('data-state', 'drawn', { timeout: 30_000 })
    await expect(pages.locator('canvas')).not.toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await screenFrom(invoices, 'invoice-embedded-preview-375')

    // The header typed was kept; the partner's hash never moved; the host heard the invoice's events.
    await expect(page).toHaveURL(/#\/about$/)
    const events = await page.evaluate(() => (window as unknown as { __fairEvents: Array<{ type: string; tag: string }> }).__fairEvents)
    const story = events.map((event) => `${event.type}@${event.tag}`).filter((entry) => entry.startsWith('fair-invoice'))
    expect(story).toEqual(['fair-invoice-applied@fair-invoice', 'fair-invoice-issued@fair-invoice'])

    // The same partner page under a strict Content Security Policy (scripts only from itself and the API origin):
    // the history and the PDF drawn, without one violation.
    await page.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { __violations: violations })
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    await page.goto(`${host.origin}/strict/invoice.html`)
    await invoices.getByRole('link', { name: 'Invoice history' }).click()
    await invoices.getByRole('link', { name: t.view }).click()
    await expect(pages).toHaveAttribute('data-state', 'drawn', { timeout: 30_000 })
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
  })
})

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('section.widgets').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}
