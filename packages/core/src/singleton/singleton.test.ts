import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { claimCoreSingleton, registeredCore } from './index'

const KEY = Symbol.for('fairpass.core')

describe('claimCoreSingleton', () => {
  // The test setup's own core copy (its texts) claimed the page already: each test starts from none.
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[KEY]
  })
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[KEY]
    vi.restoreAllMocks()
  })

  it('records the first copy on globalThis', () => {
    expect(claimCoreSingleton('1.0.0')).toBe(true)
    expect(registeredCore()?.version).toBe('1.0.0')
    expect((globalThis as Record<symbol, unknown>)[KEY]).toBe(registeredCore())
  })

  it('stays quiet when the same copy claims again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    claimCoreSingleton('1.0.0')
    expect(claimCoreSingleton('1.0.0')).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns when a different copy registers, naming both versions', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    claimCoreSingleton('1.0.0')
    expect(claimCoreSingleton('1.1.0', {})).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('1.1.0')
    expect(warn.mock.calls[0][0]).toContain('1.0.0')
    expect(registeredCore()?.version).toBe('1.0.0')
  })

  it('warns for a second copy of the same version too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    claimCoreSingleton('1.0.0', {})
    claimCoreSingleton('1.0.0', {})
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
