import { dispatchFairEvent, type FairEventMap } from '@fairpass/core/events'

/**
 * The `<fair-registration>` element the flows run in, so stores can announce logins and navigations to
 * the host page without components passing it around. Null when rendered outside an element (tests).
 */
let currentHost: HTMLElement | null = null

export function setHost(host: HTMLElement | null): void {
  currentHost = host
}

/** Dispatches a `fair-*` event on the element; false when the host page cancelled it. */
export function announce<K extends keyof FairEventMap>(name: K, detail: FairEventMap[K], cancelable = false): boolean {
  return currentHost ? dispatchFairEvent(currentHost, name, detail, { cancelable }) : true
}
