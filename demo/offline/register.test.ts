import { describe, expect, it, vi } from 'vitest'
import { registerAppWorker } from './register'

/** A window whose document is still loading (or not), with a service worker container that records registrations. */
function fakeWindow({ loaded, workers = true }: { loaded: boolean; workers?: boolean }) {
  const register = vi.fn(() => Promise.resolve({}))
  const target = new EventTarget()
  const win = {
    navigator: workers ? { serviceWorker: { register } } : {},
    document: { readyState: loaded ? 'complete' : 'loading' },
    addEventListener: target.addEventListener.bind(target),
    load: () => target.dispatchEvent(new Event('load')),
  }
  return { win, register }
}

describe('registerAppWorker', () => {
  it('waits for the page to load, so the precache never competes with the first page', () => {
    const { win, register } = fakeWindow({ loaded: false })
    registerAppWorker(win as unknown as Window)
    expect(register).not.toHaveBeenCalled()
    win.load()
    win.load()
    expect(register).toHaveBeenCalledTimes(1)
    expect(register).toHaveBeenCalledWith('./sw.js')
  })

  it('registers at once on a page that has already loaded', () => {
    const { win, register } = fakeWindow({ loaded: true })
    registerAppWorker(win as unknown as Window)
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('does nothing in a browser without service workers, and a refused registration is not an error', async () => {
    const { win } = fakeWindow({ loaded: true, workers: false })
    expect(() => registerAppWorker(win as unknown as Window)).not.toThrow()
    // Vitest fails the run on an unhandled rejection; the registration's refusal is caught where it is made.
    const refused = fakeWindow({ loaded: true })
    const refusal = Promise.reject(new Error('SecurityError'))
    const caught = vi.spyOn(refusal, 'catch')
    refused.register.mockImplementation(() => refusal)
    registerAppWorker(refused.win as unknown as Window)
    expect(caught).toHaveBeenCalledTimes(1)
    await expect(caught.mock.results[0].value).resolves.toBeUndefined()
  })
})
