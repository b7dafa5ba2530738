import { useStore } from '@nanostores/react'
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { defineFairElement, useHost, type FairElementConfig } from '../element'
import { lazyWithTexts, useFirstTexts } from '../i18n'
import { dismissPageNotices } from '../notice'
import { registerTypeGroup } from '../journey/registerTypes'
import { createMemoryRouter, pageRouter, routeAreaFor, RouterContext, type Route, type RouteArea, type Router } from '../router'
import { $fairTimeZone, $session, $userInfo } from '../session'
import { ExhibitionContext, ensureExhibitionConfig, exhibitionConfigStore, exhibitionKey, sessionExhibition, type ExhibitionRef } from './exhibition'
import { AreaContext, createAreaInstance, type AreaInstance, type AreaPageProps } from './instance'
import { $pageDutyOwners, claimPageDuties } from './pageOwner'
import { elementKey, NESTED_ATTRIBUTE, returnedLocation } from './returnTo'
import { areaTag, ensureRouter, hasAreaElementOnPage, isAreaOnPage, isElementAvailable, signInAndReturn } from './setup'

/** The parts of the page frame an area element draws around its pages; ui's `areaShell` is the one every area uses. */
export interface AreaShell {
  /** While a page's code or the route table loads. */
  Loading: ComponentType
  /** The page-wide notices (toasts); one element on the page shows them. */
  Notices: ComponentType
  /** A signed-out visitor on a page that needs a sign-in (hash routing: the login is a route of the page). */
  SignedOut: ComponentType<{ onSignIn: () => void; reason: 'signIn' | 'registration' }>
  /** The area has no page for this route. */
  NotFound: ComponentType
}

type PageModule = () => Promise<{ default: ComponentType<AreaPageProps> }>

// Only an element routed in memory draws these (./InPlace); it starts loading them as it mounts.
const loadInPlace = () => import('./InPlace')
const InPlace = lazyWithTexts(() => loadInPlace().then((module) => ({ default: module.InPlace })))
const HandOver = lazyWithTexts(() => loadInPlace().then((module) => ({ default: module.HandOver })))

export interface AreaDefinition {
  /** `fair-<area>` */
  tag: string
  area: RouteArea
  /**
   * Where a memory-routed element opens when no `initial-path` is given and the host page's URL brings no visitor
   * back to it; a function reads the element's attributes (`ticket-type-id` opens that type's page).
   */
  initialPath: string | ((element: { attributes: Readonly<Record<string, string | undefined>>; exhibition: ExhibitionRef | null }) => string)
  /** The area's pages by route pattern of core/router's table, each loaded when first opened. */
  pages: Readonly<Record<string, PageModule>>
  /** Pages by exact path that render without waiting for their code or the route table (the login). */
  eagerPages?: Readonly<Record<string, ComponentType<AreaPageProps>>>
  /** Every other route of the area (one lazy module with its own switch). */
  otherPages?: PageModule
  /** The element's own attributes beyond the common ones, as camelCase prop names. */
  attributes?: readonly string[]
  shell: AreaShell
  /**
   * Who may see the area's pages (routes marked `noLogin` in the table always open): 'signIn' a signed-in visitor,
   * 'registration' one whose registration is complete (buying), 'self' the area decides itself (registration is the
   * sign-in).
   */
  access: 'signIn' | 'registration' | 'self'
  /** Routes of the area that open without sign-in besides the table's `noLogin` ones (a gift link). */
  openRoutes?: readonly string[]
  /** The element signs visitors in for the page (registration): its exhibition attributes set the page's session. */
  ownsSession?: boolean
  /** Runs when an element instance starts (registration's boot); the element shows Loading until it settles. */
  start?: (instance: AreaInstance) => Promise<void> | void
}

/**
 * Defines an area's custom element: one recipe for every area. The area declares its tag, its pages and who may
 * see them; the recipe does the rest the same way for all: attributes onto the session bus, a router (the page's in
 * hash routing, the element's own in memory routing, so two elements on one host page keep their own pages), the
 * exhibition the element shows (attributes beat the session's link), its configuration, the sign-in guard (the
 * login in place when embedded), lazy pages, focus to the new page's heading, notices, and the host events
 * `fair-ready`, `fair-error`, `fair-logout` and `fair-navigate`.
 */
export function defineAreaElement(definition: AreaDefinition): CustomElementConstructor {
  const pages = Object.fromEntries(Object.entries(definition.pages).map(([pattern, load]) => [pattern, lazyWithTexts(load)]))
  const OtherPages = definition.otherPages ? lazyWithTexts(definition.otherPages) : null
  const openRoutes = new Set(definition.openRoutes ?? [])

  function pageFor(route: Route): ComponentType<AreaPageProps> | null | undefined {
    const eager = definition.eagerPages?.[route.path]
    if (eager) return eager
    // The route table is still loading: the page is not known yet.
    if (!route.definition) return undefined
    return pages[route.definition.path] ?? OtherPages ?? null
  }

  function needsGuard(route: Route): boolean {
    if (definition.access === 'self') return false
    if (route.definition?.noLogin || openRoutes.has(route.definition?.path ?? route.path)) return false
    return true
  }

  function AreaRoot(config: FairElementConfig) {
    const host = useHost()
    const session = useStore($session)
    const memory = config.routing === 'memory'
    const exhibition = useMemo<ExhibitionRef | null>(() => {
      const tenantId = (memory && config.tenantId) || session.tenantId
      const exhibitionId = (memory && config.exhibitionId) || session.exhibitionId
      if (!tenantId || !exhibitionId) return null
      return { tenantId, exhibitionId, registerType: (memory && config.registerType) || session.registerType || 'visitor' }
    }, [memory, config.tenantId, config.exhibitionId, config.registerType, session.tenantId, session.exhibitionId, session.registerType])

    const attributes = config.attributes
    const areaStart = typeof definition.initialPath === 'function' ? definition.initialPath({ attributes, exhibition }) : definition.initialPath
    const router = useMemo<Router & { stop?: () => void }>(
      () =>
        memory
          ? createMemoryRouter(
              // A nested element opens where the element around it says (initial-path): that one took the way back,
              // which stays in the host page's address and must not reopen every later nested page on it.
              (host?.hasAttribute(NESTED_ATTRIBUTE) ? null : returnedLocation(typeof location === 'undefined' ? '' : location.search, exhibition, elementKey(host))) ??
                config.initialPath ??
                areaStart,
            )
          : pageRouter,
      // An element keeps its router for its lifetime; a changed routing attribute remounts it.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [memory],
    )
    useEffect(() => (memory ? router.stop : ensureRouter('hash', areaStart)), [router, memory, areaStart])
    useEffect(() => {
      if (memory) loadInPlace().catch(() => {})
    }, [memory])

    const instance = useMemo(() => createAreaInstance(definition.area, router, host, attributes), [router, host, attributes])
    const owner = usePageDuties(instance)

    const [started, setStarted] = useState(!definition.start)
    useEffect(() => {
      if (!definition.start) return
      let live = true
      void Promise.resolve(definition.start(instance)).finally(() => live && setStarted(true))
      return () => {
        live = false
      }
    }, [instance])

    useEffect(() => {
      ensureExhibitionConfig(exhibition).catch(() => {
        // The page's own calls report a failed network; the configuration themes and titles the page.
      })
    }, [exhibition])

    // An element of another exhibition than the page session's wears its own exhibition's colours.
    const ownExhibition = exhibition && exhibitionKey(exhibition) !== exhibitionKey(sessionExhibition()) ? exhibition : null
    useEffect(() => {
      const shadowRoot = host?.shadowRoot
      if (!ownExhibition || !shadowRoot) return
      let stop: (() => void) | undefined
      let live = true
      void import('../element/ownTheme').then(({ followOwnTheme }) => {
        if (live) stop = followOwnTheme(shadowRoot, exhibitionConfigStore(ownExhibition))
      })
      return () => {
        live = false
        stop?.()
      }
    }, [host, ownExhibition])

    // The element's first page waits for the texts the element registered, in the language on screen.
    const textsReady = useFirstTexts()
    const route = useStore(router.$route)
    const mount = useRef<HTMLDivElement>(null)
    useFocusOnPageChange(mount, route)
    useEffect(() => dismissNoticesOnPageChange(router), [router])
    useEffect(() => {
      instance.emit('fair-ready', { area: definition.area, path: router.$route.get().path })
    }, [instance, router])

    return (
      <AreaContext value={instance}>
        <RouterContext value={router}>
          <ExhibitionContext value={exhibition}>
            <div ref={mount} data-area={definition.area} data-route={route.path} data-state={session.token ? 'signedIn' : 'signedOut'}>
              <Suspense fallback={<definition.shell.Loading />}>
                {started && textsReady ? <AreaRoute route={route} instance={instance} exhibition={exhibition} memory={memory} language={config.language} /> : <definition.shell.Loading />}
              </Suspense>
              {owner ? <definition.shell.Notices /> : null}
            </div>
          </ExhibitionContext>
        </RouterContext>
      </AreaContext>
    )
  }

  function AreaRoute({ route, instance, exhibition, memory, language }: { route: Route; instance: AreaInstance; exhibition: ExhibitionRef | null; memory: boolean; language?: string }) {
    const token = useStore($session).token
    const userInfo = useStore($userInfo)
    // The page formats the fair's times with core's formatFair* (the zone they read is the exhibition's): shown again
    // when the configuration brings the venue's zone after the page's first render.
    useStore($fairTimeZone)
    // An exhibitor's /user-center is the exhibitor portal's (the route table's exhibitorArea): both elements read the same row.
    const routeArea = route.definition ? routeAreaFor(route.definition, exhibition?.registerType) : null
    const otherArea = routeArea && routeArea !== definition.area ? routeArea : null

    if (otherArea) {
      // The page has that area's element (the app page; or a host page that put one beside this one): it shows the
      // area, this element does not repeat it. Embedded, the login this element sent the visitor to is the exception:
      // an element beside runs its own router and would not show it, so it opens in place.
      const shownBeside = memory ? otherArea !== 'registration' && hasAreaElementOnPage(otherArea) : isAreaOnPage(otherArea)
      // Nested in place inside another element (the ticket area's pay page in the exhibitor portal), a link to the
      // outer element's area is the outer element's to follow: said with `fair-navigate`, which InPlace takes over.
      if (shownBeside) return memory && instance.host?.hasAttribute(NESTED_ATTRIBUTE) ? <HandOver instance={instance} route={route} /> : null
      if (isElementAvailable(areaTag(otherArea))) {
        return (
          <InPlace
            area={otherArea}
            path={instance.router.location()}
            exhibition={exhibition}
            language={language}
            // The login in place ends by sending the visitor back to this element's page (signInAndReturn): this
            // element's router goes there, since the nested element leaves routes of an area on the page alone.
            onNavigateTo={memory ? { area: definition.area, router: instance.router } : undefined}
            returnAs={memory ? elementKey(instance.host) : undefined}
          />
        )
      }
      // No element can show that area here (not built yet, or not in this page's library). On the app page the area
      // with a page for every other route (registration: "not available here") says so; embedded, the element itself.
      if (!memory && !OtherPages) return null
      return OtherPages ? <OtherPages route={route} /> : <definition.shell.NotFound />
    }

    // Exhibitors and trade-fair-system (commerce) companies have no visitor registration, and pay their orders
    // (services, the customer-lead membership) on the ticket area's pages.
    const payerGroup = registerTypeGroup(exhibition?.registerType)
    const exhibitorPays = (payerGroup === 'exhibitor' || payerGroup === 'commerce') && route.definition?.exhibitorOpens === true
    const incomplete = definition.access === 'registration' && !exhibitorPays && userInfo !== null && userInfo.userExhibitionVO?.completeResult !== 'succ'
    if (needsGuard(route) && (!token || incomplete)) {
      if (memory) return <InPlace area="registration" path="/registration" exhibition={exhibition} language={language} />
      const after = definition.access === 'registration' ? 'registration' : 'signIn'
      // Signed in with the registration unfinished, the visitor is asked to finish it, not to log in again.
      return <definition.shell.SignedOut reason={token ? 'registration' : 'signIn'} onSignIn={() => signInAndReturn(instance.router.location(), { after }, instance.router)} />
    }

    const Page = pageFor(route)
    if (Page === undefined) return <definition.shell.Loading />
    if (Page === null) return <definition.shell.NotFound />
    return (
      <Suspense fallback={<definition.shell.Loading />}>
        <Page route={route} />
      </Suspense>
    )
  }

  return defineFairElement(definition.tag, AreaRoot, { extraProps: definition.attributes, ownsSession: definition.ownsSession })
}

/** Whether this instance does the page-wide duties; while it does, it announces errors and logouts to the host. */
function usePageDuties(instance: AreaInstance): boolean {
  useEffect(() => claimPageDuties(instance), [instance])
  const owner = useStore($pageDutyOwners)[0] === instance
  useEffect(() => {
    if (!owner) return
    let stop: (() => void) | undefined
    let live = true
    // Not needed for the first page: the login route's startup code stays without it.
    void import('./hostEvents').then(({ announcePageEvents }) => {
      if (live) stop = announcePageEvents(instance)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [owner, instance])
  return owner
}

/** A page is its path with its query: another order, another ticket is another page. */
const pageKey = (route: Route) => `${route.path}?${new URLSearchParams(route.query).toString()}`

/**
 * When the element's page changes, the notices shown for the page left go with it (core/notice); listened to as the
 * route changes, so a confirmation raised on the way ("Received", then the wallet) is still fresh and stays.
 */
function dismissNoticesOnPageChange(router: Router): () => void {
  let shown = pageKey(router.$route.get())
  return router.$route.listen((route) => {
    const key = pageKey(route)
    if (key === shown) return
    shown = key
    dismissPageNotices()
  })
}

/**
 * After a page change inside the element, focus goes to the new page's heading (as a screen reader user expects
 * after following a link), not to the host page's body. The first page keeps the focus where the host has it.
 */
function useFocusOnPageChange(mount: React.RefObject<HTMLDivElement | null>, route: Route): void {
  const first = useRef(true)
  const key = pageKey(route)
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const root = mount.current
    if (!root) return
    let stop: (() => void) | undefined
    let live = true
    void import('./hostEvents').then(({ focusPageHeading }) => {
      if (live) stop = focusPageHeading(root)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [key, mount])
}
