import { expect, test } from 'vitest'
import { formatMoment } from '../shared/format'
import { newestFirst } from './JournalPage'

test('the time line reads newest first whatever order the server sent', () => {
  const entries = [{ at: '2026-11-22T10:00:00Z' }, { at: '2026-11-22T12:00:00Z' }, { at: '2026-11-21T23:00:00Z' }]
  expect(newestFirst(entries).map((entry) => entry.at)).toEqual(['2026-11-22T12:00:00Z', '2026-11-22T10:00:00Z', '2026-11-21T23:00:00Z'])
})

test('an order’s footprint is dated on the fair’s clock, the day its number opens with, wherever the phone is', () => {
  // Placed half an hour after the fair's midnight: "Order 2026112600000042 placed", 16:30 of the day before in UTC.
  const placedAt = '2026-11-25T16:30:00Z'
  expect(formatMoment(placedAt, 'en')).toBe('26 Nov 2026, 00:30')
  expect(formatMoment(placedAt, 'cn')).toBe('2026年11月26日 00:30')
  // Eight in the morning at the fair is midnight in UTC: still the 26th at the fair.
  expect(formatMoment('2026-11-26T00:00:00Z', 'en')).toBe('26 Nov 2026, 08:00')
  expect(formatMoment('not a time', 'en')).toBe('not a time')
})
