import { describe, expect, it } from 'vitest'
import { estimate, leftFor, nightsBetween, outsideRange, unassigned } from './lodgingStore'
import { formatDay } from './format'

describe('the booking form', () => {
  const type = { allotment: 10, priceFen: 56_000, left: { '2026-12-25': 10, '2026-12-26': 3, '2026-12-27': 0, '2026-12-28': 6 } }

  it('counts nights, and none for a stay that is not one', () => {
    expect(nightsBetween('2026-12-31', '2027-01-02')).toBe(2)
    expect(nightsBetween('2026-12-26', '2026-12-26')).toBe(0)
    expect(nightsBetween('', '2026-12-26')).toBe(0)
  })

  it('offers the fewest rooms left over the stay chosen, or over the whole range before a stay is chosen', () => {
    expect(leftFor(type, '2026-12-25', '2026-12-27')).toBe(3)
    expect(leftFor(type, '2026-12-28', '2026-12-29')).toBe(6)
    expect(leftFor(type, '', '')).toBe(0)
  })

  it('tells a check-in before the range or a check-out after it, before anything is sent', () => {
    const range = { firstCheckIn: '2026-12-25', lastCheckOut: '2026-12-29' }
    expect(outsideRange(range, '2026-12-24', '2026-12-27')).toEqual({ checkIn: true, checkOut: false })
    expect(outsideRange(range, '2026-12-25', '2026-12-30')).toEqual({ checkIn: false, checkOut: true })
    expect(outsideRange(range, '', '')).toEqual({ checkIn: false, checkOut: false })
  })

  it('estimates rooms × nights × the rate in RMB, paid at the hotel', () => {
    expect(estimate(type, { hotelId: 'h', roomTypeId: 't', checkIn: '2026-12-25', checkOut: '2026-12-28', rooms: '2' })).toEqual({ rooms: 2, nights: 3, total: '¥3,360.00' })
    expect(estimate(type, { hotelId: 'h', roomTypeId: 't', checkIn: '2026-12-25', checkOut: '2026-12-28', rooms: 'two' })).toBeNull()
    expect(estimate(null, { hotelId: '', roomTypeId: '', checkIn: '2026-12-25', checkOut: '2026-12-28', rooms: '1' })).toBeNull()
  })

  it('offers a room only the members not yet in the booking', () => {
    const members = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]
    expect(unassigned(members, { occupants: [{ room: 1, memberId: 'a', name: 'A' }] })).toEqual([{ id: 'b', name: 'B' }])
  })

  it('shows a day of the fair in the visitor\'s language, never shifted by their time zone', () => {
    expect(formatDay('2026-12-25', 'en')).toBe('Fri, 25 Dec 2026')
    expect(formatDay('2026-12-25', 'cn')).toContain('2026年12月25日')
  })
})
