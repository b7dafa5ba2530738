import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchExhibitionConfig, PREFETCH_PROPERTY } from '../http/prefetch'
import { ApiError } from '../http'
import { $apiBase, $functionConfig, $link, $session, $sysConfig, chooseSessionStorage, setLanguage } from '../session'
import { $exhibitionConfigs, loadExhibitionConfig } from './exhibition'

const PAGE_CONFIG = '/api/ef-registration-config-client/registerConfig/pageConfig'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data })

/** Runs the page's inline prefetch for an entry link of exhibition 1002, its requests answered by `answer`. */
function prefetch(answer: (url: string) => Promise<Response>) {
  const win = {
    location: { hash: '#/registration?tenantId=000000&exhibitionId=1002&languageType=en', href: `${window.location.origin}/#/registration` },
    sessionStorage: { getItem: () => null },
    fetch: vi.fn(answer),
  } as unknown as Window & { [PREFETCH_PROPERTY]?: Record<string, Promise<Response>> }
  prefetchExhibitionConfig(win)
  ;(window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY] = win[PREFETCH_PROPERTY]
}

describe('loadExhibitionConfig and the prefetched configuration', () => {
  const network = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()

  beforeEach(() => {
    $apiBase.set('')
    $link.set({})
    $session.set({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor' })
    $sysConfig.set(null)
    $functionConfig.set(null)
    $exhibitionConfigs.set({})
    setLanguage('en')
    network.mockReset()
    vi.stubGlobal('fetch', network)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    delete (window as { [PREFETCH_PROPERTY]?: unknown })[PREFETCH_PROPERTY]
  })

  it('takes both answers the page prefetched, without asking the server again', async () => {
    prefetch((url) => Promise.resolve(url.startsWith(PAGE_CONFIG) ? ok({ pageTitleEn: 'Spring Fair' }) : ok({ functionConfig: { loginType: 'email' } })))
    await loadExhibitionConfig()
    expect(network).not.toHaveBeenCalled()
    expect($sysConfig.get()).toEqual({ pageTitleEn: 'Spring Fair' })
    expect($functionConfig.get()).toEqual({ loginType: 'email' })
  })

  it('asks through the client what the prefetch did not answer with success: an unknown exhibition is still a 404', async () => {
    prefetch(() => Promise.resolve(json({ code: 404, msg: 'no such exhibition' }, 404)))
    network.mockImplementation(() => Promise.resolve(json({ code: 404, msg: 'no such exhibition' }, 404)))
    const failure = await loadExhibitionConfig().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ code: 404 })
    expect(network).toHaveBeenCalled()
  })

  it('asks through the client when the page prefetched nothing', async () => {
    network.mockImplementation((input) => Promise.resolve(String(input).includes(PAGE_CONFIG) ? ok({ pageTitle: '春季展' }) : ok({ functionConfig: null })))
    await loadExhibitionConfig()
    expect(network).toHaveBeenCalledTimes(2)
    expect($sysConfig.get()).toEqual({ pageTitle: '春季展' })
    expect($functionConfig.get()).toEqual({})
  })
})

describe('the configuration kept for a page reloaded without a network', () => {
  const network = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
  const online = (input: RequestInfo | URL) =>
    Promise.resolve(String(input).includes(PAGE_CONFIG) ? ok({ pageTitleEn: 'Trade Fair', colorPrimary: '#0f9d8a' }) : ok({ functionConfig: { loginType: 'password' } }))
  const reload = () => {
    // A new page: nothing loaded in memory, the session's storage (sessionStorage here) as it was.
    $exhibitionConfigs.set({})
    $sysConfig.set(null)
    $functionConfig.set(null)
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    sessionStorage.clear()
    $apiBase.set('')
    $link.set({})
    $session.set({ tenantId: '000000', exhibitionId: '1020', registerType: 'commerceExhibition' })
    reload()
    setLanguage('en')
    network.mockReset()
    vi.stubGlobal('fetch', network)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  /** Loads while the client retries on its timers (a failed network is tried again before it gives up). */
  async function load(): Promise<unknown> {
    const result = loadExhibitionConfig().then(() => undefined, (error: unknown) => error)
    await vi.runAllTimersAsync()
    return result
  }

  it('opens with the last configuration of this exhibition and language when the network is down', async () => {
    network.mockImplementation(online)
    expect(await load()).toBeUndefined()
    reload()
    network.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await load()).toBeUndefined()
    expect($sysConfig.get()).toEqual({ pageTitleEn: 'Trade Fair', colorPrimary: '#0f9d8a' })
    expect($functionConfig.get()).toEqual({ loginType: 'password' })
  })

  it('keeps nothing for another exhibition or language, and a wrong link stays wrong', async () => {
    network.mockImplementation(online)
    await load()
    reload()
    network.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    setLanguage('cn')
    expect(await load()).toMatchObject({ status: 0 })
    setLanguage('en')
    $session.set({ tenantId: '000000', exhibitionId: '1002', registerType: 'commerceExhibition' })
    expect(await load()).toMatchObject({ status: 0 })
    // The server answers, and says the exhibition is gone: no copy stands in for that.
    $session.set({ tenantId: '000000', exhibitionId: '1020', registerType: 'commerceExhibition' })
    network.mockImplementation(() => Promise.resolve(json({ code: 404, msg: 'no such exhibition' }, 404)))
    expect(await load()).toMatchObject({ code: 404 })
  })

  it('keeps it where the session is kept: a session in memory only leaves nothing behind', async () => {
    chooseSessionStorage('memory')
    try {
      network.mockImplementation(online)
      await load()
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('fair:config:'))).toEqual([])
      reload()
      network.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
      expect(await load()).toMatchObject({ status: 0 })
    } finally {
      chooseSessionStorage('session')
    }
  })

  it('ignores a kept copy it cannot read', async () => {
    sessionStorage.setItem('fair:config:000000/1020/commerceExhibition/en', '{"sysConfig":')
    network.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await load()).toMatchObject({ status: 0 })
  })
})
