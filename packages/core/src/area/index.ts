import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { http } from '../http'
import { linkToQuery, parseQuery } from '../link'
import { $route, isRouterRunning, navigate, startRouter, type Route, type RouteArea, type RouterMode } from '../router'
import { $functionConfig, $language, $link, $session, $sysConfig, type FunctionConfig, type SysConfig } from '../session'

/*
 * What every area element needs to live beside the others on one hash-routed page (demo/index.html), or alone on
 * an exhibition's website: one router for the page, the exhibition's configuration loaded once for all of them,
 * and each element rendering only the routes of its own area (core/router's table says which).
 */

/** The tag that renders an area's routes: `ticket-buy` → `<fair-ticket-buy>`. */
export const areaTag = (area: RouteArea) => `fair-${area}`

/** True when this page has an element for the area, so another element must leave its routes alone. */
export function isAreaOnPage(area: RouteArea): boolean {
  if (typeof customElements === 'undefined') return false
  // The host may still be loading the element's code: its tag in the page already claims the routes.
  return customElements.get(areaTag(area)) !== undefined || document.getElementsByTagName(areaTag(area)).length > 0
}

/** The current route when it belongs to `area`; null otherwise (also while the route table is still loading). */
export function areaRoute(route: Route, area: RouteArea): Route | null {
  return route.definition?.area === area ? route : null
}

export function useAreaRoute(area: RouteArea): Route | null {
  return areaRoute(useStore($route), area)
}

/**
 * Starts the page's router unless another element already did; the returned stop only stops a router this call
 * started, so an element leaving the page does not stop the others' routing.
 */
export function ensureRouter(mode: RouterMode, initialPath: string): () => void {
  if (isRouterRunning()) return () => {}
  return startRouter({ mode, initialPath })
}

const CONFIG = '/api/ef-registration-config-client'
/** The exhibition whose configuration is on the bus, and the load under way: every element asks the same one. */
let loadedFor: string | undefined
let inFlight: { key: string; promise: Promise<void> } | undefined

/**
 * Loads the page and function configuration of the session's exhibition onto the bus, once: a second caller (the
 * registration element boots, the ticket elements mount beside it) gets the load already under way, and the same
 * exhibition is not asked for again. Failures reach every caller (registration words them on /error).
 */
export function loadExhibitionConfig(): Promise<void> {
  const { tenantId, exhibitionId, registerType } = $session.get()
  if (!tenantId || !exhibitionId) return Promise.resolve()
  const type = registerType || 'visitor'
  const key = `${tenantId}/${exhibitionId}/${type}`
  if (loadedFor === key && $sysConfig.get()) return Promise.resolve()
  if (inFlight?.key === key) return inFlight.promise
  const promise = Promise.all([
    http.get<SysConfig>(`${CONFIG}/registerConfig/pageConfig`, { tenantId, exhibitionId, registerType: type, languageType: $language.get() }),
    http.get<{ functionConfig: FunctionConfig | null }>(`${CONFIG}/reg_config/registerConfig/functionConfig`, { tenantId, exhibitionId, registerType: type }),
  ])
    .then(([pageConfig, functionConfig]) => {
      $sysConfig.set(pageConfig)
      $functionConfig.set(functionConfig?.functionConfig ?? {})
      loadedFor = key
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = undefined
    })
  inFlight = { key, promise }
  return promise
}

/** The configuration for an area element: already on the bus (put there by a host or another element), or loaded. */
export function ensureExhibitionConfig(): Promise<void> {
  return $sysConfig.get() ? Promise.resolve() : loadExhibitionConfig()
}

/** Router and configuration for an area element's lifetime. */
export function useAreaSetup(routing: RouterMode, initialPath: string): void {
  useEffect(() => {
    const stop = ensureRouter(routing, initialPath)
    ensureExhibitionConfig().catch(() => {
      // The page's own calls report a failed network; the configuration only themes and titles the page.
    })
    return stop
  }, [routing, initialPath])
}

/** Whether the visitor is signed in (a session token on the bus). */
export function useSignedIn(): boolean {
  return Boolean(useStore($session).token)
}

/** The keys registration's post-login step reads (flow/enter.ts) to bring the visitor back. */
export const RETURN_TO_KEY = 'fair:returnTo'
export const RETURN_AFTER_KEY = 'fair:returnAfter'

export interface SignInAndReturnOptions {
  /**
   * 'registration': come back only once the registration is complete (buying needs a registered visitor); by default
   * straight after the sign-in (a gift link, a page that words the missing registration itself).
   */
  after?: 'signIn' | 'registration'
}

/**
 * Sends a visitor who is not signed in to the login of the link, to come back to `path` (with its query)
 * afterwards: a gift link, an order, the wallet.
 */
export function signInAndReturn(path: string, options: SignInAndReturnOptions = {}): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path)
    sessionStorage.setItem(RETURN_AFTER_KEY, options.after ?? 'signIn')
  } catch {
    // Without storage the visitor still signs in and goes where the rules say.
  }
  navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
}
