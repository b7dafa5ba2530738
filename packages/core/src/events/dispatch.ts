/**
 * Events the FairPass custom elements announce to their host page. Names carry the `fair-` prefix
 * so they cannot collide with native or third-party events.
 */
export interface FairEventMap {
  /** A visitor signed in; the host may cancel to take over the post-login navigation. */
  'fair-login': { userId: string; account?: string; registerType?: string }
  /** The session ended: the visitor signed out, or the server answered 401. */
  'fair-logout': { reason: 'user' | 'unauthorized' }
  /** A widget is about to navigate; the host may cancel and route on its own. */
  'fair-navigate': { path: string; query: Record<string, string> }
}

export type FairEventName = keyof FairEventMap

export interface FairEventOptions {
  cancelable?: boolean
}

/**
 * Dispatches a typed `CustomEvent` that bubbles and crosses shadow roots (`composed`), so a host
 * listening on `document` hears events from inside a widget's shadow DOM.
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function dispatchFairEvent<K extends FairEventName>(
  target: EventTarget,
  name: K,
  detail: FairEventMap[K],
  options: FairEventOptions = {},
): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  })
  return target.dispatchEvent(event)
}

declare global {
  interface HTMLElementEventMap {
    'fair-login': CustomEvent<FairEventMap['fair-login']>
    'fair-logout': CustomEvent<FairEventMap['fair-logout']>
    'fair-navigate': CustomEvent<FairEventMap['fair-navigate']>
  }
  interface DocumentEventMap {
    'fair-login': CustomEvent<FairEventMap['fair-login']>
    'fair-logout': CustomEvent<FairEventMap['fair-logout']>
    'fair-navigate': CustomEvent<FairEventMap['fair-navigate']>
  }
}
