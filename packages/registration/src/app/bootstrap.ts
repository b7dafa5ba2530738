import { loadExhibitionConfig } from '@fairpass/core/area'
import { ApiError } from '@fairpass/core/http'
import { parseQuery } from '@fairpass/core/link'
import type { Router } from '@fairpass/core/router'
import { $link, $session, $sysConfig, $userInfo, isOn } from '@fairpass/core/session'
import type { Emit } from '../flow/emit'
import { currentExhibition } from '../flow/exhibition'

/** Routes from which a signed-in visitor is sent straight on to where the rules say. */
const ENTRY_ROUTES = new Set(['/', '/registration', '/jump', '/transitionPage', '/transitionTq'])

/** The /error page words a reason in the current language, so the message follows a language switch. */
function showError(router: Router, reason: 'wrongLink' | 'loadFailed'): void {
  router.navigate('/error', { reason }, { replace: true })
}

/**
 * Loads the exhibition's configuration for the link in the session, then decides the first page on the element's
 * router: a wrong link goes to /error, a closed link to /closed, a signed-in visitor onward (spec §2, §4). Events
 * (fair-login, fair-navigate) go out through the element's `emit`. The element shows its loading view until this
 * settles (core/area's `start`).
 */
export async function bootRegistration(router: Router, emit: Emit): Promise<void> {
  const exhibition = currentExhibition()
  if (!exhibition) {
    showError(router, 'wrongLink')
    return
  }
  try {
    // One load for every element on the page (core/area): the ticket elements mounting beside this one share it.
    await loadExhibitionConfig()
  } catch (error) {
    // Only an unknown tenant or exhibition is a wrong link; a failed network is worth another try.
    showError(router, error instanceof ApiError && error.code === 404 ? 'wrongLink' : 'loadFailed')
    return
  }

  if (isOn($sysConfig.get()?.closeRegistrationLink)) {
    router.navigate('/closed', undefined, { replace: true })
    return
  }

  // Opened by the mini-program with a one-time sign-in code (spec §2); the login code loads only for such a link.
  const { from, imasterCode } = $link.get()
  if (from === 'miniApp' && imasterCode) {
    const { enterFromMiniApp } = await import('../login/miniApp')
    if ((await enterFromMiniApp(imasterCode, router, emit)) !== 'alreadySignedIn') return
  }

  const { path } = router.$route.get()
  const session = $session.get()
  if (!session.token) {
    // /jump is the re-entry after a 401: back to the login with the link the visitor came by.
    if (path === '/jump' || path === '/') {
      router.navigate('/registration', session.linkQuery ? parseQuery(session.linkQuery) : undefined, { replace: true })
    }
    return
  }
  try {
    // The post-login rules load only for a visitor who is signed in.
    const { enterExhibition, loadUserInfo } = await import('../flow/enter')
    if (ENTRY_ROUTES.has(path)) await enterExhibition(router, emit)
    else if (!$userInfo.get()) await loadUserInfo()
  } catch {
    // A 401 has already sent the visitor to /jump; other failures were shown by the HTTP layer.
  }
}
