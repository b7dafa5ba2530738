import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOICE_PATHS } from '@fairpass/core/contract'
import { DEMO_TICKET_TYPES } from '../../seed'
import type { TestServer } from '../../testing'
import { createBuyers, EXHIBITION, TENANT } from '../orders/testing'
import { eventData, webhookTestServer } from '../webhooks/testing'
import type { InvoiceIssuer } from './issuer'
import { invoiceCall, paidOrder, settledInvoice } from './testing'

/* invoice.issued (issue 20): written in the savepoint that issues the invoice; a failed issue writes none. */

/** An issuer that fails when told to, with a stand-in PDF (the rendering is the PDF tests' business). */
const issuer: InvoiceIssuer & { failing: boolean } = {
  name: 'webhook-test',
  numbersItself: false,
  failing: false,
  async issue() {
    if (this.failing) throw new Error('issuer down')
    return { pdf: Buffer.from('%PDF-1.4 stand-in') }
  },
}

let server: TestServer
let visitor: { id: string; token: string }

beforeAll(async () => {
  server = await webhookTestServer([{ tenantId: TENANT, exhibitionId: EXHIBITION }], { env: { ORDER_SWEEP_SECONDS: '0', BACKGROUND_SWEEP_SECONDS: '1' }, invoiceIssuer: issuer })
  ;[visitor] = await createBuyers(server, 1)
}, 60_000)
afterAll(() => server.close())

async function apply(): Promise<string> {
  const orderId = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.pass)
  const applied = await invoiceCall(server, visitor.token, 'POST', INVOICE_PATHS.apply, { orderId, kind: 'general', header: { type: 'personal', title: '张三', email: 'zhang@example.com' } })
  expect(applied.status, JSON.stringify(applied.body)).toBe(200)
  return applied.body.data.id as string
}

describe('invoice webhooks', { timeout: 60_000 }, () => {
  it('an issued invoice writes invoice.issued with its number and ids, not the buyer\'s header', async () => {
    const id = await apply()
    const invoice = await settledInvoice(server, visitor.token, id)
    expect(invoice.state).toBe('issued')
    const events = await eventData(server.database.db, EXHIBITION, 'invoice.issued', { invoiceId: id })
    expect(events).toEqual([
      { invoiceId: id, invoiceNo: invoice.invoiceNo, orderId: invoice.orderId, userId: visitor.id, kind: 'general', amountFen: invoice.amountFen, state: 'issued' },
    ])
    expect(JSON.stringify(events)).not.toMatch(/张三|zhang@/)
  })

  it('a failed issue writes no event', async () => {
    issuer.failing = true
    const id = await apply()
    expect((await settledInvoice(server, visitor.token, id)).state).toBe('failed')
    issuer.failing = false
    expect(await eventData(server.database.db, EXHIBITION, 'invoice.issued', { invoiceId: id })).toEqual([])
  })
})
