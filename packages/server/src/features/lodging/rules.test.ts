import { describe, expect, it } from 'vitest'
import { daysFrom, daysInRange, fewestLeft, nightsOf, overlaps, roomsLeft, stayInRange } from './rules'

describe('lodging rules', () => {
  const range = { firstCheckIn: '2026-12-29', lastCheckOut: '2027-01-02' }

  it('counts nights across a month and a year', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    expect(nightsOf('2026-12-30', '2026-12-30')).toEqual([])
    expect(daysFrom('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01'])
  })

  it('keeps a stay inside the range', () => {
    expect(stayInRange(range, '2026-12-29', '2027-01-02')).toBe(true)
    expect(stayInRange(range, '2026-12-28', '2026-12-30')).toBe(false)
    expect(stayInRange(range, '2027-01-01', '2027-01-03')).toBe(false)
    expect(stayInRange(range, '2026-12-30', '2026-12-30')).toBe(false)
  })

  it('tells stays sharing a night from stays meeting on a day', () => {
    expect(overlaps({ checkIn: '2026-12-29', checkOut: '2026-12-31' }, { checkIn: '2026-12-30', checkOut: '2027-01-01' })).toBe(true)
    expect(overlaps({ checkIn: '2026-12-29', checkOut: '2026-12-31' }, { checkIn: '2026-12-31', checkOut: '2027-01-01' })).toBe(false)
  })

  it('counts rooms left per night and the fewest over a stay', () => {
    const nights = nightsOf(range.firstCheckIn, range.lastCheckOut)
    const left = roomsLeft(5, nights, [
      { checkIn: '2026-12-29', checkOut: '2026-12-31', rooms: 2 },
      { checkIn: '2026-12-30', checkOut: '2027-01-02', rooms: 3 },
    ])
    expect(left).toEqual({ '2026-12-29': 3, '2026-12-30': 0, '2026-12-31': 2, '2027-01-01': 2 })
    expect(fewestLeft(left, ['2026-12-31', '2027-01-01'])).toBe(2)
    expect(fewestLeft(left, nights)).toBe(0)
  })

  it('keeps parking days inside the parking range', () => {
    expect(daysInRange('2026-12-30', '2027-01-01', ['2026-12-30', '2027-01-01'])).toBe(true)
    expect(daysInRange('2026-12-30', '2027-01-01', ['2027-01-02'])).toBe(false)
  })
})
