import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatList, formatMoney, formatNumber, formatRmb, formatTime } from './index'

describe('money per locale', () => {
  it('writes yuan with ¥, grouped and with two decimals, in both languages', () => {
    expect(formatRmb(123456789, 'cn')).toBe('¥1,234,567.89')
    expect(formatRmb(123456789, 'en')).toBe('¥1,234,567.89')
    expect(formatRmb(-1999, 'en')).toBe('-¥19.99')
    expect(formatRmb(12800)).toBe('¥128.00')
  })

  it('writes another currency with its own sign and minor units', () => {
    expect(formatMoney(12345, 'USD', 'en')).toBe('US$123.45')
    expect(formatMoney(12345, 'USD', 'cn')).toBe('US$123.45')
    expect(formatMoney(12345, 'EUR', 'en')).toBe('€123.45')
    expect(formatMoney(500, 'JPY', 'en')).toBe('JP¥500')
    expect(formatMoney(12800, 'RMB', 'en')).toBe('¥128.00')
    expect(formatMoney(12345, 'XX1', 'en')).toBe('XX1 123.45')
  })
})

describe('dates per locale', () => {
  it('shows a calendar day as the fair gave it, whatever the phone’s time zone', () => {
    expect(formatDate('2026-09-17', 'cn')).toBe('2026年9月17日')
    expect(formatDate('2026-09-17', 'en')).toBe('17 Sept 2026')
  })

  it('shows an instant with date and 24-hour time', () => {
    const instant = new Date(2026, 8, 17, 14, 5, 9)
    expect(formatDateTime(instant, 'cn')).toBe('2026年9月17日 14:05')
    expect(formatDateTime(instant, 'en')).toBe('17 Sept 2026, 14:05')
    expect(formatTime(instant, 'cn')).toBe('14:05')
    expect(formatTime(instant, 'en', { seconds: true })).toBe('14:05:09')
  })

  it('answers nothing for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBe('')
    expect(formatDateTime('not a date', 'cn')).toBe('')
  })
})

describe('numbers per locale', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567, 'cn')).toBe('1,234,567')
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5')
    expect(formatNumber(Number.NaN, 'en')).toBe('')
  })
})

describe('lists per locale', () => {
  it('joins names with the language’s separator', () => {
    expect(formatList(['林晓雯', '赵敏', '徐磊'], 'cn')).toBe('林晓雯、赵敏、徐磊')
    expect(formatList(['Lin Xiaowen', 'Zhao Min'], 'en')).toBe('Lin Xiaowen, Zhao Min')
    expect(formatList([], 'en')).toBe('')
  })
})
