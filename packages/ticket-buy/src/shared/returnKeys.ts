/**
 * The host page's query keys the way back from the cashier sets for an embedded element (memory routing): the path
 * to open and, when the element has an id on the host page, which element. The host's own keys and hash stay.
 */
export const RETURN_KEYS = { path: 'fairReturn', element: 'fairElement' } as const
