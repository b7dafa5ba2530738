import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS, type GiftView, type WalletTicket } from '@fairpass/core/contract'
import { users } from '../auth'
import { ticketGiftItems } from './tables'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { EXHIBITION, issueTo, seedTicketType, signInByPhone, userIdOf } from './testing'

/*
 * A gift is addressed to a phone; a receiver signed in with another account (an English visitor signs in by e-mail
 * only) proves the phone with a 'receiveGift' code sent to it (ticketGiveBiz/sendCode), then receives with it.
 */

let server: TestServer
let giver: string
let english: string
let typeId: string

const PHONE = '13800000012'

beforeAll(async () => {
  server = await createTestServer()
  server.clock.set(Date.UTC(2025, 8, 2, 2, 0, 0))
  giver = await signInByEmail(server, 'code-giver@example.com')
  english = await signInByEmail(server, 'code-receiver@example.com')
  typeId = await seedTicketType(server)
}, 60_000)
afterAll(() => server.close())

const post = (token: string, url: string, payload: Record<string, unknown>, languageType = 'en') =>
  server.call({ method: 'POST', url, headers: bearer(token), payload: { exhibitionId: EXHIBITION, languageType, ...payload } })

/** A fresh gift of `quantity` tickets to PHONE; answers its link fields. */
async function gift(quantity = 1): Promise<{ ticketGiveRecordId: string; token: string }> {
  await issueTo(server, 'code-giver@example.com', typeId, quantity)
  const given = await post(giver, TICKET_PATHS.give, { ticketTypeId: typeId, quantity, receiverPhone: PHONE, confirmPhone: PHONE })
  expect(given.status).toBe(200)
  const view = given.body.data as GiftView
  return { ticketGiveRecordId: view.id, token: new URLSearchParams(view.link.split('?')[1]).get('giftToken')! }
}

/** Past the one-code-a-minute limit of the phone. */
const nextMinute = () => server.clock.advance(61_000)

describe('receiving a gift with an account that is not its phone', () => {
  it('refuses without a code, and says the phone can be proven by a code', async () => {
    const link = await gift()
    const refused = await post(english, TICKET_PATHS.receiveGift, link)
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toBe('This gift was sent to 138******12: sign in with that phone number, or confirm it with a code sent to it')
    expect(refused.body.data).toEqual({ phoneMasked: '138******12', byCode: true })
    const refusedCn = await post(english, TICKET_PATHS.receiveGift, link, 'cn')
    expect(refusedCn.body.msg).toBe('该赠票已赠送给138******12，请使用该手机号登录，或通过发送到该手机号的验证码确认后领取')
  })

  it('lets an e-mail account receive with the code sent to the phone, once', async () => {
    const link = await gift(2)
    nextMinute()
    const sent = await post(english, TICKET_PATHS.sendGiftCode, link)
    expect(sent.status).toBe(200)
    expect(sent.body.data).toEqual({ expiresIn: 300, resendAfter: 60, phoneMasked: '138******12' })
    const [message] = server.outbox.list(PHONE)
    expect(message).toMatchObject({ channel: 'sms', to: PHONE })
    expect(message.body).toContain(`Your code to receive the tickets given to this phone is ${message.code}`)

    const received = await post(english, TICKET_PATHS.receiveGift, { ...link, code: message.code })
    expect(received.status).toBe(200)
    const tickets = received.body.data as WalletTicket[]
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ source: 'gift', state: 'valid' })
    const items = await server.database.db.select().from(ticketGiftItems).where(eq(ticketGiftItems.giftId, link.ticketGiveRecordId))
    const receiverId = await userIdOf(server, 'code-receiver@example.com')
    expect(items.filter((item) => item.receiverUserId === receiverId)).toHaveLength(1)

    // The code is used up: the second ticket needs a new one.
    const again = await post(english, TICKET_PATHS.receiveGift, { ...link, code: message.code })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('The verification code is incorrect')

    // The account is not bound to the phone: proving it once is not signing in with it.
    const [account] = await server.database.db.select().from(users).where(eq(users.account, 'code-receiver@example.com'))
    expect(account.phone).toBeNull()
  })

  it('sends the code in the caller language and keeps the per-phone resend limit', async () => {
    const link = await gift()
    nextMinute()
    expect((await post(english, TICKET_PATHS.sendGiftCode, link, 'cn')).status).toBe(200)
    expect(server.outbox.list(PHONE)[0].body).toContain('您领取赠送给本手机号门票的验证码为')
    const tooSoon = await post(english, TICKET_PATHS.sendGiftCode, link)
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/)
  })

  it('refuses a wrong code and an expired one with the code messages', async () => {
    const link = await gift()
    nextMinute()
    await post(english, TICKET_PATHS.sendGiftCode, link)
    const code = server.outbox.lastCode(PHONE)!
    const wrong = await post(english, TICKET_PATHS.receiveGift, { ...link, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(409)
    expect(wrong.body.msg).toBe('The verification code is incorrect')
    server.clock.advance(301_000)
    const expired = await post(english, TICKET_PATHS.receiveGift, { ...link, code }, 'cn')
    expect(expired.status).toBe(409)
    expect(expired.body.msg).toBe('验证码已过期，请重新获取')
    const malformed = await post(english, TICKET_PATHS.receiveGift, { ...link, code: '12ab' })
    expect(malformed.status).toBe(400)
  })

  it('refuses a login code of the same phone for the gift', async () => {
    const link = await gift()
    nextMinute()
    // A live gift code waits beside the login code: the login code must not pass for it.
    expect((await post(english, TICKET_PATHS.sendGiftCode, link)).status).toBe(200)
    nextMinute()
    const sent = await server.call({
      method: 'GET',
      url: '/api/blade-auth/validate-code/sms',
      query: { account: PHONE, tenantId: '000000', exhibitionId: EXHIBITION, languageType: 'cn' },
    })
    expect(sent.status).toBe(200)
    const loginCode = server.outbox.lastCode(PHONE)!
    const refused = await post(english, TICKET_PATHS.receiveGift, { ...link, code: loginCode })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('The verification code is incorrect')
    // Nor can the public send-code call be asked for a gift code: only the gift's own call, which checks the link.
    nextMinute()
    const publicGiftCode = await server.call({
      method: 'GET',
      url: '/api/blade-auth/validate-code/sms',
      query: { account: PHONE, tenantId: '000000', exhibitionId: EXHIBITION, languageType: 'cn', purpose: 'receiveGift' },
    })
    expect(publicGiftCode.status).toBe(400)
  })

  it('never lets the giver receive their own gift, code or not, and needs no code for the phone itself', async () => {
    const link = await gift(2)
    nextMinute()
    expect((await post(giver, TICKET_PATHS.sendGiftCode, link)).status).toBe(400)
    expect((await post(giver, TICKET_PATHS.receiveGift, { ...link, code: '123456' })).status).toBe(400)
    expect((await post(english, TICKET_PATHS.sendGiftCode, { ...link, token: 'z'.repeat(32) })).status).toBe(404)
    const owner = await signInByPhone(server, PHONE)
    const received = await post(owner, TICKET_PATHS.receiveGift, link)
    expect(received.status).toBe(200)
  })

  it('gives the last ticket once when the phone and a code holder receive at the same moment', async () => {
    const link = await gift(1)
    nextMinute()
    const owner = await signInByPhone(server, PHONE)
    await post(english, TICKET_PATHS.sendGiftCode, link)
    const code = server.outbox.lastCode(PHONE)!
    const attempts = await Promise.all([
      post(owner, TICKET_PATHS.receiveGift, link),
      post(english, TICKET_PATHS.receiveGift, { ...link, code }),
      post(owner, TICKET_PATHS.receiveGift, link),
    ])
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 409, 409])
    const items = await server.database.db.select().from(ticketGiftItems).where(eq(ticketGiftItems.giftId, link.ticketGiveRecordId))
    expect(items.filter((item) => item.receivedAt)).toHaveLength(1)
  })
})
