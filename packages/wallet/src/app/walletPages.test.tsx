import { cleanup, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $exhibitionConfigs } from '@fairpass/core/area'
import { $route } from '@fairpass/core/router'
import { configureSession } from '@fairpass/core/session'
import { $notices } from '@fairpass/core/notice'
import { ok, type FakeCall, areaApi, mountAreaElement, freshElementPage, clearElementPage } from '@fairpass/core/testing'
import { EXHIBITION, GIFT_ID, GIFT_TOKEN, giftView, OTHER_EXHIBITION, TICKET_ID, walletTicket } from '../testing/fixtures'
import { journalOf } from '../journal/JournalPage'
import { offerOf } from '../receive/receiveStore'
import { ticketOf, walletOf } from '../tickets/walletStore'
import '../element'

/*
 * The pages as a host page gets them: the real <fair-wallet> element (core/area's recipe: its own router in memory
 * routing, its own exhibition from its attributes, the sign-in guard), queried inside its shadow root.
 */

const WALLET = 'GET /api/ef-registration-client/ticket/wallet'
const DETAIL = 'GET /api/ef-registration-client/ticket/detail'
const OFFER = 'GET /api/ef-registration-client/ticketGiveBiz/offer'
const LOSS = 'POST /api/ef-registration-client/ticket/reportTheLossByIdList'
const JOURNAL = 'GET /api/ef-registration-client/footprint/list'
const GIFT = 'GET /api/ef-registration-client/ticketGiveBiz/detail'
const LOSS_FEE = 'GET /api/ef-registration-client/order/getPayOfReportLoss'
const LOSS_PAY = 'POST /api/ef-registration-client/order/payOfReportLoss'

const api = areaApi

const mount = (initialPath: string, attributes: Record<string, string> = {}) => mountAreaElement('fair-wallet', initialPath, attributes)

beforeEach(() => {
  freshElementPage()
  for (const ref of [EXHIBITION, OTHER_EXHIBITION]) {
    walletOf(ref).reset()
    ticketOf(ref).reset()
    offerOf(ref).reset()
    journalOf(ref).reset()
  }
})

afterEach(clearElementPage)

describe('signed out', () => {
  test('a wallet page shows the sign-in in place: <fair-registration> for the same exhibition', async () => {
    api({})
    const { shadow } = mount('/give?ticketTypeId=x')
    await waitFor(() => expect(shadow.querySelector('fair-registration')).toBeTruthy())
    const login = shadow.querySelector('fair-registration')!
    expect(login.getAttribute('routing')).toBe('memory')
    expect(login.getAttribute('initial-path')).toBe('/registration')
    expect(login.getAttribute('exhibition-id')).toBe('1020')
    expect(login.getAttribute('tenant-id')).toBe('000000')
  })

  test('on the app page (hash routing) a wallet page asks for the login and brings the visitor back to it', async () => {
    api({})
    history.replaceState(null, '', '#/give?ticketTypeId=x')
    const { view } = mount('/wallet', { routing: '', 'tenant-id': '', 'exhibition-id': '' })
    await userEvent.click(await view.findByRole('button', { name: 'Log in / Register' }))
    expect(sessionStorage.getItem('fair:returnTo')).toBe('/give?ticketTypeId=x')
    expect($route.get().path).toBe('/registration')
    expect(location.hash).toMatch(/^#(\/pc)?\/registration/)
  })

  test('the gift link shows what was given without a sign-in, and receiving starts with the login', async () => {
    const calls = api({
      [OFFER]: () =>
        ok({ id: GIFT_ID, phoneMasked: '138****00', senderName: 'Li Lei', ticketTypeName: 'Day ticket', exhibitionTitle: 'Motor Show', quantity: 2, available: 1, notices: ['Bring your ID'], state: 'partlyReceived' }),
    }).calls
    const { view, shadow } = mount(`/ticket/receive/complimentaryTickets?ticketGiveRecordId=${GIFT_ID}&giftToken=${GIFT_TOKEN}`)
    expect(await view.findByRole('heading', { name: 'Li Lei gives you tickets' })).toBeTruthy()
    expect(view.getByText('1 of 2')).toBeTruthy()
    expect(view.getByText('Bring your ID')).toBeTruthy()
    const offer = calls.find((call) => call.path.endsWith('/ticketGiveBiz/offer'))!
    expect(offer.query.get('token')).toBe(GIFT_TOKEN)
    expect(offer.query.get('exhibitionId')).toBe('1020')
    const pageRoute = $route.get()
    // The page's library has the registration element (core/area renders another area's route only where it has).
    if (!customElements.get('fair-registration')) customElements.define('fair-registration', class extends HTMLElement {})
    await userEvent.click(view.getByRole('button', { name: 'Log in to receive' }))
    expect(sessionStorage.getItem('fair:returnTo')).toContain(`ticketGiveRecordId=${GIFT_ID}`)
    // The element's own router moved to the login, which renders in place; the page's router did not move.
    await waitFor(() => expect(shadow.querySelector('fair-registration')).toBeTruthy())
    expect($route.get()).toBe(pageRoute)
  })

  test('the English gift page names the phone for the login only where the English login is by phone', async () => {
    const offer = () =>
      ok({ id: GIFT_ID, phoneMasked: '138****00', senderName: 'Li Lei', ticketTypeName: 'Day ticket', exhibitionTitle: 'Motor Show', quantity: 1, available: 1, notices: [], state: 'pending' })
    const key = '000000/1020/visitor/en'
    const path = `/ticket/receive/complimentaryTickets?ticketGiveRecordId=${GIFT_ID}&giftToken=${GIFT_TOKEN}`
    try {
      $exhibitionConfigs.setKey(key, { sysConfig: { enLoginMode: 'appemail' }, functionConfig: {} })
      api({ [OFFER]: offer })
      const byEmail = mount(path)
      expect(await byEmail.view.findByText(/log in, then enter the code we send to that phone/)).toBeTruthy()
      expect(byEmail.view.queryByText(/Log in with the phone number/)).toBeNull()
      expect(byEmail.view.getByRole('button', { name: 'Log in to receive' })).toBeTruthy()
      cleanup()
      document.body.innerHTML = ''

      $exhibitionConfigs.setKey(key, { sysConfig: { enLoginMode: 'appsms' }, functionConfig: {} })
      offerOf(EXHIBITION).reset()
      const byPhone = mount(path)
      expect(await byPhone.view.findByText('Log in with the phone number 138****00 to receive them.')).toBeTruthy()
    } finally {
      $exhibitionConfigs.setKey(key, undefined)
    }
  })
})

describe('signed in', () => {
  beforeEach(() => configureSession({ tenantId: '000000', exhibitionId: '1020', languageType: 'en', token: 't' }))

  test('the wallet shows each ticket, the QR only for a valid one', async () => {
    api({ [WALLET]: () => ok([walletTicket(), walletTicket({ id: 'gone', state: 'void', qr: null, ticketTypeName: 'Old ticket' })]) })
    const { view } = mount('/wallet')
    await view.findByRole('heading', { name: 'Motor show day ticket' })
    await waitFor(() => expect(view.getAllByRole('img', { name: /Entry QR code/ })).toHaveLength(1))
    expect(view.getByText('Void')).toBeTruthy()
    expect(view.getAllByText('18 Sept 2025')).toHaveLength(2)
  })

  test('a list that could not load says why once, on the page with its retry, not again in a notice', async () => {
    let answer: { status?: number; body: unknown } = { status: 500, body: { code: 500, success: false, msg: 'The wallet service is down', data: null } }
    api({ [WALLET]: () => answer })
    const { view } = mount('/wallet')
    const retry = await view.findByRole('button', { name: 'Try again' })
    await waitFor(() => expect(view.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['The wallet service is down']))
    expect($notices.get()).toEqual([])

    answer = ok([walletTicket()])
    await userEvent.click(retry)
    expect(await view.findByRole('heading', { name: 'Motor show day ticket' })).toBeTruthy()
    expect(view.queryByRole('alert')).toBeNull()
  })

  test('a ticket offers its actions; a loss report shows the new QR with the note', async () => {
    api({
      [DETAIL]: () => ok(walletTicket()),
      [LOSS_FEE]: () => ok({ feeFen: 0, currency: 'RMB' }),
      [LOSS]: () => ok([walletTicket({ qr: 'FP1.v2', qrVersion: 2 })]),
    })
    const { view } = mount(`/wallet/${TICKET_ID}`)
    for (const name of ['Transfer', 'Give as a gift', "Fill in the holder's data"]) expect(await view.findByRole('button', { name })).toBeTruthy()
    expect(view.getByRole('link', { name: 'Ask for a refund' }).getAttribute('href')).toContain('/refund/')
    await userEvent.click(view.getByRole('button', { name: 'Report lost' }))
    const dialog = await view.findByRole('dialog', { name: 'Report this ticket lost?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report lost' }))
    expect(await view.findByText('A new entry QR code was issued; the old one no longer works.')).toBeTruthy()
  })

  test('a loss report with a reissue fee says the price first and goes to the cashier; the QR stays until it is paid', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const { calls } = api({
      [DETAIL]: () => ok(walletTicket()),
      [LOSS_FEE]: () => ok({ feeFen: 2000, currency: 'RMB' }),
      [LOSS_PAY]: () => ok({ orderId: 'o1', payment: { paymentId: 'p1', provider: 'sandbox', cashierUrl: 'http://127.0.0.1/api/pay/sandbox/cashier/p1' } }),
    })
    const { view } = mount(`/wallet/${TICKET_ID}`)
    await userEvent.click(await view.findByRole('button', { name: 'Report lost' }))
    const dialog = await view.findByRole('dialog', { name: 'Report this ticket lost?' })
    expect(await within(dialog).findByText(/A new QR code costs ¥20\.00\. Once it is paid, the old entry QR code stops working/)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ¥20.00 and report lost' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/api/pay/sandbox/cashier/p1'))
    const paid = calls.find((call: FakeCall) => call.path.endsWith('/order/payOfReportLoss'))
    expect(paid?.body).toMatchObject({ idList: [TICKET_ID] })
    // The way back is this ticket's page (a memory-routed element: the host page, naming the route to show).
    expect(new URL(String((paid?.body as { returnUrl?: string }).returnUrl)).searchParams.get('fairReturn')).toBe(`/wallet/${TICKET_ID}`)
    expect(new URL(String((paid?.body as { returnUrl?: string }).returnUrl)).searchParams.get('lossFrom')).toBe('1')
    expect(calls.some((call: FakeCall) => call.path.endsWith('reportTheLossByIdList'))).toBe(false)
    assign.mockRestore()
  })

  test('back from the cashier, the ticket says whether the reissue fee was paid: new QR, or the old one still', async () => {
    api({ [DETAIL]: () => ok(walletTicket({ qr: 'FP1.v2', qrVersion: 2 })) })
    const paid = mount(`/wallet/${TICKET_ID}?lossFrom=1`)
    expect(await paid.view.findByText('A new entry QR code was issued; the old one no longer works.')).toBeTruthy()
    document.body.innerHTML = ''
    ticketOf(EXHIBITION).reset()
    api({ [DETAIL]: () => ok(walletTicket()) })
    const unpaid = mount(`/wallet/${TICKET_ID}?lossFrom=1`)
    expect(await unpaid.view.findByText('The reissue fee was not paid: the ticket keeps its old entry QR code.')).toBeTruthy()
    expect(unpaid.view.queryByText('A new entry QR code was issued; the old one no longer works.')).toBeNull()
  })

  test('a ticket that left the wallet says what became of it, not "Could not be loaded"', async () => {
    api({
      [DETAIL]: () => ({ status: 404, body: { code: 404, success: false, msg: 'Ticket not found', data: null } }),
      [JOURNAL]: () =>
        ok([{ at: '2026-11-22T10:00:00Z', kind: 'transferredOut', orderId: null, ticketId: TICKET_ID, summary: 'Motor show day ticket transferred to 138****00' }]),
    })
    const { view, shadow } = mount(`/wallet/${TICKET_ID}`)
    expect(await view.findByText('This ticket is no longer in your wallet')).toBeTruthy()
    expect(await view.findByText('Motor show day ticket transferred to 138****00')).toBeTruthy()
    expect(view.queryByText('Could not be loaded')).toBeNull()
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(view.getByRole('link', { name: 'My footprints' })).toBeTruthy()
    expect(shadow.querySelector('[data-part="ticket-gone"]')?.getAttribute('data-kind')).toBe('transferredOut')
    // Said once, on the page: no error notice on top of it.
    expect($notices.get().filter((notice) => notice.kind === 'error')).toEqual([])
  })

  test('a ticket seen before and gone since is not shown from what was loaded (its QR no longer works)', async () => {
    ticketOf(EXHIBITION).set(walletTicket())
    api({ [DETAIL]: () => ({ status: 404, body: { code: 404, success: false, msg: 'Ticket not found', data: null } }), [JOURNAL]: () => ok([]) })
    const { view } = mount(`/wallet/${TICKET_ID}`)
    expect(await view.findByText('This ticket is no longer in your wallet')).toBeTruthy()
    expect(await view.findByText(/It was transferred, or given away and received/)).toBeTruthy()
    expect(view.queryByRole('img', { name: /Entry QR code/ })).toBeNull()
    expect(view.queryByRole('button', { name: 'Transfer' })).toBeNull()
  })

  test('a ticket waiting in a sent gift says so and leads to the gifts', async () => {
    api({ [DETAIL]: () => ok(walletTicket({ state: 'gifting', qr: null, actions: [] })) })
    const { view } = mount(`/wallet/${TICKET_ID}`)
    expect(await view.findByText(/This ticket is in a gift you sent/)).toBeTruthy()
    await userEvent.click(view.getByRole('link', { name: 'See my gifts' }))
    expect(await view.findByRole('heading', { name: 'Gift tickets' })).toBeTruthy()
  })

  test('a ticket back from a gift nobody received says so; the gift reads expired, with no link left to pass on', async () => {
    api({
      [DETAIL]: () => ok(walletTicket({ giftExpiredAt: '2026-11-29T10:00:00Z' })),
      [GIFT]: () => ok(giftView({ state: 'expired', received: 1, takenBack: 1 })),
    })
    const { view, shadow } = mount(`/wallet/${TICKET_ID}`)
    expect(await view.findByText(/it was not received in time: it came back to your wallet by itself/)).toBeTruthy()
    expect(shadow.querySelector('[data-part="gift-expired"]')).toBeTruthy()
    document.body.innerHTML = ''
    const gift = mount(`/give/${GIFT_ID}`)
    expect(await gift.view.findByText('Not received in time: 1 ticket(s) went back to your wallet by themselves.')).toBeTruthy()
    expect(gift.view.getByText('Expired')).toBeTruthy()
    expect(gift.view.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(gift.view.queryByRole('button', { name: 'Take back what is not received' })).toBeNull()
  })

  test('a ticket with nothing unusual about it shows no gift note', async () => {
    api({ [DETAIL]: () => ok(walletTicket()) })
    const { view, shadow } = mount(`/wallet/${TICKET_ID}`)
    expect(await view.findByRole('button', { name: 'Transfer' })).toBeTruthy()
    expect(shadow.querySelector('[data-part="gift-expired"]')).toBeNull()
  })

  test('a memory-routed <fair-wallet> moves its own page and leaves the host page’s hash untouched', async () => {
    history.replaceState(null, '', '#/host/own-route')
    api({ [WALLET]: () => ok([walletTicket()]), [DETAIL]: () => ok(walletTicket()) })
    const { view } = mount('/wallet')
    await userEvent.click(await view.findByRole('link', { name: /Open ticket/ }))
    expect(await view.findByRole('heading', { name: 'Ticket' })).toBeTruthy()
    expect(await view.findByRole('button', { name: 'Transfer' })).toBeTruthy()
    expect(location.hash).toBe('#/host/own-route')
    // A page's own navigation (useRouter) moves the element too, not the host.
    await userEvent.click(view.getByRole('button', { name: 'Give as a gift' }))
    expect(await view.findByRole('heading', { name: 'Gift tickets' })).toBeTruthy()
    expect(location.hash).toBe('#/host/own-route')
    await userEvent.click(view.getByRole('link', { name: 'My tickets' }))
    expect(await view.findByRole('heading', { name: 'My tickets' })).toBeTruthy()
    expect(location.hash).toBe('#/host/own-route')
    expect($route.get().path).not.toBe('/wallet/' + TICKET_ID)
  })

  test('without an exhibition from its attributes or the link, a page says so instead of calling the server', async () => {
    configureSession({ tenantId: undefined, exhibitionId: undefined })
    const calls = api({}).calls
    const { view, shadow } = mount('/wallet', { 'tenant-id': '', 'exhibition-id': '' })
    expect(await view.findByText('The link names no exhibition, so there is no wallet to show.')).toBeTruthy()
    expect(shadow.querySelector('[data-state="no-exhibition"]')?.getAttribute('role')).toBe('alert')
    expect(calls.filter((call) => call.path.startsWith('/api/ef-registration-client/'))).toHaveLength(0)
  })

  test('two <fair-wallet> of two exhibitions on one page each show their own tickets', async () => {
    const calls = api({
      [WALLET]: (call) =>
        ok([walletTicket({ id: `t-${call.query.get('exhibitionId')}`, ticketTypeName: `Ticket of ${call.query.get('exhibitionId')}` })]),
    }).calls
    const first = mount('/wallet')
    const second = mount('/wallet', { 'exhibition-id': OTHER_EXHIBITION.exhibitionId })
    expect(await first.view.findByRole('heading', { name: 'Ticket of 1020' })).toBeTruthy()
    expect(await second.view.findByRole('heading', { name: 'Ticket of 2030' })).toBeTruthy()
    expect(first.view.queryByRole('heading', { name: 'Ticket of 2030' })).toBeNull()
    expect(second.view.queryByRole('heading', { name: 'Ticket of 1020' })).toBeNull()
    expect(new Set(calls.filter((call) => call.path.endsWith('/ticket/wallet')).map((call) => call.query.get('exhibitionId')))).toEqual(new Set(['1020', '2030']))
  })
})
