import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type TicketVerification, type WalletTicket } from '@fairpass/core/contract'
import { maskPhone } from '@fairpass/core/utils'
import { orders, tickets } from '../orders'
import { ticketTransfers } from './tables'
import { DEMO_ADMIN_KEY } from '../../seed'
import { bearer, createTestServer, setVenueTimeZone, signInByEmail, type TestServer } from '../../testing'
import { createAdminKey } from '../admin'
import { openQr, publicKeyFromRaw, qrKeys, signQr } from './qr'
import { EXHIBITION, issueTo, seedTicketType, signInByPhone, TENANT } from './testing'

let server: TestServer
let ada: string
let bob: string
let typeId: string
let otherTenantKey: string

beforeAll(async () => {
  server = await createTestServer()
  // 2 September 2025, 10:00 in Shanghai: inside the seeded type's validity (1–5 September).
  server.clock.set(Date.UTC(2025, 8, 2, 2, 0, 0))
  ada = await signInByEmail(server, 'ada@example.com')
  bob = await signInByPhone(server, '13800000001')
  typeId = await seedTicketType(server, { entries: 2 })
  otherTenantKey = (await createAdminKey(server.database.db, '100001', 'other organiser gate')).key
}, 60_000)
afterAll(() => server.close())

const q = { exhibitionId: EXHIBITION, languageType: 'en' }
const wallet = (token: string) => server.call({ method: 'GET', url: TICKET_PATHS.wallet, headers: bearer(token), query: q })
const detail = (token: string, id: string, headers: Record<string, string> = {}) =>
  server.call({ method: 'GET', url: TICKET_PATHS.walletTicket, headers: { ...bearer(token), ...headers }, query: { ...q, id } })
const post = (token: string, url: string, payload: Record<string, unknown>, languageType = 'en') =>
  server.call({ method: 'POST', url, headers: bearer(token), payload: { exhibitionId: EXHIBITION, languageType, ...payload } })
const verify = async (qr: string, enter = false, key = DEMO_ADMIN_KEY): Promise<TicketVerification> => {
  const response = await server.call({ method: 'POST', url: TICKET_PATHS.verify, headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' }, payload: { qr, enter } })
  expect(response.status).toBe(200)
  return response.body.data
}

describe('signed entry QR codes', () => {
  const payload = { ticketId: '0b6f4a52-7f1e-4c7a-9d55-3a1f0c2b9e11', qrVersion: 3, tenantId: '000000', exhibitionId: '1001', day: '2025-09-18' }

  it('round-trips, fits a QR comfortably, and refuses any changed byte', () => {
    const keys = qrKeys('a-server-secret-that-is-long-enough-0123456789')
    const qr = signQr(keys, payload)
    expect(qr).toMatch(/^FP1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/)
    expect(qr.length).toBeLessThan(200)
    expect(openQr(keys.publicKey, qr)).toEqual(payload)
    const [prefix, body, signature] = qr.split('.')
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('|3|', '|4|')).toString('base64url')
    expect(openQr(keys.publicKey, `${prefix}.${forged}.${signature}`)).toBeNull()
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11)
    expect(openQr(keys.publicKey, `${prefix}.${body}.${flipped}`)).toBeNull()
    expect(openQr(keys.publicKey, payload.ticketId)).toBeNull()
    // Another server's key signs codes this one does not accept.
    expect(openQr(keys.publicKey, signQr(qrKeys('another-server-secret-long-enough-9876543210'), payload))).toBeNull()
  })

  it('uses the configured seed when one is given, so the public key survives a secret change', () => {
    const seed = Buffer.alloc(32, 7).toString('base64url')
    expect(qrKeys('secret-one-long-enough-0123456789abcdef', seed).publicKeyRaw).toBe(qrKeys('secret-two-long-enough-0123456789abcdef', seed).publicKeyRaw)
  })

  it('verifies offline with nothing but the public key verifyKey answers', async () => {
    const [issued] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const response = await server.call({ method: 'GET', url: TICKET_PATHS.verifyKey })
    expect(response.body.data.alg).toBe('Ed25519')
    const gateKey = publicKeyFromRaw(response.body.data.publicKey)
    const ticket = (await detail(ada, issued)).body.data as WalletTicket
    expect(openQr(gateKey, ticket.qr!)).toMatchObject({ ticketId: issued, qrVersion: 1, tenantId: '000000', exhibitionId: EXHIBITION })
  })
})

describe('the wallet', () => {
  it('lists only the visitor\'s own tickets, with QR and actions; another user\'s ticket is not found, another tenant forbidden', async () => {
    const issued = await issueTo(server, 'ada@example.com', typeId, 2)
    const mine = (await wallet(ada)).body.data as WalletTicket[]
    const ticket = mine.find((entry) => entry.id === issued.ticketIds[0])!
    expect(ticket).toMatchObject({
      ticketTypeName: 'Electronics fair ticket',
      exhibitionTitle: '2025 Shenzhen Electronics Fair',
      orderNo: issued.orderNo,
      state: 'valid',
      source: 'order',
      activated: false,
      entries: 2,
      validFrom: '2025-09-01',
      validTo: '2025-09-05',
    })
    expect(ticket.actions).toEqual(['activate', 'transfer', 'give', 'refund', 'reportLoss'])
    expect(ticket.qr).toMatch(/^FP1\./)
    expect(((await wallet(bob)).body.data as WalletTicket[]).map((entry) => entry.id)).not.toContain(ticket.id)
    expect((await detail(bob, ticket.id)).status).toBe(404)
    expect((await detail(ada, ticket.id, { 'tenant-id': '100001' })).status).toBe(403)
    expect((await server.call({ method: 'GET', url: TICKET_PATHS.wallet, query: q })).status).toBe(401)
    const cn = await server.call({ method: 'GET', url: TICKET_PATHS.walletTicket, headers: bearer(bob), query: { ...q, id: ticket.id, languageType: 'cn' } })
    expect(cn.body.msg).toBe('门票不存在')
  })

  it('activates a ticket with its holder, who then appears among the personnel', async () => {
    const [id, second] = (await issueTo(server, 'ada@example.com', typeId, 2)).ticketIds
    const bad = await post(ada, TICKET_PATHS.activate, { id, holder: { name: 'A1' } })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors).toHaveProperty(['holder.name'])
    const activated = await post(ada, TICKET_PATHS.activate, { id, holder: { name: 'Grace Hopper', phone: '13900000009', company: 'Navy' } })
    expect(activated.status).toBe(200)
    expect(activated.body.data).toMatchObject({ activated: true, holder: { name: 'Grace Hopper', phone: '13900000009', company: 'Navy' } })
    expect(activated.body.data.actions).toEqual(['transfer', 'refund', 'reportLoss'])
    const assigned = await post(ada, TICKET_PATHS.assignHolder, { ticketId: second, holder: { name: 'Grace Hopper', phone: '13900000009', company: 'Navy' } })
    expect(assigned.status).toBe(200)
    const people = await server.call({ method: 'GET', url: TICKET_PATHS.personnel, headers: bearer(ada), query: q })
    const grace = people.body.data.find((person: { holder: { name: string } }) => person.holder.name === 'Grace Hopper')
    expect(grace.holder).toEqual({ name: 'Grace Hopper', phone: '13900000009', company: 'Navy' })
    expect([...grace.ticketIds].sort()).toEqual([id, second].sort())
    expect((await post(bob, TICKET_PATHS.activate, { id, holder: { name: 'Bob Stone' } })).status).toBe(404)
  })

  it('reports tickets lost: new QRs, the old ones revoked at the gate, the new ones admit', async () => {
    const ids = (await issueTo(server, 'ada@example.com', typeId, 2)).ticketIds
    const before = await Promise.all(ids.map(async (id) => ((await detail(ada, id)).body.data as WalletTicket).qr!))
    expect((await verify(before[0])).result).toBe('ok')
    const reported = await post(ada, TICKET_PATHS.reportLoss, { idList: ids })
    expect(reported.status).toBe(200)
    const after = reported.body.data as WalletTicket[]
    expect(after.map((ticket) => ticket.qrVersion)).toEqual([2, 2])
    for (const qr of before) expect(await verify(qr)).toMatchObject({ valid: false, result: 'revoked' })
    expect(await verify(after[0].qr!)).toMatchObject({ valid: true, result: 'ok', ticketTypeName: 'Electronics fair ticket' })
    // All or nothing: one foreign id and none of them changes.
    const [bobs] = (await issueTo(server, '13800000001', typeId)).ticketIds
    expect((await post(ada, TICKET_PATHS.reportLoss, { idList: [ids[0], bobs] })).status).toBe(404)
    expect(((await detail(ada, ids[0])).body.data as WalletTicket).qrVersion).toBe(2)
  })

  it('transfers a ticket: it leaves one wallet for the other, the old QR is refused, the move is recorded', async () => {
    const [id] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const oldQr = ((await detail(ada, id)).body.data as WalletTicket).qr!
    const mismatch = await post(ada, TICKET_PATHS.transfer, { id, account: '13800000001', confirmAccount: '13800000002' }, 'cn')
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.data.fieldErrors.confirmAccount).toBe('两次输入的账号不一致')
    const self = await post(ada, TICKET_PATHS.transfer, { id, account: 'ada@example.com', confirmAccount: 'ada@example.com' })
    expect(self.body.msg).toBe('You cannot transfer a ticket to yourself')
    const moved = await post(ada, TICKET_PATHS.transfer, { id, account: '13800000001', confirmAccount: '13800000001' })
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ ticketId: id, toAccountMasked: '138******01' })
    expect((await detail(ada, id)).status).toBe(404)
    const received = (await detail(bob, id)).body.data as WalletTicket
    expect(received).toMatchObject({ source: 'transfer', qrVersion: 2, holder: null, orderNo: null })
    expect(received.actions).not.toContain('refund')
    expect((await verify(oldQr)).result).toBe('revoked')
    expect((await verify(received.qr!)).result).toBe('ok')
    const records = await server.database.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, id))
    expect(records).toHaveLength(1)
    expect(records[0].revokedQrVersion).toBe(1)
    expect(server.outbox.list('13800000001')[0].body).toContain('Electronics fair ticket')
  })

  it('transfers to an account that never signed in, creating it as a first login would', async () => {
    const [id] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const moved = await post(ada, TICKET_PATHS.transfer, { id, account: 'New.Person@Example.com', confirmAccount: 'New.Person@Example.com' })
    expect(moved.status).toBe(200)
    const newcomer = await signInByEmail(server, 'new.person@example.com')
    expect(((await wallet(newcomer)).body.data as WalletTicket[]).map((ticket) => ticket.id)).toEqual([id])
  })
})

describe('holding limits on transfers', () => {
  it('keeps the per-person limit and the conflict group of the receiver\'s wallet', async () => {
    const dave = await signInByEmail(server, 'dave@example.com')
    await signInByEmail(server, 'erin@example.com')
    const limited = await seedTicketType(server, { perPersonLimit: 1, nameEn: 'One per person' })
    const [first, second] = (await issueTo(server, 'dave@example.com', limited, 2)).ticketIds
    const send = (id: string, languageType = 'en') => post(dave, TICKET_PATHS.transfer, { id, account: 'erin@example.com', confirmAccount: 'erin@example.com' }, languageType)
    expect((await send(first)).status).toBe(200)
    const refused = await send(second)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('Ticket limit reached')
    expect((await send(second, 'cn')).body.msg).toBe('门票数量已达上限')
    expect(((await detail(dave, second)).body.data as WalletTicket).qrVersion).toBe(1)

    const vip = await seedTicketType(server, { conflictGroup: 'entry', nameEn: 'VIP' })
    const day = await seedTicketType(server, { conflictGroup: 'entry', nameEn: 'Day' })
    await issueTo(server, 'erin@example.com', vip)
    const [dayTicket] = (await issueTo(server, 'dave@example.com', day)).ticketIds
    const conflict = await send(dayTicket)
    expect(conflict.status).toBe(409)
    expect(conflict.body.msg).toBe('This ticket cannot be held together with a ticket already in the wallet')
  })
})

describe('holding limits on holders', () => {
  it('refuses naming a person for a ticket that conflicts with one they already hold, or past the per-person limit', async () => {
    const frank = await signInByEmail(server, 'frank@example.com')
    const vip = await seedTicketType(server, { conflictGroup: 'pass', nameEn: 'VIP pass' })
    const day = await seedTicketType(server, { conflictGroup: 'pass', perPersonLimit: 1, nameEn: 'Day pass' })
    const [vipTicket] = (await issueTo(server, 'frank@example.com', vip)).ticketIds
    const [dayOne, dayTwo] = (await issueTo(server, 'frank@example.com', day, 2)).ticketIds
    const person = { name: 'Lin Wei', idNumber: '11010519491231002X' }
    expect((await post(frank, TICKET_PATHS.activate, { id: vipTicket, holder: person })).status).toBe(200)
    const conflict = await post(frank, TICKET_PATHS.activate, { id: dayOne, holder: { ...person, idNumber: person.idNumber.toLowerCase() } }, 'cn')
    expect(conflict.status).toBe(409)
    expect(conflict.body.msg).toBe('该门票与票夹中已有的门票冲突，不能同时持有')
    const other = { name: 'Zhao Min', phone: '13900000077' }
    expect((await post(frank, TICKET_PATHS.activate, { id: dayOne, holder: other })).status).toBe(200)
    const limit = await post(frank, TICKET_PATHS.assignHolder, { ticketId: dayTwo, holder: other })
    expect(limit.body.msg).toBe('Ticket limit reached')
    // The same person again on the same ticket is an edit, not a second ticket.
    expect((await post(frank, TICKET_PATHS.assignHolder, { ticketId: dayOne, holder: { ...other, company: 'ACME' } })).status).toBe(200)
  })
})

describe('verify at the gate', () => {
  it('answers badSignature, unknown for another tenant, notValidToday, used after the last entry, refunded', async () => {
    const [id] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const qr = ((await detail(ada, id)).body.data as WalletTicket).qr!
    expect((await verify('FP1.bm9wZQ.' + 'A'.repeat(86))).result).toBe('badSignature')
    expect((await verify('not a ticket')).result).toBe('badSignature')
    expect(await verify(qr, false, otherTenantKey)).toMatchObject({ result: 'unknown', ticketId: null })
    expect((await server.call({ method: 'POST', url: TICKET_PATHS.verify, payload: { qr } })).status).toBe(401)

    // Two entries: the first keeps it valid, the second uses it up, a third is refused.
    expect(await verify(qr, true)).toMatchObject({ result: 'ok', ticketId: id })
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, (await server.database.db.select().from(tickets).where(eq(tickets.id, id)))[0].orderId!))
    expect(order.state).toBe('entered')
    expect((await verify(qr, true)).result).toBe('ok')
    expect((await verify(qr, true)).result).toBe('used')
    expect(((await detail(ada, id)).body.data as WalletTicket)).toMatchObject({ state: 'used', entriesUsed: 2, qr: null, actions: [] })

    const dayType = await seedTicketType(server, { requiresDay: true, nameEn: 'Day ticket' })
    const [dayTicket] = (await issueTo(server, 'ada@example.com', dayType, 1, '2025-09-04')).ticketIds
    const dayQr = ((await detail(ada, dayTicket)).body.data as WalletTicket).qr!
    expect((await verify(dayQr)).result).toBe('notValidToday')
    expect((await verify(dayQr, true)).result).toBe('notValidToday')
    // Its day runs from the fair's midnight (16:00 UTC the day before) to the next: not by the UTC day.
    const now = server.clock.now()
    try {
      server.clock.set(Date.parse('2025-09-03T15:59:00Z'))
      expect((await verify(dayQr)).result).toBe('notValidToday')
      server.clock.set(Date.parse('2025-09-03T16:01:00Z'))
      expect((await verify(dayQr)).result).toBe('ok')
      server.clock.set(Date.parse('2025-09-04T15:59:00Z'))
      expect((await verify(dayQr)).result).toBe('ok')
      server.clock.set(Date.parse('2025-09-04T16:01:00Z'))
      expect((await verify(dayQr)).result).toBe('notValidToday')
    } finally {
      server.clock.set(now)
    }

    const [refunded] = (await issueTo(server, 'ada@example.com', typeId)).ticketIds
    const refundedQr = ((await detail(ada, refunded)).body.data as WalletTicket).qr!
    await server.database.db.update(tickets).set({ state: 'refunded' }).where(eq(tickets.id, refunded))
    expect((await verify(refundedQr)).result).toBe('refunded')
  })

  it('counts a ticket’s day on the clock of its exhibition’s venue (Frankfurt), not China’s', async () => {
    const dayType = await seedTicketType(server, { requiresDay: true, nameEn: 'Frankfurt day ticket' })
    const [dayTicket] = (await issueTo(server, 'ada@example.com', dayType, 1, '2025-09-04')).ticketIds
    const dayQr = ((await detail(ada, dayTicket)).body.data as WalletTicket).qr!
    const now = server.clock.now()
    await setVenueTimeZone(server, EXHIBITION, 'Europe/Berlin', TENANT)
    try {
      // In September Frankfurt is UTC+2: the 4th runs from 22:00 UTC on the 3rd to 22:00 UTC on the 4th.
      server.clock.set(Date.parse('2025-09-03T16:01:00Z'))
      expect((await verify(dayQr)).result).toBe('notValidToday')
      server.clock.set(Date.parse('2025-09-03T22:01:00Z'))
      expect((await verify(dayQr)).result).toBe('ok')
      server.clock.set(Date.parse('2025-09-04T21:59:00Z'))
      expect((await verify(dayQr)).result).toBe('ok')
      server.clock.set(Date.parse('2025-09-04T22:01:00Z'))
      expect((await verify(dayQr)).result).toBe('notValidToday')
    } finally {
      server.clock.set(now)
      await setVenueTimeZone(server, EXHIBITION, 'Asia/Shanghai', TENANT)
    }
  })

  it('lets two gates scanning the same one-entry code at once admit it once', async () => {
    const oneEntry = await seedTicketType(server, { entries: 1 })
    const [id] = (await issueTo(server, 'ada@example.com', oneEntry)).ticketIds
    const qr = ((await detail(ada, id)).body.data as WalletTicket).qr!
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(qr, true)))
    expect(results.filter((result) => result.result === 'ok')).toHaveLength(1)
    expect(results.filter((result) => result.result === 'used')).toHaveLength(5)
  })
})

describe('the journal', () => {
  it('shows the visitor\'s footprints newest first, worded in the caller\'s language, and per order', async () => {
    const carol = await signInByEmail(server, 'carol@example.com')
    const issued = await issueTo(server, 'carol@example.com', typeId)
    server.clock.advance(1000)
    await post(carol, TICKET_PATHS.reportLoss, { idList: issued.ticketIds })
    server.clock.advance(1000)
    await post(carol, TICKET_PATHS.transfer, { id: issued.ticketIds[0], account: '13800000001', confirmAccount: '13800000001' })
    const en = await server.call({ method: 'GET', url: TICKET_PATHS.journal, headers: bearer(carol), query: q })
    expect(en.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['transferredOut', 'reportedLost', 'orderPaid'])
    expect(en.body.data[0].summary).toBe('Electronics fair ticket transferred to 138******01')
    expect(en.body.data[2].summary).toBe(`Order ${issued.orderNo} paid: 1 × Electronics fair ticket, ¥80.00`)
    const cn = await server.call({ method: 'GET', url: TICKET_PATHS.journal, headers: bearer(carol), query: { ...q, languageType: 'cn' } })
    expect(cn.body.data[1].summary).toBe('电子展普通票 已挂失，已生成新二维码')
    const ofOrder = await server.call({ method: 'GET', url: TICKET_PATHS.journalOfOrder, headers: bearer(carol), query: { ...q, orderId: issued.orderId } })
    expect(ofOrder.body.data).toHaveLength(3)
    const bobs = await server.call({ method: 'GET', url: TICKET_PATHS.journal, headers: bearer(bob), query: q })
    expect(bobs.body.data.map((entry: { summary: string }) => entry.summary)).toContain(`Electronics fair ticket transferred to you by ${maskPhone('carol@example.com')}`)
  })
})

describe('whether the visitor holds a ticket (UserInfo.isHaveTicket, post-login routing rule 6)', () => {
  it('is true once a ticket of the exhibition is in the wallet, not for an entry code alone', async () => {
    const info = (token: string) =>
      server.call({ method: 'GET', url: '/api/ef-registration-data-client/reg-user-data/user/info', headers: bearer(token), query: { exhibitionId: EXHIBITION, registerType: 'visitor' } })
    const carol = await signInByEmail(server, 'carol-holds@example.com')
    expect((await info(carol)).body.data.isHaveTicket).toBe(false)
    await issueTo(server, 'carol-holds@example.com', typeId)
    expect((await info(carol)).body.data.isHaveTicket).toBe(true)
  })
})
