import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type FootprintEntry, type GiftView, type WalletTicket } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { footprints } from '../orders'
import { ticketGifts } from './tables'
import { DEMO_ADMIN_KEY } from '../../seed'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { expireGifts } from './giftExpiry'
import { EXHIBITION, issueTo, seedTicketType, signInByPhone } from './testing'

/*
 * Issue 12: an unaccepted gift expires back to the giver after GIFT_EXPIRY_DAYS (here 3), by a background sweep
 * that several server processes may run at once.
 */

const DAY = 86_400_000
let server: TestServer
let ctx: AppContext
let giver: string
let receiver: string
let typeId: string
const RECEIVER = '13800000012'

beforeAll(async () => {
  server = await createTestServer({ env: { GIFT_EXPIRY_DAYS: '3', BACKGROUND_SWEEP_SECONDS: '0', TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  server.clock.set(Date.UTC(2025, 8, 2, 2, 0, 0))
  ctx = { db: server.database.db, clock: server.clock, env: server.env } as unknown as AppContext
  giver = await signInByEmail(server, 'expiring.giver@example.com')
  receiver = await signInByPhone(server, RECEIVER)
  typeId = await seedTicketType(server)
}, 60_000)
afterAll(() => server.close())

const q = { exhibitionId: EXHIBITION, languageType: 'en' }
const post = (token: string, url: string, payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url, headers: bearer(token), payload: { exhibitionId: EXHIBITION, languageType: 'en', ...payload } })
const get = async <T,>(token: string, url: string, query: Record<string, string> = {}, languageType = 'en') =>
  (await server.call({ method: 'GET', url, headers: bearer(token), query: { ...q, languageType, ...query } })).body.data as T
const give = async (quantity: number) =>
  (await post(giver, TICKET_PATHS.give, { ticketTypeId: typeId, quantity, receiverPhone: RECEIVER, confirmPhone: RECEIVER })).body.data as GiftView
const tokenOf = (gift: GiftView) => new URLSearchParams(gift.link.split('?')[1]).get('giftToken')!
const verify = async (qr: string) =>
  (await server.call({ method: 'POST', url: TICKET_PATHS.verify, headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` }, payload: { qr } })).body.data.result

describe('a gift nobody receives in time', () => {
  it('goes back to the giver after the set days: new QRs, the gift reads expired, the ticket and the journal say why', async () => {
    const ids = (await issueTo(server, 'expiring.giver@example.com', typeId, 3)).ticketIds
    server.clock.advance(1000)
    const gift = await give(3)
    const received = await post(receiver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token: tokenOf(gift) })
    expect(received.status).toBe(200)
    const receivedId = (received.body.data as WalletTicket[])[0].id

    // Not yet: a day short of the period, a sweep leaves it waiting.
    server.clock.advance(2 * DAY)
    expect(await expireGifts(ctx)).toBe(0)
    expect((await get<GiftView>(giver, TICKET_PATHS.gift, { id: gift.id })).state).toBe('partlyReceived')

    server.clock.advance(DAY)
    expect(await expireGifts(ctx)).toBe(1)
    const expired = await get<GiftView>(giver, TICKET_PATHS.gift, { id: gift.id })
    expect(expired).toMatchObject({ state: 'expired', received: 1, takenBack: 2, quantity: 3 })

    const wallet = await get<WalletTicket[]>(giver, TICKET_PATHS.wallet)
    const back = wallet.filter((ticket) => ids.includes(ticket.id))
    expect(back).toHaveLength(2)
    expect(back.every((ticket) => ticket.state === 'valid' && ticket.qr && ticket.giftExpiredAt === new Date(server.clock.now()).toISOString())).toBe(true)
    expect(back.every((ticket) => ticket.actions.includes('give'))).toBe(true)
    expect(await verify(back[0].qr!)).toBe('ok')
    // The received one stays with its receiver.
    const theirs = await get<WalletTicket[]>(receiver, TICKET_PATHS.wallet)
    expect(theirs.map((ticket) => ticket.id)).toContain(receivedId)

    const journal = await get<FootprintEntry[]>(giver, TICKET_PATHS.journal)
    expect(journal[0]).toMatchObject({ kind: 'giftExpired', summary: '2 × Electronics fair ticket not received by 138******12 in time: back in your wallet' })
    const journalCn = await get<FootprintEntry[]>(giver, TICKET_PATHS.journal, {}, 'cn')
    expect(journalCn[0].summary).toBe('赠送给 138******12 的 电子展普通票 × 2 未在有效期内领取，已退回您的票夹')

    // The link no longer gives anything, in words saying why.
    const late = await post(receiver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: gift.id, token: tokenOf(gift) })
    expect(late.status).toBe(409)
    expect(late.body.msg).toBe('This gift was not received in time: its tickets went back to the sender')
    expect((await post(giver, TICKET_PATHS.takeBackGift, { id: gift.id })).status).toBe(409)

    // Anything done to the ticket afterwards ends the note.
    server.clock.advance(60_000)
    const named = await post(giver, TICKET_PATHS.assignHolder, { ticketId: back[0].id, holder: { name: 'Ada' } })
    expect(named.status).toBe(200)
    expect((named.body.data as WalletTicket).giftExpiredAt).toBeNull()
  })

  it('is expired once when two sweeps (two server processes) run at the same moment', async () => {
    await issueTo(server, 'expiring.giver@example.com', typeId, 4)
    const gifts = [await give(1), await give(1), await give(2)]
    server.clock.advance(3 * DAY + 1)
    const [first, second] = await Promise.all([expireGifts(ctx), expireGifts(ctx)])
    expect(first + second).toBe(3)
    for (const gift of gifts) {
      const [row] = await server.database.db.select({ state: ticketGifts.state }).from(ticketGifts).where(eq(ticketGifts.id, gift.id))
      expect(row.state).toBe('expired')
      const [{ n }] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(footprints)
        .where(sql`${footprints.kind} = 'giftExpired' AND ${footprints.data}->>'giftId' = ${gift.id}`)
      expect(n).toBe(1)
    }
    expect(await expireGifts(ctx)).toBe(0)
  })

  it('keeps a gift that was taken back or fully received as it was', async () => {
    await issueTo(server, 'expiring.giver@example.com', typeId, 2)
    const takenBack = await give(1)
    await post(giver, TICKET_PATHS.takeBackGift, { id: takenBack.id })
    const taken = await give(1)
    await post(receiver, TICKET_PATHS.receiveGift, { ticketGiveRecordId: taken.id, token: tokenOf(taken) })
    server.clock.advance(30 * DAY)
    expect(await expireGifts(ctx)).toBe(0)
    expect((await get<GiftView>(giver, TICKET_PATHS.gift, { id: takenBack.id })).state).toBe('takenBack')
    expect((await get<GiftView>(giver, TICKET_PATHS.gift, { id: taken.id })).state).toBe('received')
  })
})
