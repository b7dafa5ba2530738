import type { Router } from '../router'
import type { ExhibitionRef } from '../area/exhibition'
import { RETURN_KEYS } from '../area/returnTo'

/* Not in core/area: only a page that sends the visitor away (the payment) needs it, and the login route loads core/area. */

export interface ReturnUrlOptions {
  /** Defaults to window.location. */
  location?: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>
  /** The host element's id, if it has one. */
  elementId?: string
}

export function returnUrlFor(router: Router, exhibition: ExhibitionRef, path: string, query: Record<string, string>, options: ReturnUrlOptions = {}): string {
  const location = options.location ?? window.location
  const ids = { tenantId: exhibition.tenantId, exhibitionId: exhibition.exhibitionId, registerType: exhibition.registerType }
  if (router.mode !== 'memory') return `${location.origin}${location.pathname}${location.search}${router.hrefFor(path, { ...query, ...ids })}`
  const url = new URL(location.href)
  url.searchParams.set(RETURN_KEYS.path, path)
  for (const [key, value] of Object.entries({ ...query, ...ids })) url.searchParams.set(key, value)
  if (options.elementId) url.searchParams.set(RETURN_KEYS.element, options.elementId)
  else url.searchParams.delete(RETURN_KEYS.element)
  return url.toString()
}

