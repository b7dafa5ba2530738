import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $route, startRouter, stopRouter } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { TICKET_ID, walletTicket } from '../testing/fixtures'
import './messages'
import { $replacedQr, $transferForm, reportTicketLost, resetTransfer, setTransferField, showsQr, submitTransfer, ticket } from './walletStore'

const TRANSFER = 'POST /api/ef-registration-client/ticket/transfer'
const LOSS = 'POST /api/ef-registration-client/ticket/reportTheLossByIdList'

beforeEach(() => {
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en', token: 't' })
  setLanguage('en')
  startRouter({ mode: 'memory', initialPath: `/wallet/${TICKET_ID}` })
  resetTransfer()
  ticket.reset()
  $replacedQr.set(null)
})

afterEach(() => {
  stopRouter()
  vi.unstubAllGlobals()
})

describe('a transfer', () => {
  test('refuses two different accounts without asking the server, keeping both', async () => {
    const api = fakeApi({})
    setTransferField('account', '13800138000')
    setTransferField('confirmAccount', '13800138009')
    expect(await submitTransfer(TICKET_ID)).toBe(false)
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
    expect(await submitTransfer(TICKET_ID)).toBe(false)
    expect($transferForm.get().errors.account).toBeTruthy()
  })

  test('sends the ticket to the account and returns to the wallet, which no longer holds it', async () => {
    const api = fakeApi({ [TRANSFER]: () => ok({ id: 'record' }) })
    ticket.set(walletTicket())
    setTransferField('account', 'friend@example.com')
    setTransferField('confirmAccount', 'friend@example.com')
    expect(await submitTransfer(TICKET_ID)).toBe(true)
    expect(api.calls[0].body).toMatchObject({ exhibitionId: '1020', id: TICKET_ID, account: 'friend@example.com', confirmAccount: 'friend@example.com' })
    expect($route.get().path).toBe('/wallet')
    expect(ticket.$store.get().data).toBeNull()
  })

  test("keeps the form and shows the server's words when it refuses", async () => {
    fakeApi({ [TRANSFER]: () => fail(400, 'No account with this phone number') })
    setTransferField('account', '13800138000')
    setTransferField('confirmAccount', '13800138000')
    expect(await submitTransfer(TICKET_ID)).toBe(false)
    expect($transferForm.get()).toMatchObject({ account: '13800138000', errors: { _form: 'No account with this phone number' } })
  })
})

test('a loss report shows the renewed ticket and remembers that its QR replaced the old one', async () => {
  const api = fakeApi({ [LOSS]: () => ok([walletTicket({ qr: 'FP1.signed-qr-v2', qrVersion: 2 })]) })
  ticket.set(walletTicket())
  expect(await reportTicketLost(TICKET_ID)).toBe(true)
  expect(api.calls[0].body).toMatchObject({ idList: [TICKET_ID], exhibitionId: '1020' })
  expect(ticket.$store.get().data).toMatchObject({ qr: 'FP1.signed-qr-v2', qrVersion: 2 })
  expect($replacedQr.get()).toEqual({ ticketId: TICKET_ID, qrVersion: 2 })
})

test('only a valid ticket with a QR shows one', () => {
  expect(showsQr(walletTicket())).toBe(true)
  expect(showsQr(walletTicket({ state: 'void' }))).toBe(false)
  expect(showsQr(walletTicket({ qr: null }))).toBe(false)
})
