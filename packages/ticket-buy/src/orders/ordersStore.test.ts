import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { $notices } from '@fairpass/core/notice'
import { ORDER_STATES } from '@fairpass/core/orders'
import { createMemoryRouter, pageRouter, type Router } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fail, fakeApi, ok } from '@fairpass/core/testing'
import { order } from '../testing/fixtures'
import { cancelUnpaidOrder, loadOrders, orderActions, orderOf, ordersOf, paymentReturnUrl, payOrder, waitForPayment, waitForTickets } from './ordersStore'

const DETAIL = `GET ${TICKET_PATHS.order}`
const instant = { sleep: () => Promise.resolve() }
const REF = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const OTHER = { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor' }
const $order = orderOf(REF, order().id)
let element: (Router & { stop(): void }) | null = null

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 't' })
  setLanguage('en')
  $order.reset()
})

afterEach(() => {
  element?.stop()
  element = null
  vi.unstubAllGlobals()
})

describe('the actions an order offers', () => {
  test('follow the state machine: pay and cancel only unpaid, refund only paid or issued', () => {
    const offered = Object.fromEntries(ORDER_STATES.map((state) => [state, orderActions(order({ state }))]))
    expect(offered.pendingPayment).toEqual({ pay: true, cancel: true, refund: false })
    expect(offered.paid).toEqual({ pay: false, cancel: false, refund: true })
    expect(offered.ticketIssued).toEqual({ pay: false, cancel: false, refund: true })
    for (const state of ['cancelled', 'refunding', 'refunded', 'entered', 'notEntered', 'completed'] as const) {
      expect(offered[state], state).toEqual({ pay: false, cancel: false, refund: false })
    }
  })
})

describe('orders', () => {
  test('the list is asked for the element\'s exhibition, and kept apart from another exhibition\'s', async () => {
    const api = fakeApi({ [`GET ${TICKET_PATHS.orders}`]: (call) => ok(call.query.get('exhibitionId') === '1020' ? [order()] : []) })
    await Promise.all([loadOrders(REF), loadOrders(OTHER)])
    expect(ordersOf(REF).$store.get()).toMatchObject({ status: 'ready', data: [{ orderNo: 'FP20260917000001' }] })
    expect(ordersOf(OTHER).$store.get()).toMatchObject({ status: 'empty', data: [] })
    expect(api.calls.map((call) => call.query.get('exhibitionId')).sort()).toEqual(['1001', '1020'])
    expect(api.calls[0].query.get('registerType')).toBe('visitor')
    expect(api.calls[0].query.get('languageType')).toBe('en')
  })

  test('a way back the server refuses (a host page whose origin is not allowed) is told, not swallowed', async () => {
    const reason = 'This page may not receive payments: allow its origin for the tenant (npm run admin -- origins)'
    fakeApi({ [`POST ${TICKET_PATHS.pay}`]: () => fail(400, 'Bad input', { fieldErrors: { returnUrl: reason } }) })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const go = vi.fn()
    element = createMemoryRouter('/ticket-type/select/x')
    expect(await payOrder(REF, order().id, element, { go })).toBe(false)
    expect(go).not.toHaveBeenCalled()
    expect($notices.get().map((notice) => notice.message)).toContain(reason)
    expect(errors.mock.calls[0][0]).toContain(reason)
    errors.mockRestore()
  })

  test('paying leaves for the cashier with a way back to /payTransition for this order (the app: its hash)', async () => {
    const api = fakeApi({ [`POST ${TICKET_PATHS.pay}`]: () => ok({ paymentId: 'p1', provider: 'sandbox', cashierUrl: '/api/sandbox/cashier/p1' }) })
    const go = vi.fn()
    // The app's router (hash routing): the page router as the app runs it.
    const hashRouter: Router = { ...pageRouter, mode: 'hash' }
    expect(await payOrder(REF, order().id, hashRouter, { go })).toBe(true)
    expect(go).toHaveBeenCalledWith('/api/sandbox/cashier/p1')
    expect(api.calls[0].body).toMatchObject({ orderId: order().id, returnUrl: paymentReturnUrl(order().id, REF, hashRouter) })
    // The way back names the exhibition and language: a payment app may return in a browser without the tab's session.
    const back = paymentReturnUrl('o1', REF, hashRouter, { location: { href: '', origin: 'https://fair.example', pathname: '/app/', search: '' } })
    expect(back).toMatch(/^https:\/\/fair\.example\/app\/#\/payTransition\?/)
    expect(Object.fromEntries(new URLSearchParams(back.split('?')[1]))).toMatchObject({ orderId: 'o1', tenantId: '000000', exhibitionId: '1020', languageType: 'en' })
  })

  test('embedded (memory routing), the way back is the host page itself: its query gains fairReturn, its hash stays', () => {
    element = createMemoryRouter('/order')
    const host = { href: 'https://host.example/fair/page?lang=de&orderId=old#/their/route?x=1', origin: 'https://host.example', pathname: '/fair/page', search: '?lang=de&orderId=old' }
    const url = new URL(paymentReturnUrl('o1', REF, element, { location: host, elementId: 'tickets-a' }))
    expect(url.origin + url.pathname).toBe('https://host.example/fair/page')
    expect(url.hash).toBe('#/their/route?x=1')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'de',
      orderId: 'o1',
      fairReturn: '/payTransition',
      fairElement: 'tickets-a',
      tenantId: '000000',
      exhibitionId: '1020',
      registerType: 'visitor',
      languageType: 'en',
    })
    // A second payment from the same page replaces the first one's keys, and an element without id names none.
    const again = new URL(paymentReturnUrl('o2', REF, element, { location: { ...host, href: url.toString() } }))
    expect(again.searchParams.getAll('orderId')).toEqual(['o2'])
    expect(again.searchParams.has('fairElement')).toBe(false)
    expect(again.hash).toBe('#/their/route?x=1')
  })

  test('cancelling shows the order as the server now has it; a refusal reloads it', async () => {
    fakeApi({ [`POST ${TICKET_PATHS.cancelOrder}`]: () => ok(order({ state: 'cancelled' })) })
    expect(await cancelUnpaidOrder(REF, order().id)).toBe(true)
    expect($order.$store.get().data?.state).toBe('cancelled')
    fakeApi({
      [`POST ${TICKET_PATHS.cancelOrder}`]: () => fail(409, 'The order cannot be cancelled now'),
      [DETAIL]: () => ok(order({ state: 'paid' })),
    })
    expect(await cancelUnpaidOrder(REF, order().id)).toBe(false)
    await vi.waitFor(() => expect($order.$store.get().data?.state).toBe('paid'))
  })
})

describe('back from the cashier', () => {
  test('waits until the callback has marked the order paid', async () => {
    const states = ['pendingPayment', 'pendingPayment', 'ticketIssued'] as const
    let asked = 0
    fakeApi({ [DETAIL]: () => ok(order({ state: states[Math.min(asked++, states.length - 1)] })) })
    expect(await waitForPayment(REF, order().id, () => false, instant)).toBe('paid')
    expect(asked).toBe(3)
  })

  test('reports a cancelled order, and an order still unpaid after the wait', async () => {
    fakeApi({ [DETAIL]: () => ok(order({ state: 'cancelled' })) })
    expect(await waitForPayment(REF, order().id, () => false, instant)).toBe('cancelled')
    fakeApi({ [DETAIL]: () => ok(order()) })
    expect(await waitForPayment(REF, order().id, () => false, { ...instant, attempts: 3 })).toBe('unpaid')
    fakeApi({ [DETAIL]: () => fail(500, 'down') })
    expect(await waitForPayment(REF, order().id, () => false, { ...instant, attempts: 2 })).toBe('failed')
  })

  test('stops asking when the page is left', async () => {
    let asked = 0
    fakeApi({ [DETAIL]: () => (asked++, ok(order())) })
    let left = false
    const waiting = waitForPayment(REF, order().id, () => left, { sleep: async () => void (left = true) })
    await waiting
    expect(asked).toBe(1)
  })

  test('paid, the tickets are awaited until the order names them', async () => {
    const answers = [order({ state: 'paid' }), order({ state: 'ticketIssued', ticketIds: ['t1', 't2'] })]
    let asked = 0
    fakeApi({ [DETAIL]: () => ok(answers[Math.min(asked++, answers.length - 1)]) })
    expect((await waitForTickets(REF, order().id, () => false, instant))?.ticketIds).toEqual(['t1', 't2'])
    fakeApi({ [DETAIL]: () => ok(order({ state: 'cancelled' })) })
    $order.reset()
    expect(await waitForTickets(REF, order().id, () => false, instant)).toBeNull()
  })
})
