import { expect, test } from 'vitest'
import { newestFirst } from './JournalPage'

test('the time line reads newest first whatever order the server sent', () => {
  const entries = [{ at: '2026-11-22T10:00:00Z' }, { at: '2026-11-22T12:00:00Z' }, { at: '2026-11-21T23:00:00Z' }]
  expect(newestFirst(entries).map((entry) => entry.at)).toEqual(['2026-11-22T12:00:00Z', '2026-11-22T10:00:00Z', '2026-11-21T23:00:00Z'])
})
