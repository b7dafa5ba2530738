import { describe, expect, test } from 'vitest'
import { ORDER_STATES } from '@fairpass/core/orders'
import { formatTimeLeft, noTicketOrder, ORDER_STATE_LABELS, orderStateLabel } from './orderStates'

describe('order state labels', () => {
  test('every dictionary state has its own words in cn and en', () => {
    for (const language of ['cn', 'en'] as const) {
      const labels = ORDER_STATES.map((state) => orderStateLabel(state, language))
      expect(labels.every((label) => label.length > 0)).toBe(true)
      expect(new Set(labels).size).toBe(ORDER_STATES.length)
      expect(Object.keys(ORDER_STATE_LABELS[language]).sort()).toEqual([...ORDER_STATES].sort())
    }
    expect(orderStateLabel('pendingPayment', 'cn')).toBe('待支付')
    expect(orderStateLabel('ticketIssued', 'en')).toBe('Ticket issued')
    expect(orderStateLabel('notEntered', 'en')).toBe('Not entered')
  })

  test('an unknown state is shown as it came', () => {
    expect(orderStateLabel('onHold', 'en')).toBe('onHold')
  })
})

describe('time left to pay', () => {
  test('counts down in m:ss, h:mm:ss past an hour, and stops at 0', () => {
    expect(formatTimeLeft(14 * 60_000 + 5_000)).toBe('14:05')
    expect(formatTimeLeft(3_600_000 + 61_000)).toBe('1:01:01')
    expect(formatTimeLeft(400)).toBe('0:01')
    expect(formatTimeLeft(-5_000)).toBe('0:00')
  })
})

describe('orders without tickets', () => {
  test('services lead back to their reservation, a customer-lead membership to the customer tool, tickets to neither', () => {
    expect(noTicketOrder({ id: 'o1', kind: 'exhibitorService' })).toMatchObject({ path: '/exhibitorSelfService/serviceOrder', query: { orderId: 'o1' } })
    expect(noTicketOrder({ id: 'o2', kind: 'customerMembership' })).toMatchObject({ path: '/minePage', back: 'buy.order.backToMembership' })
    expect(noTicketOrder({ id: 'o3', kind: 'tickets' })).toBeNull()
    expect(noTicketOrder(null)).toBeNull()
  })
})
