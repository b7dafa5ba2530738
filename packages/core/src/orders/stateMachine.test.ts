import { describe, expect, it } from 'vitest'
import { allowedOrderEvents, isFinalOrderState, ORDER_STATES, orderTransition, type OrderEvent, type OrderState } from './stateMachine'

const EVENTS: OrderEvent[] = [
  'paymentConfirmed',
  'cancel',
  'expire',
  'issueTickets',
  'requestRefund',
  'refundConfirmed',
  'refundRejected',
  'enter',
  'exhibitionEnded',
  'complete',
]

/** Follows events from an unpaid order; throws on the first illegal one. */
function run(...events: OrderEvent[]): OrderState {
  let state: OrderState = 'pendingPayment'
  for (const event of events) {
    const result = orderTransition(state, event, 'ticketIssued')
    if (!result.ok) throw new Error(`${event} refused in ${state}`)
    state = result.state
  }
  return state
}

describe('order state machine', () => {
  it('takes the paths an order really lives through', () => {
    expect(run('paymentConfirmed', 'issueTickets', 'enter', 'complete')).toBe('completed')
    expect(run('paymentConfirmed', 'issueTickets', 'exhibitionEnded', 'complete')).toBe('completed')
    expect(run('paymentConfirmed', 'issueTickets', 'requestRefund', 'refundConfirmed')).toBe('refunded')
    expect(run('cancel')).toBe('cancelled')
    expect(run('expire')).toBe('cancelled')
  })

  it('refuses what cannot happen: paying a cancelled order, refunding twice, entering with an unpaid order', () => {
    expect(orderTransition('cancelled', 'paymentConfirmed')).toEqual({ ok: false, reason: 'illegalTransition', from: 'cancelled', event: 'paymentConfirmed' })
    expect(orderTransition('refunded', 'requestRefund').ok).toBe(false)
    expect(orderTransition('refunding', 'requestRefund').ok).toBe(false)
    expect(orderTransition('pendingPayment', 'enter').ok).toBe(false)
    expect(orderTransition('pendingPayment', 'requestRefund').ok).toBe(false)
    expect(orderTransition('entered', 'requestRefund').ok).toBe(false)
    expect(orderTransition('paid', 'cancel').ok).toBe(false)
  })

  it('returns a rejected refund to the state it was asked in', () => {
    expect(orderTransition('refunding', 'refundRejected', 'paid')).toEqual({ ok: true, state: 'paid' })
    expect(orderTransition('refunding', 'refundRejected', 'ticketIssued')).toEqual({ ok: true, state: 'ticketIssued' })
    // Without knowing where it came from, the machine does not guess.
    expect(orderTransition('refunding', 'refundRejected').ok).toBe(false)
  })

  it('offers exactly the events it accepts, and the final states accept none', () => {
    for (const state of ORDER_STATES) {
      const allowed = allowedOrderEvents(state)
      for (const event of EVENTS) {
        expect(orderTransition(state, event, 'paid').ok, `${state} + ${event}`).toBe(allowed.includes(event))
      }
    }
    expect(ORDER_STATES.filter(isFinalOrderState)).toEqual(['cancelled', 'refunded', 'completed'])
  })

  it('reaches every state from an unpaid order', () => {
    const reached = new Set<OrderState>(['pendingPayment'])
    const pending: OrderState[] = ['pendingPayment']
    while (pending.length > 0) {
      const state = pending.pop()!
      for (const event of allowedOrderEvents(state)) {
        const result = orderTransition(state, event, 'paid')
        if (result.ok && !reached.has(result.state)) {
          reached.add(result.state)
          pending.push(result.state)
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATES].sort())
  })
})
