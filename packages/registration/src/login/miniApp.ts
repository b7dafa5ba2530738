import { createStrictHttp } from '@fairpass/core/http'
import { navigate } from '@fairpass/core/router'
import { $language, $session, setAuth } from '@fairpass/core/session'
import type { TokenAnswer } from '../api/auth'
import { requireExhibition } from '../flow/exhibition'
import { announce } from '../flow/host'

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
export async function enterFromMiniApp(imasterCode: string): Promise<MiniAppOutcome> {
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
    navigate('/error', { reason: 'error.loginFailed' }, { replace: true })
    return 'failed'
  }
  sessionStorage.setItem(IMASTER_USED_KEY, imasterCode)
  if (announce('fair-login', { userId: $session.get().userId ?? '', account: $session.get().account, registerType: exhibition.registerType }, true)) {
    const { enterExhibition } = await import('../flow/enter')
    await enterExhibition().catch(() => undefined)
  }
  return 'signedIn'
}
