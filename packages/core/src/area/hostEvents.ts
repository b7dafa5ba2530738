import { $notices } from '../notice'
import { $session, takeLogoutReason } from '../session'
import type { AreaInstance } from './instance'

/**
 * The page-wide events one element announces for all (core/area's page duties): each error the visitor is told
 * about as `fair-error`, and the end of the session as `fair-logout` with its reason. Returns the stop function.
 */
export function announcePageEvents(instance: AreaInstance): () => void {
  const seen = new Set<string>()
  const announceErrors = (notices: ReturnType<typeof $notices.get>) => {
    for (const notice of notices) {
      if (seen.has(notice.id)) continue
      seen.add(notice.id)
      if (notice.kind === 'error') instance.emit('fair-error', { message: notice.message })
    }
  }
  // Errors shown while this module loaded are announced too.
  announceErrors($notices.get())
  const stopNotices = $notices.listen(announceErrors)
  let token = $session.get().token
  const stopSession = $session.listen((session) => {
    if (token && !session.token) instance.emit('fair-logout', { reason: takeLogoutReason() })
    token = session.token
  })
  return () => {
    stopNotices()
    stopSession()
  }
}

/** Whether focus is on something inside `root` (its shadow root's active element). */
function focusInside(root: HTMLElement): boolean {
  try {
    const active = (root.getRootNode() as ShadowRoot | Document).activeElement
    return Boolean(active && active !== root && root.contains(active))
  } catch {
    // Some DOMs (happy-dom) throw here once the focused node has gone: nothing of ours has focus then.
    return false
  }
}

/** Focuses the page's heading (h1) as soon as it is rendered (the page may still be loading). Returns the stop. */
export function focusPageHeading(root: HTMLElement): () => void {
  const focusHeading = () => {
    // Focus already inside the new page (a field it focused, the login form taking over what the visitor typed in
    // the static shell) stays where it is; only focus lost with the old page moves to the heading.
    // The element may have left the page while this module loaded.
    if (!root.isConnected) return true
    if (focusInside(root)) return true
    const heading = root.querySelector<HTMLElement>('h1')
    if (!heading) return false
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    heading.scrollIntoView?.({ block: 'nearest' })
    return true
  }
  if (focusHeading()) return () => {}
  const observer = new MutationObserver(() => focusHeading() && observer.disconnect())
  observer.observe(root, { childList: true, subtree: true })
  const timer = setTimeout(() => observer.disconnect(), 5000)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}
