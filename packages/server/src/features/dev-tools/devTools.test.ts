import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders, tickets } from '../orders'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const DATA = '/api/ef-registration-data-client/reg-user-data/user'
const CLIENT = '/api/ef-registration-client'

const login = (imasterCode: string, languageType: 'en' | 'cn' = 'en') =>
  server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    payload: { grant_type: 'imaster', imasterCode, tenantId: '000000', exhibitionId: '1002', type: 'visitor', languageType },
  })

describe('dev tools (demo only)', () => {
  it('issues an imaster code that signs its account in once', async () => {
    const issued = await server.call({ method: 'POST', url: '/api/dev/imaster-code', payload: { tenantId: '000000', account: 'Mini@Example.com' } })
    expect(issued.status).toBe(200)
    const first = await login(issued.body.data.imasterCode)
    expect(first.status).toBe(200)
    expect(first.body.data.account).toBe('mini@example.com')
    const reused = await login(issued.body.data.imasterCode, 'cn')
    expect(reused.status).toBe(409)
    expect(reused.body.msg).toBe('登录链接无效或已过期，请使用其他方式登录')
    expect((await server.call({ method: 'POST', url: '/api/dev/imaster-code', payload: { tenantId: 'nope', account: 'x@example.com' } })).status).toBe(400)
  })

  it('revokes an approved registration, after which its entry code link asks to complete the information', async () => {
    const token = await signInByEmail(server, 'revoked@example.com')
    const base = { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' }
    await server.call({ method: 'POST', url: `${DATA}/registerType/addAndGetAll`, headers: bearer(token), payload: { ...base, topRegisterType: 'visitor' } })
    await server.call({ method: 'POST', url: `${DATA}/saveOrUpdate`, headers: bearer(token), payload: { ...base, isDraft: false, data: { name: 'Ada', company: 'AE' } } })
    const link = await server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo/link`, headers: bearer(token), query: base })
    const revoke = (account: string) =>
      server.call({ method: 'POST', url: '/api/dev/registrations/revoke', payload: { tenantId: '000000', exhibitionId: '1002', account } })
    expect((await revoke('revoked@example.com')).status).toBe(200)
    expect((await server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo`, query: { token: link.body.data.token } })).status).toBe(409)
    expect((await revoke('nobody@example.com')).status).toBe(404)
  })

  it('issues tickets into an account\'s wallet as a paid order (ticketIssued), making a ticket type when the exhibition has none', async () => {
    const issue = (payload: Record<string, unknown>) => server.call({ method: 'POST', url: '/api/dev/tickets/issue', payload })
    const issued = await issue({ tenantId: '000000', exhibitionId: '1002', account: 'Wallet@Example.com', quantity: 2 })
    expect(issued.status).toBe(200)
    expect(issued.body.data.ticketIds).toHaveLength(2)
    const again = await issue({ tenantId: '000000', exhibitionId: '1002', account: 'wallet@example.com', ticketTypeId: issued.body.data.ticketTypeId })
    expect(again.body.data.ticketTypeId).toBe(issued.body.data.ticketTypeId)
    const rows = await server.database.db.select().from(tickets).where(eq(tickets.ticketTypeId, issued.body.data.ticketTypeId))
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.ownerUserId)).size).toBe(1)
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, issued.body.data.orderId))
    expect(order.state).toBe('ticketIssued')
    expect((await issue({ tenantId: '000000', exhibitionId: '2001', account: 'x@example.com' })).status).toBe(404)
    expect((await issue({ tenantId: '000000', exhibitionId: '1002', account: 'x@example.com', quantity: 0 })).status).toBe(400)
  })

  it('does not exist outside demo mode', async () => {
    const notDemo = await createTestServer({ env: { DEMO: 'false' } })
    try {
      expect((await notDemo.call({ method: 'POST', url: '/api/dev/imaster-code', payload: { tenantId: '000000', account: 'x@example.com' } })).status).toBe(404)
      expect((await notDemo.call({ method: 'POST', url: '/api/dev/tickets/issue', payload: { tenantId: '000000', exhibitionId: '1002', account: 'x@example.com' } })).status).toBe(404)
      expect((await notDemo.call({ method: 'POST', url: '/api/dev/registrations/revoke', payload: { tenantId: '000000', exhibitionId: '1002', account: 'x@example.com' } })).status).toBe(404)
    } finally {
      await notDemo.close()
    }
  })
})
