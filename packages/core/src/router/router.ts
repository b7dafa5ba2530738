import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores'
import { parseHash, parseLink, parseQuery, stringifyQuery, type ParsedLink, type Query } from '../link'
import { $language, $sysConfig, applyLink, setToken, syncLanguage } from '../session'
import { DESKTOP_PREFIX, stripDesktopPrefix } from './desktop'
import type { RouteMatch } from './table'
import type { RouteArea, RouteDefinition } from './routes'
import { $routeTitles, loadRouteTitles, routeTitle } from './title'
import { isMobileUserAgent } from './user-agent'

/**
 * `hash`: the app owns the page and its location.hash (the H5 app).
 * `memory`: a widget embedded in a page that owns its own hash; routes live only in the store.
 */
export type RouterMode = 'hash' | 'memory'

export interface Route {
  /** Path without query and without the `/pc` prefix. */
  path: string
  query: Query
  params: Record<string, string>
  /** Served under `/pc` to a desktop browser. */
  desktop: boolean
  /**
   * The route table entry, or null for a path the app does not know. Also null (and `params` empty) until the
   * route table has loaded: the first page renders from `path` and `query` alone.
   */
  definition: RouteDefinition | null
}

export interface StartRouterOptions {
  mode: RouterMode
  /** Memory mode: where the widget starts. */
  initialPath?: string
  /** Defaults to `navigator.userAgent`; decides the `/pc` redirect in hash mode. */
  userAgent?: string
  maxTouchPoints?: number
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

/** Credentials must not stay in an address bar that visitors copy and share. */
const TOKEN_QUERY_KEYS = ['access_token', 'token']
/** Redirect flags have done their job once the router has applied them. */
const REDIRECT_FLAG_KEYS = ['isOpenAdapt', 'isOpenGeo']
/** Guards against a redirect cycle in a mis-edited route table. */
const MAX_REDIRECTS = 5

/**
 * One router: the page's (hash mode, or the memory router of a page without one) or an embedded element instance's
 * own (memory mode). Every element instance routes through the one its context gives it (core/area), so two
 * elements on one host page each keep their own page, and the host's hash is never touched in memory mode.
 */
export interface Router {
  readonly $route: ReadableAtom<Route>
  readonly mode: RouterMode
  navigate(path: string, query?: Record<string, string | undefined>, options?: NavigateOptions): void
  back(): void
  hrefFor(path: string, query?: Record<string, string | undefined>): string
  /** The current path with its query, as the login's return-to expects it. */
  location(): string
}

/** Matches a path without query or `/pc` prefix, as every path the router holds is; null until the table loads. */
let matchLoaded: ((path: string) => RouteMatch | null) | null = null
let loadingRoutes: Promise<void> | undefined
/** Routers that route now: each commits its route again when the table arrives. */
const liveRouters = new Set<RouterState>()

interface RouterState {
  mode: RouterMode
  desktopLayout: boolean
  memoryStack: string[]
  running: boolean
  stopListeners: (() => void) | null
  store: WritableAtom<Route>
}

const emptyRoute = (): Route => ({ path: '/', query: {}, params: {}, desktop: false, definition: null })

function newState(store: WritableAtom<Route> = atom<Route>(emptyRoute())): RouterState {
  return { mode: 'memory', desktopLayout: false, memoryStack: [], running: false, stopListeners: null, store }
}

/** The page's router: the one the hash-routed app drives, and the default of every element without its own. */
const page = newState()

export const $route: ReadableAtom<Route> = page.store

/** The page title for the current route, language and exhibition (spec §2 title rule). */
export const $routeTitle = computed([$route, $language, $sysConfig, $routeTitles], (route, language, sysConfig, titles) =>
  routeTitle(route.definition, language, sysConfig, titles),
)

/**
 * Loads the route table and its compiled matching once; `startRouter` starts it, so the table stays off the first
 * page's critical path. When it arrives the current route is committed again with its params and definition, and a
 * redirect the table defines for it (/tradeFairSystem/home → /customerPage) is applied. A failed load is retried by
 * the next call or navigation.
 */
export function loadRoutes(): Promise<void> {
  loadingRoutes ??= import('./table').then(
    ({ matchBarePath }) => {
      matchLoaded = matchBarePath
      recommitWithRoutes(page)
      for (const router of liveRouters) if (router !== page) recommitWithRoutes(router)
    },
    (error: unknown) => {
      loadingRoutes = undefined
      throw error
    },
  )
  return loadingRoutes
}

function requestRoutes(): void {
  // Without the table the app still routes by path; only params, definitions and titles wait for it.
  if (!matchLoaded) loadRoutes().catch(() => {})
}

/**
 * The area a path belongs to, when the route table has loaded (null before, or for a path of no route). Synchronous,
 * for a decision an event listener must take at once; the table loads with the first router.
 */
export function loadedRouteArea(path: string): RouteArea | null {
  return matchLoadedRoute(stripDesktopPrefix(path.split('?')[0]).path)?.definition.area ?? null
}

function matchLoadedRoute(path: string): RouteMatch | null {
  return matchLoaded ? matchLoaded(path) : null
}

/**
 * Starts the page's router. Hash mode applies the entry link (spec §2): link parameters go into the session,
 * a third-party token is saved and removed from the address, a malformed tracking link or
 * `isOpenAdapt` lands on /jump and `isOpenGeo` on /geo with the link parameters kept, and a
 * desktop browser is moved under `/pc`. Returns a function that stops the router.
 */
export function startRouter(options: StartRouterOptions): () => void {
  stopRouter()
  page.mode = options.mode
  page.running = true
  liveRouters.add(page)
  if (page.mode === 'hash') startHashRouter(page, options)
  else startMemoryRouter(page, options)
  requestRoutes()
  return stopRouter
}

/** True while the page's router runs (there is one per page). */
export function isRouterRunning(): boolean {
  return page.running
}

export function stopRouter(): void {
  stopState(page)
}

function stopState(state: RouterState): void {
  state.stopListeners?.()
  state.stopListeners = null
  state.running = false
  state.mode = 'memory'
  state.desktopLayout = false
  state.memoryStack = []
  liveRouters.delete(state)
}

/**
 * A router of its own for an element embedded in a page it does not own: routes live only in its store, the host's
 * hash and title stay untouched. `stop` ends it when the element leaves the page.
 */
export function createMemoryRouter(initialPath: string): Router & { stop(): void } {
  const state = newState()
  state.running = true
  liveRouters.add(state)
  const [path, query = ''] = initialPath.split('?')
  const target = followRedirects(path, parseQuery(query))
  state.memoryStack = [toLocation(target.path, target.query, false)]
  commit(state, target.path, target.query)
  requestRoutes()
  return { ...routerOf(state), stop: () => stopState(state) }
}

function routerOf(state: RouterState): Router {
  return {
    $route: state.store,
    get mode() {
      return state.mode
    },
    navigate: (path, query, options) => navigateIn(state, path, query, options),
    back: () => backIn(state),
    hrefFor: (path, query) => hrefIn(state, path, query),
    location: () => {
      const { path, query } = state.store.get()
      return toLocation(path, query, false)
    },
  }
}

/** The page's router as an object, for code that takes whichever router its element gave it. */
export const pageRouter: Router = routerOf(page)

/**
 * Goes to a path (which may carry its own `?query`; the `query` argument wins on conflicts).
 * Navigating to the current location does nothing, so double taps do not stack history entries.
 */
export function navigate(path: string, query: Record<string, string | undefined> = {}, options: NavigateOptions = {}): void {
  navigateIn(page, path, query, options)
}

function navigateIn(state: RouterState, path: string, query: Record<string, string | undefined> = {}, options: NavigateOptions = {}): void {
  const [bare, embedded = ''] = path.split('?')
  const target = followRedirects(bare, { ...parseQuery(embedded), ...definedOnly(query) })
  const current = state.store.get()
  if (current.path === target.path && sameQuery(current.query, target.query)) return

  const location = toLocation(target.path, target.query, state.desktopLayout)
  if (state.mode === 'hash') {
    if (options.replace) history.replaceState(history.state, '', `#${location}`)
    else window.location.hash = location
  } else if (options.replace && state.memoryStack.length > 0) {
    state.memoryStack[state.memoryStack.length - 1] = location
  } else {
    state.memoryStack.push(location)
  }
  commit(state, target.path, target.query)
}

/** Steps back one entry: the browser history in hash mode, the widget's own stack in memory mode. */
export function back(): void {
  backIn(page)
}

function backIn(state: RouterState): void {
  if (state.mode === 'hash') {
    history.back()
    return
  }
  if (state.memoryStack.length < 2) return
  state.memoryStack.pop()
  const [path, query = ''] = state.memoryStack[state.memoryStack.length - 1].split('?')
  commit(state, path, parseQuery(query))
}

/** The `href` for a link to a route; in memory mode a widget handles clicks itself. */
export function hrefFor(path: string, query: Record<string, string | undefined> = {}): string {
  return hrefIn(page, path, query)
}

function hrefIn(state: RouterState, path: string, query: Record<string, string | undefined> = {}): string {
  return `#${toLocation(path, definedOnly(query), state.desktopLayout)}`
}

function startHashRouter(state: RouterState, options: StartRouterOptions): void {
  const userAgent = options.userAgent ?? navigator.userAgent
  const touchPoints = options.maxTouchPoints ?? navigator.maxTouchPoints ?? 0
  const link = parseLink(window.location)
  applyLink(link.context)
  if (link.thirdPartyToken) setToken(link.thirdPartyToken)

  const current = readHash()
  state.desktopLayout = current.desktop || !isMobileUserAgent(userAgent, touchPoints)
  const query = withoutKeys(current.query, TOKEN_QUERY_KEYS)
  const target = link.redirect
    ? { path: link.redirect, query: withoutKeys(query, REDIRECT_FLAG_KEYS) }
    : followRedirects(current.path, query)
  settleHash(state, target.path, target.query)

  const onHashChange = () => {
    const next = readHash()
    state.desktopLayout = state.desktopLayout || next.desktop
    // A link opened by changing only the hash (another exhibition's link pasted into the address bar) is a new entry.
    const changedLink = parseLink({ search: '', hash: window.location.hash })
    if (changedLink.context.tenantId || changedLink.context.exhibitionId) applyLink(changedLink.context)
    const resolved = followRedirects(next.path, next.query)
    settleHash(state, resolved.path, resolved.query)
  }
  window.addEventListener('hashchange', onHashChange)
  // Memory-mode widgets must not rename their host page; only the app that owns the page does.
  const stopTitle = $routeTitle.subscribe((title) => {
    document.title = title
  })
  void loadRouteTitles()
  state.stopListeners = () => {
    window.removeEventListener('hashchange', onHashChange)
    stopTitle()
  }
}

function startMemoryRouter(state: RouterState, options: StartRouterOptions): void {
  // The host page's search may carry the link; its hash belongs to the host.
  const link: ParsedLink = typeof window === 'undefined' ? { context: {} } : parseLink({ search: window.location.search, hash: '' })
  applyLink(link.context)
  const [initialPath, initialQuery = ''] = (options.initialPath ?? '/').split('?')
  const target = link.redirect
    ? { path: link.redirect, query: {} }
    : followRedirects(initialPath, parseQuery(initialQuery))
  state.memoryStack = [toLocation(target.path, target.query, false)]
  commit(state, target.path, target.query)
}

/** Makes the address bar show the canonical hash for a route, then publishes the route. */
function settleHash(state: RouterState, path: string, query: Query): void {
  const canonical = `#${toLocation(path, query, state.desktopLayout)}`
  if (window.location.hash !== canonical) history.replaceState(history.state, '', canonical)
  const current = state.store.get()
  if (current.path !== path || !sameQuery(current.query, query) || current.desktop !== state.desktopLayout) commit(state, path, query)
}

function commit(state: RouterState, path: string, query: Query): void {
  syncLanguage()
  state.store.set(buildRoute(path, query, state.desktopLayout))
  if (state.running) requestRoutes()
}

/** The route table has arrived: the current route gains its params and definition, and its redirect applies. */
function recommitWithRoutes(state: RouterState): void {
  const current = state.store.get()
  if (!state.running) {
    state.store.set(buildRoute(current.path, current.query, current.desktop))
    return
  }
  // In hash mode the address is newer than the store while a hashchange event is still queued (the visitor changed
  // the hash just before the table arrived): the store's route would write the old address back over the new one,
  // and the queued event would then find nothing changed.
  const shown = state.mode === 'hash' ? readHash() : current
  state.desktopLayout = state.desktopLayout || shown.desktop
  const target = followRedirects(shown.path, shown.query)
  const location = toLocation(target.path, target.query, state.desktopLayout)
  if (state.mode === 'hash') {
    if (window.location.hash !== `#${location}`) history.replaceState(history.state, '', `#${location}`)
  } else if (state.memoryStack.length > 0) {
    state.memoryStack[state.memoryStack.length - 1] = location
  }
  commit(state, target.path, target.query)
}

function buildRoute(path: string, query: Query, desktop: boolean): Route {
  const match = matchLoadedRoute(path)
  return { path, query, params: match?.params ?? {}, desktop, definition: match?.definition ?? null }
}

function readHash(): { path: string; query: Query; desktop: boolean } {
  const { path, query } = parseHash(window.location.hash)
  const stripped = stripDesktopPrefix(path)
  return { path: stripped.path, query, desktop: stripped.desktop }
}

function followRedirects(path: string, query: Query): { path: string; query: Query } {
  let target = stripDesktopPrefix(path || '/').path
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const redirect = matchLoadedRoute(target)?.definition.redirect
    if (!redirect) break
    target = stripDesktopPrefix(redirect).path
  }
  return { path: target, query }
}

function toLocation(path: string, query: Query, desktop: boolean): string {
  const search = stringifyQuery(query)
  const prefixed = !desktop ? path : path === '/' ? DESKTOP_PREFIX : `${DESKTOP_PREFIX}${path}`
  return search ? `${prefixed}?${search}` : prefixed
}

function withoutKeys(query: Query, keys: string[]): Query {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !keys.includes(key)))
}

function definedOnly(query: Record<string, string | undefined>): Query {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

function sameQuery(a: Query, b: Query): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
