import { useStore } from '@nanostores/react'
import { linkToQuery, parseQuery } from '../link'
import { isRouterRunning, pageRouter, startRouter, type RouteArea, type Router, type RouterMode } from '../router'
import { $link, $session } from '../session'

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

/** The global slot of the library's loader (packages/elements/src/loader.ts): shared by every copy of the code. */
const LOADER_KEY = Symbol.for('fairpass.elements.loader')

/**
 * Asks the page's loader (fair.js) to define an element this element renders inside its shadow root, where the
 * loader's watch of the document cannot see it. Without a loader (the app bundles every element) nothing is asked.
 */
export function requestElement(tag: string): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  loaderSlot()?.loader.load(tag).catch(() => {
    // The loader has said why in the console.
  })
}

/** Whether an element for `tag` exists here: defined already, or one the page's loader can define. */
export function isElementAvailable(tag: string): boolean {
  if (typeof customElements === 'undefined') return false
  return customElements.get(tag) !== undefined || (loaderSlot()?.loader.tags.includes(tag) ?? false)
}

function loaderSlot(): { loader: { tags: readonly string[]; load(tag: string): Promise<unknown> } } | undefined {
  return (globalThis as { [LOADER_KEY]?: { loader: { tags: readonly string[]; load(tag: string): Promise<unknown> } } })[LOADER_KEY]
}

/** True when the host page itself holds an element of the area (not one rendered inside another's shadow root). */
export function hasAreaElementOnPage(area: RouteArea): boolean {
  return typeof document !== 'undefined' && document.getElementsByTagName(areaTag(area)).length > 0
}

/**
 * Starts the page's router unless another element already did; the returned stop only stops a router this call
 * started, so an element leaving the page does not stop the others' routing.
 */
export function ensureRouter(mode: RouterMode, initialPath: string): () => void {
  if (isRouterRunning()) return () => {}
  return startRouter({ mode, initialPath })
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
export function signInAndReturn(path: string, options: SignInAndReturnOptions = {}, router: Router = pageRouter): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path)
    sessionStorage.setItem(RETURN_AFTER_KEY, options.after ?? 'signIn')
  } catch {
    // Without storage the visitor still signs in and goes where the rules say.
  }
  router.navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
}
