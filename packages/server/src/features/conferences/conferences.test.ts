import { and, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFERENCE_PATHS, TICKET_PATHS } from '@fairpass/core/contract'
import { FAIR_TIME_ZONE } from '@fairpass/core/utils'
import { createTestServer, type TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, orderDetail, payInSandbox, place, TENANT } from '../orders/testing'
import { DEMO_ADMIN_KEY, demoSignCode, OTHER_TENANT } from '../../seed'
import { createAdminKey } from '../admin'
import { ACTIVITY_REGISTER_LINK } from './programme'
import { conferenceRegistrations, conferenceSessions } from './tables'
import { exhibitions } from '../../tenancy'

/*
 * Issue 15's server side on the demo programme of exhibition 1020 (seed/conferences.ts): the open programme and
 * content, registration with the waiting list, sign-in at the door, the agenda and its .ics, a paid activity through
 * the ticket orders, and the organiser's counts. The concurrency test is concurrency.test.ts; the import and export
 * CLI is programmeCli.test.ts.
 */

let server: TestServer
let visitors: Array<{ id: string; token: string; account: string }>
const ids = new Map<string, string>()

const open = { tenantId: TENANT, exhibitionId: EXHIBITION }
const admin = { authorization: `Bearer ${DEMO_ADMIN_KEY}`, 'accept-language': 'en' }
const adminPath = (path: string, exhibitionId = EXHIBITION) => path.replace(':exhibitionId', exhibitionId)

function get(url: string, query: Record<string, unknown>, token?: string, language: 'cn' | 'en' = 'en') {
  return server.call({ method: 'GET', url, query: { languageType: language, ...query }, headers: token ? auth(token, TENANT, language) : {} })
}
function post(url: string, payload: Record<string, unknown>, token: string, language: 'cn' | 'en' = 'en') {
  return server.call({ method: 'POST', url, payload: { exhibitionId: EXHIBITION, languageType: language, ...payload }, headers: auth(token, TENANT, language) })
}
const id = (key: string) => ids.get(key)!

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' } })
  visitors = await createBuyers(server, 8)
  const rows = await server.database.db.select({ id: conferenceSessions.id, key: conferenceSessions.key }).from(conferenceSessions).where(eq(conferenceSessions.exhibitionId, EXHIBITION))
  for (const row of rows) ids.set(row.key, row.id)
}, 120_000)
afterAll(() => server?.close())

describe('the open programme', () => {
  it('ships the demo: 40 sessions over two days in 4 rooms, with the filters', async () => {
    const page = await get(CONFERENCE_PATHS.sessions, { ...open, size: 100 })
    expect(page.status).toBe(200)
    expect(page.body.data.total).toBe(40)
    expect(page.body.data.facets.days).toHaveLength(2)
    expect(page.body.data.facets.rooms.map((room: { name: string }) => room.name)).toEqual(['Main Forum Hall', 'Innovation Stage', 'Workshop Room 3A', 'Business Matching Room 3B'])
    expect(page.body.data.facets.topics.map((topic: { key: string }) => topic.key).sort()).toEqual(['ai', 'ev', 'green', 'supply', 'trade'])
    const starts = page.body.data.records.map((record: { startsAt: string }) => record.startsAt)
    expect(starts).toEqual([...starts].sort())
  })

  it('filters by day, room, topic and search, pages, and answers in cn', async () => {
    const all = (await get(CONFERENCE_PATHS.sessions, { ...open, size: 100 })).body.data
    const [day1] = all.facets.days
    const room = all.facets.rooms[2].id
    const filtered = (await get(CONFERENCE_PATHS.sessions, { ...open, day: day1, roomId: room })).body.data
    expect(filtered.total).toBe(5)
    expect(filtered.records.every((record: { day: string; room: { id: string } }) => record.day === day1 && record.room.id === room)).toBe(true)
    const topic = (await get(CONFERENCE_PATHS.sessions, { ...open, topic: 'ev', size: 100 })).body.data
    expect(topic.total).toBeGreaterThan(0)
    expect(topic.records.every((record: { topic: { key: string } }) => record.topic.key === 'ev')).toBe(true)
    // Search reads titles and speakers' names in both languages, whatever the page language.
    expect((await get(CONFERENCE_PATHS.sessions, { ...open, q: '固态电池' })).body.data.records[0].title).toBe('Solid-state batteries: from lab to mass production')
    const bySpeaker = (await get(CONFERENCE_PATHS.sessions, { ...open, q: 'Müller', size: 100 })).body.data
    expect(bySpeaker.total).toBeGreaterThan(0)
    expect(bySpeaker.records.every((record: { speakers: Array<{ name: string }> }) => record.speakers.some((speaker) => speaker.name === 'Anna Müller'))).toBe(true)
    expect((await get(CONFERENCE_PATHS.sessions, { ...open, q: '100%_' })).body.data.total).toBe(0)
    const second = (await get(CONFERENCE_PATHS.sessions, { ...open, page: 2, size: 15 })).body.data
    expect(second.records).toHaveLength(15)
    expect(second.records[0].id).toBe(all.records[15].id)
    const cn = (await get(CONFERENCE_PATHS.sessions, { ...open, size: 1 }, undefined, 'cn')).body.data
    expect(cn.records[0].title).toBe('开幕主旨演讲：制造业的下一个十年')
    expect(cn.records[0].room).toMatchObject({ name: '主论坛厅', hall: '1 号馆' })
  })

  it('refuses bad filters with field messages, and another tenant’s exhibition as not found', async () => {
    const bad = await get(CONFERENCE_PATHS.sessions, { ...open, day: '2026-02-30x', size: '1000', roomId: 'nope' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data.fieldErrors).sort()).toEqual(['day', 'roomId', 'size'])
    const cross = await get(CONFERENCE_PATHS.sessions, { tenantId: OTHER_TENANT, exhibitionId: EXHIBITION })
    expect(cross.status).toBe(404)
    const detailCross = await get(CONFERENCE_PATHS.session, { tenantId: OTHER_TENANT, exhibitionId: '2001', id: id('D1-MAIN-1') })
    expect(detailCross.status).toBe(404)
    expect((await get(CONFERENCE_PATHS.sessions, { exhibitionId: EXHIBITION })).body.data.fieldErrors).toEqual({ tenantId: expect.any(String) })
  })

  it('shows a session with its speakers, sanitised description and seats left', async () => {
    const detail = (await get(CONFERENCE_PATHS.session, { ...open, id: id('D1-MAIN-1') })).body.data
    expect(detail).toMatchObject({ title: 'Opening keynote: the next decade of manufacturing', localStart: '09:30', localEnd: '10:30', timeZone: 'Asia/Shanghai', capacity: 300, seatsLeft: 300, waitlisted: 0, paid: null })
    expect(detail.speakers.map((speaker: { name: string }) => speaker.name)).toEqual(['Lin Xiaowen', 'Zhao Min'])
    expect(detail.descriptionHtml).toContain('<ul><li>')
    expect(new Date(detail.startsAt).getUTCHours()).toBe(1)
  })

  it('lists speakers with their sessions (spec conference/listAllSpeaker) and one speaker', async () => {
    const speakers = (await get(CONFERENCE_PATHS.speakers, open)).body.data
    expect(speakers).toHaveLength(12)
    const lin = speakers.find((speaker: { name: string }) => speaker.name === 'Lin Xiaowen')
    expect(lin.sessions.length).toBeGreaterThan(0)
    expect(lin.bioHtml).toMatch(/^<p>Lin Xiaowen is Chief Technology Officer/)
    const one = (await get(CONFERENCE_PATHS.speaker, { ...open, id: lin.id }, undefined, 'cn')).body.data
    expect(one).toMatchObject({ id: lin.id, name: '林晓雯' })
    expect((await get(CONFERENCE_PATHS.speaker, { ...open, id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
    const workshops = (await get(CONFERENCE_PATHS.conferences, open)).body.data.find((conference: { name: string }) => conference.name === 'Professional workshops')
    const ofForum = (await get(CONFERENCE_PATHS.speakers, { ...open, conferenceTypeId: workshops.id })).body.data
    expect(ofForum.every((speaker: { sessions: unknown[] }) => speaker.sessions.length > 0)).toBe(true)
  })

  it('serves news (published only, newest first), partners, hotel and traffic pages without login', async () => {
    const news = (await get(CONFERENCE_PATHS.news, open)).body.data
    expect(news.total).toBe(4)
    const item = (await get(CONFERENCE_PATHS.newsItem, { ...open, id: news.records[0].id }, undefined, 'cn')).body.data
    expect(item.bodyHtml).toMatch(/^<p>/)
    const partners = (await get(CONFERENCE_PATHS.partners, open)).body.data
    expect(partners.map((partner: { tier: string }) => partner.tier)).toContain('Strategic partner')
    for (const type of ['hotel', 'traffic']) {
      const page = await get('/api/ef-registration-config-client/staticPage/detail', { ...open, type }, undefined, 'cn')
      expect(page.status).toBe(200)
      expect(page.body.data.sections.length).toBeGreaterThan(0)
    }
  })
})

describe('registering for sessions', () => {
  it('registers for two sessions, answers again harmlessly, and reports a clash with a third', async () => {
    const [visitor] = visitors
    const first = await post(CONFERENCE_PATHS.register, { sessionIds: [id('D1-MAIN-2'), id('D1-3B-3')] }, visitor.token)
    expect(first.status).toBe(200)
    expect(first.body.data.registrations).toEqual([
      { sessionId: id('D1-MAIN-2'), status: 'registered', position: null, changed: true, seatsLeft: 299 },
      { sessionId: id('D1-3B-3'), status: 'registered', position: null, changed: true, seatsLeft: 59 },
    ])
    expect(first.body.data.clashes).toEqual([])
    const again = await post(CONFERENCE_PATHS.register, { sessionIds: [id('D1-MAIN-2')] }, visitor.token)
    expect(again.body.data.registrations[0]).toMatchObject({ status: 'registered', changed: false, seatsLeft: 299 })
    const clash = await post(CONFERENCE_PATHS.register, { sessionIds: [id('D1-STAGE-2')] }, visitor.token)
    expect(clash.body.data.clashes).toEqual([
      expect.objectContaining({ sessionId: id('D1-STAGE-2'), withSessionId: id('D1-MAIN-2'), withTitle: 'Global outlook for new energy vehicles' }),
    ])
    const [row] = await server.database.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, id('D1-MAIN-2')))
    expect(row.seatsTaken).toBe(1)
    // Spec §4 routes the conference register type by it.
    const info = (token: string) => get('/api/ef-registration-data-client/reg-user-data/user/info', { exhibitionId: EXHIBITION, registerType: 'conference' }, token)
    expect((await info(visitor.token)).body.data.isHaveConferenceRegistration).toBe(true)
    expect((await info(visitors[6].token)).body.data.isHaveConferenceRegistration).toBe(false)
  })

  it('puts a visitor on the waiting list of a full session and moves them in when a seat is freed, with a notice', async () => {
    const [, first, second, third] = visitors
    const full = id('D1-3A-2')
    expect((await post(CONFERENCE_PATHS.register, { sessionIds: [full] }, first.token)).body.data.registrations[0]).toMatchObject({ status: 'registered', seatsLeft: 0 })
    const waiting = await post(CONFERENCE_PATHS.register, { sessionIds: [full] }, second.token, 'cn')
    expect(waiting.body.data.registrations[0]).toMatchObject({ status: 'waitlisted', position: 1, seatsLeft: 0 })
    expect((await post(CONFERENCE_PATHS.register, { sessionIds: [full] }, third.token)).body.data.registrations[0]).toMatchObject({ status: 'waitlisted', position: 2 })
    expect((await get(CONFERENCE_PATHS.session, { ...open, id: full })).body.data).toMatchObject({ seatsLeft: 0, full: true, waitlisted: 2 })

    const cancelled = await post(CONFERENCE_PATHS.cancel, { sessionId: full }, first.token)
    expect(cancelled.body.data).toEqual({ sessionId: full, status: 'cancelled', changed: true, promoted: true, seatsLeft: 0 })
    const notice = server.outbox.list(second.account)[0]
    expect(notice.subject).toBe('您已获得实操：面向采购商的提示词工程的座位')
    expect(notice.body).toContain('/#/conference/mySchedule?')
    const agenda = (await get(CONFERENCE_PATHS.mySchedule, { exhibitionId: EXHIBITION }, second.token)).body.data
    expect(agenda).toEqual([expect.objectContaining({ status: 'registered', position: null })])
    expect((await get(CONFERENCE_PATHS.mySchedule, { exhibitionId: EXHIBITION }, third.token)).body.data[0]).toMatchObject({ status: 'waitlisted', position: 1 })
    // Cancelling twice changes nothing; coming back goes to the end of the line.
    expect((await post(CONFERENCE_PATHS.cancel, { sessionId: full }, first.token)).body.data).toMatchObject({ changed: false, promoted: false })
    expect((await post(CONFERENCE_PATHS.register, { sessionIds: [full] }, first.token)).body.data.registrations[0]).toMatchObject({ status: 'waitlisted', position: 2 })
    // A waiting visitor who gives up frees nothing.
    expect((await post(CONFERENCE_PATHS.cancel, { sessionId: full }, third.token)).body.data).toMatchObject({ changed: true, promoted: false, seatsLeft: 0 })
  })

  it('gives a freed seat back to the pool when nobody waits', async () => {
    const [, , , , visitor] = visitors
    await post(CONFERENCE_PATHS.register, { sessionIds: [id('D2-3B-1')] }, visitor.token)
    const cancelled = await post(CONFERENCE_PATHS.cancel, { sessionId: id('D2-3B-1') }, visitor.token)
    expect(cancelled.body.data).toMatchObject({ changed: true, promoted: false, seatsLeft: 60 })
  })

  it('refuses a paid activity (bought as a ticket), a session that started, another conference, unknown and malformed ids', async () => {
    const [visitor] = visitors
    const paid = await post(CONFERENCE_PATHS.register, { sessionIds: [id('D1-3A-4')] }, visitor.token)
    expect(paid.status).toBe(409)
    expect(paid.body.msg).toBe('Masterclass: the return on a smart factory is a paid activity: buy its ticket to take a seat')
    const summit = (await get(CONFERENCE_PATHS.conferences, open)).body.data[0].id
    const other = await post(CONFERENCE_PATHS.register, { sessionIds: [id('D1-3B-1')], conferenceTypeId: summit }, visitor.token, 'cn')
    expect(other).toMatchObject({ status: 409, body: { msg: '该场次不属于此链接的会议' } })
    expect((await post(CONFERENCE_PATHS.register, { sessionIds: ['00000000-0000-4000-8000-000000000000'] }, visitor.token)).status).toBe(404)
    const malformed = await post(CONFERENCE_PATHS.register, { sessionIds: 'everything' }, visitor.token)
    expect(malformed.status).toBe(400)
    expect(malformed.body.data.fieldErrors.sessionIds).toBeTruthy()
    // Moving the session, not the clock: the visitor's token would expire a month ahead.
    const now = server.clock.now()
    await server.database.db.update(conferenceSessions).set({ startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000) }).where(eq(conferenceSessions.id, id('D1-3B-2')))
    const late = await post(CONFERENCE_PATHS.register, { sessionIds: [id('D1-3B-2')] }, visitor.token)
    expect(late).toMatchObject({ status: 409, body: { msg: 'Buyer matching: energy storage systems has already started, registration is closed' } })
  })
})

describe('signing in at the door', () => {
  it('opens the door code’s landing without login, scoped to the tenant', async () => {
    const landing = await get(CONFERENCE_PATHS.signCode, { tenantId: TENANT, signCodeId: demoSignCode('D1-MAIN-2') })
    expect(landing.body.data).toMatchObject({ sessionId: id('D1-MAIN-2'), exhibitionId: EXHIBITION, walkIn: 'allowed', paid: false, localStart: '10:45' })
    expect((await get(CONFERENCE_PATHS.signCode, { tenantId: OTHER_TENANT, signCodeId: demoSignCode('D1-MAIN-2') })).status).toBe(404)
    expect((await get(CONFERENCE_PATHS.signCode, { tenantId: TENANT, signCodeId: 'x' })).status).toBe(400)
  })

  it('signs a registered visitor in once, takes a walk-in while seats last, and refuses with the reason', async () => {
    const [registered, , , , , walker, refused] = visitors
    const first = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D1-MAIN-2'), source: 'door' }, registered.token)
    expect(first.body.data).toMatchObject({ sessionId: id('D1-MAIN-2'), walkIn: false, changed: true })
    const twice = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D1-MAIN-2') }, registered.token)
    expect(twice.body.data).toMatchObject({ changed: false, signedInAt: first.body.data.signedInAt })

    const walkIn = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D1-STAGE-3') }, walker.token)
    expect(walkIn.body.data).toMatchObject({ walkIn: true, changed: true })
    expect((await get(CONFERENCE_PATHS.session, { ...open, id: id('D1-STAGE-3') })).body.data.seatsLeft).toBe(119)

    // The workshop room admits registered visitors only.
    const onlyRegistered = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D2-3A-1') }, refused.token, 'cn')
    expect(onlyRegistered).toMatchObject({ status: 409, body: { msg: '工作坊：供应商风险评估仅限已报名的观众签到' } })
    // A full session with walk-ins allowed: refused while full (the one seat of D1-3A-2 is taken, and 3A refuses anyway).
    await server.database.db.update(conferenceSessions).set({ capacity: 1, seatsTaken: 1 }).where(eq(conferenceSessions.id, id('D2-STAGE-4')))
    const full = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D2-STAGE-4') }, refused.token)
    expect(full).toMatchObject({ status: 409, body: { msg: 'Battery recycling and the circular economy is full, sign-in without registration is not possible' } })
    // A paid activity needs its ticket.
    const paid = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D2-3A-5') }, refused.token)
    expect(paid).toMatchObject({ status: 409, body: { msg: 'VIP round-table luncheon is a paid activity: sign in with a ticket of it' } })
    expect((await post(CONFERENCE_PATHS.signIn, { signCodeId: 'A'.repeat(24) }, refused.token)).status).toBe(404)
  })

  it('counts check-ins for the organiser (polled), and refuses other tenants and visitors', async () => {
    const board = await server.call({ method: 'GET', url: adminPath(CONFERENCE_PATHS.checkIns), headers: admin, query: { sessionId: id('D1-MAIN-2') } })
    expect(board.status).toBe(200)
    expect(board.body.data.sessions).toEqual([
      expect.objectContaining({ sessionId: id('D1-MAIN-2'), registered: 1, signedIn: 1, walkIns: 0, capacity: 300, signCodeId: demoSignCode('D1-MAIN-2'), signInPath: expect.stringContaining(`signCodeId=${demoSignCode('D1-MAIN-2')}`) }),
    ])
    const all = await server.call({ method: 'GET', url: adminPath(CONFERENCE_PATHS.checkIns), headers: admin })
    expect(all.body.data.sessions).toHaveLength(40)
    expect(all.body.data.sessions.find((row: { sessionId: string }) => row.sessionId === id('D1-STAGE-3'))).toMatchObject({ registered: 1, signedIn: 1, walkIns: 1 })
    const otherKey = await createAdminKey(server.database.db, OTHER_TENANT, 'other organiser')
    expect((await server.call({ method: 'GET', url: adminPath(CONFERENCE_PATHS.checkIns), headers: { authorization: `Bearer ${otherKey.key}` } })).status).toBe(403)
    expect((await server.call({ method: 'GET', url: adminPath(CONFERENCE_PATHS.checkIns), headers: auth(visitors[0].token) })).status).toBe(401)
  })

  it('closes sign-in when the session is over', async () => {
    const now = server.clock.now()
    await server.database.db.update(conferenceSessions).set({ startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 1) }).where(eq(conferenceSessions.id, id('D2-3B-5')))
    const late = await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D2-3B-5') }, visitors[0].token)
    expect(late).toMatchObject({ status: 409, body: { msg: 'Meeting logistics providers has ended, sign-in is closed' } })
  })
})

describe('a paid activity through the ticket orders', () => {
  it('is listed with its ticket type, bought and paid in the sandbox, on the agenda, signed in with, and refunded by the same rules', async () => {
    const buyer = visitors[7]
    const activities = (await get(CONFERENCE_PATHS.activities, { ...open, registerLinkId: ACTIVITY_REGISTER_LINK })).body.data
    expect(activities.map((activity: { session: { title: string } }) => activity.session.title)).toEqual(['Masterclass: the return on a smart factory', 'VIP round-table luncheon'])
    const masterclass = activities[0]
    expect(masterclass).toMatchObject({ remaining: 40, soldOut: false, paid: { priceFen: 8000, registerLinkId: ACTIVITY_REGISTER_LINK, refundFeePercent: 10 } })
    // The ticket-buying page of the fair does not offer it; the activity link does.
    const fairTypes = (await get(TICKET_PATHS.ticketTypes, { ...open, registerLinkId: 'tickets-2026' })).body.data
    expect(fairTypes.map((type: { id: string }) => type.id)).not.toContain(masterclass.paid.ticketTypeId)

    const placed = await place(server, buyer.token, [{ ticketTypeId: masterclass.paid.ticketTypeId, quantity: 1 }], { registerLinkId: ACTIVITY_REGISTER_LINK })
    expect(placed.status).toBe(200)
    await payInSandbox(server, buyer.token, placed.body.data.id)
    expect((await orderDetail(server, buyer.token, placed.body.data.id)).body.data.state).toBe('ticketIssued')
    expect((await get(CONFERENCE_PATHS.activities, open)).body.data[0].remaining).toBe(39)
    const agenda = (await get(CONFERENCE_PATHS.mySchedule, { exhibitionId: EXHIBITION }, buyer.token)).body.data
    expect(agenda).toEqual([expect.objectContaining({ status: 'ticket', session: expect.objectContaining({ id: masterclass.session.id }) })])
    expect((await post(CONFERENCE_PATHS.signIn, { signCodeId: demoSignCode('D1-3A-4') }, buyer.token)).body.data).toMatchObject({ changed: true, walkIn: false })
    // One seat per person, as the ticket type says.
    expect((await place(server, buyer.token, [{ ticketTypeId: masterclass.paid.ticketTypeId, quantity: 1 }], { registerLinkId: ACTIVITY_REGISTER_LINK })).status).toBe(409)

    const quote = (await get(TICKET_PATHS.refundQuote, { exhibitionId: EXHIBITION, orderId: placed.body.data.id }, buyer.token)).body.data
    expect(quote).toMatchObject({ refundable: true, feeFen: 800, amountFen: 7200 })
    const refunded = await post(TICKET_PATHS.refund, { orderId: placed.body.data.id, reason: 'Plans changed' }, buyer.token)
    expect(refunded.status).toBe(200)
    for (let attempt = 0; attempt < 100 && (await orderDetail(server, buyer.token, placed.body.data.id)).body.data.state !== 'refunded'; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await get(CONFERENCE_PATHS.mySchedule, { exhibitionId: EXHIBITION }, buyer.token)).body.data).toEqual([])
    expect((await get(CONFERENCE_PATHS.activities, open)).body.data[0].remaining).toBe(40)
  })
})

describe('the agenda and its calendar file', () => {
  it('lists the visitor’s sessions in time order with their clashes and sign-ins', async () => {
    const agenda = (await get(CONFERENCE_PATHS.mySchedule, { exhibitionId: EXHIBITION }, visitors[0].token)).body.data
    const order = agenda.map((entry: { session: { id: string } }) => entry.session.id)
    // The first two run at the same time (the clash).
    expect(new Set(order.slice(0, 2))).toEqual(new Set([id('D1-MAIN-2'), id('D1-STAGE-2')]))
    expect(order[2]).toBe(id('D1-3B-3'))
    const main = agenda.find((entry: { session: { id: string } }) => entry.session.id === id('D1-MAIN-2'))
    expect(main).toMatchObject({ status: 'registered', clashesWith: [id('D1-STAGE-2')], signedInAt: expect.any(String) })
    expect(agenda.find((entry: { session: { id: string } }) => entry.session.id === id('D1-3B-3'))).toMatchObject({ clashesWith: [], signedInAt: null })
  })

  it('writes one session and the whole agenda as iCalendar that parses back with their times, titles and places', async () => {
    const one = await server.app.inject({ method: 'GET', url: CONFERENCE_PATHS.sessionIcs, query: { ...open, id: id('D1-MAIN-1'), languageType: 'cn' } })
    expect(one.statusCode).toBe(200)
    expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(one.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(one.body))
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    const detail = (await get(CONFERENCE_PATHS.session, { ...open, id: id('D1-MAIN-1') })).body.data
    expect(event.summary).toBe('开幕主旨演讲：制造业的下一个十年')
    expect(event.location).toBe('主论坛厅, 1 号馆')
    expect(event.startDate.toJSDate().toISOString()).toBe(detail.startsAt)
    expect(event.endDate.toJSDate().toISOString()).toBe(detail.endsAt)
    expect(event.uid).toContain(id('D1-MAIN-1'))
    expect(event.description).toContain('林晓雯')
    expect(event.description).not.toContain('<')

    const mine = await server.app.inject({ method: 'GET', url: CONFERENCE_PATHS.myScheduleIcs, query: { exhibitionId: EXHIBITION, languageType: 'en' }, headers: auth(visitors[0].token) })
    const events = new ICAL.Component(ICAL.parse(mine.body)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events.map((entry) => entry.summary).sort()).toEqual(['ASEAN market matchmaking', 'Global outlook for new energy vehicles', 'Solid-state batteries: from lab to mass production'])
    expect((await server.app.inject({ method: 'GET', url: CONFERENCE_PATHS.myScheduleIcs, query: { exhibitionId: EXHIBITION } })).statusCode).toBe(401)
    const empty = await server.app.inject({ method: 'GET', url: CONFERENCE_PATHS.myScheduleIcs, query: { exhibitionId: EXHIBITION }, headers: auth(visitors[6].token) })
    expect(empty.statusCode).toBe(200)
    expect(new ICAL.Component(ICAL.parse(empty.body)).getAllSubcomponents('vevent')).toHaveLength(0)
  })
})

describe('a programme of a fair abroad', () => {
  it('puts a session and a news day that name no zone on the venue’s clock, and keeps a session’s own', async () => {
    await server.database.db.update(exhibitions).set({ timeZone: 'America/Los_Angeles' }).where(eq(exhibitions.id, '1005'))
    const session = { room: 'R', date: '2031-01-01', start: '09:00', end: '10:00', titleCn: '测试', titleEn: 'Test', topicKey: 't', topicCn: '测', topicEn: 'T', capacity: 5 }
    const programme = {
      rooms: [{ key: 'R', nameCn: '厅', nameEn: 'Room' }],
      sessions: [
        { ...session, key: 'LV1' },
        { ...session, key: 'LV2', timeZone: 'Asia/Shanghai' },
      ],
      news: [{ key: 'NLV', titleCn: '新闻', titleEn: 'News', bodyCn: '<p>新闻</p>', bodyEn: '<p>News</p>', publishedAt: '2020-01-01' }],
    }
    const imported = await server.call({ method: 'PUT', url: adminPath(CONFERENCE_PATHS.programme, '1005'), headers: admin, payload: programme })
    expect(imported.status, JSON.stringify(imported.body)).toBe(200)
    const rows = await server.database.db
      .select({ key: conferenceSessions.key, startsAt: conferenceSessions.startsAt, timeZone: conferenceSessions.timeZone })
      .from(conferenceSessions)
      .where(eq(conferenceSessions.exhibitionId, '1005'))
    // Nine in Las Vegas in January is 17:00 UTC; nine in Shanghai 01:00 UTC.
    expect(rows.sort((a, b) => a.key.localeCompare(b.key)).map((row) => [row.key, row.startsAt.toISOString(), row.timeZone])).toEqual([
      ['LV1', '2031-01-01T17:00:00.000Z', 'America/Los_Angeles'],
      ['LV2', '2031-01-01T01:00:00.000Z', 'Asia/Shanghai'],
    ])
    const [news] = (await get(CONFERENCE_PATHS.news, { tenantId: TENANT, exhibitionId: '1005' })).body.data.records
    expect(news.publishedAt).toBe('2020-01-01T17:00:00.000Z')
  })
})

describe('rich text from the organiser', () => {
  it('never carries script, event handlers, javascript: links or inline styles, in a session or a news item', async () => {
    const hostile = '<p style="background:url(javascript:alert(1))" onclick="alert(1)">Hello <script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a> <a href="https://fair.example/x">safe</a><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg></p>'
    const programme = {
      rooms: [{ key: 'R', nameCn: '厅', nameEn: 'Room' }],
      sessions: [{ key: 'X1', room: 'R', date: '2031-01-01', start: '09:00', end: '10:00', titleCn: '测试', titleEn: 'Test', topicKey: 't', topicCn: '测', topicEn: 'T', capacity: 5, descriptionCn: hostile, descriptionEn: hostile }],
      news: [{ key: 'NX', titleCn: '新闻', titleEn: 'News', bodyCn: hostile, bodyEn: hostile, publishedAt: '2020-01-01' }],
    }
    const imported = await server.call({ method: 'PUT', url: adminPath(CONFERENCE_PATHS.programme, '1002'), headers: admin, payload: programme })
    expect(imported.status).toBe(200)
    const [session] = (await get(CONFERENCE_PATHS.sessions, { tenantId: TENANT, exhibitionId: '1002' })).body.data.records
    const detail = (await get(CONFERENCE_PATHS.session, { tenantId: TENANT, exhibitionId: '1002', id: session.id })).body.data
    const [news] = (await get(CONFERENCE_PATHS.news, { tenantId: TENANT, exhibitionId: '1002' })).body.data.records
    const body = (await get(CONFERENCE_PATHS.newsItem, { tenantId: TENANT, exhibitionId: '1002', id: news.id })).body.data.bodyHtml
    // A news day is published at nine on the fair's clock, as is a session that names no zone.
    expect(news.publishedAt).toBe('2020-01-01T01:00:00.000Z')
    expect(session).toMatchObject({ startsAt: '2031-01-01T01:00:00.000Z', timeZone: FAIR_TIME_ZONE })
    for (const html of [detail.descriptionHtml, body]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|style=|<iframe|<svg/i)
      expect(html).toContain('<a href="https://fair.example/x" target="_blank" rel="noopener noreferrer">safe</a>')
      expect(html).toContain('Hello')
    }
    // Stored clean as well: a row is never trusted on the way out only.
    const [row] = await server.database.db.select({ description: conferenceSessions.descriptionEn }).from(conferenceSessions).where(and(eq(conferenceSessions.exhibitionId, '1002'), eq(conferenceSessions.key, 'X1')))
    expect(row.description).not.toMatch(/<script|onerror|javascript:/i)
  })
})

describe('the organiser’s programme import', () => {
  it('refuses a programme with bad rows naming each row, and writes none of it', async () => {
    const before = await server.database.db.select({ id: conferenceSessions.id }).from(conferenceSessions).where(eq(conferenceSessions.exhibitionId, '1001'))
    const bad = await server.call({
      method: 'PUT',
      url: adminPath(CONFERENCE_PATHS.programme, '1001'),
      headers: { ...admin, 'accept-language': 'en' },
      payload: {
        rooms: [{ key: 'R', nameCn: '厅', nameEn: 'Room' }],
        sessions: [
          { key: 'OK', room: 'R', date: '2031-01-01', start: '09:00', end: '10:00', titleCn: '好', titleEn: 'Good', topicKey: 't', topicCn: '测', topicEn: 'T', capacity: 5 },
          { key: 'BAD', room: 'R', date: '2031-01-01', start: '9am', end: '10:00', titleCn: '坏', titleEn: 'Bad', topicKey: 't', topicCn: '测', topicEn: 'T', capacity: -1 },
        ],
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors).toEqual({ 'sessions.1.start': 'Enter a time as HH:mm, e.g. 09:30', 'sessions.1.capacity': 'The capacity must be a whole number from 1 to 100000' })
    expect(await server.database.db.select({ id: conferenceSessions.id }).from(conferenceSessions).where(eq(conferenceSessions.exhibitionId, '1001'))).toEqual(before)
  })

  it('updates sessions by key on a re-import, and refuses a capacity below the seats already taken', async () => {
    const [visitor] = visitors
    const programme = {
      rooms: [{ key: 'R', nameCn: '厅', nameEn: 'Room' }],
      sessions: [{ key: 'K1', room: 'R', date: '2031-02-01', start: '09:00', end: '10:00', timeZone: 'Europe/Berlin', titleCn: '第一版', titleEn: 'First', topicKey: 't', topicCn: '测', topicEn: 'T', capacity: 5 }],
    }
    const url = adminPath(CONFERENCE_PATHS.programme, '1001')
    expect((await server.call({ method: 'PUT', url, headers: admin, payload: programme })).body.data).toMatchObject({ sessions: 1, updated: 0 })
    const [session] = (await get(CONFERENCE_PATHS.sessions, { tenantId: TENANT, exhibitionId: '1001' })).body.data.records
    expect(session).toMatchObject({ startsAt: '2031-02-01T08:00:00.000Z', localStart: '09:00', timeZone: 'Europe/Berlin' })
    await server.call({ method: 'POST', url: CONFERENCE_PATHS.register, headers: auth(visitor.token), payload: { exhibitionId: '1001', sessionIds: [session.id] } })
    await server.call({ method: 'POST', url: CONFERENCE_PATHS.register, headers: auth(visitors[1].token), payload: { exhibitionId: '1001', sessionIds: [session.id] } })
    const shrink = await server.call({ method: 'PUT', url, headers: admin, payload: { ...programme, sessions: [{ ...programme.sessions[0], capacity: 1 }] } })
    expect(shrink.status).toBe(400)
    expect(shrink.body.data.fieldErrors).toEqual({ 'sessions.0.capacity': 'The capacity cannot be less than the 2 seats already taken' })
    const paid = await server.call({ method: 'PUT', url, headers: admin, payload: { ...programme, sessions: [{ ...programme.sessions[0], priceFen: 100 }] } })
    expect(paid.body.data.fieldErrors).toEqual({ 'sessions.0.priceFen': 'A session cannot change between free and paid once visitors have registered or bought tickets' })
    const renamed = await server.call({ method: 'PUT', url, headers: admin, payload: { ...programme, sessions: [{ ...programme.sessions[0], titleEn: 'Second', capacity: 2 }] } })
    expect(renamed.body.data).toMatchObject({ sessions: 1, updated: 1 })
    const after = (await get(CONFERENCE_PATHS.session, { tenantId: TENANT, exhibitionId: '1001', id: session.id })).body.data
    expect(after).toMatchObject({ id: session.id, title: 'Second', capacity: 2, seatsLeft: 0 })
    const registrations = await server.database.db.select().from(conferenceRegistrations).where(eq(conferenceRegistrations.sessionId, session.id))
    expect(registrations).toHaveLength(2)
    // A larger room: the seats it adds go to the waiting list in order, and the visitor is told.
    const waiting = await server.call({ method: 'POST', url: CONFERENCE_PATHS.register, headers: auth(visitors[2].token), payload: { exhibitionId: '1001', sessionIds: [session.id] } })
    expect(waiting.body.data.registrations[0]).toMatchObject({ status: 'waitlisted', position: 1 })
    const larger = await server.call({ method: 'PUT', url, headers: admin, payload: { ...programme, sessions: [{ ...programme.sessions[0], titleEn: 'Second', capacity: 4 }] } })
    expect(larger.body.data).toMatchObject({ updated: 1, seatedFromWaitingList: 1 })
    expect(server.outbox.list(visitors[2].account)[0].subject).toBe('You have a seat at Second')
    expect((await get(CONFERENCE_PATHS.session, { tenantId: TENANT, exhibitionId: '1001', id: session.id })).body.data).toMatchObject({ capacity: 4, seatsLeft: 1, waitlisted: 0 })
  })

  it('exports registrations, the waiting list and sign-ins', async () => {
    const exported = await server.call({ method: 'GET', url: adminPath(CONFERENCE_PATHS.attendance), headers: admin })
    expect(exported.status).toBe(200)
    const rows = exported.body.data.rows as Array<{ sessionKey: string; account: string; status: string; position: number | null; signedInAt: string | null }>
    expect(rows.filter((row) => row.sessionKey === 'D1-3A-2').map((row) => [row.account, row.status, row.position])).toEqual([
      [visitors[2].account, 'registered', null],
      [visitors[1].account, 'waitlisted', 1],
      [visitors[3].account, 'cancelled', null],
    ])
    expect(rows.find((row) => row.sessionKey === 'D1-STAGE-3')).toMatchObject({ account: visitors[5].account, status: 'walkIn', signedInAt: expect.any(String) })
    // The masterclass buyer signed in, then was refunded: the sign-in stays on record, the seat does not.
    expect(rows.filter((row) => row.sessionKey === 'D1-3A-4' && row.account === visitors[7].account)).toEqual([expect.objectContaining({ status: 'signedIn', signedInAt: expect.any(String) })])
  })
})

describe('a programme of 300 sessions', () => {
  it('pages and filters fast enough for the first view', async () => {
    const rooms = Array.from({ length: 6 }, (_, index) => ({ key: `R${index}`, nameCn: `${index} 号厅`, nameEn: `Room ${index}` }))
    const speakers = Array.from({ length: 60 }, (_, index) => ({ key: `S${index}`, nameCn: `嘉宾${index}`, nameEn: `Speaker ${index}` }))
    const sessions = Array.from({ length: 300 }, (_, index) => ({
      key: `P${index}`,
      room: `R${index % 6}`,
      date: `2031-03-0${1 + (index % 3)}`,
      start: `${String(8 + (index % 10)).padStart(2, '0')}:00`,
      end: `${String(9 + (index % 10)).padStart(2, '0')}:00`,
      titleCn: `第 ${index} 场`,
      titleEn: `Session ${index}`,
      topicKey: `topic${index % 8}`,
      topicCn: `主题${index % 8}`,
      topicEn: `Topic ${index % 8}`,
      descriptionEn: '<p>' + 'Words about the session. '.repeat(20) + '</p>',
      capacity: 100,
      speakers: [`S${index % 60}`, `S${(index + 7) % 60}`],
    }))
    const imported = await server.call({ method: 'PUT', url: adminPath(CONFERENCE_PATHS.programme, '1003'), headers: admin, payload: { rooms, speakers, sessions } })
    expect(imported.body.data).toMatchObject({ sessions: 300 })
    const query = { tenantId: TENANT, exhibitionId: '1003', size: 20 }
    await get(CONFERENCE_PATHS.sessions, query)
    const started = performance.now()
    const first = await get(CONFERENCE_PATHS.sessions, query)
    const filtered = await get(CONFERENCE_PATHS.sessions, { ...query, day: '2031-03-02', topic: 'topic3', q: 'Speaker 1' })
    const elapsed = performance.now() - started
    expect(first.body.data.total).toBe(300)
    expect(first.body.data.records).toHaveLength(20)
    expect(filtered.body.data.records.every((record: { day: string; topic: { key: string } }) => record.day === '2031-03-02' && record.topic.key === 'topic3')).toBe(true)
    console.info(`[${server.database.engine}] programme of 300: first page and a filtered page in ${elapsed.toFixed(0)} ms`)
    expect(elapsed).toBeLessThan(1500)
  }, 60_000)
})
