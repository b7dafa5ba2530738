import { INVOICE_PATHS, type InvoiceView } from '@fairpass/core/contract'
import { DEMO_TICKET_TYPES, TICKETING_LINK } from '../../seed'
import type { TestServer } from '../../testing'
import { auth, EXHIBITION, orderDetail, payInSandbox, place, TENANT } from '../orders/testing'
import type { InvoiceDocument } from './issuer'

/*
 * What the invoice tests and the issuing benchmark share: a document as the job builds it, in either language (the
 * demo organiser as seller, a company buyer, two lines with a discount shared out), and the visitor's calls.
 */
export function sampleInvoiceDocument(language: 'cn' | 'en', kind: InvoiceDocument['kind'] = 'special'): InvoiceDocument {
  const cn = language === 'cn'
  return {
    invoiceNo: '00000042',
    issuedAt: new Date('2026-11-25T06:30:00Z'),
    kind,
    language,
    exhibitionTitle: cn ? '2026 国际示例博览会' : 'International Demo Expo 2026',
    orderNo: '20261125000017',
    seller: {
      name: cn ? '示例会展服务有限公司' : 'Demo Exhibition Services Co., Ltd.',
      taxId: '91110000600037341L',
      address: cn ? '北京市朝阳区示例路 88 号' : '88 Demo Road, Chaoyang District, Beijing',
      phone: '010-65550100',
      bankName: cn ? '中国银行北京朝阳支行' : 'Bank of China, Beijing Chaoyang Branch',
      bankAccount: '3401 2345 6789 0123',
    },
    buyer:
      kind === 'receipt'
        ? { type: 'company', title: 'Acme Trading GmbH', name: 'Jane Müller', taxId: null, bankName: null, bankAccount: null, address: 'Hauptstraße 5, 10115 Berlin, Germany', phone: null, email: 'jane@acme.example' }
        : {
            type: 'company',
            title: '福州示例科技有限公司',
            taxId: '91350100M000100Y43',
            bankName: '中国工商银行福州分行',
            bankAccount: '1402021209001234567',
            address: '福州市鼓楼区五四路 1 号',
            phone: '0591-87654321',
            email: 'finance@example.com',
          },
    lines: [
      { name: cn ? '3日通票' : '3-day pass', quantity: 1, unitPriceFen: 24000, amountFen: 21600, netFen: 20377, taxRatePermille: 60, taxFen: 1223 },
      { name: cn ? '开幕晚会' : 'Opening night party', quantity: 2, unitPriceFen: 5000, amountFen: 9000, netFen: 8491, taxRatePermille: 60, taxFen: 509 },
    ],
    amountFen: 30600,
    netFen: 28868,
    taxFen: 1732,
    verificationCode: '4F2A 9C1D 77E0 B35A',
    qrText: 'https://fair.example/verify?no=00000042&code=4F2A9C1D77E0B35A',
  }
}

/** A paid order of the buyer's (sandbox payment pressed, tickets issued). */
export async function paidOrder(server: TestServer, token: string, ticketTypeId: string = DEMO_TICKET_TYPES.pass, quantity = 1): Promise<string> {
  const placed = await place(server, token, [{ ticketTypeId, quantity }], { registerLinkId: TICKETING_LINK })
  if (placed.status !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`)
  const orderId = placed.body.data.id as string
  if (placed.body.data.state === 'ticketIssued') return orderId
  await payInSandbox(server, token, orderId)
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await orderDetail(server, token, orderId)).body.data.state === 'ticketIssued') return orderId
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`order ${orderId} was not paid`)
}

/** A visitor's invoice call through the real route. */
export function invoiceCall(server: TestServer, token: string, route: 'GET' | 'POST', url: string, fields: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') {
  const context = { exhibitionId: EXHIBITION, ...fields }
  return server.call(
    route === 'GET'
      ? { method: 'GET', url, headers: auth(token, TENANT, language), query: context as Record<string, string> }
      : { method: 'POST', url, headers: auth(token, TENANT, language), payload: context },
  )
}

/** Polls the invoice until it leaves `applied` (the job issues it in the background). */
export async function settledInvoice(server: TestServer, token: string, id: string, language: 'cn' | 'en' = 'en'): Promise<InvoiceView> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const detail = await invoiceCall(server, token, 'GET', INVOICE_PATHS.invoice, { id }, language)
    if (detail.body.data.state !== 'applied') return detail.body.data as InvoiceView
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`invoice ${id} stayed applied`)
}
