import { atom, computed } from 'nanostores'
import { parseHash, parseLink, parseQuery, stringifyQuery, type ParsedLink, type Query } from '../link'
import { $language, $sysConfig, applyLink, setToken, syncLanguage } from '../session'
import { DESKTOP_PREFIX, stripDesktopPrefix } from './desktop'
import type { RouteMatch } from './table'
import type { RouteDefinition } from './routes'
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

let mode: RouterMode = 'memory'
let desktopLayout = false
let memoryStack: string[] = []
let stopListeners: (() => void) | null = null
let running = false
/** Matches a path without query or `/pc` prefix, as every path the router holds is; null until the table loads. */
let matchLoaded: ((path: string) => RouteMatch | null) | null = null
let loadingRoutes: Promise<void> | undefined

export const $route = atom<Route>({ path: '/', query: {}, params: {}, desktop: false, definition: null })

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
      recommitWithRoutes()
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

function matchLoadedRoute(path: string): RouteMatch | null {
  return matchLoaded ? matchLoaded(path) : null
}

/**
 * Starts routing. Hash mode applies the entry link (spec §2): link parameters go into the session,
 * a third-party token is saved and removed from the address, a malformed tracking link or
 * `isOpenAdapt` lands on /jump and `isOpenGeo` on /geo with the link parameters kept, and a
 * desktop browser is moved under `/pc`. Returns a function that stops the router.
 */
export function startRouter(options: StartRouterOptions): () => void {
  stopRouter()
  mode = options.mode
  running = true
  const stop = mode === 'hash' ? startHashRouter(options) : startMemoryRouter(options)
  requestRoutes()
  return stop
}

/** True while some element's router runs this page (there is one per page). */
export function isRouterRunning(): boolean {
  return running
}

export function stopRouter(): void {
  stopListeners?.()
  stopListeners = null
  running = false
  mode = 'memory'
  desktopLayout = false
  memoryStack = []
}

/**
 * Goes to a path (which may carry its own `?query`; the `query` argument wins on conflicts).
 * Navigating to the current location does nothing, so double taps do not stack history entries.
 */
export function navigate(path: string, query: Record<string, string | undefined> = {}, options: NavigateOptions = {}): void {
  const [bare, embedded = ''] = path.split('?')
  const target = followRedirects(bare, { ...parseQuery(embedded), ...definedOnly(query) })
  const current = $route.get()
  if (current.path === target.path && sameQuery(current.query, target.query)) return

  const location = toLocation(target.path, target.query, desktopLayout)
  if (mode === 'hash') {
    if (options.replace) history.replaceState(history.state, '', `#${location}`)
    else window.location.hash = location
  } else if (options.replace && memoryStack.length > 0) {
    memoryStack[memoryStack.length - 1] = location
  } else {
    memoryStack.push(location)
  }
  commit(target.path, target.query)
}

/** Steps back one entry: the browser history in hash mode, the widget's own stack in memory mode. */
export function back(): void {
  if (mode === 'hash') {
    history.back()
    return
  }
  if (memoryStack.length < 2) return
  memoryStack.pop()
  const [path, query = ''] = memoryStack[memoryStack.length - 1].split('?')
  commit(path, parseQuery(query))
}

/** The `href` for a link to a route; in memory mode a widget handles clicks itself. */
export function hrefFor(path: string, query: Record<string, string | undefined> = {}): string {
  return `#${toLocation(path, definedOnly(query), desktopLayout)}`
}

function startHashRouter(options: StartRouterOptions): () => void {
  const userAgent = options.userAgent ?? navigator.userAgent
  const touchPoints = options.maxTouchPoints ?? navigator.maxTouchPoints ?? 0
  const link = parseLink(window.location)
  applyLink(link.context)
  if (link.thirdPartyToken) setToken(link.thirdPartyToken)

  const current = readHash()
  desktopLayout = current.desktop || !isMobileUserAgent(userAgent, touchPoints)
  const query = withoutKeys(current.query, TOKEN_QUERY_KEYS)
  const target = link.redirect
    ? { path: link.redirect, query: withoutKeys(query, REDIRECT_FLAG_KEYS) }
    : followRedirects(current.path, query)
  settleHash(target.path, target.query)

  const onHashChange = () => {
    const next = readHash()
    desktopLayout = desktopLayout || next.desktop
    const resolved = followRedirects(next.path, next.query)
    settleHash(resolved.path, resolved.query)
  }
  window.addEventListener('hashchange', onHashChange)
  // Memory-mode widgets must not rename their host page; only the app that owns the page does.
  const stopTitle = $routeTitle.subscribe((title) => {
    document.title = title
  })
  void loadRouteTitles()
  stopListeners = () => {
    window.removeEventListener('hashchange', onHashChange)
    stopTitle()
  }
  return stopRouter
}

function startMemoryRouter(options: StartRouterOptions): () => void {
  // The host page's search may carry the link; its hash belongs to the host.
  const link: ParsedLink = typeof window === 'undefined' ? { context: {} } : parseLink({ search: window.location.search, hash: '' })
  applyLink(link.context)
  const [initialPath, initialQuery = ''] = (options.initialPath ?? '/').split('?')
  const target = link.redirect
    ? { path: link.redirect, query: {} }
    : followRedirects(initialPath, parseQuery(initialQuery))
  memoryStack = [toLocation(target.path, target.query, false)]
  commit(target.path, target.query)
  return stopRouter
}

/** Makes the address bar show the canonical hash for a route, then publishes the route. */
function settleHash(path: string, query: Query): void {
  const canonical = `#${toLocation(path, query, desktopLayout)}`
  if (window.location.hash !== canonical) history.replaceState(history.state, '', canonical)
  const current = $route.get()
  if (current.path !== path || !sameQuery(current.query, query) || current.desktop !== desktopLayout) commit(path, query)
}

function commit(path: string, query: Query): void {
  syncLanguage()
  $route.set(buildRoute(path, query, desktopLayout))
  if (running) requestRoutes()
}

/** The route table has arrived: the current route gains its params and definition, and its redirect applies. */
function recommitWithRoutes(): void {
  const current = $route.get()
  if (!running) {
    $route.set(buildRoute(current.path, current.query, current.desktop))
    return
  }
  const target = followRedirects(current.path, current.query)
  const location = toLocation(target.path, target.query, desktopLayout)
  if (mode === 'hash') {
    if (window.location.hash !== `#${location}`) history.replaceState(history.state, '', `#${location}`)
  } else if (memoryStack.length > 0) {
    memoryStack[memoryStack.length - 1] = location
  }
  commit(target.path, target.query)
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
