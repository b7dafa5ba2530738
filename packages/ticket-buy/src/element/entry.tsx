import { useLayoutEffect, type ComponentType } from 'react'
import { useArea, type AreaPageProps, type ExhibitionRef } from '@fairpass/core/area'
import { useRouter, type Route, type Router } from '@fairpass/core/router'
import { useExhibitionRef } from '../shared/useExhibitionRef'
import { RETURN_KEYS } from '../shared/returnKeys'

/*
 * Where an embedded <fair-ticket-buy> (memory routing) really opens. The recipe opens it on `initial-path` or the
 * area's first page (/ticket-type); two things may name a better one:
 * - the way back from the cashier: the host page's URL carries `fairReturn=/payTransition&orderId=…` (ordersStore's
 *   paymentReturnUrl) — the element of that order's exhibition (and id, when it has one) opens that page;
 * - the `ticket-type-id` attribute: an element opening on the ticket list opens on that type's page instead.
 * The first page the element shows decides, once per router; later visits to /ticket-type stay there.
 *
 * Core's recipe has no hook for an area to choose its initial path yet, so the first page redirects (replacing the
 * entry, before it paints). The host's hash is never read or written: the way back rides on its query.
 */

export interface EntryContext {
  route: Pick<Route, 'path'>
  routerMode: Router['mode']
  /** The area's own first page (the element's default initial path). */
  firstPage: string
  attributes: Readonly<Record<string, string | undefined>>
  exhibition: ExhibitionRef | null
  /** The host element's id, if it has one. */
  elementId?: string
  /** The host page's `location.search`. */
  search: string
}

export interface EntryTarget {
  path: string
  query: Record<string, string>
}

/** Where the element should be instead of its first page, or null to stay. */
export function entryTarget({ route, routerMode, firstPage, attributes, exhibition, elementId, search }: EntryContext): EntryTarget | null {
  if (routerMode !== 'memory') return null
  const params = new URLSearchParams(search)
  const back = params.get(RETURN_KEYS.path)
  const forThisElement =
    back !== null &&
    /^\/[^/\\]/.test(back) &&
    (!params.get(RETURN_KEYS.element) || params.get(RETURN_KEYS.element) === elementId) &&
    (!params.get('exhibitionId') || params.get('exhibitionId') === exhibition?.exhibitionId) &&
    (!params.get('tenantId') || params.get('tenantId') === exhibition?.tenantId)
  if (back && forThisElement) {
    const orderId = params.get('orderId')
    return { path: back, query: orderId ? { orderId } : {} }
  }
  const typeId = attributes.ticketTypeId
  if (typeId && route.path === firstPage) return { path: `/ticket-type/${encodeURIComponent(typeId)}`, query: {} }
  return null
}

/** Per router: where its first page decided to go (null: stay), and whether it went. */
const decided = new WeakMap<Router, EntryTarget | null>()
const gone = new WeakSet<Router>()

function useEntryRedirect(route: Route, firstPage: string): EntryTarget | null {
  const router = useRouter()
  const { attributes, host } = useArea()
  const exhibition = useExhibitionRef()
  if (!decided.has(router)) {
    decided.set(
      router,
      entryTarget({
        route,
        routerMode: router.mode,
        firstPage,
        attributes,
        exhibition,
        elementId: host?.id || undefined,
        search: typeof location === 'undefined' ? '' : location.search,
      }),
    )
  }
  const target = gone.has(router) ? null : (decided.get(router) ?? null)
  useLayoutEffect(() => {
    if (!target || gone.has(router)) return
    gone.add(router)
    router.navigate(target.path, target.query, { replace: true })
  }, [router, target])
  return target
}

type PageModule = () => Promise<{ default: ComponentType<AreaPageProps> }>

/** The area's pages, each first asking whether the element's entry belongs elsewhere (then it renders nothing). */
export function withEntry(pages: Readonly<Record<string, PageModule>>, firstPage: string): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(pages).map(([pattern, load]) => [
      pattern,
      () =>
        load().then(({ default: Page }) => ({
          default: function EntryPage(props: AreaPageProps) {
            return useEntryRedirect(props.route, firstPage) ? null : <Page {...props} />
          },
        })),
    ]),
  )
}
