import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatInvoiceNo, invoiceLines, invoiceRefusal, invoiceTransition, totalsOf } from './rules'
import { verificationCodeOf } from './issuing'
import { createSecrets } from '../../secrets'

describe('who may be invoiced', () => {
  const paid = { state: 'ticketIssued', payableFen: 12000, currency: 'RMB' }

  it('refuses in the order of spec §5: amount first, then currency, then payment, then a live invoice', () => {
    expect(invoiceRefusal(paid, null)).toBeNull()
    expect(invoiceRefusal({ ...paid, payableFen: 0, currency: 'USD', state: 'pendingPayment' }, null)).toBe('amountZero')
    expect(invoiceRefusal({ ...paid, currency: 'USD', state: 'refunded' }, null)).toBe('currency')
    for (const state of ['pendingPayment', 'cancelled', 'refunding', 'refunded']) expect(invoiceRefusal({ ...paid, state }, null), state).toBe('notPaid')
    for (const state of ['paid', 'entered', 'notEntered', 'completed']) expect(invoiceRefusal({ ...paid, state }, null), state).toBeNull()
    for (const state of ['applied', 'issued', 'failed']) expect(invoiceRefusal(paid, { state }), state).toBe('alreadyInvoiced')
    expect(invoiceRefusal(paid, { state: 'voided' })).toBeNull()
  })
})

describe('printed lines', () => {
  it('shares a discount over the lines, the last taking the rounding, and splits each into net and 6 % VAT', () => {
    const lines = invoiceLines(
      [
        { name: 'A', quantity: 1, unitPriceFen: 24000 },
        { name: 'B', quantity: 2, unitPriceFen: 5000 },
      ],
      30601,
      60,
    )
    expect(lines.map((line) => line.amountFen)).toEqual([21600, 9001])
    expect(lines[0]).toMatchObject({ netFen: 20377, taxFen: 1223, taxRatePermille: 60 })
    expect(totalsOf(lines)).toEqual({ amountFen: 30601, netFen: 20377 + 8492, taxFen: 1223 + 509 })
  })

  it('always adds up to what was paid, line by line and in total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPriceFen: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.constantFrom(0, 30, 60, 90, 130),
        (gross, share, rate) => {
          const total = gross.reduce((sum, line) => sum + line.quantity * line.unitPriceFen, 0)
          const payable = Math.max(1, Math.floor(total * share))
          const lines = invoiceLines(gross.map((line, index) => ({ name: String(index), ...line })), payable, rate)
          const totals = totalsOf(lines)
          expect(totals.amountFen).toBe(payable)
          expect(totals.netFen + totals.taxFen).toBe(payable)
          for (const line of lines) {
            expect(line.amountFen).toBeGreaterThanOrEqual(0)
            expect(line.netFen + line.taxFen).toBe(line.amountFen)
            expect(line.taxFen).toBeGreaterThanOrEqual(0)
          }
        },
      ),
      { numRuns: 300, seed: 14 },
    )
  })
})

describe('invoice states', () => {
  it('moves only applied → issued | failed, failed → applied, and anything but voided → voided', () => {
    expect(invoiceTransition('applied', 'issued')).toBe('issued')
    expect(invoiceTransition('applied', 'failed')).toBe('failed')
    expect(invoiceTransition('failed', 'retry')).toBe('applied')
    for (const state of ['applied', 'issued', 'failed']) expect(invoiceTransition(state, 'void')).toBe('voided')
    expect(invoiceTransition('issued', 'retry')).toBeNull()
    expect(invoiceTransition('issued', 'issued')).toBeNull()
    expect(invoiceTransition('voided', 'void')).toBeNull()
    expect(invoiceTransition('voided', 'retry')).toBeNull()
    expect(invoiceTransition('unknown', 'void')).toBeNull()
  })
})

describe('numbers and days', () => {
  it('prints the prefix and eight digits', () => {
    expect(formatInvoiceNo('26', 42)).toBe('2600000042')
    expect(formatInvoiceNo('', 123456789)).toBe('123456789')
  })

  it('checks an invoice by the fair’s day it was issued on, around the fair’s and UTC midnight', () => {
    const ctx = { secrets: createSecrets('a test secret of enough length for the keys') }
    const codeAt = (at: string) => verificationCodeOf(ctx, '000000', '2600000042', 8000, new Date(at), 'Asia/Shanghai')
    expect(codeAt('2026-11-25T15:59:59Z')).not.toBe(codeAt('2026-11-25T16:00:00Z'))
    // Midnight in UTC is eight in the morning at the fair: the same day on both sides.
    expect(codeAt('2026-11-25T16:00:00Z')).toBe(codeAt('2026-11-25T23:59:59Z'))
    expect(codeAt('2026-11-25T23:59:59Z')).toBe(codeAt('2026-11-26T00:00:00Z'))
    expect(codeAt('2026-11-26T15:59:59Z')).toBe(codeAt('2026-11-26T00:00:00Z'))
  })
})
