import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type GiftView, type WalletTicket } from '@fairpass/core/contract'
import { ticketGiftItems } from './tables'
import { DEMO_ADMIN_KEY } from '../../seed'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { EXHIBITION, issueTo, seedTicketType, signInByPhone, userIdOf } from './testing'

let server: TestServer
let giver: string
let receiver: string
let stranger: string
let typeId: string

const RECEIVER = '13800000002'

beforeAll(async () => {
  server = await createTestServer()
  server.clock.set(Date.UTC(2025, 8, 2, 2, 0, 0))
  giver = await signInByEmail(server, 'giver@example.com')
  receiver = await signInByPhone(server, RECEIVER)
  stranger = await signInByPhone(server, '13800000003')
  typeId = await seedTicketType(server)
}, 60_000)
afterAll(() => server.close())

const q = { exhibitionId: EXHIBITION, languageType: 'en' }
const post = (token: string, url: string, payload: Record<string, unknown>, languageType = 'en') =>
  server.call({ method: 'POST', url, headers: bearer(token), payload: { exhibitionId: EXHIBITION, languageType, ...payload } })
const give = (payload: Record<string, unknown>, languageType = 'en') =>
  post(giver, TICKET_PATHS.give, { ticketTypeId: typeId, quantity: 1, receiverPhone: RECEIVER, confirmPhone: RECEIVER, ...payload }, languageType)
const wallet = async (token: string) => (await server.call({ method: 'GET', url: TICKET_PATHS.wallet, headers: bearer(token), query: q })).body.data as WalletTicket[]
const verify = async (qr: string) =>
  (await server.call({ method: 'POST', url: TICKET_PATHS.verify, headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` }, payload: { qr } })).body.data.result
const linkParams = (gift: GiftView) => new URLSearchParams(gift.link.split('?')[1])

describe('gift validation (spec §5)', () => {
  it('refuses a quantity that is not a positive whole number and a confirmation phone that differs, in cn and en', async () => {
    const zeroEn = await give({ quantity: 0 })
    expect(zeroEn.status).toBe(400)
    expect(zeroEn.body.data.fieldErrors.quantity).toBe('The quantity must be a positive whole number')
    const zeroCn = await give({ quantity: 0 }, 'cn')
    expect(zeroCn.body.data.fieldErrors.quantity).toBe('赠送数量须为正整数')
    expect((await give({ quantity: 1.5 })).body.data.fieldErrors.quantity).toBe('The quantity must be a positive whole number')
    const differEn = await give({ confirmPhone: '13800000009' })
    expect(differEn.body.data.fieldErrors.confirmPhone).toBe('The two phone numbers entered do not match')
    const differCn = await give({ confirmPhone: '13800000009' }, 'cn')
    expect(differCn.body.data.fieldErrors.confirmPhone).toBe('两次输入的手机号不一致')
  })

  it('refuses more tickets than the giver has free, and a gift to oneself', async () => {
    const self = await signInByPhone(server, '13800000004')
    await issueTo(server, '13800000004', typeId)
    const tooMany = await post(self, TICKET_PATHS.give, { ticketTypeId: typeId, quantity: 3, receiverPhone: RECEIVER, confirmPhone: RECEIVER })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.msg).toBe('You have only 1 unused tickets of this type to give')
    const toSelf = await post(self, TICKET_PATHS.give, { ticketTypeId: typeId, quantity: 1, receiverPhone: '13800000004', confirmPhone: '13800000004' }, 'cn')
    expect(toSelf.body.msg).toBe('不能将门票赠送给自己')
  })
})

describe('gifting two tickets', () => {
  it('lets the addressed phone receive one, the giver take the other back, and keeps every move on record', async () => {
    const ids = (await issueTo(server, 'giver@example.com', typeId, 2)).ticketIds
    const oldQrs = (await wallet(giver)).filter((ticket) => ids.includes(ticket.id)).map((ticket) => ticket.qr!)
    // The journal orders by time: each step a moment after the last.
    server.clock.advance(1000)
    const given = await give({ quantity: 2 })
    expect(given.status).toBe(200)
    const gift = given.body.data as GiftView
    expect(gift).toMatchObject({ quantity: 2, received: 0, takenBack: 0, state: 'pending', phoneMasked: '138******02', ticketTypeName: 'Electronics fair ticket' })
    const params = linkParams(gift)
    expect(gift.link).toContain('/#/ticket/receive/complimentaryTickets?')
    expect(Object.fromEntries(params)).toMatchObject({ tenantId: '000000', exhibitionId: EXHIBITION, ticketGiveRecordId: gift.id, languageType: 'en', registrationSource: 'giveCard' })
    const token = params.get('giftToken')!
    expect(token.length).toBeGreaterThanOrEqual(32)
    expect(server.outbox.list(RECEIVER)[0].body).toContain(gift.link)

    // On offer: no QR, no actions, and the codes shown before no longer admit anyone.
    const offered = (await wallet(giver)).filter((ticket) => ids.includes(ticket.id))
    expect(offered.map((ticket) => [ticket.state, ticket.qr, ticket.actions.length])).toEqual([['gifting', null, 0], ['gifting', null, 0]])
    expect(await verify(oldQrs[0])).toBe('revoked')

    // The link, before login.
    const offer = await server.call({ method: 'GET', url: TICKET_PATHS.giftOffer, headers: { 'tenant-id': '000000' }, query: { ticketGiveRecordId: gift.id, token, languageType: 'en' } })
    expect(offer.status).toBe(200)
    expect(offer.body.data).toMatchObject({ senderName: 'g***@example.com', quantity: 2, available: 2, state: 'pending', exhibitionTitle: '2025 Shenzhen Electronics Fair', phoneMasked: '138******02' })
    expect(offer.body.data.notices[0]).toContain('Only the phone number the gift was sent to')
    const offerCn = await server.call({ method: 'GET', url: TICKET_PATHS.giftOffer, query: { ticketGiveRecordId: gift.id, token, languageType: 'cn' } })
    expect(offerCn.body.data.notices[0]).toContain('赠票仅限受赠手机号')
    const notices = await server.call({ method: 'GET', url: TICKET_PATHS.giftNotices, query: { tenantId: '000000', exhibitionId: EXHIBITION, languageType: 'en' } })
    expect(notices.body.data).toEqual(offer.body.data.notices)
    expect((await server.call({ method: 'GET', url: TICKET_PATHS.giftNotices, query: { tenantId: '000000', exhibitionId: '2001' } })).status).toBe(404)
    const wrong = await server.call({ method: 'GET', url: TICKET_PATHS.giftOffer, query: { ticketGiveRecordId: gift.id, token: 'x'.repeat(32), languageType: 'en' } })
    expect(wrong.status).toBe(404)
    expect(wrong.body.msg).toBe('This gift link is not valid')

    // Someone else signed in: refused, and told which phone the gift is for.
    const notForYou = await post(stranger, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token })
    expect(notForYou.status).toBe(403)
    expect(notForYou.body.msg).toBe('This gift was sent to 138******02: sign in with that phone number, or confirm it with a code sent to it')
    expect((await post(giver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token })).status).toBe(400)

    const received = await post(receiver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token })
    expect(received.status).toBe(200)
    const [ticket] = received.body.data as WalletTicket[]
    expect(received.body.data).toHaveLength(1)
    expect(ticket).toMatchObject({ source: 'gift', state: 'valid', qrVersion: 2, orderNo: null })
    expect(ticket.actions).not.toContain('refund')
    expect(await verify(ticket.qr!)).toBe('ok')
    expect((await wallet(receiver)).map((entry) => entry.id)).toEqual([ticket.id])

    const partly = await server.call({ method: 'GET', url: TICKET_PATHS.gift, headers: bearer(giver), query: { ...q, id: gift.id } })
    expect(partly.body.data).toMatchObject({ received: 1, state: 'partlyReceived' })

    server.clock.advance(1000)
    const takenBack = await post(giver, TICKET_PATHS.takeBackGift, { id: gift.id })
    expect(takenBack.status).toBe(200)
    expect(takenBack.body.data).toMatchObject({ received: 1, takenBack: 1, state: 'takenBack' })
    const back = (await wallet(giver)).filter((entry) => ids.includes(entry.id))
    expect(back).toHaveLength(1)
    expect(back[0]).toMatchObject({ state: 'valid', qrVersion: 2 })
    expect(await verify(back[0].qr!)).toBe('ok')
    expect(await verify(oldQrs[1])).toBe('revoked')

    const late = await post(receiver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token }, 'cn')
    expect(late.status).toBe(409)
    expect(late.body.msg).toBe('该赠票已全部被领取或已收回')
    expect((await post(giver, TICKET_PATHS.takeBackGift, { id: gift.id })).status).toBe(409)
    expect((await post(stranger, TICKET_PATHS.takeBackGift, { id: gift.id })).status).toBe(404)

    const list = await server.call({ method: 'GET', url: TICKET_PATHS.gifts, headers: bearer(giver), query: q })
    expect(list.body.data.map((entry: GiftView) => entry.id)).toContain(gift.id)
    const items = await server.database.db.select().from(ticketGiftItems).where(eq(ticketGiftItems.giftId, gift.id))
    expect(items.find((item) => item.ticketId === ticket.id)).toMatchObject({ receiverUserId: await userIdOf(server, RECEIVER) })
    expect(items.filter((item) => item.takenBackAt)).toHaveLength(1)

    const journal = await server.call({ method: 'GET', url: TICKET_PATHS.journal, headers: bearer(giver), query: q })
    expect(journal.body.data.slice(0, 2).map((entry: { summary: string }) => entry.summary)).toEqual([
      '1 × Electronics fair ticket taken back from the gift to 138******02',
      '2 × Electronics fair ticket given to 138******02',
    ])
    const theirs = await server.call({ method: 'GET', url: TICKET_PATHS.journal, headers: bearer(receiver), query: { ...q, languageType: 'cn' } })
    expect(theirs.body.data[0].summary).toBe('收到赠票 电子展普通票 × 1')
  })

  it('gives the last gifted ticket once when it is received twice at the same moment', async () => {
    await issueTo(server, 'giver@example.com', typeId, 1)
    const gift = (await give({ quantity: 1 })).body.data as GiftView
    const token = linkParams(gift).get('giftToken')!
    const attempts = await Promise.all(Array.from({ length: 5 }, () => post(receiver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token })))
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 409, 409, 409, 409])
    const items = await server.database.db.select().from(ticketGiftItems).where(eq(ticketGiftItems.giftId, gift.id))
    expect(items).toHaveLength(1)
    expect(items[0].receivedAt).not.toBeNull()
  })
})

describe('the gift link without login', () => {
  it('is limited per address against guessing tokens', async () => {
    const query = { ticketGiveRecordId: '00000000-0000-4000-8000-000000000000', token: 'y'.repeat(32), languageType: 'en' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 61; attempt += 1) statuses.push((await server.call({ method: 'GET', url: TICKET_PATHS.giftOffer, query })).status)
    expect(statuses.slice(0, 50).every((status) => status === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
