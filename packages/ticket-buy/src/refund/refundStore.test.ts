import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fail, fakeApi, ok } from '@fairpass/core/testing'
import { order } from '../testing/fixtures'
import { orderOf } from '../orders/ordersStore'
import { loadRefund, refundOf, setReason as setReasonOf, submitRefund as submitRefundOf } from './refundStore'

const paid = order({ state: 'ticketIssued', paidAt: '2026-09-01T10:01:00.000Z', ticketIds: ['t1'] })
const QUOTE = `GET ${TICKET_PATHS.refundQuote}`
const DETAIL = `GET ${TICKET_PATHS.order}`
const REFUND = `POST ${TICKET_PATHS.refund}`
const REF = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const $refund = refundOf(REF, paid.id)
const $order = orderOf(REF, paid.id)
const setReason = (reason: string) => setReasonOf(REF, paid.id, reason)
const submitRefund = (orderId: string) => submitRefundOf(REF, orderId)

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 't' })
  setLanguage('en')
  $refund.set({ status: 'loading', quote: null, reason: '', error: null })
})

afterEach(() => vi.unstubAllGlobals())

describe('the refund', () => {
  test("shows the organiser's quote and refuses an empty reason before sending", async () => {
    const api = fakeApi({
      [QUOTE]: () => ok({ refundable: true, reason: null, refundableUntil: '2026-09-10T00:00:00Z', feeFen: 800, amountFen: 7200 }),
      [DETAIL]: () => ok(paid),
    })
    await loadRefund(REF, paid.id)
    expect($refund.get()).toMatchObject({ status: 'ready', quote: { feeFen: 800, amountFen: 7200 } })
    setReason(' ')
    expect(await submitRefund(paid.id)).toBeNull()
    expect($refund.get().error).toBe('Tell us briefly why you want a refund')
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  test('sends the reason and shows the order refunding', async () => {
    const api = fakeApi({
      [QUOTE]: () => ok({ refundable: true, reason: null, refundableUntil: null, feeFen: 0, amountFen: 8000 }),
      [DETAIL]: () => ok(order({ ...paid, state: 'refunding' })),
      [REFUND]: () => ok(order({ ...paid, state: 'refunding' })),
    })
    await loadRefund(REF, paid.id)
    setReason('Cannot come')
    expect((await submitRefund(paid.id))?.state).toBe('refunding')
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ orderId: paid.id, reason: 'Cannot come', exhibitionId: '1020' })
    await vi.waitFor(() => expect($order.$store.get().data?.state).toBe('refunding'))
  })

  test("a refusal by the organiser's rules is shown, the reason kept", async () => {
    fakeApi({
      [QUOTE]: () => ok({ refundable: true, reason: null, refundableUntil: null, feeFen: 0, amountFen: 8000 }),
      [DETAIL]: () => ok(paid),
      [REFUND]: () => fail(409, 'The refund period has ended'),
    })
    await loadRefund(REF, paid.id)
    setReason('Cannot come')
    expect(await submitRefund(paid.id)).toBeNull()
    expect($refund.get()).toMatchObject({ reason: 'Cannot come', error: 'The refund period has ended' })
  })
})
