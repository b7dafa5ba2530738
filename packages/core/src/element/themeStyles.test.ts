import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets fresh copies of core (session bus and element runtime) whose theme derivation has not loaded yet.
type ElementModule = typeof import('./index')
type SessionModule = typeof import('../session')
let element: ElementModule
let session: SessionModule
let derivationImports = 0

const TEAL = { pageThemeColor: '#0f766e' }
const TEAL_RULE = /^:host\(:not\(\[data-fair-nested\]\)\)\{--fair-color-primary:#0f766e;--fair-color-on-primary:#ffffff;--fair-color-primary-text:#/

beforeEach(async () => {
  vi.resetModules()
  // A fresh copy of core on purpose: let it own the page instead of warning about the previous test's copy.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('fairpass.core')]
  derivationImports = 0
  vi.doMock('../theme/derive', async (importOriginal) => {
    derivationImports++
    return importOriginal()
  })
  element = await import('./index')
  session = await import('../session')
})

afterEach(() => {
  vi.doUnmock('../theme/derive')
})

let tagCounter = 0

describe('theme derivation off the critical path', () => {
  it('keeps the default theme until the derivation has loaded, then writes the exhibition theme', async () => {
    const stop = element.$themeCss.listen(() => {})
    session.$sysConfig.set(TEAL)
    expect(element.$themeCss.get()).toBe('')
    await element.loadThemeDerivation()
    expect(element.$themeCss.get()).toMatch(TEAL_RULE)
    stop()
  })

  it('starts loading when an element is defined, before any page config exists', async () => {
    element.defineFairElement(`theme-probe-${++tagCounter}`, () => null)
    await vi.waitFor(() => expect(derivationImports).toBe(1))
    expect(element.$themeCss.get()).toBe('')
    session.$sysConfig.set(TEAL)
    expect(element.$themeCss.get()).toMatch(TEAL_RULE)
  })

  it('starts loading when the page config arrives, not before', async () => {
    const seen: string[] = []
    const stop = element.$themeCss.subscribe((css) => seen.push(css))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(derivationImports).toBe(0)
    session.$sysConfig.set(TEAL)
    await vi.waitFor(() => expect(seen.at(-1)).toMatch(TEAL_RULE))
    expect(derivationImports).toBe(1)
    stop()
  })

  it('retries a failed load when the next page config arrives', async () => {
    vi.doMock('../theme/derive', () => {
      throw new Error('offline')
    })
    const stop = element.$themeCss.listen(() => {})
    session.$sysConfig.set(TEAL)
    await expect(element.loadThemeDerivation()).rejects.toThrow()
    expect(element.$themeCss.get()).toBe('')

    vi.doUnmock('../theme/derive')
    session.$sysConfig.set({ ...TEAL })
    await vi.waitFor(() => expect(element.$themeCss.get()).toMatch(TEAL_RULE))
    stop()
  })
})
