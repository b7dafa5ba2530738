import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { INVOICE_PATHS, TICKET_PATHS, type InvoiceHeaderView, type InvoiceView } from '@fairpass/core/contract'
import { DEMO_ADMIN_KEY, DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, orderDetail, TENANT } from '../orders/testing'
import { IssueRefused, type InvoiceDocument, type InvoiceIssuer, type IssuedInvoice } from './issuer'
import { renderInvoicePdf } from './pdf'
import { invoiceCounters, invoices } from './tables'
import { invoiceCall, paidOrder, settledInvoice } from './testing'

/*
 * Issue 14, server side, through the real routes: headers, applying and its refusals, issuing in the background with
 * the notice and its PDF, the English receipt, history and download, a failed issue and its retry, voiding on refund
 * with the red-letter reversal, and the organiser's reissue and void. The shipped PDF issuer renders every invoice;
 * a wrapper lets a test make it fail on purpose.
 */

const company = {
  type: 'company',
  title: '福州示例科技有限公司',
  taxId: '9135 0100 m000 100y43',
  bankName: '中国工商银行福州分行',
  bankAccount: '1402021209001234567',
  address: '福州市鼓楼区五四路1号',
  phone: '0591-87654321',
  email: 'finance@fuzhou.example',
}
const personal = { type: 'personal', title: '张三', email: 'zhang@example.com' }

/** The shipped issuer, made to fail on demand. */
class SwitchableIssuer implements InvoiceIssuer {
  readonly name = 'switchable'
  readonly numbersItself = false
  failure: Error | null = null
  readonly documents: InvoiceDocument[] = []
  async issue(document: InvoiceDocument): Promise<IssuedInvoice> {
    this.documents.push(document)
    if (this.failure) throw this.failure
    return { pdf: await renderInvoicePdf(document) }
  }
}

// Every invoice is rendered for real; on a shared two-core machine a test may take a few seconds.
vi.setConfig({ testTimeout: 60_000 })

let server: TestServer
let issuer: SwitchableIssuer
let visitor: { id: string; token: string; account: string }
let other: { id: string; token: string; account: string }

beforeAll(async () => {
  issuer = new SwitchableIssuer()
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' }, invoiceIssuer: issuer })
  ;[visitor, other] = await createBuyers(server, 2)
}, 60_000)
afterAll(() => server?.close())

const call = (token: string, method: 'GET' | 'POST', url: string, fields: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') => invoiceCall(server, token, method, url, fields, language)

describe('invoice headers', () => {
  it('keeps several headers: the first is the default, a wrong check character is refused with its message, nothing else saved', async () => {
    const wrong = await call(visitor.token, 'POST', INVOICE_PATHS.saveHeader, { header: { ...company, taxId: '91350100M000100Y44' } }, 'cn')
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.fieldErrors).toEqual({ 'header.taxId': '统一社会信用代码的校验位不正确，请核对号码' })

    const first = await call(visitor.token, 'POST', INVOICE_PATHS.saveHeader, { header: company })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ type: 'company', taxId: '91350100M000100Y43', isDefault: true, specialReady: true })
    const second = await call(visitor.token, 'POST', INVOICE_PATHS.saveHeader, { header: personal })
    expect(second.body.data).toMatchObject({ type: 'personal', taxId: null, isDefault: false, specialReady: false })

    const list = await call(visitor.token, 'GET', INVOICE_PATHS.headers)
    expect((list.body.data as InvoiceHeaderView[]).map((header) => header.title)).toEqual([company.title, personal.title])
    // Another account sees none of them, and cannot change them.
    expect((await call(other.token, 'GET', INVOICE_PATHS.headers)).body.data).toEqual([])
    expect((await call(other.token, 'POST', INVOICE_PATHS.setDefaultHeader, { id: second.body.data.id })).status).toBe(404)

    const defaulted = await call(visitor.token, 'POST', INVOICE_PATHS.setDefaultHeader, { id: second.body.data.id })
    expect((defaulted.body.data as InvoiceHeaderView[]).map((header) => [header.title, header.isDefault])).toEqual([
      [personal.title, true],
      [company.title, false],
    ])
    const edited = await call(visitor.token, 'POST', INVOICE_PATHS.saveHeader, { id: second.body.data.id, header: { ...personal, title: '张三丰' } })
    expect(edited.body.data).toMatchObject({ title: '张三丰', isDefault: true })
    // Removing the default makes the other one the default.
    const removed = await call(visitor.token, 'POST', INVOICE_PATHS.removeHeader, { id: second.body.data.id })
    expect((removed.body.data as InvoiceHeaderView[]).map((header) => [header.title, header.isDefault])).toEqual([[company.title, true]])
  })
})

describe('applying and issuing', () => {
  let orderId: string
  let invoice: InvoiceView

  it('issues a special VAT invoice for a paid order in the background, and mails the PDF', async () => {
    orderId = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.pass, 2)
    const eligible = await call(visitor.token, 'GET', INVOICE_PATHS.eligibility, { orderId })
    expect(eligible.body.data).toMatchObject({ orderId, amountFen: 48000, currency: 'RMB', refusal: null, invoice: null })

    const [header] = (await call(visitor.token, 'GET', INVOICE_PATHS.headers)).body.data as InvoiceHeaderView[]
    const applied = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId, kind: 'special', headerId: header.id }, 'cn')
    expect(applied.status).toBe(200)
    expect(applied.body.data).toMatchObject({ orderId, kind: 'special', state: 'applied', amountFen: 48000, invoiceNo: null, downloadable: false })

    invoice = await settledInvoice(server, visitor.token, applied.body.data.id, 'cn')
    expect(invoice).toMatchObject({ state: 'issued', language: 'cn', downloadable: true, failedReason: null })
    expect(invoice.invoiceNo).toMatch(/^26\d{8}$/)
    expect(invoice.netFen + invoice.taxFen).toBe(48000)
    expect(invoice.lines).toEqual([{ name: '三日通票', quantity: 2, unitPriceFen: 24000, amountFen: 48000, netFen: 45283, taxRatePermille: 60, taxFen: 2717 }])
    expect(invoice.buyer).toMatchObject({ title: company.title, taxId: '91350100M000100Y43' })

    for (let attempt = 0; attempt < 100 && server.outbox.list(company.email).length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20))
    const [notice] = server.outbox.list(company.email)
    expect(notice.subject).toBe(`您的发票 ${invoice.invoiceNo} 已开具`)
    expect(notice.body).toContain('¥480.00')
    expect(notice.attachments).toEqual([{ filename: `invoice-${invoice.invoiceNo}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }])
  })

  it('lets only the owner download the PDF', async () => {
    const download = await server.app.inject({ method: 'GET', url: INVOICE_PATHS.download, headers: auth(visitor.token), query: { exhibitionId: EXHIBITION, id: invoice.id } })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.invoiceNo}.pdf"`)
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const stranger = await call(other.token, 'GET', INVOICE_PATHS.download, { id: invoice.id })
    expect(stranger.status).toBe(404)
    expect((await call(visitor.token, 'GET', INVOICE_PATHS.download, { id: invoice.id, exhibitionId: '1001' })).status).toBe(404)
  })

  it('refuses a second invoice, a zero-amount order, another currency, an unpaid order and another visitor’s order, each with its message', async () => {
    const again = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId, kind: 'general', header: personal })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This order already has an invoice; a new one can only be applied for after it is voided')
    expect(again.body.data).toEqual({ refusal: 'alreadyInvoiced' })

    const free = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.complimentary, 1)
    const zero = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: free, kind: 'general', header: personal }, 'cn')
    expect(zero.status).toBe(409)
    expect(zero.body.msg).toBe('该订单金额为0，无需开票：订单金额须大于0')
    expect((await call(visitor.token, 'GET', INVOICE_PATHS.eligibility, { orderId: free })).body.data.refusal).toEqual({
      code: 'amountZero',
      message: 'This order cost nothing, so there is no invoice for it: the order amount must be greater than 0',
    })

    const foreign = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.party, 1)
    // The demo's stand-in for an order paid in another currency (only another account's order is refused).
    expect((await server.call({ method: 'POST', url: '/api/dev/orders/currency', payload: { tenantId: TENANT, account: other.account, orderId: foreign, currency: 'USD' } })).status).toBe(404)
    const marked = await server.call({ method: 'POST', url: '/api/dev/orders/currency', payload: { tenantId: TENANT, account: visitor.account, orderId: foreign, currency: 'USD' } })
    expect(marked.body.data).toEqual({ orderId: foreign, currency: 'USD' })
    const currency = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: foreign, kind: 'general', header: personal })
    expect(currency.status).toBe(409)
    expect(currency.body.msg).toBe('This order was not paid in RMB: invoices can only be issued for orders in RMB')

    const unpaid = await server.call({
      method: 'POST',
      url: TICKET_PATHS.placeOrder,
      headers: { ...auth(visitor.token), 'idempotency-key': crypto.randomUUID() },
      payload: { exhibitionId: EXHIBITION, items: [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 1 }], registerLinkId: 'tickets-2026' },
    })
    const notPaid = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: unpaid.body.data.id, kind: 'general', header: personal })
    expect(notPaid.status).toBe(409)
    expect(notPaid.body.data).toEqual({ refusal: 'notPaid' })

    const othersOrder = await paidOrder(server, other.token, DEMO_TICKET_TYPES.forum, 1)
    const notYours = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: othersOrder, kind: 'general', header: personal })
    expect(notYours.status).toBe(404)
    expect((await call(visitor.token, 'GET', INVOICE_PATHS.eligibility, { orderId: othersOrder })).status).toBe(404)
    expect(await server.database.db.select().from(invoices).where(eq(invoices.orderId, othersOrder))).toEqual([])
  })

  it('refuses a special invoice on a header that lacks the bank, and saves a typed header when asked', async () => {
    const order = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.forum, 1)
    const saved = await call(visitor.token, 'POST', INVOICE_PATHS.saveHeader, { header: { ...company, title: '厦门示例有限公司', bankName: '', bankAccount: '' } })
    const incomplete = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: order, kind: 'special', headerId: saved.body.data.id })
    expect(incomplete.status).toBe(409)
    expect(incomplete.body.data).toEqual({ missing: ['bankName', 'bankAccount'] })
    const typed = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: order, kind: 'special', header: { ...company, bankName: '' } })
    expect(typed.status).toBe(400)
    expect(typed.body.data.fieldErrors).toEqual({ 'header.bankName': 'Required for a special VAT invoice' })

    const before = ((await call(visitor.token, 'GET', INVOICE_PATHS.headers)).body.data as unknown[]).length
    const general = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: order, kind: 'general', header: { ...personal, title: '李四' }, saveHeader: true })
    expect(general.status).toBe(200)
    expect((await call(visitor.token, 'GET', INVOICE_PATHS.headers)).body.data).toHaveLength(before + 1)
    expect((await settledInvoice(server, visitor.token, general.body.data.id)).state).toBe('issued')
  })

  it('issues the English receipt without a tax number, in English', async () => {
    const order = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.party, 1)
    const latin = await call(visitor.token, 'POST', INVOICE_PATHS.applyReceipt, { orderId: order, name: '张三', address: 'Main St 1', email: 'jane@acme.example' })
    expect(latin.body.data.fieldErrors).toEqual({ name: 'Use English (Latin) letters, digits and punctuation only' })
    const applied = await call(visitor.token, 'POST', INVOICE_PATHS.applyReceipt, { orderId: order, name: 'Jane Müller', company: 'Acme GmbH', address: 'Hauptstraße 5, 10115 Berlin', email: 'jane@acme.example' }, 'cn')
    expect(applied.status).toBe(200)
    const receipt = await settledInvoice(server, visitor.token, applied.body.data.id)
    expect(receipt).toMatchObject({ kind: 'receipt', language: 'en', state: 'issued', buyer: { title: 'Acme GmbH', name: 'Jane Müller', taxId: null } })
    expect(receipt.lines[0].name).toBe('Opening night party')
    expect(issuer.documents.at(-1)).toMatchObject({ language: 'en', exhibitionTitle: expect.stringMatching(/[A-Za-z]/), seller: { name: 'Demo Exhibition Services Co., Ltd.' } })
  })

  it('lists every invoice newest first, with its state', async () => {
    const list = await call(visitor.token, 'GET', INVOICE_PATHS.invoices)
    const views = list.body.data as InvoiceView[]
    expect(views.length).toBeGreaterThanOrEqual(3)
    expect(views.every((view) => view.state === 'issued')).toBe(true)
    expect(views.map((view) => view.id)).toContain(invoice.id)
    const applied = views.map((view) => Date.parse(view.appliedAt))
    expect(applied).toEqual([...applied].sort((a, b) => b - a))
    expect((await call(other.token, 'GET', INVOICE_PATHS.invoices)).body.data).toEqual([])
  })

  it('voids the invoice when the order is refunded, and records the red-letter reversal under its own number', async () => {
    const refunded = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(visitor.token), payload: { exhibitionId: EXHIBITION, orderId, reason: 'Plans changed' } })
    expect(refunded.status).toBe(200)
    for (let attempt = 0; attempt < 200 && (await orderDetail(server, visitor.token, orderId)).body.data.state !== 'refunded'; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10))
    const voided = (await call(visitor.token, 'GET', INVOICE_PATHS.invoice, { id: invoice.id })).body.data as InvoiceView
    expect(voided).toMatchObject({ state: 'voided', voidReason: 'The order was refunded', downloadable: true })
    expect(voided.reversal).toMatchObject({ amountFen: -48000 })
    expect(voided.reversal!.invoiceNo).not.toBe(voided.invoiceNo)
    // A refunded order cannot be invoiced again.
    expect((await call(visitor.token, 'GET', INVOICE_PATHS.eligibility, { orderId })).body.data).toMatchObject({ refusal: { code: 'notPaid' }, invoice: null })
  })
})

describe('a failed issue', () => {
  it('is failed with its reason, takes no number, and is issued on retry', async () => {
    const [counterBefore] = await server.database.db.select().from(invoiceCounters).where(eq(invoiceCounters.tenantId, TENANT))
    issuer.failure = new IssueRefused('error.invoice.providerUnavailable')
    const order = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.forum, 1)
    const applied = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: order, kind: 'general', header: personal }, 'cn')
    const failed = await settledInvoice(server, visitor.token, applied.body.data.id, 'cn')
    expect(failed).toMatchObject({ state: 'failed', failedReason: '电子发票服务暂不可用，请稍后再试', invoiceNo: null, downloadable: false })
    expect((await call(visitor.token, 'GET', INVOICE_PATHS.download, { id: failed.id })).body.msg).toBe('This invoice has not been issued yet, so there is no PDF to download')

    // An unexpected error (not a refusal) is a failure too, recorded with the generic reason.
    issuer.failure = new Error('disk full')
    expect((await call(other.token, 'POST', INVOICE_PATHS.retry, { id: failed.id })).status).toBe(404)
    const retried = await call(visitor.token, 'POST', INVOICE_PATHS.retry, { id: failed.id })
    expect(retried.status).toBe(200)
    expect((await settledInvoice(server, visitor.token, failed.id)).failedReason).toBe('The invoice could not be produced; please try again')
    const [counterAfter] = await server.database.db.select().from(invoiceCounters).where(eq(invoiceCounters.tenantId, TENANT))
    expect(counterAfter.lastNumber).toBe(counterBefore.lastNumber)

    issuer.failure = null
    await call(visitor.token, 'POST', INVOICE_PATHS.retry, { id: failed.id })
    const issued = await settledInvoice(server, visitor.token, failed.id)
    expect(issued).toMatchObject({ state: 'issued', failedReason: null })
    expect(Number(issued.invoiceNo!.slice(2))).toBe(counterBefore.lastNumber + 1)
    // Only a failed invoice is retried.
    const again = await call(visitor.token, 'POST', INVOICE_PATHS.retry, { id: failed.id })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This is not possible while the invoice is issued')
  })
})

describe('a refund before the invoice was issued', () => {
  it('voids a failed invoice without a reversal: no number was ever given', async () => {
    const order = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.pass, 1)
    issuer.failure = new IssueRefused('error.invoice.providerUnavailable')
    let applied
    try {
      applied = await call(visitor.token, 'POST', INVOICE_PATHS.apply, { orderId: order, kind: 'general', header: personal })
      expect((await settledInvoice(server, visitor.token, applied.body.data.id)).state).toBe('failed')
    } finally {
      issuer.failure = null
    }
    const refunded = await server.call({ method: 'POST', url: TICKET_PATHS.refund, headers: auth(visitor.token), payload: { exhibitionId: EXHIBITION, orderId: order, reason: 'Plans changed' } })
    expect(refunded.status).toBe(200)
    for (let attempt = 0; attempt < 200 && (await orderDetail(server, visitor.token, order)).body.data.state !== 'refunded'; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10))
    const voided = (await call(visitor.token, 'GET', INVOICE_PATHS.invoice, { id: applied.body.data.id })).body.data as InvoiceView
    expect(voided).toMatchObject({ state: 'voided', invoiceNo: null, reversal: null, downloadable: false, voidReason: 'The order was refunded' })
  })
})

describe('the organiser', () => {
  const admin = { authorization: `Bearer ${DEMO_ADMIN_KEY}` }

  it('lists, reissues and voids invoices of the exhibition', async () => {
    const list = await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/invoices`, headers: admin, query: { state: 'issued', limit: '5' } })
    expect(list.status).toBe(200)
    expect(list.body.data.sellerConfigured).toBe(true)
    const target = list.body.data.invoices[0]
    expect(target).toMatchObject({ state: 'issued', account: visitor.account })

    const reissued = await server.call({ method: 'POST', url: `/api/admin/exhibitions/${EXHIBITION}/invoices/${target.id}/reissue`, headers: admin })
    expect(reissued.status).toBe(200)
    expect(reissued.body.data.id).not.toBe(target.id)
    const old = (await call(visitor.token, 'GET', INVOICE_PATHS.invoice, { id: target.id })).body.data as InvoiceView
    expect(old).toMatchObject({ state: 'voided', voidReason: 'Voided by the organiser' })
    expect(old.reversal).not.toBeNull()
    const fresh = await settledInvoice(server, visitor.token, reissued.body.data.id)
    expect(fresh.state).toBe('issued')
    expect(fresh.invoiceNo).not.toBe(target.invoiceNo)

    const voided = await server.call({ method: 'POST', url: `/api/admin/exhibitions/${EXHIBITION}/invoices/${fresh.id}/void`, headers: admin, payload: {} })
    expect(voided.body.data).toMatchObject({ state: 'voided', reversal: { amountFen: -fresh.amountFen } })
    const twice = await server.call({ method: 'POST', url: `/api/admin/exhibitions/${EXHIBITION}/invoices/${fresh.id}/void`, headers: admin })
    expect(twice.status).toBe(409)
    expect((await server.call({ method: 'POST', url: `/api/admin/exhibitions/${EXHIBITION}/invoices/not-an-invoice/void`, headers: admin })).status).toBe(404)
  })
})
