import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type WalletTicket } from '@fairpass/core/contract'
import { DEMO_ADMIN_KEY } from '../../seed'
import { bearer, signInByEmail, type TestServer } from '../../testing'
import { eventData, webhookTestServer } from '../webhooks/testing'
import { EXHIBITION, issueTo, seedTicketType, signInByPhone, TENANT, userIdOf } from './testing'

/* The wallet's webhook events (issue 20): ticket.transferred, and ticket.scanned when the gate lets the holder in. */

let server: TestServer
let ada: string
let typeId: string

beforeAll(async () => {
  server = await webhookTestServer([{ tenantId: TENANT, exhibitionId: EXHIBITION }])
  // Inside the seeded type's validity (1–5 September 2025, Shanghai).
  server.clock.set(Date.UTC(2025, 8, 2, 2, 0, 0))
  ada = await signInByEmail(server, 'ada@example.com')
  await signInByPhone(server, '13800000001')
  typeId = await seedTicketType(server, { entries: 2 })
}, 60_000)
afterAll(() => server.close())

const q = { exhibitionId: EXHIBITION, languageType: 'en' }

describe('wallet webhooks', { timeout: 30_000 }, () => {
  it('a transfer writes ticket.transferred with the two user ids, not their accounts', async () => {
    const [id] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const moved = await server.call({ method: 'POST', url: TICKET_PATHS.transfer, headers: bearer(ada), payload: { ...q, id, account: '13800000001', confirmAccount: '13800000001' } })
    expect(moved.status).toBe(200)
    const events = await eventData(server.database.db, EXHIBITION, 'ticket.transferred', { ticketId: id })
    expect(events).toEqual([
      { ticketId: id, transferId: moved.body.data.id, fromUserId: await userIdOf(server, 'ada@example.com'), toUserId: await userIdOf(server, '13800000001'), state: 'valid' },
    ])
    expect(JSON.stringify(events)).not.toContain('13800000001')
  })

  it('each admitted entry writes ticket.scanned; a check without entering and a refused scan write none', async () => {
    const [id] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const qr = ((await server.call({ method: 'GET', url: TICKET_PATHS.walletTicket, headers: bearer(ada), query: { ...q, id } })).body.data as WalletTicket).qr!
    const gate = (enter: boolean) => server.call({ method: 'POST', url: TICKET_PATHS.verify, headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}`, 'accept-language': 'en' }, payload: { qr, enter } })
    expect((await gate(false)).body.data.result).toBe('ok')
    expect((await gate(true)).body.data.result).toBe('ok')
    expect((await gate(true)).body.data.result).toBe('ok')
    expect((await gate(true)).body.data.result).toBe('used')
    const scans = await eventData(server.database.db, EXHIBITION, 'ticket.scanned', { ticketId: id })
    // Same clock reading for both: ordered by the entry count, not by insertion.
    expect([...scans].sort((a, b) => Number(a.entriesUsed) - Number(b.entriesUsed))).toEqual([
      expect.objectContaining({ ticketId: id, entriesUsed: 1, entries: 2, state: 'valid' }),
      expect.objectContaining({ ticketId: id, entriesUsed: 2, entries: 2, state: 'used' }),
    ])
  })
})
