import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $route, startRouter, stopRouter } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, ok } from '@fairpass/core/testing'
import { GIFT_ID, GIFT_TOKEN, TICKET_ID, walletTicket } from '../testing/fixtures'
import '../messages'
import WalletRoutes from './WalletRoutes'

const WALLET = 'GET /api/ef-registration-client/ticket/wallet'
const DETAIL = 'GET /api/ef-registration-client/ticket/detail'
const OFFER = 'GET /api/ef-registration-client/ticketGiveBiz/offer'
const LOSS = 'POST /api/ef-registration-client/ticket/reportTheLossByIdList'

function show(path: string, signedIn: boolean) {
  startRouter({ mode: 'memory', initialPath: path })
  const route = $route.get()
  return render(
    <Suspense fallback="loading">
      <WalletRoutes route={{ ...route, definition: { path: route.definition?.path ?? route.path, area: 'wallet' } }} signedIn={signedIn} />
    </Suspense>,
  )
}

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en' })
  setLanguage('en')
})

afterEach(() => {
  cleanup()
  stopRouter()
  vi.unstubAllGlobals()
})

describe('signed out', () => {
  test('a wallet page asks for the login and brings the visitor back to it', async () => {
    fakeApi({})
    show('/give?ticketTypeId=x', false)
    await userEvent.click(await screen.findByRole('button', { name: 'Log in / Register' }))
    expect(sessionStorage.getItem('fair:returnTo')).toBe('/give?ticketTypeId=x')
    expect($route.get().path).toBe('/registration')
  })

  test('the gift link shows what was given, and receiving starts with the login', async () => {
    const api = fakeApi({
      [OFFER]: () =>
        ok({ id: GIFT_ID, phoneMasked: '138****00', senderName: 'Li Lei', ticketTypeName: 'Day ticket', exhibitionTitle: 'Motor Show', quantity: 2, available: 1, notices: ['Bring your ID'], state: 'partlyReceived' }),
    })
    show(`/ticket/receive/complimentaryTickets?ticketGiveRecordId=${GIFT_ID}&giftToken=${GIFT_TOKEN}`, false)
    expect(await screen.findByRole('heading', { name: 'Li Lei gives you tickets' })).toBeTruthy()
    expect(screen.getByText('1 of 2')).toBeTruthy()
    expect(screen.getByText('Bring your ID')).toBeTruthy()
    expect(api.calls[0].query.get('token')).toBe(GIFT_TOKEN)
    await userEvent.click(screen.getByRole('button', { name: 'Log in to receive' }))
    await waitFor(() => expect(sessionStorage.getItem('fair:returnTo')).toContain(`ticketGiveRecordId=${GIFT_ID}`))
  })
})

describe('signed in', () => {
  beforeEach(() => configureSession({ tenantId: '000000', exhibitionId: '1020', languageType: 'en', token: 't' }))

  test('the wallet shows each ticket, the QR only for a valid one', async () => {
    fakeApi({ [WALLET]: () => ok([walletTicket(), walletTicket({ id: 'gone', state: 'void', qr: null, ticketTypeName: 'Old ticket' })]) })
    show('/wallet', true)
    await screen.findByRole('heading', { name: 'Motor show day ticket' })
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Entry QR code/ })).toHaveLength(1))
    expect(screen.getByText('Void')).toBeTruthy()
    expect(screen.getAllByText('18 Sept 2025')).toHaveLength(2)
  })

  test('a ticket offers its actions; a loss report shows the new QR with the note', async () => {
    fakeApi({
      [DETAIL]: () => ok(walletTicket()),
      [LOSS]: () => ok([walletTicket({ qr: 'FP1.v2', qrVersion: 2 })]),
    })
    show(`/wallet/${TICKET_ID}`, true)
    for (const name of ['Transfer', 'Give as a gift', "Fill in the holder's data"]) expect(await screen.findByRole('button', { name })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a refund' }).getAttribute('href')).toContain('/refund/')
    await userEvent.click(screen.getByRole('button', { name: 'Report lost' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this ticket lost?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report lost' }))
    expect(await screen.findByText('A new entry QR code was issued; the old one no longer works.')).toBeTruthy()
  })
})
