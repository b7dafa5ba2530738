import { createStrictHttp } from '@fairpass/core/http'
import type { Router } from '@fairpass/core/router'
import { $language, $session, setAuth } from '@fairpass/core/session'
import type { TokenAnswer } from '../api/auth'
import { requireExhibition } from '../flow/exhibition'
import type { Emit } from '../flow/emit'

/** The imaster code this tab already signed in with: a reload keeps the session instead of replaying a used code. */
export const IMASTER_USED_KEY = 'fair:imasterUsed'

// The refusal is shown as the /error page of spec §8, not as a toast over the login.
const quiet = createStrictHttp()

export type MiniAppOutcome = 'signedIn' | 'alreadySignedIn' | 'failed'

/**
 * Spec §2 and §8 "Login failed (mini-program)": the mini-program opens the page with from=miniApp and a one-time
 * imaster code issued by our server. The code signs the visitor in, who then continues like after any login; a
 * used or unknown code is /error "Login failed".
 */
export async function enterFromMiniApp(imasterCode: string, router: Router, emit: Emit): Promise<MiniAppOutcome> {
  if ($session.get().token && sessionStorage.getItem(IMASTER_USED_KEY) === imasterCode) return 'alreadySignedIn'
  const exhibition = requireExhibition()
  try {
    const token = await quiet.post<TokenAnswer>('/api/blade-auth/oauth/token', {
      grant_type: 'imaster',
      imasterCode,
      tenantId: exhibition.tenantId,
      exhibitionId: exhibition.exhibitionId,
      type: exhibition.registerType,
      registerType: exhibition.registerType,
      languageType: $language.get(),
    })
    setAuth({ token: token.access_token, userId: token.user_id, deptId: token.dept_id, account: token.account, loginMode: 'imaster' })
  } catch {
    router.navigate('/error', { reason: 'error.loginFailed' }, { replace: true })
    return 'failed'
  }
  sessionStorage.setItem(IMASTER_USED_KEY, imasterCode)
  const { announceLoginAndEnter } = await import('../flow/enter')
  await announceLoginAndEnter(router, emit)
  return 'signedIn'
}
