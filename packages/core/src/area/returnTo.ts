import type { ExhibitionRef } from './exhibition'

/**
 * The way back to an element after the visitor left the page (a payment provider's cashier). In hash routing the app
 * owns the page: the way back is its own hash route. Embedded (memory routing) the host page's hash is the host's:
 * the way back is the host page's URL as it was, with the element's path in its query (`fairReturn`), the exhibition
 * it belongs to and, when the element has an id, that id (`fairElement`), so the right element of several reopens it.
 */
export const RETURN_KEYS = { path: 'fairReturn', element: 'fairElement' } as const

/**
 * How the way back names an element: its id, else its tag, so a wallet beside the ticket element that left never
 * takes the ticket element's way back (two elements of one tag on a page need ids).
 */
export function elementKey(host: (Pick<HTMLElement, 'id' | 'localName'> & Partial<Pick<HTMLElement, 'getAttribute'>>) | null): string | undefined {
  if (!host) return undefined
  // An element shown in place inside another (the exhibitor portal's payment on the ticket area's page) leaves under
  // the outer element's key: only the outer one is on the host page when the visitor comes back, and it reopens the
  // nested page in place.
  return host.getAttribute?.(RETURN_AS_ATTRIBUTE) || host.id || host.localName
}

/** On an element nested in place: the key of the outer element whose way back it uses (elementKey). */
export const RETURN_AS_ATTRIBUTE = 'data-fair-return-as'

/** Marks an element another element renders in place (the login, a pay page): it inherits the outer one's theme and way back. */
export const NESTED_ATTRIBUTE = 'data-fair-nested'

/**
 * Where an embedded element opens when the host page's URL brings the visitor back to it (null: the URL is not for
 * this element). The path must be one of the app's (`/…`), never another origin's; `orderId` rides along.
 */
export function returnedLocation(search: string, exhibition: ExhibitionRef | null, elementId: string | undefined): string | null {
  const params = new URLSearchParams(search)
  const path = params.get(RETURN_KEYS.path)
  if (!path || !/^\/[^/\\]/.test(path)) return null
  // The element that left, by its id or tag (elementKey); a way back naming none is any element of the exhibition.
  const named = params.get(RETURN_KEYS.element)
  if (named && named !== elementId) return null
  if (params.get('exhibitionId') && params.get('exhibitionId') !== exhibition?.exhibitionId) return null
  if (params.get('tenantId') && params.get('tenantId') !== exhibition?.tenantId) return null
  const orderId = params.get('orderId')
  return orderId ? `${path}?${new URLSearchParams({ orderId })}` : path
}
