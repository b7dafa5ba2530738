import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prefetchExhibitionConfig, PREFETCH_PROPERTY } from '../http/prefetch'
import { ApiError } from '../http'
import { $apiBase, $functionConfig, $link, $session, $sysConfig, setLanguage } from '../session'
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
