import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryRouter, type Router } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { EXHIBITION, GIFT_ID, OTHER_EXHIBITION, TYPE_ID, giftView, walletTicket } from '../testing/fixtures'
import './messages'
import { $giveForm, giftLinkUrl, heldTypes, resetGiveForm, setGiveField, stepQuantity, submitGive, waitingOf } from './giveStore'

const GIVE = 'POST /api/ef-registration-client/ticketGiveBiz/give'

function fill(quantity: string, phone = '13800138000', confirm = phone) {
  resetGiveForm(TYPE_ID)
  setGiveField('quantity', quantity)
  setGiveField('receiverPhone', phone)
  setGiveField('confirmPhone', confirm)
}

/** The element's own router (memory routing): the stores move it, never the page's. */
let router: Router & { stop(): void }

beforeEach(() => {
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en', token: 't' })
  setLanguage('en')
  router = createMemoryRouter('/give')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
})

describe('the gift form (spec §5)', () => {
  test.each([
    ['0', 'The quantity must be a positive whole number'],
    ['1.5', 'The quantity must be a positive whole number'],
    ['two', 'The quantity must be a positive whole number'],
    ['', 'This field is required'],
  ])('refuses the quantity %j in words and sends nothing', async (quantity, message) => {
    const api = fakeApi({ [GIVE]: () => ok(giftView()) })
    fill(quantity)
    expect(await submitGive(EXHIBITION, 5, router)).toBe(false)
    expect($giveForm.get().errors.quantity).toBe(message)
    expect($giveForm.get().quantity).toBe(quantity)
    expect(api.calls).toHaveLength(0)
  })

  test('refuses a confirmation phone that differs, in the page language, keeping both numbers', async () => {
    const api = fakeApi({})
    setLanguage('cn')
    fill('1', '13800138000', '13800138001')
    expect(await submitGive(EXHIBITION, 5, router)).toBe(false)
    expect($giveForm.get().errors.confirmPhone).toBe('两次输入的手机号不一致')
    expect($giveForm.get()).toMatchObject({ receiverPhone: '13800138000', confirmPhone: '13800138001' })
    expect(api.calls).toHaveLength(0)
  })

  test('refuses more than the visitor holds before asking the server', async () => {
    const api = fakeApi({})
    fill('3')
    expect(await submitGive(EXHIBITION, 2, router)).toBe(false)
    expect($giveForm.get().errors.quantity).toBe('2 to give')
    expect(api.calls).toHaveLength(0)
  })

  test('creates the gift with the exhibition and opens it', async () => {
    const api = fakeApi({ [GIVE]: () => ok(giftView()) })
    fill('2')
    expect(await submitGive(EXHIBITION, 2, router)).toBe(true)
    expect(api.calls[0].body).toMatchObject({
      tenantId: '000000',
      exhibitionId: '1020',
      ticketTypeId: TYPE_ID,
      quantity: 2,
      receiverPhone: '13800138000',
      confirmPhone: '13800138000',
    })
    expect(router.$route.get().path).toBe(`/give/${GIFT_ID}`)
    expect($giveForm.get().receiverPhone).toBe('')
  })

  test("shows the server's field messages and keeps what was typed", async () => {
    fakeApi({ [GIVE]: () => fail(400, 'Bad', { fieldErrors: { receiverPhone: 'This number cannot receive gifts' } }) })
    fill('1')
    expect(await submitGive(EXHIBITION, 2, router)).toBe(false)
    expect($giveForm.get()).toMatchObject({ receiverPhone: '13800138000', errors: { receiverPhone: 'This number cannot receive gifts' } })
  })

  test('the stepper moves in whole steps between 1 and what is held', () => {
    resetGiveForm(TYPE_ID)
    stepQuantity(-1, 3)
    expect($giveForm.get().quantity).toBe('1')
    stepQuantity(1, 3)
    stepQuantity(1, 3)
    stepQuantity(1, 3)
    expect($giveForm.get().quantity).toBe('3')
  })
})

test('only tickets the server lets the visitor give count as held', () => {
  const types = heldTypes([
    walletTicket({ id: 'a' }),
    walletTicket({ id: 'b' }),
    walletTicket({ id: 'c', actions: [] }),
    walletTicket({ id: 'd', ticketTypeId: 'other', ticketTypeName: 'VIP', actions: ['give'] }),
  ])
  expect(types).toEqual([
    { ticketTypeId: TYPE_ID, name: 'Motor show day ticket', count: 2 },
    { ticketTypeId: 'other', name: 'VIP', count: 1 },
  ])
})

test('the gift link is absolute and names the exhibition, for a phone that never opened the app', () => {
  const url = giftLinkUrl(giftView().link, EXHIBITION, { origin: 'https://fair.example', pathname: '/app/' })
  const [base, hash] = url.split('#')
  expect(base).toBe('https://fair.example/app/')
  const [path, search] = hash.split('?')
  expect(path).toBe('/ticket/receive/complimentaryTickets')
  expect(Object.fromEntries(new URLSearchParams(search))).toMatchObject({ ticketGiveRecordId: GIFT_ID, tenantId: '000000', exhibitionId: '1020' })
})

test('waiting counts what is neither received nor taken back', () => {
  expect(waitingOf(giftView({ quantity: 3, received: 1, takenBack: 1 }))).toBe(1)
})

test("a link without the exhibition gets the element's, not the session's", () => {
  const url = giftLinkUrl(`/#/ticket/receive/complimentaryTickets?ticketGiveRecordId=${GIFT_ID}`, OTHER_EXHIBITION, { origin: 'https://fair.example', pathname: '/' })
  expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toMatchObject({ tenantId: '000000', exhibitionId: '2030' })
})
