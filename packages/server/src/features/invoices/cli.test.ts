import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOICE_PATHS } from '@fairpass/core/contract'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, type TestServer, adminCli } from '../../testing'
import { createBuyers } from '../orders/testing'
import { invoiceCall, paidOrder, settledInvoice } from './testing'

/* `npm run admin -- invoices | invoice-reissue | invoice-void`: the CLI over HTTP (testing/adminCli) against this server. */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0' } })
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- invoices', () => {
  it('lists an issued invoice, voids it with its reversal, and refuses to reissue a voided one', async () => {
    const [visitor] = await createBuyers(server, 1)
    const orderId = await paidOrder(server, visitor.token, DEMO_TICKET_TYPES.forum, 1)
    const applied = await invoiceCall(server, visitor.token, 'POST', INVOICE_PATHS.apply, { orderId, kind: 'general', header: { type: 'personal', title: 'Ada Lovelace', email: 'ada@example.com' } })
    const invoice = await settledInvoice(server, visitor.token, applied.body.data.id)
    expect(invoice.state).toBe('issued')

    const listed = await cli(['invoices', '--exhibition', '1020', '--state', 'issued'])
    expect(listed.stderr).toBe('')
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(`Exhibition 1020: invoices in state issued`)
    expect(listed.stdout).toContain(invoice.invoiceNo!)
    expect(listed.stdout).toContain('Ada Lovelace')

    const voided = await cli(['invoice-void', '--exhibition', '1020', '--id', invoice.id])
    expect(voided.code).toBe(0)
    expect(voided.stdout).toMatch(new RegExp(`Invoice ${invoice.id} voided; red-letter reversal \\d+ over ¥-120\\.00`))

    const reissue = await cli(['invoice-reissue', '--exhibition', '1020', '--id', invoice.id, '--lang', 'cn'])
    expect(reissue.code).toBe(1)
    expect(reissue.stderr).toBe('Refused (409): 发票当前为已作废状态，无法进行此操作\n')
    const missing = await cli(['invoice-void', '--exhibition', '1020'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--id <invoice id> is required')
    const badState = await cli(['invoices', '--exhibition', '1020', '--state', 'lost'])
    expect(badState.code).toBe(2)
  }, 90_000)
})
