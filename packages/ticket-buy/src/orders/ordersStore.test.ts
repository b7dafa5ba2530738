import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { ORDER_STATES } from '@fairpass/core/orders'
import { startRouter, stopRouter } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fail, fakeApi, ok } from '@fairpass/core/testing'
import { order } from '../testing/fixtures'
import { $order, $orders, cancelUnpaidOrder, loadOrders, orderActions, paymentReturnUrl, payOrder, waitForPayment } from './ordersStore'

const DETAIL = `GET ${TICKET_PATHS.order}`
const instant = { sleep: () => Promise.resolve() }

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 't' })
  setLanguage('en')
  $order.set({ status: 'loading', data: null })
  startRouter({ mode: 'memory', initialPath: '/order' })
})

afterEach(() => {
  stopRouter()
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
  test('the list is asked for the session exhibition', async () => {
    const api = fakeApi({ [`GET ${TICKET_PATHS.orders}`]: () => ok([order()]) })
    await loadOrders()
    expect($orders.get()).toMatchObject({ status: 'ready', data: [{ orderNo: 'FP20260917000001' }] })
    expect(api.calls[0].query.get('exhibitionId')).toBe('1020')
  })

  test('paying leaves for the cashier with a way back to /payTransition for this order', async () => {
    const api = fakeApi({ [`POST ${TICKET_PATHS.pay}`]: () => ok({ paymentId: 'p1', provider: 'sandbox', cashierUrl: '/api/sandbox/cashier/p1' }) })
    const go = vi.fn()
    expect(await payOrder(order().id, go)).toBe(true)
    expect(go).toHaveBeenCalledWith('/api/sandbox/cashier/p1')
    expect(api.calls[0].body).toMatchObject({ orderId: order().id, returnUrl: paymentReturnUrl(order().id) })
    // The way back names the exhibition and language: a payment app may return in a browser without the tab's session.
    expect(paymentReturnUrl('o1', { origin: 'https://fair.example', pathname: '/app/', search: '' })).toMatch(
      /^https:\/\/fair\.example\/app\/#\/payTransition\?orderId=o1&tenantId=\w+&exhibitionId=\w+/,
    )
  })

  test('cancelling shows the order as the server now has it; a refusal reloads it', async () => {
    fakeApi({ [`POST ${TICKET_PATHS.cancelOrder}`]: () => ok(order({ state: 'cancelled' })) })
    expect(await cancelUnpaidOrder(order().id)).toBe(true)
    expect($order.get().data?.state).toBe('cancelled')
    fakeApi({
      [`POST ${TICKET_PATHS.cancelOrder}`]: () => fail(409, 'The order cannot be cancelled now'),
      [DETAIL]: () => ok(order({ state: 'paid' })),
    })
    expect(await cancelUnpaidOrder(order().id)).toBe(false)
    await vi.waitFor(() => expect($order.get().data?.state).toBe('paid'))
  })
})

describe('back from the cashier', () => {
  test('waits until the callback has marked the order paid', async () => {
    const states = ['pendingPayment', 'pendingPayment', 'ticketIssued'] as const
    let asked = 0
    fakeApi({ [DETAIL]: () => ok(order({ state: states[Math.min(asked++, states.length - 1)] })) })
    expect(await waitForPayment(order().id, () => false, instant)).toBe('paid')
    expect(asked).toBe(3)
  })

  test('reports a cancelled order, and an order still unpaid after the wait', async () => {
    fakeApi({ [DETAIL]: () => ok(order({ state: 'cancelled' })) })
    expect(await waitForPayment(order().id, () => false, instant)).toBe('cancelled')
    fakeApi({ [DETAIL]: () => ok(order()) })
    expect(await waitForPayment(order().id, () => false, { ...instant, attempts: 3 })).toBe('unpaid')
    fakeApi({ [DETAIL]: () => fail(500, 'down') })
    expect(await waitForPayment(order().id, () => false, { ...instant, attempts: 2 })).toBe('failed')
  })

  test('stops asking when the page is left', async () => {
    let asked = 0
    fakeApi({ [DETAIL]: () => (asked++, ok(order())) })
    let left = false
    const waiting = waitForPayment(order().id, () => left, { sleep: async () => void (left = true) })
    await waiting
    expect(asked).toBe(1)
  })
})
