import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $apiBase, $link, $session, setLanguage } from '../session'
import { createHttp } from './client'
import { configPrefetchScript, prefetchedData, prefetchExhibitionConfig, prefetchKey, PREFETCH_PROPERTY, takePrefetched } from './prefetch'

const PAGE_CONFIG = '/api/ef-registration-config-client/registerConfig/pageConfig'
const FUNCTION_CONFIG = '/api/ef-registration-config-client/reg_config/registerConfig/functionConfig'

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } })

/** A page at `hash` with `stored` in its sessionStorage (under the session's `fair:` keys) and a recording fetch. */
function fakePage(hash: string, stored: Record<string, string> = {}) {
  const fetch = vi.fn((url: string, _init?: RequestInit) => Promise.resolve(envelope({ asked: url })))
  const href = new URL(hash, window.location.href).href
  const win = {
    location: { hash, href },
    sessionStorage: { getItem: (key: string) => (key.startsWith('fair:') ? (stored[key.slice(5)] ?? null) : null) },
    fetch,
  } as unknown as Window & { [PREFETCH_PROPERTY]?: Record<string, Promise<Response>> }
  return { win, fetch }
}

const askedUrls = (fetch: ReturnType<typeof fakePage>['fetch']) => fetch.mock.calls.map(([url]) => url)

describe('prefetchExhibitionConfig', () => {
  it('asks for the page and function configuration of the entry link, with the headers core/http sends', () => {
    const { win, fetch } = fakePage('#/registration?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=en')
    prefetchExhibitionConfig(win)
    expect(askedUrls(fetch)).toEqual([
      `${PAGE_CONFIG}?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=en`,
      `${FUNCTION_CONFIG}?tenantId=000000&exhibitionId=1002&registerType=visitor`,
    ])
    expect(fetch.mock.calls[0][1]).toEqual({ headers: { 'User-Type': 'app', 'Accept-Language': 'en', 'Tenant-Id': '000000' } })
    expect(Object.keys(win[PREFETCH_PROPERTY]!)).toHaveLength(2)
  })

  it('falls back to the session for what the link leaves out, and to visitor and cn', () => {
    const same = fakePage('#/wallet', { tenantId: '000000', exhibitionId: '1002', registerType: 'media', languageType: 'en' })
    prefetchExhibitionConfig(same.win)
    expect(askedUrls(same.fetch)[0]).toBe(`${PAGE_CONFIG}?tenantId=000000&exhibitionId=1002&registerType=media&languageType=en`)

    // A link of another exhibition starts a new session: the old register type does not carry over.
    const other = fakePage('#/registration?tenantId=000000&exhibitionId=1020', { tenantId: '000000', exhibitionId: '1002', registerType: 'media' })
    prefetchExhibitionConfig(other.win)
    expect(askedUrls(other.fetch)[0]).toBe(`${PAGE_CONFIG}?tenantId=000000&exhibitionId=1020&registerType=visitor&languageType=cn`)
  })

  it('asks for nothing without a tenant and an exhibition, or for a link the app rewrites first', () => {
    for (const hash of ['#/registration?exhibitionId=1002', '#/registration?tenantId=undefined&exhibitionId=1002', '#/registration?tenantId=000000?exhibitionId=1002']) {
      const { win, fetch } = fakePage(hash)
      prefetchExhibitionConfig(win)
      expect(fetch).not.toHaveBeenCalled()
      expect(win[PREFETCH_PROPERTY]).toBeUndefined()
    }
  })

  it('runs as the serialised inline script, without its module', () => {
    const { win, fetch } = fakePage('#/registration?tenantId=000000&exhibitionId=1002')
    new Function('window', configPrefetchScript())(win)
    expect(askedUrls(fetch)).toHaveLength(2)
  })
})

describe('the HTTP client takes a prefetched answer', () => {
  beforeEach(() => {
    $session.set({})
    $link.set({})
    $apiBase.set('')
    setLanguage('en')
  })
  afterEach(() => {
    delete (window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY]
  })

  function prefetchInto(hash: string) {
    const page = fakePage(hash)
    prefetchExhibitionConfig(page.win)
    ;(window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY] = page.win[PREFETCH_PROPERTY]
    return page
  }

  it('once, for a GET of the same URL whatever the order of its parameters; later calls ask the server', async () => {
    prefetchInto('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    const network = vi.fn(() => Promise.resolve(envelope({ asked: 'network' })))
    const http = createHttp({ fetch: network })
    const query = { languageType: 'en', registerType: 'visitor', exhibitionId: '1002', tenantId: '000000' }

    await expect(http.get(PAGE_CONFIG, query)).resolves.toEqual({
      asked: `${PAGE_CONFIG}?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=en`,
    })
    expect(network).not.toHaveBeenCalled()
    await expect(http.get(PAGE_CONFIG, query)).resolves.toEqual({ asked: 'network' })
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('never for another URL or another method', async () => {
    prefetchInto('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    const network = vi.fn(() => Promise.resolve(envelope({ asked: 'network' })))
    const http = createHttp({ fetch: network })
    await expect(http.get(PAGE_CONFIG, { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'cn' })).resolves.toEqual({ asked: 'network' })
    await expect(http.post(`${FUNCTION_CONFIG}?tenantId=000000&exhibitionId=1002&registerType=visitor`)).resolves.toEqual({ asked: 'network' })
    expect(network).toHaveBeenCalledTimes(2)
    const key = prefetchKey(`${FUNCTION_CONFIG}?tenantId=000000&exhibitionId=1002&registerType=visitor`, window.location.href)
    expect(takePrefetched(key)).toBeInstanceOf(Promise)
  })

  it("a prefetch that never answers ends with the client's timeout, as its own request would", async () => {
    const page = fakePage('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    page.fetch.mockImplementation(() => new Promise<Response>(() => {}))
    prefetchExhibitionConfig(page.win)
    ;(window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY] = page.win[PREFETCH_PROPERTY]
    const network = vi.fn()
    const http = createHttp({ fetch: network, timeout: 20 })
    await expect(http.get(PAGE_CONFIG, { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })).rejects.toMatchObject({
      code: 'TIMEOUT',
    })
    expect(network).not.toHaveBeenCalled()
  })

  it('a prefetch that failed fails the call as a network failure would', async () => {
    const page = fakePage('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    page.fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    prefetchExhibitionConfig(page.win)
    ;(window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY] = page.win[PREFETCH_PROPERTY]
    const http = createHttp({ fetch: vi.fn() })
    await expect(http.get(PAGE_CONFIG, { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    })
  })
})

describe('prefetchedData: the configuration without the client', () => {
  afterEach(() => {
    delete (window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY]
  })

  /** The page's prefetch of `hash`, its fetch answering with `answer`. */
  function prefetchAnswering(answer: () => Promise<Response>) {
    const page = fakePage('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    page.fetch.mockImplementation(answer)
    prefetchExhibitionConfig(page.win)
    ;(window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY] = page.win[PREFETCH_PROPERTY]
  }
  const url = `${FUNCTION_CONFIG}?registerType=visitor&tenantId=000000&exhibitionId=1002`

  it("gives a success's data once, for the same URL whatever the order of its parameters", async () => {
    prefetchAnswering(() => Promise.resolve(envelope({ functionConfig: { loginType: 'sms' } })))
    await expect(prefetchedData(url)).resolves.toEqual({ data: { functionConfig: { loginType: 'sms' } } })
    await expect(prefetchedData(url)).resolves.toBeUndefined()
  })

  it('counts success by the codes the client counts (a null data is still a success)', async () => {
    for (const code of [1000, '0000', '1005']) {
      prefetchAnswering(() => Promise.resolve(new Response(JSON.stringify({ code, data: null }))))
      await expect(prefetchedData(url)).resolves.toEqual({ data: null })
    }
  })

  it('leaves everything else to the client: another code, an HTTP error, no envelope, a failure, no answer in time', async () => {
    const answers = [
      () => Promise.resolve(new Response(JSON.stringify({ code: 404, msg: 'no such exhibition' }))),
      () => Promise.resolve(new Response(JSON.stringify({ code: 200, data: {} }), { status: 503 })),
      () => Promise.resolve(new Response('<html>proxy error</html>')),
      () => Promise.resolve(new Response(JSON.stringify({ data: {} }))),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]
    for (const answer of answers) {
      prefetchAnswering(answer)
      await expect(prefetchedData(url)).resolves.toBeUndefined()
    }
    prefetchAnswering(() => new Promise<Response>(() => {}))
    await expect(prefetchedData(url, 20)).resolves.toBeUndefined()
  })

  it('is undefined at once for a URL the page did not prefetch', async () => {
    prefetchAnswering(() => Promise.resolve(envelope({})))
    await expect(prefetchedData(`${FUNCTION_CONFIG}?tenantId=000000&exhibitionId=1020&registerType=visitor`)).resolves.toBeUndefined()
  })
})
