/**
 * The exhibition's configuration, asked for by the page's HTML before any script file arrives: on a slow network the
 * two configuration calls would otherwise start only once the startup code has downloaded, run and rendered (one
 * more round trip on the login's critical path). This file runs twice: `prefetchExhibitionConfig` is serialised into
 * an inline script of the app page (it must stay self-contained: no imports, no closures over module scope), and the
 * HTTP client takes each answer once through `takePrefetched` when it asks for exactly the same URL.
 *
 * The prefetch mirrors the app's rules for the exhibition and language (core/link, core/session) only closely enough
 * to guess right for an entry link: a guess that is wrong names another URL, which the client never takes, so the
 * app then asks as it always did.
 */

import { REQUEST_TIMEOUT_MS, successData } from './envelope'

/** The window property the inline script leaves its requests in: normalised URL → the fetch under way. */
export const PREFETCH_PROPERTY = '__fairPrefetch'

type PrefetchWindow = Window & { [PREFETCH_PROPERTY]?: Record<string, Promise<Response>> }

/** A URL as the key of a prefetch: absolute, query parameters in a fixed order. */
export function prefetchKey(url: string, base: string): string {
  const absolute = new URL(url, base)
  absolute.searchParams.sort()
  return absolute.href
}

/**
 * Starts the configuration calls the app's first element will make (core/area `loadExhibitionConfig`), from the entry
 * link in the URL hash or the session kept in sessionStorage: the same URLs, the same headers as core/http sends
 * without a sign-in. Does nothing without a tenant and an exhibition.
 */
export function prefetchExhibitionConfig(win: Window): void {
  const hash = win.location.hash || ''
  // A link with two question marks is rewritten by the app first (core/link): it would be guessed wrong.
  if (hash.split('?').length > 2) return
  const query = new URLSearchParams(hash.split('?')[1] || '')
  // core/link: trimmed, and empty or the words undefined/null (string-built links) count as absent.
  const clean = (value: string | null): string | null => {
    const trimmed = (value || '').trim()
    return trimmed && trimmed !== 'undefined' && trimmed !== 'null' ? trimmed : null
  }
  const stored = (key: string): string | null => {
    try {
      return clean(win.sessionStorage.getItem('fair:' + key))
    } catch {
      return null
    }
  }
  const language = (value: string | null): string | null => {
    const lowered = (clean(value) || '').toLowerCase()
    return lowered === 'cn' || lowered === 'en' ? lowered : null
  }
  const tenantId = clean(query.get('tenantId')) || stored('tenantId')
  const exhibitionId = clean(query.get('exhibitionId')) || stored('exhibitionId')
  if (!tenantId || !exhibitionId) return
  // core/session: a link of another exhibition starts a new session, without the old link's register type.
  const sameExhibition = stored('tenantId') === tenantId && stored('exhibitionId') === exhibitionId
  const registerType = clean(query.get('registerType')) || (sameExhibition ? stored('registerType') : null) || 'visitor'
  const languageType = language(query.get('languageType')) || language(stored('languageType')) || 'cn'

  const exhibition = 'tenantId=' + encodeURIComponent(tenantId) + '&exhibitionId=' + encodeURIComponent(exhibitionId) +
    '&registerType=' + encodeURIComponent(registerType)
  const urls = [
    '/api/ef-registration-config-client/registerConfig/pageConfig?' + exhibition + '&languageType=' + languageType,
    '/api/ef-registration-config-client/reg_config/registerConfig/functionConfig?' + exhibition,
  ]
  const headers = { 'User-Type': 'app', 'Accept-Language': languageType === 'en' ? 'en' : 'zh-CN', 'Tenant-Id': tenantId }
  // The literal, not PREFETCH_PROPERTY: this function is serialised without its module.
  const prefetched: Record<string, Promise<Response>> = ((win as PrefetchWindow).__fairPrefetch = {})
  for (const url of urls) {
    const key = new URL(url, win.location.href)
    key.searchParams.sort()
    const response = win.fetch(url, { headers })
    // A failure nobody takes must not be reported as unhandled; the client that takes it sees it as its own.
    response.catch(() => {})
    prefetched[key.href] = response
  }
}

/**
 * The answer the page's inline script already asked for, for a GET of the same URL; each is taken once, so a later
 * call (a reload of the configuration) asks the server again. Undefined when the page prefetched nothing for it.
 * The caller's `signal` (its timeout) still ends the wait, as it would end its own fetch.
 */
export function takePrefetched(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  const prefetched = (window as PrefetchWindow)[PREFETCH_PROPERTY]
  if (!prefetched || (init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined
  const key = prefetchKey(input instanceof Request ? input.url : String(input), window.location.href)
  if (!(key in prefetched)) return undefined
  const response = prefetched[key]
  delete prefetched[key]
  const signal = init?.signal
  if (!signal) return response
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * The data of a prefetched GET of `url` that the server answered with success (spec §7), taken once, for a caller that
 * does without the HTTP client until it needs it (core/area's configuration: the client is not in the login route's
 * startup code). Undefined for anything else: nothing prefetched for that URL, a failure, another code, no answer
 * within `timeoutMs`; the caller then asks through the client, which handles that call as any other.
 */
export async function prefetchedData<T>(url: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<{ data: T } | undefined> {
  const timeout = new AbortController()
  const pending = takePrefetched(url, { signal: timeout.signal })
  if (!pending) return undefined
  const timer = setTimeout(() => timeout.abort(), timeoutMs)
  try {
    const response = await pending
    return response.ok ? successData<T>(await response.json()) : undefined
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** The inline script the app build writes into the page's head, before its script files. */
export function configPrefetchScript(): string {
  return `(${prefetchExhibitionConfig.toString()})(window)`
}
