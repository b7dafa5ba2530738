import { describe, expect, it } from 'vitest'
import { onPhoneIn } from '../testing/phoneZone'
import { $sysConfig } from '../session'
import { fairDay, formatDate, formatDateTime, formatFairDate, formatFairDateTime, formatFairTime, formatList, formatMoney, formatNumber, formatRmb, formatTime } from './index'

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

  it('shows an order’s time on the fair’s clock on a phone in any zone, the day of its number around both midnights', () => {
    const beforeFairMidnight = '2026-11-25T15:59:00Z'
    const afterFairMidnight = '2026-11-25T16:00:00Z'
    const beforeUtcMidnight = '2026-11-25T23:59:00Z'
    const afterUtcMidnight = '2026-11-26T00:00:00Z'
    const shown = () => [beforeFairMidnight, afterFairMidnight, beforeUtcMidnight, afterUtcMidnight].map((at) => formatFairDateTime(at, 'en'))
    const onTheFairsClock = ['25 Nov 2026, 23:59', '26 Nov 2026, 00:00', '26 Nov 2026, 07:59', '26 Nov 2026, 08:00']
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/Los_Angeles']) expect(onPhoneIn(zone, shown), zone).toEqual(onTheFairsClock)
    // The zone does reach the phone's own clock, which dates the order after the fair's midnight a day before its number.
    const phoneClock = () => [new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(afterFairMidnight))]
    expect(onPhoneIn('UTC', phoneClock)).toEqual(['25 Nov 2026, 16:00'])
    expect(formatFairDateTime(afterFairMidnight, 'cn')).toBe('2026年11月26日 00:00')
    expect([beforeFairMidnight, afterFairMidnight, beforeUtcMidnight, afterUtcMidnight].map((at) => fairDay(Date.parse(at)))).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-26',
      '2026-11-26',
    ])
    // A calendar day stays the day given.
    expect(formatFairDateTime('2026-09-17', 'en')).toBe('17 Sept 2026, 00:00')
    // The day alone and the time alone on the same clock.
    const onLosAngelesPhone = onPhoneIn('America/Los_Angeles', () => [
      formatFairDate(afterFairMidnight, 'en'),
      formatFairDate(afterFairMidnight, 'cn'),
      formatFairTime('2026-11-25T16:00:05Z', 'en'),
      formatFairTime('2026-11-25T16:00:05Z', 'cn', { seconds: true }),
    ])
    expect(onLosAngelesPhone).toEqual(['26 Nov 2026', '2026年11月26日', '00:00', '00:00:05'])
  })

  it('follows the venue’s zone the session exhibition’s configuration names, and China’s when it names none', () => {
    // 23:30 UTC on the 25th: the 26th at 07:30 in Shanghai, 00:30 in Frankfurt, still the 25th at 15:30 in Las Vegas.
    const at = '2026-11-25T23:30:00Z'
    const shown = () => onPhoneIn('America/Los_Angeles', () => [formatFairDateTime(at, 'en'), formatFairDate(at, 'en'), formatFairTime(at, 'en'), fairDay(Date.parse(at))])
    try {
      $sysConfig.set({ tenantId: '000000', exhibitionId: 'FRA', timeZone: 'Europe/Berlin' })
      expect(shown()).toEqual(['26 Nov 2026, 00:30', '26 Nov 2026', '00:30', '2026-11-26'])
      $sysConfig.set({ tenantId: '000000', exhibitionId: 'LAS', timeZone: 'America/Los_Angeles' })
      expect(shown()).toEqual(['25 Nov 2026, 15:30', '25 Nov 2026', '15:30', '2026-11-25'])
      // A backend without zones, and a zone Intl does not know: the fair's clock of old.
      $sysConfig.set({ tenantId: '000000', exhibitionId: '1001' })
      expect(shown()).toEqual(['26 Nov 2026, 07:30', '26 Nov 2026', '07:30', '2026-11-26'])
      $sysConfig.set({ tenantId: '000000', exhibitionId: 'X', timeZone: 'Mars/Olympus' })
      expect(shown()[0]).toBe('26 Nov 2026, 07:30')
      // A zone named in the call wins (the server's, which serves many exhibitions).
      expect(formatFairDateTime(at, 'en', { timeZone: 'Europe/Berlin' })).toBe('26 Nov 2026, 00:30')
      expect(fairDay(Date.parse(at), 'America/Los_Angeles')).toBe('2026-11-25')
    } finally {
      $sysConfig.set(null)
    }
  })

  it('answers nothing for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBe('')
    expect(formatDateTime('not a date', 'cn')).toBe('')
    expect(formatFairDateTime(undefined, 'en')).toBe('')
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
