import { describe, expect, it } from 'vitest'
import { summaryOf } from './journal'

describe('journal summaries', () => {
  it('word the orders feature\'s footprints (orderNo, quantity, payableFen, no type name) in both languages', () => {
    const data = { orderNo: 'FP20250902000123', quantity: 2, payableFen: 16000 }
    expect(summaryOf('orderPaid', data, 'en')).toBe('Order FP20250902000123 paid: 2 ticket(s), ¥160.00')
    expect(summaryOf('orderPaid', data, 'cn')).toBe('订单 FP20250902000123 已支付：2 张门票，¥160.00')
    expect(summaryOf('orderCancelled', { orderNo: 'FP1' }, 'en')).toBe('Order FP1 cancelled')
    expect(summaryOf('refunded', { orderNo: 'FP1', amountFen: 7600 }, 'cn')).toBe('订单 FP1 已退款，¥76.00')
  })

  it('word the wallet\'s own footprints with the type name of the caller\'s language', () => {
    const data = { ticketTypeCn: '日票', ticketTypeEn: 'Day ticket', quantity: 2, counterpart: '138******02' }
    expect(summaryOf('giftSent', data, 'en')).toBe('2 × Day ticket given to 138******02')
    expect(summaryOf('giftSent', data, 'cn')).toBe('赠送 日票 × 2 给 138******02')
    expect(summaryOf('entered', data, 'en')).toBe('Entered with Day ticket')
  })

  it('never shows a raw template for a kind it does not know or data it lacks', () => {
    expect(summaryOf('entered', {}, 'en')).toBe('Entered with ticket')
    expect(summaryOf('somethingNew', {}, 'cn')).toBe('somethingNew')
  })
})
