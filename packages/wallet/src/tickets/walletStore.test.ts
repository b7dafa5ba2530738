import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryRouter, type Router } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { EXHIBITION, OTHER_EXHIBITION, TICKET_ID, walletTicket } from '../testing/fixtures'
import './messages'
import { $replacedQr, $transferForm, fateOf, reportTicketLost, resetTransfer, setTransferField, showsQr, submitTransfer, ticketOf, walletOf } from './walletStore'

const TRANSFER = 'POST /api/ef-registration-client/ticket/transfer'
const LOSS = 'POST /api/ef-registration-client/ticket/reportTheLossByIdList'
const WALLET = 'GET /api/ef-registration-client/ticket/wallet'
const JOURNAL = 'GET /api/ef-registration-client/footprint/list'

const ticket = ticketOf(EXHIBITION)
/** The element's own router (memory routing): the stores move it, never the page's. */
let router: Router & { stop(): void }

beforeEach(() => {
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en', token: 't' })
  setLanguage('en')
  router = createMemoryRouter(`/wallet/${TICKET_ID}`)
  resetTransfer()
  ticket.reset()
  $replacedQr.set(null)
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
})

describe('a transfer', () => {
  test('refuses two different accounts without asking the server, keeping both', async () => {
    const api = fakeApi({})
    setTransferField('account', '13800138000')
    setTransferField('confirmAccount', '13800138009')
    expect(await submitTransfer(EXHIBITION, TICKET_ID, router)).toBe(false)
    expect($transferForm.get()).toMatchObject({
      account: '13800138000',
      confirmAccount: '13800138009',
      errors: { confirmAccount: 'The two accounts entered do not match' },
    })
    expect(api.calls).toHaveLength(0)
  })

  test('refuses an account that is neither a phone nor an e-mail', async () => {
    fakeApi({})
    setTransferField('account', 'li lei')
    setTransferField('confirmAccount', 'li lei')
    expect(await submitTransfer(EXHIBITION, TICKET_ID, router)).toBe(false)
    expect($transferForm.get().errors.account).toBeTruthy()
  })

  test('sends the ticket to the account and returns to the wallet, which no longer holds it', async () => {
    const api = fakeApi({ [TRANSFER]: () => ok({ id: 'record' }) })
    ticket.set(walletTicket())
    walletOf(EXHIBITION).set([walletTicket()])
    setTransferField('account', 'friend@example.com')
    setTransferField('confirmAccount', 'friend@example.com')
    expect(await submitTransfer(EXHIBITION, TICKET_ID, router)).toBe(true)
    expect(api.calls[0].body).toMatchObject({ exhibitionId: '1020', id: TICKET_ID, account: 'friend@example.com', confirmAccount: 'friend@example.com' })
    expect(router.$route.get().path).toBe('/wallet')
    expect(ticket.$store.get().data).toBeNull()
    // The wallet that held it is not shown again as it was: the list page asks afresh.
    expect(walletOf(EXHIBITION).$store.get()).toMatchObject({ status: 'idle', data: null })
  })

  test("keeps the form and shows the server's words when it refuses", async () => {
    fakeApi({ [TRANSFER]: () => fail(400, 'No account with this phone number') })
    setTransferField('account', '13800138000')
    setTransferField('confirmAccount', '13800138000')
    expect(await submitTransfer(EXHIBITION, TICKET_ID, router)).toBe(false)
    expect($transferForm.get()).toMatchObject({ account: '13800138000', errors: { _form: 'No account with this phone number' } })
  })
})

test('a loss report shows the renewed ticket and remembers that its QR replaced the old one', async () => {
  const api = fakeApi({ [LOSS]: () => ok([walletTicket({ qr: 'FP1.signed-qr-v2', qrVersion: 2 })]) })
  ticket.set(walletTicket())
  expect(await reportTicketLost(EXHIBITION, TICKET_ID)).toBe(true)
  expect(api.calls[0].body).toMatchObject({ idList: [TICKET_ID], exhibitionId: '1020' })
  expect(ticket.$store.get().data).toMatchObject({ qr: 'FP1.signed-qr-v2', qrVersion: 2 })
  expect($replacedQr.get()).toEqual({ ticketId: TICKET_ID, qrVersion: 2 })
})

test('only a valid ticket with a QR shows one', () => {
  expect(showsQr(walletTicket())).toBe(true)
  expect(showsQr(walletTicket({ state: 'void' }))).toBe(false)
  expect(showsQr(walletTicket({ qr: null }))).toBe(false)
})

describe('two exhibitions on one page', () => {
  test("each exhibition's wallet asks for its own tickets and keeps them apart from the other's", async () => {
    const api = fakeApi({
      [WALLET]: (call) => ok([walletTicket({ id: `ticket-of-${call.query.get('exhibitionId')}`, exhibitionId: call.query.get('exhibitionId') ?? '' })]),
    })
    expect(walletOf(EXHIBITION)).toBe(walletOf({ ...EXHIBITION }))
    expect(walletOf(OTHER_EXHIBITION)).not.toBe(walletOf(EXHIBITION))
    await walletOf(OTHER_EXHIBITION).load()
    // The session's link names 1020; the element's exhibition (2030) is what the call names.
    expect(api.calls[0].query.get('exhibitionId')).toBe('2030')
    expect(walletOf(OTHER_EXHIBITION).$store.get().data?.map((item) => item.id)).toEqual(['ticket-of-2030'])
    expect(walletOf(EXHIBITION).$store.get().data).toBeNull()
  })
})

describe('a ticket that left the wallet (issue 12)', () => {
  test('is told apart from a failed load, and the journal says what became of it', async () => {
    fakeApi({
      [JOURNAL]: () =>
        ok([
          { at: '2026-11-20T10:00:00Z', kind: 'orderPaid', orderId: 'o', ticketId: null, summary: 'Paid' },
          { at: '2026-11-21T10:00:00Z', kind: 'reportedLost', orderId: 'o', ticketId: TICKET_ID, summary: 'Motor show day ticket reported lost' },
          { at: '2026-11-22T10:00:00Z', kind: 'transferredOut', orderId: 'o', ticketId: TICKET_ID, summary: 'Motor show day ticket transferred to 138****00' },
        ]),
    })
    await ticket.load(TICKET_ID)
    expect(ticket.$store.get()).toMatchObject({ status: 'failed', error: { status: 404 } })
    expect(await fateOf(EXHIBITION, TICKET_ID)).toMatchObject({ kind: 'transferredOut', summary: 'Motor show day ticket transferred to 138****00' })
    expect(await fateOf(EXHIBITION, 'another-ticket')).toBeNull()
  })
})

test('a sign-out drops the loaded wallet, so the next visitor on this page never sees it', async () => {
  fakeApi({ [WALLET]: () => ok([walletTicket()]) })
  await walletOf(EXHIBITION).load()
  expect(walletOf(EXHIBITION).$store.get()).toMatchObject({ status: 'ready', data: [{ id: TICKET_ID }] })
  signOut()
  expect(walletOf(EXHIBITION).$store.get()).toMatchObject({ status: 'idle', data: null })
})
