import { expect, test } from 'vitest'
import { CLOSING_WARNING_MS, closesSoon } from './closing'

const now = Date.UTC(2025, 8, 17, 8)

test('warns when less than two hours remain', () => {
  expect(closesSoon({ registrationClosesAt: now + CLOSING_WARNING_MS - 1 }, now)).toBe(true)
  expect(closesSoon({ registrationClosesAt: now + 60_000 }, now)).toBe(true)
})

test('is quiet with two hours or more left, after closing, or without a closing time', () => {
  expect(closesSoon({ registrationClosesAt: now + CLOSING_WARNING_MS }, now)).toBe(false)
  expect(closesSoon({ registrationClosesAt: now - 1 }, now)).toBe(false)
  expect(closesSoon({ registrationClosesAt: null }, now)).toBe(false)
  expect(closesSoon(null, now)).toBe(false)
})
