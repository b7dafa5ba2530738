import { createStrictHttp } from '@fairpass/core/http'
import type { Router } from '@fairpass/core/router'
import { $apiBase, $functionConfig, $language, $session, $sysConfig, isOn, isOpenIdFresh, OPEN_ID_MAX_AGE_MS, setAuth, setOpenId } from '@fairpass/core/session'
import type { TokenAnswer } from '../api/auth'
import { requireExhibition } from '../flow/exhibition'
import type { Emit } from '../flow/emit'

/** The CSRF state sent to the messaging app's authorisation, checked when the visitor comes back. */
const STATE_KEY = 'fair:openIdState'
/** Proof from our server that it exchanged the open id itself; the appopenid grant and the binding need it. */
export const OPEN_ID_TICKET_KEY = 'fair:openIdTicket'
/** When an authorisation last failed: no new round trip for a while, so a failing app cannot loop the page. */
const FAILED_KEY = 'fair:openIdFailedAt'

// "No user information" and other refusals of the open-id login are expected: the visitor just signs in normally.
const quiet = createStrictHttp()

export function isMessagingApp(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent)
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The page URL without the `code` and `state` the messaging app appended (a reload must not replay them). */
function withoutAuthorisation(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  return url.toString()
}

function failed<T extends MessagingAppOutcome>(outcome: T): T {
  sessionStorage.setItem(FAILED_KEY, String(Date.now()))
  return outcome
}

export type MessagingAppOutcome = 'browserRefused' | 'notApplicable' | 'authorising' | 'stateMismatch' | 'exchangeFailed' | 'notBound' | 'signedIn'

/**
 * Spec §4 "Session and login" and §8: in a plain browser where browser opening is off, the visitor is asked to open
 * the link in the messaging app. Inside the app with auto-login on, the visitor is sent to the app's authorisation,
 * comes back with a code (the state checked against the one sent), the server exchanges it for the open id (kept
 * with its time, fetched again after 600 s) and the open id signs in. Not bound to an account yet: the normal login
 * stays, and that login binds the open id.
 */
export async function enterFromMessagingApp(router: Router, emit: Emit): Promise<MessagingAppOutcome> {
  const config = { ...$sysConfig.get(), ...$functionConfig.get() }
  const language = $language.get()
  if (!isMessagingApp()) {
    const browserSwitch = language === 'en' ? config.browserOpenSwitchEn : config.browserOpenSwitch
    if (browserSwitch !== undefined && !isOn(browserSwitch)) {
      router.navigate('/error', { reason: 'error.openInMessagingApp' }, { replace: true })
      return 'browserRefused'
    }
    return 'notApplicable'
  }
  if (!isOn(config.wechatOpenAutoLogin) || $session.get().token) return 'notApplicable'
  const exhibition = requireExhibition()

  const returned = new URLSearchParams(location.search)
  const code = returned.get('code')
  const state = returned.get('state')
  if (code && state) {
    const expected = sessionStorage.getItem(STATE_KEY)
    sessionStorage.removeItem(STATE_KEY)
    history.replaceState(history.state, '', withoutAuthorisation(location.href))
    // A code we did not ask for (a forged or replayed link) is ignored: the visitor signs in normally.
    if (!expected || expected !== state) return failed('stateMismatch')
    try {
      const answer = await quiet.post<{ openId: string; openIdTicket: string }>('/api/blade-auth/openid/exchange', {
        tenantId: exhibition.tenantId,
        code,
        languageType: language,
      })
      sessionStorage.setItem(OPEN_ID_TICKET_KEY, answer.openIdTicket)
      setOpenId(answer.openId)
    } catch {
      return failed('exchangeFailed')
    }
  } else if (!isOpenIdFresh($session.get()) || !sessionStorage.getItem(OPEN_ID_TICKET_KEY)) {
    if (Date.now() - Number(sessionStorage.getItem(FAILED_KEY) ?? 0) < OPEN_ID_MAX_AGE_MS) return 'exchangeFailed'
    const nextState = randomState()
    sessionStorage.setItem(STATE_KEY, nextState)
    const query = new URLSearchParams({
      tenantId: exhibition.tenantId,
      exhibitionId: exhibition.exhibitionId,
      languageType: language,
      state: nextState,
      redirect_uri: location.href,
    })
    location.assign(`${$apiBase.get()}/api/blade-auth/openid/authorize?${query}`)
    return 'authorising'
  }

  try {
    const token = await quiet.post<TokenAnswer>('/api/blade-auth/oauth/token', {
      grant_type: 'appopenid',
      openid: $session.get().openId,
      openIdTicket: sessionStorage.getItem(OPEN_ID_TICKET_KEY),
      tenantId: exhibition.tenantId,
      exhibitionId: exhibition.exhibitionId,
      type: exhibition.registerType,
      languageType: language,
    })
    setAuth({ token: token.access_token, userId: token.user_id, deptId: token.dept_id, account: token.account, loginMode: 'appopenid' })
  } catch {
    return 'notBound'
  }
  const { announceLoginAndEnter } = await import('../flow/enter')
  await announceLoginAndEnter(router, emit)
  return 'signedIn'
}
