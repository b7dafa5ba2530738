import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_PATHS, INVOICE_PATHS, MEMBERSHIP_PRICES_FEN, TICKET_PATHS, type CustomerDetail, type CustomerPage, type ScanResult } from '@fairpass/core/contract'
import { postLoginRoute } from '@fairpass/core/journey'
import { createTestServer, type TestServer } from '../../testing'
import { DEMO_LEAD_COMPANY, DEMO_LEAD_VISITORS } from '../../seed'
import { grantTickets, tickets } from '../orders'
import { auth } from '../orders/testing'
import { qrKeys, signQr } from '../wallet'
import { seedTicketType } from '../wallet/testing'
import { authorise, buyMembership, call, EXHIBITION, leadCompany, scan, TENANT, visitors, type LeadCompany } from './testing'

/*
 * The customer tool's main journey on the server: buying the membership in the sandbox, authorising staff, scanning
 * (idempotent under parallel replays), adding by mobile, labels, notes, survey, count, list paging, export, transfer.
 */

let server: TestServer
let company: LeadCompany

async function rows(table: string): Promise<number> {
  const result = await server.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)
  return (result as unknown as { rows: { n: number }[] }).rows[0].n
}

beforeAll(async () => {
  server = await createTestServer()
  company = await leadCompany(server, 2)
}, 60_000)
afterAll(async () => server.close())

describe('membership', () => {
  it('is bought through the orders engine and the sandbox, and activates the admin at once', async () => {
    const before = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.membership)
    expect(before.body.data).toMatchObject({ role: 'admin', membership: null, authorised: false, reason: 'noMembership' })
    expect(before.body.data.prices).toEqual([
      { kind: 'single', priceFen: 100_000, currency: 'RMB' },
      { kind: 'multi', priceFen: 300_000, currency: 'RMB' },
    ])

    // Two taps at once make one order.
    const [first, second] = await Promise.all([0, 1].map(() => call(server, company.admin.token, 'POST', CUSTOMER_PATHS.placeOrder, { kind: 'multi' })))
    expect(first.status).toBe(200)
    expect(second.body.data.orderId).toBe(first.body.data.orderId)
    expect(first.body.data).toMatchObject({ kind: 'multi', totalFen: MEMBERSHIP_PRICES_FEN.multi, state: 'unpaid' })
    const pending = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.membership)
    expect(pending.body.data.pendingOrder.orderId).toBe(first.body.data.orderId)

    const staffTry = await call(server, company.staff[0].token, 'POST', CUSTOMER_PATHS.placeOrder, { kind: 'single' })
    expect(staffTry.status).toBe(403)

    await buyMembership(server, company.admin.token, 'multi')
    const after = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.membership)
    expect(after.body.data).toMatchObject({ membership: { kind: 'multi', orderId: first.body.data.orderId }, authorised: true, reason: null, seats: { used: 0, max: 10 }, pendingOrder: null })
    // The order is an ordinary paid order of the engine (so it can be invoiced), and no ticket was issued for it.
    const order = await server.database.db.execute(sql`SELECT state, kind, payable_fen FROM orders WHERE id = ${first.body.data.orderId}::uuid`)
    expect((order as unknown as { rows: unknown[] }).rows[0]).toMatchObject({ state: 'paid', kind: 'customerMembership', payable_fen: 300_000 })
    const issued = await server.database.db.execute(sql`SELECT count(*)::int AS n FROM tickets WHERE order_id = ${first.body.data.orderId}::uuid`)
    expect((issued as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0)

    // The order calls name it, so the payment's way back leads to the customer tool, not to a wallet.
    const view = await server.call({ method: 'GET', url: TICKET_PATHS.order, headers: auth(company.admin.token, TENANT), query: { exhibitionId: EXHIBITION, orderId: first.body.data.orderId } })
    expect(view.body.data).toMatchObject({ kind: 'customerMembership', state: 'paid' })

    // An invoice is requested through the invoice area as for any paid order.
    const eligibility = await server.call({ method: 'GET', url: INVOICE_PATHS.eligibility, headers: auth(company.admin.token, TENANT), query: { exhibitionId: EXHIBITION, orderId: first.body.data.orderId } })
    expect(eligibility.body.data).toMatchObject({ amountFen: 300_000, refusal: null })

    const again = await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.placeOrder, { kind: 'single' })
    expect(again.status).toBe(409)
  })

  it('authorises staff, and taking it back ends their access at the next call', async () => {
    const staff = company.staff[0]
    expect((await call(server, staff.token, 'GET', CUSTOMER_PATHS.list)).status).toBe(403)
    const granted = await authorise(server, company.admin.token, staff.id)
    expect(granted.status).toBe(200)
    expect(granted.body.data.seats).toEqual({ used: 1, max: 10 })
    expect(granted.body.data.accounts.find((account: { userId: string }) => account.userId === staff.id)).toMatchObject({ role: 'staff', authorised: true })
    expect((await call(server, staff.token, 'GET', CUSTOMER_PATHS.list)).status).toBe(200)

    const revoked = await authorise(server, company.admin.token, staff.id, false)
    expect(revoked.body.data.seats.used).toBe(0)
    const refused = await call(server, staff.token, 'GET', CUSTOMER_PATHS.list)
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toMatch(/not authorised/)
    expect((await call(server, staff.token, 'GET', CUSTOMER_PATHS.membership)).body.data).toMatchObject({ authorised: false, reason: 'notAuthorised' })
    await authorise(server, company.admin.token, staff.id)
  })

  it('keeps the staff seats at the cap under parallel submits', async () => {
    const other = await leadCompany(server, 14)
    await buyMembership(server, other.admin.token, 'multi')
    const answers = await Promise.all(other.staff.map((person) => authorise(server, other.admin.token, person.id)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
    expect(answers.filter((answer) => answer.status === 409).every((answer) => /at most 10/.test(answer.body.msg))).toBe(true)
    const page = await call(server, other.admin.token, 'GET', CUSTOMER_PATHS.permissionPage)
    expect(page.body.data.seats).toEqual({ used: 10, max: 10 })
  }, 60_000)
})

describe('scanning', () => {
  it('captures a lead from the entry QR with what the visitor shares, and from the badge code', async () => {
    const [sharing, private_] = [...(await visitors(server, 1, true)), ...(await visitors(server, 1, false))]
    const first = await scan(server, company.admin.token, sharing.userQr)
    expect(first.status).toBe(200)
    const result = first.body.data as ScanResult
    expect(result).toMatchObject({ created: true, replayed: false })
    expect(result.customer).toMatchObject({ source: 'qr', registered: true, company: '采购公司0', title: '采购经理', mobile: sharing.phone, contactShared: true, scanCount: 1, followUp: 'new' })

    const hidden = (await scan(server, company.admin.token, private_.userCode)).body.data as ScanResult
    expect(hidden.customer).toMatchObject({ name: '访客0', company: '采购公司0', mobile: null, email: null, contactShared: false })

    // The same visitor scanned again by the staff: the same lead, one more scan.
    const again = (await scan(server, company.staff[0].token, sharing.userCode)).body.data as ScanResult
    expect(again).toMatchObject({ created: false, replayed: false })
    expect(again.customer.id).toBe(result.customer.id)
    expect(again.customer.scanCount).toBe(2)

    const unknown = await scan(server, company.admin.token, '1234567890')
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('This code is not a visitor badge of this exhibition')
  })

  it("names a ticket's owner from the ticket's signed QR, and nobody from an earlier version of it", async () => {
    const [person] = await visitors(server, 1)
    const typeId = await seedTicketType(server, { exhibitionId: EXHIBITION, validFrom: '2030-01-01', validTo: '2030-01-03' })
    const granted = await grantTickets({ db: server.database.db, clock: server.clock }, { tenantId: TENANT, exhibitionId: EXHIBITION, userId: person.id, ticketTypeId: typeId, quantity: 1 })
    const [ticket] = await server.database.db.select().from(tickets).where(eq(tickets.id, granted.ticketIds[0]))
    const keys = qrKeys(server.env.jwtSecret, server.env.ticketQrKey)
    const preview = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.byQrCode, { code: signQr(keys, { ticketId: ticket.id, qrVersion: ticket.qrVersion, tenantId: TENANT, exhibitionId: EXHIBITION, day: null }) })
    expect(preview.body.data).toMatchObject({ registered: true, company: '采购公司0', existingId: null })
    const stale = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.byQrCode, { code: signQr(keys, { ticketId: ticket.id, qrVersion: ticket.qrVersion + 1, tenantId: TENANT, exhibitionId: EXHIBITION, day: null }) })
    expect(stale.status).toBe(404)
  })

  it('writes a replayed offline queue once, however many times and at once it arrives', async () => {
    const people = await visitors(server, 3)
    const queue = people.map((person, index) => ({ code: person.userQr, clientScanId: randomUUID(), scannedAt: new Date(server.clock.now() - (index + 1) * 60_000).toISOString() }))
    const leadsBefore = await rows('customer_leads')
    const scansBefore = await rows('customer_scans')
    // Two devices' worth of replays in parallel: each queued scan sent four times at once.
    const answers = await Promise.all(queue.flatMap((item) => [0, 1, 2, 3].map(() => scan(server, company.staff[0].token, item.code, item.clientScanId, item.scannedAt))))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(await rows('customer_leads')).toBe(leadsBefore + 3)
    expect(await rows('customer_scans')).toBe(scansBefore + 3)
    for (const item of queue) {
      const mine = answers.filter((answer) => answer.body.data.clientScanId === item.clientScanId)
      expect(new Set(mine.map((answer) => answer.body.data.customer.id)).size).toBe(1)
      expect(mine.filter((answer) => answer.body.data.replayed === false)).toHaveLength(1)
      expect(mine.every((answer) => answer.body.data.created === true)).toBe(true)
    }
    // The device's time of a queued scan is kept.
    const detail = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.detail, { id: answers[0].body.data.customer.id })
    expect(detail.body.data.scans[0].scannedAt).toBe(queue[0].scannedAt)
    // A later replay, after a reload: still nothing new.
    const late = await scan(server, company.staff[0].token, queue[0].code, queue[0].clientScanId, queue[0].scannedAt)
    expect(late.body.data.replayed).toBe(true)
    expect(await rows('customer_scans')).toBe(scansBefore + 3)
    // The same id with another code is not a replay.
    const reused = await scan(server, company.staff[0].token, queue[1].code, queue[0].clientScanId)
    expect(reused.status).toBe(409)
  })

  it('makes one lead when two staff scan one visitor at the same moment', async () => {
    const [person] = await visitors(server, 1)
    const answers = await Promise.all([company.admin.token, company.staff[0].token, company.admin.token].map((token) => scan(server, token, person.userQr)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.data.customer.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.body.data.created)).toHaveLength(1)
    const detail = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.detail, { id: answers[0].body.data.customer.id })
    expect(detail.body.data.scanCount).toBe(3)
  })

  it('adds a lead by mobile, linking a registered visitor, and previews before saving', async () => {
    const [person] = await visitors(server, 1, false)
    const preview = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.byMobile, { mobile: person.phone })
    expect(preview.body.data).toMatchObject({ registered: true, mobile: person.phone, existingId: null, contactShared: false })
    const saved = await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.save, { mobile: person.phone, name: 'Typed', clientScanId: randomUUID() })
    expect(saved.body.data.customer).toMatchObject({ source: 'mobile', registered: true, name: '访客0', mobile: person.phone })
    const stranger = await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.save, { mobile: '13700001111', name: '路人甲', company: '未知公司', clientScanId: randomUUID() })
    expect(stranger.body.data.customer).toMatchObject({ registered: false, name: '路人甲', company: '未知公司', mobile: '13700001111' })
    const byQr = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.byQrCode, { code: person.userQr })
    expect(byQr.body.data.existingId).toBe(saved.body.data.customer.id)
  })
})

describe('working with leads', () => {
  it('labels, notes, follow-up, survey, count, search and paging', async () => {
    const [person] = await visitors(server, 1)
    const lead = ((await scan(server, company.staff[0].token, person.userQr)).body.data as ScanResult).customer
    const labels = await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.labelSave, { name: 'VIP' })
    expect(labels.status).toBe(200)
    const vip = labels.body.data.find((label: { name: string }) => label.name === 'VIP')
    expect((await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.labelSave, { name: 'vip' })).status).toBe(409)

    const updated = await call(server, company.staff[0].token, 'POST', CUSTOMER_PATHS.update, { id: lead.id, labelIds: [vip.id], followUp: 'interested' })
    expect(updated.body.data).toMatchObject({ followUp: 'interested', labels: [{ id: vip.id, name: 'VIP' }] })
    const noteId = randomUUID()
    await call(server, company.staff[0].token, 'POST', CUSTOMER_PATHS.noteAdd, { id: lead.id, text: 'Wants a quote for 20 units', clientNoteId: noteId })
    const noted = await call(server, company.staff[0].token, 'POST', CUSTOMER_PATHS.noteAdd, { id: lead.id, text: 'Wants a quote for 20 units', clientNoteId: noteId })
    expect((noted.body.data as CustomerDetail).notes).toHaveLength(1)

    const survey = await call(server, company.staff[0].token, 'GET', CUSTOMER_PATHS.surveyUrl)
    expect(survey.body.data.questions.map((question: { id: string }) => question.id)).toEqual(['interest', 'timeframe', 'budget', 'remarks'])
    const bad = await call(server, company.staff[0].token, 'POST', CUSTOMER_PATHS.surveySubmit, { id: lead.id, answers: { interest: ['spaceships'] } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data.fieldErrors)).toEqual(expect.arrayContaining(['answers.interest', 'answers.timeframe']))
    const answered = await call(server, company.staff[0].token, 'POST', CUSTOMER_PATHS.surveySubmit, { id: lead.id, answers: { interest: ['machinery', 'services'], timeframe: 'now', remarks: 'Delivery to Ningbo' } })
    expect(answered.body.data).toMatchObject({ surveyAnswered: true, survey: { interest: ['machinery', 'services'], timeframe: 'now', remarks: 'Delivery to Ningbo' } })

    const count = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.count)
    expect(count.body.data.total).toBeGreaterThan(5)
    expect(count.body.data.byFollowUp.interested).toBe(1)
    const byLabel = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.list, { labelId: vip.id })
    expect((byLabel.body.data as CustomerPage).records.map((record) => record.id)).toEqual([lead.id])
    const search = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.list, { keyword: '路人' })
    expect(search.body.data.total).toBe(1)

    const seen = new Set<string>()
    let cursor: string | null = null
    do {
      const page = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.list, { size: 2, ...(cursor ? { cursor } : {}) })
      for (const record of (page.body.data as CustomerPage).records) seen.add(record.id)
      cursor = page.body.data.nextCursor
    } while (cursor)
    expect(seen.size).toBe(count.body.data.total)
  })

  it('keeps the label cap under parallel creations', async () => {
    const other = await leadCompany(server, 0)
    await buyMembership(server, other.admin.token, 'single')
    const answers = await Promise.all(Array.from({ length: 36 }, (_, index) => call(server, other.admin.token, 'POST', CUSTOMER_PATHS.labelSave, { name: `Label ${index}` })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30)
    expect(answers.filter((answer) => answer.status === 409).every((answer) => /at most 30 labels/.test(answer.body.msg))).toBe(true)
    expect((await call(server, other.admin.token, 'GET', CUSTOMER_PATHS.labels)).body.data).toHaveLength(30)
    // A single-account membership authorises no staff.
    expect((await call(server, other.admin.token, 'GET', CUSTOMER_PATHS.permissionPage)).body.data.seats).toBeNull()
  }, 60_000)

  it('exports the leads a page at a time and as an xlsx file', async () => {
    const count = (await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.count)).body.data.total
    const page = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.exportPage, { size: 3 })
    expect(page.body.data.total).toBe(count)
    expect(page.body.data.rows).toHaveLength(3)
    const file = await server.app.inject({
      method: 'GET',
      url: CUSTOMER_PATHS.export,
      query: { tenantId: TENANT, exhibitionId: EXHIBITION, languageType: 'en' },
      headers: { authorization: `Bearer ${company.admin.token}`, 'tenant-id': TENANT },
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['x-total-count']).toBe(String(count))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.getRow(1).values).toContain('Survey')
    expect(sheet.rowCount).toBe(count + 1)
    const texts = sheet.getSheetValues().flat().map(String)
    expect(texts.some((text) => text.includes('Products of interest: Machinery, Services'))).toBe(true)
    expect(texts.some((text) => text.includes('Wants a quote for 20 units'))).toBe(true)
  })

  it("moves a departing staff member's leads to another account", async () => {
    const page = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.permissionPage)
    const leaving = page.body.data.accounts.find((account: { userId: string }) => account.userId === company.staff[0].id)
    expect(leaving.leads).toBeGreaterThan(0)
    const moved = await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.transfer, { fromUserId: company.staff[0].id, toUserId: company.staff[1].id })
    expect(moved.body.data.moved).toBe(leaving.leads)
    const mine = await call(server, company.staff[0].token, 'GET', CUSTOMER_PATHS.list, { owner: 'mine' })
    expect(mine.body.data.total).toBe(0)
    const same = await call(server, company.admin.token, 'POST', CUSTOMER_PATHS.transfer, { fromUserId: company.staff[1].id, toUserId: company.staff[1].id })
    expect(same.status).toBe(400)
  })
})

describe('the demo', () => {
  it('has a commerce company whose accounts sign in by password and land on the trade-fair system', async () => {
    const login = await server.call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { 'accept-language': 'en' },
      payload: { grant_type: 'password', account: DEMO_LEAD_COMPANY.staff.account, password: DEMO_LEAD_COMPANY.password, tenantId: TENANT, exhibitionId: EXHIBITION, type: 'commerceExhibition', privacyMark: true, languageType: 'en' },
    })
    expect(login.status).toBe(200)
    const token = login.body.data.access_token as string
    const state = await call(server, token, 'GET', CUSTOMER_PATHS.membership)
    expect(state.body.data).toMatchObject({ role: 'staff', membership: null, reason: 'noMembership', company: { name: 'Haixi Trade Connect' } })
    const refused = await scan(server, token, DEMO_LEAD_VISITORS[0].userQr)
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toMatch(/no customer-lead membership/)
    // What the app asks after any login: the user record for the link's register type.
    const record = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll',
      headers: auth(token, TENANT),
      payload: { tenantId: TENANT, exhibitionId: EXHIBITION, registerType: 'commerceExhibition', topRegisterType: 'commerceExhibition', languageType: 'en' },
    })
    expect(record.status).toBe(200)
    expect(record.body.data.userExhibitionVO).toMatchObject({ registerType: 'commerceExhibition', completeResult: 'fail' })
    // Rule 8 comes before the profile rules: an incomplete visitor profile does not hold a commerce account back.
    const route = postLoginRoute({ registerType: '', userInfo: record.body.data, sysConfig: {}, language: 'en' } as never)
    expect(route).toMatchObject({ type: 'route', path: '/tradeFairSystem/home' })
  })
})
