import { batch } from 'nanostores'
import { linkToQuery, type LanguageType, type LinkContext } from '../link'
import { resolveLanguage } from './language'
import { $link, $session, $userInfo, readStoredSessionField } from './stores'
import type { LoginMode, SessionState, SysConfig, Toggle } from './types'

/** Spec §4: an open id older than 600 s is fetched again. */
export const OPEN_ID_MAX_AGE_MS = 600_000

const AUTH_FIELDS = ['token', 'userId', 'deptId', 'account', 'loginMode'] as const satisfies readonly (keyof SessionState)[]
/** Session fields that describe one entry link and must not leak into the next exhibition's. */
const LINK_FIELDS = ['registerType', 'registerLinkId', 'registrationSource'] as const satisfies readonly (keyof SessionState)[]

/**
 * Takes an entry link into the session: ids, language and open id are copied, the link query is
 * saved for /jump re-entry. A link for another tenant or exhibition starts a new session, because
 * a token is only valid where it was issued. A link without parameters (an in-app reload) changes
 * nothing, and a partial link (only languageType, say) is merged over the saved one.
 */
export function applyLink(context: LinkContext, now: number = Date.now()): void {
  if (Object.keys(context).length === 0) return
  const session = $session.get()
  const switchesIdentity =
    (context.tenantId !== undefined && context.tenantId !== session.tenantId) ||
    (context.exhibitionId !== undefined && context.exhibitionId !== session.exhibitionId)
  const link = switchesIdentity ? context : { ...$link.get(), ...context }

  batch(() => {
    if (switchesIdentity) {
      signOut()
      for (const field of LINK_FIELDS) $session.setKey(field, undefined)
    }
    $link.set(link)
    const copied: Partial<SessionState> = {
      tenantId: context.tenantId,
      exhibitionId: context.exhibitionId,
      registerType: context.registerType,
      registerLinkId: context.registerLinkId,
      registrationSource: context.registrationSource,
      languageType: context.languageType,
    }
    for (const [field, value] of Object.entries(copied) as [keyof SessionState, string | undefined][]) {
      if (value !== undefined) $session.setKey(field, value)
    }
    if (context.openId) setOpenId(context.openId, now)
    $session.setKey('linkQuery', linkToQuery(link) || undefined)
  })
}

export interface AuthResult {
  token: string
  userId?: string
  deptId?: string
  account?: string
  loginMode?: LoginMode
}

/** Stores a successful login. Fields not given are cleared so no stale id outlives its token. */
export function setAuth(auth: AuthResult): void {
  batch(() => {
    for (const field of AUTH_FIELDS) $session.setKey(field, auth[field] || undefined)
  })
}

/** Stores a token obtained outside the login form (a third-party access token in the link). */
export function setToken(token: string): void {
  $session.setKey('token', token)
}

export type LogoutReason = 'user' | 'unauthorized'
let logoutReason: LogoutReason = 'user'

/** Spec §8: a 401 clears the token; ids stay so /jump can sign the visitor in again. */
export function clearToken(reason: LogoutReason = 'user'): void {
  logoutReason = reason
  $session.setKey('token', undefined)
}

/** Why the token was last cleared (the `fair-logout` event says it); a later sign-out is 'user' again. */
export function takeLogoutReason(): LogoutReason {
  const reason = logoutReason
  logoutReason = 'user'
  return reason
}

/** Ends the visitor's session: token, user ids and the loaded user info. */
export function signOut(): void {
  batch(() => {
    for (const field of AUTH_FIELDS) $session.setKey(field, undefined)
    $userInfo.set(null)
  })
}

export function setLanguage(language: LanguageType): void {
  $session.setKey('languageType', language)
}

/** Applies the navigation language rule (store, else sessionStorage, else cn) to the session. */
export function syncLanguage(): LanguageType {
  const language = resolveLanguage({
    store: $session.get().languageType,
    session: readStoredSessionField('languageType'),
  })
  setLanguage(language)
  return language
}

export function setOpenId(openId: string, now: number = Date.now()): void {
  batch(() => {
    $session.setKey('openId', openId)
    $session.setKey('openIdAt', now)
  })
}

export function isOpenIdFresh(session: SessionState, now: number = Date.now()): boolean {
  return Boolean(session.openId && session.openIdAt && now - session.openIdAt < OPEN_ID_MAX_AGE_MS)
}

/** Sets several session fields at once (element attributes, host configuration). */
export function configureSession(partial: Partial<SessionState>): void {
  batch(() => {
    for (const [field, value] of Object.entries(partial) as [keyof SessionState, SessionState[keyof SessionState]][]) {
      $session.setKey(field, value)
    }
  })
}

/** Reads a configuration switch whatever way the server spelled it. */
export function isOn(value: Toggle | string | null | undefined): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value !== 'string') return false
  const normalised = value.trim().toLowerCase()
  return normalised === 'on' || normalised === 'yes' || normalised === 'true' || normalised === '1'
}

/** The exhibition's title in a language (page config), if configured. */
export function storedPageTitle(sysConfig: SysConfig | null | undefined, language: LanguageType): string | undefined {
  const title = language === 'en' ? sysConfig?.pageTitleEn : sysConfig?.pageTitle
  return title?.trim() || undefined
}
