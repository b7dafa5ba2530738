import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { TicketTypeView } from '@fairpass/core/contract'
import { createMemoryRouter, type Router } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { EXHIBITION, GIFT_ID, GIFT_TOKEN, TYPE_ID, walletTicket } from '../testing/fixtures'
import './messages'
import { $notices } from '@fairpass/core/notice'
import { $phoneProof, $resendIn, claimFree, freeTypeOf, isGiftLink, proofFor, receive, sendProofCode, setProofCode } from './receiveStore'

const PLACE = 'POST /api/ef-registration-client/order/placeOrderByIdList'
const RECEIVE = 'POST /api/ef-registration-client/ticketGiveBiz/activationForOther'
const OFFER = 'GET /api/ef-registration-client/ticketGiveBiz/offer'
const SEND_CODE = 'POST /api/ef-registration-client/ticketGiveBiz/sendCode'

const freeType = { id: TYPE_ID, name: 'Complimentary', priceFen: 0, saleState: 'onSale', soldOut: false, requiresDay: false, days: [] } as unknown as TicketTypeView

/** The element's own router (memory routing): the stores move it, never the page's. */
let router: Router & { stop(): void }

beforeEach(() => {
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en', token: 't' })
  setLanguage('en')
  router = createMemoryRouter('/freeTicket')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
})

test('a free claim carries an Idempotency-Key, the same one on its retry, a new one for the next claim', async () => {
  let answer: { status?: number; body: unknown } = fail(500, 'Busy')
  const api = fakeApi({ [PLACE]: () => answer })
  expect(await claimFree(EXHIBITION, 'tickets-2026', freeType, undefined, router)).toBe(false)
  answer = ok({ id: 'order-1', state: 'ticketIssued' })
  expect(await claimFree(EXHIBITION, 'tickets-2026', freeType, undefined, router)).toBe(true)
  expect(await claimFree(EXHIBITION, 'tickets-2026', freeType, undefined, router)).toBe(true)
  const keys = api.calls.map((call) => call.headers.get('Idempotency-Key'))
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
  expect(keys[1]).toBe(keys[0])
  expect(keys[2]).not.toBe(keys[0])
  expect(api.calls[1].body).toMatchObject({ exhibitionId: '1020', registerLinkId: 'tickets-2026', items: [{ ticketTypeId: TYPE_ID, quantity: 1 }] })
  expect(router.$route.get().path).toBe('/wallet')
})

test('the free type is the one the link names, else the first free one on sale', () => {
  const paid = { ...freeType, id: 'paid', priceFen: 8000 }
  const ended = { ...freeType, id: 'ended', saleState: 'ended' } as TicketTypeView
  expect(freeTypeOf([paid, ended, freeType])?.id).toBe(TYPE_ID)
  expect(freeTypeOf([paid, ended, freeType], 'ended')?.id).toBe('ended')
  expect(freeTypeOf([paid])).toBeNull()
})

test('receiving a gift puts it in the wallet and shows the wallet', async () => {
  const api = fakeApi({ [RECEIVE]: () => ok([walletTicket({ source: 'gift' })]) })
  router.stop()
  router = createMemoryRouter(`/ticket/receive/complimentaryTickets?ticketGiveRecordId=${GIFT_ID}&giftToken=${GIFT_TOKEN}`)
  expect(await receive(EXHIBITION, GIFT_ID, GIFT_TOKEN, 1, router)).toBe(true)
  expect(api.calls[0].body).toMatchObject({ ticketGiveRecordId: GIFT_ID, token: GIFT_TOKEN })
  expect(router.$route.get().path).toBe('/wallet')
})

test('a refused receive reads the offer again to show what is left', async () => {
  const api = fakeApi({ [RECEIVE]: () => fail(409, 'Already received'), [OFFER]: () => ok({ id: GIFT_ID, available: 0 }) })
  expect(await receive(EXHIBITION, GIFT_ID, GIFT_TOKEN, 1, router)).toBe(false)
  await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/ef-registration-client/ticketGiveBiz/offer'))
})

test('a gift link needs its record id and token', () => {
  expect(isGiftLink(GIFT_ID, GIFT_TOKEN)).toBe(true)
  expect(isGiftLink(GIFT_ID, '')).toBe(false)
  expect(isGiftLink('12', GIFT_TOKEN)).toBe(false)
})

test('a receiver signed in with another account proves the phone by a code, then receives with it', async () => {
  $phoneProof.set({ giftId: '', phoneMasked: '', code: '', error: '', sending: false, resendAt: 0 })
  $notices.set([])
  const notForYou = fail(403, 'This gift was sent to 138******02', { phoneMasked: '138******02', byCode: true })
  const api = fakeApi({
    [RECEIVE]: (call) => ((call.body as { code?: string }).code === '123456' ? ok([walletTicket({ source: 'gift' })]) : notForYou),
    [SEND_CODE]: () => ok({ expiresIn: 300, resendAfter: 60, phoneMasked: '138******02' }),
  })
  router.stop()
  router = createMemoryRouter(`/ticket/receive/complimentaryTickets?ticketGiveRecordId=${GIFT_ID}&giftToken=${GIFT_TOKEN}`)

  // Refused as not this account's phone: no error shown, the code field is asked for instead.
  expect(await receive(EXHIBITION, GIFT_ID, GIFT_TOKEN, 1, router)).toBe(false)
  expect(proofFor(GIFT_ID)).toMatchObject({ phoneMasked: '138******02', code: '' })
  expect(proofFor('another-gift')).toBeNull()
  expect($notices.get().some((notice) => notice.kind === 'error')).toBe(false)

  // Without six digits nothing is sent.
  setProofCode('12a3')
  expect(await receive(EXHIBITION, GIFT_ID, GIFT_TOKEN, 1, router)).toBe(false)
  expect($phoneProof.get().error).toBe('Enter the 6-digit code')
  expect(api.calls.filter((call) => call.path.endsWith('activationForOther'))).toHaveLength(1)

  expect(await sendProofCode(EXHIBITION, GIFT_ID, GIFT_TOKEN)).toBe(true)
  expect(api.calls.at(-1)?.body).toMatchObject({ ticketGiveRecordId: GIFT_ID, token: GIFT_TOKEN, exhibitionId: '1020' })
  expect($resendIn.get()).toBeGreaterThan(55)
  // The countdown holds the button: a second send waits.
  expect(await sendProofCode(EXHIBITION, GIFT_ID, GIFT_TOKEN)).toBe(false)

  setProofCode('123456')
  expect(await receive(EXHIBITION, GIFT_ID, GIFT_TOKEN, 1, router)).toBe(true)
  expect(api.calls.at(-1)?.body).toMatchObject({ ticketGiveRecordId: GIFT_ID, token: GIFT_TOKEN, code: '123456' })
  expect(router.$route.get().path).toBe('/wallet')
  expect(proofFor(GIFT_ID)).toBeNull()
})

test('a wrong code is shown and cleared for typing again', async () => {
  $phoneProof.set({ giftId: GIFT_ID, phoneMasked: '138******02', code: '', error: '', sending: false, resendAt: 0 })
  fakeApi({ [RECEIVE]: () => fail(409, 'The verification code is incorrect'), [OFFER]: () => ok({ id: GIFT_ID, available: 1 }) })
  setProofCode('654321')
  expect(await receive(EXHIBITION, GIFT_ID, GIFT_TOKEN, 1, router)).toBe(false)
  expect($notices.get().some((notice) => notice.kind === 'error' && notice.message === 'The verification code is incorrect')).toBe(true)
  expect(proofFor(GIFT_ID)).toMatchObject({ code: '' })
})
