import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setLanguage } from '@fairpass/core/session'
import { order } from '../testing/fixtures'
import './messages'
import { OrderSummary } from './OrderSummary'

afterEach(() => cleanup())

const late = (state: 'requested' | 'succeeded' | 'rejected') =>
  order({ state: 'cancelled', refund: { kind: 'latePayment', reason: 'latePayment', feeFen: 0, amountFen: 8000, state, requestedAt: '2026-09-01T10:20:00.000Z' } })

describe('an order whose payment arrived after it closed', () => {
  test('tells the buyer the money is on its way back, then that it is back, in their language', () => {
    setLanguage('en')
    const { rerender } = render(<OrderSummary order={late('requested')} />)
    expect(screen.getByText('A payment of ¥80.00 arrived after this order had closed; it is being returned to you in full')).toBeTruthy()
    // Not worded as a refund the buyer asked for.
    expect(screen.queryByText(/Refund in progress/)).toBeNull()
    rerender(<OrderSummary order={late('succeeded')} />)
    expect(screen.getByText('A payment of ¥80.00 arrived after this order had closed; it has been returned to you in full')).toBeTruthy()
    setLanguage('cn')
    rerender(<OrderSummary order={late('requested')} />)
    expect(screen.getByText('订单关闭后才收到的付款 ¥80.00 正在原路全额退回')).toBeTruthy()
  })

  test('a refund the buyer asked for still reads as one', () => {
    setLanguage('en')
    render(<OrderSummary order={order({ state: 'refunding', refund: { kind: 'order', reason: 'Ill', feeFen: 800, amountFen: 7200, state: 'requested', requestedAt: '2026-09-01T10:20:00.000Z' } })} />)
    expect(screen.getByText(/Refund in progress/)).toBeTruthy()
    expect(screen.queryByText(/arrived after this order had closed/)).toBeNull()
  })
})

describe('a reissue order', () => {
  test('says what was paid for: no ticket lines, a new QR code for lost tickets', () => {
    setLanguage('en')
    render(<OrderSummary order={order({ kind: 'reissue', items: [], totalFen: 2000, payableFen: 2000 })} />)
    expect(screen.getByText('Reissue: a new entry QR code for tickets reported lost')).toBeTruthy()
    cleanup()
    setLanguage('cn')
    render(<OrderSummary order={order({ kind: 'reissue', items: [], totalFen: 2000, payableFen: 2000 })} />)
    expect(screen.getByText('挂失补办：门票的新入场二维码')).toBeTruthy()
  })
})

describe("an exhibitor's service order", () => {
  test('lists its services as exhibitor services, not tickets, in both languages', () => {
    setLanguage('en')
    const service = order({ kind: 'exhibitorService', items: [{ id: 'i1', ticketTypeId: '11111111-1111-4111-8111-111111111111', ticketTypeName: 'Booth cleaning', day: null, quantity: 2, unitPriceFen: 30_000, holders: [] }] })
    const { rerender } = render(<OrderSummary order={service} />)
    expect(screen.getByRole('heading', { name: 'Exhibitor services' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Tickets' })).toBeNull()
    expect(screen.getByText('Booth cleaning')).toBeTruthy()
    setLanguage('cn')
    rerender(<OrderSummary order={service} />)
    expect(screen.getByRole('heading', { name: '展商服务' })).toBeTruthy()
  })
})

describe('an order placed just after the fair’s midnight', () => {
  test('shows its times on the fair’s clock, the day its number opens with, on a phone in another zone', () => {
    // 16:30 and 16:32 UTC are just after midnight on the 26th at the fair; a phone in UTC or west of it says the 25th.
    const placed = order({ orderNo: '2026112600000042', state: 'ticketIssued', createdAt: '2026-11-25T16:30:00.000Z', paidAt: '2026-11-25T16:32:00.000Z' })
    setLanguage('en')
    const { rerender } = render(<OrderSummary order={placed} />)
    expect(screen.getByText('2026112600000042')).toBeTruthy()
    expect(screen.getByText('26 Nov 2026, 00:30')).toBeTruthy()
    expect(screen.getByText('26 Nov 2026, 00:32')).toBeTruthy()
    setLanguage('cn')
    rerender(<OrderSummary order={placed} />)
    expect(screen.getByText('2026年11月26日 00:30')).toBeTruthy()
  })
})
