import { describe, expect, test } from 'vitest'
import { cameraFailureOf, repeatGuard } from './camera'

describe('the camera reader', () => {
  test('a badge held still is one scan; another badge or the same after the wait is a new one', () => {
    let now = 0
    const fresh = repeatGuard(3_000, () => now)
    expect(fresh('A')).toBe(true)
    now = 1_000
    expect(fresh('A')).toBe(false)
    expect(fresh('B')).toBe(true)
    now = 1_500
    expect(fresh('A')).toBe(true)
    now = 4_600
    expect(fresh('A')).toBe(true)
  })

  test('a refused permission is told apart from a missing camera', () => {
    expect(cameraFailureOf(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('denied')
    expect(cameraFailureOf({ name: 'NotFoundError' })).toBe('unavailable')
    expect(cameraFailureOf('odd')).toBe('unavailable')
  })
})
