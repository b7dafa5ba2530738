import { navigate } from '@fairpass/core/router'
import { postLoginRoute, staffInviteRoute, topRegisterTypeFor, type RouteDecision } from '@fairpass/core/routing'
import { $functionConfig, $link, $session, $sysConfig, $userInfo, type UserInfo } from '@fairpass/core/session'
import { addAndGetAll } from '../api/user'
import { requireExhibition } from './exhibition'
import { announce } from './host'

const STAFF_INVITE_SOURCES = new Set(['exhInviteStaffCard', 'exhibInviteStaffCard'])

/** Where a signed-in visitor belongs now (spec §4), from the user record and the exhibition's switches. */
export function decideRoute(userInfo: UserInfo): RouteDecision {
  const session = $session.get()
  const exhibition = requireExhibition()
  // Staff invited by an exhibitor follow their own flow (spec §4); the spec and links spell the source two ways.
  if (STAFF_INVITE_SOURCES.has(session.registrationSource ?? '')) return staffInviteRoute(userInfo)
  return postLoginRoute({
    userInfo,
    sysConfig: { ...$sysConfig.get(), ...$functionConfig.get() } as never,
    registerType: exhibition.registerType,
    registerLinkId: session.registerLinkId ?? $link.get().registerLinkId,
    language: exhibition.languageType,
    openId: session.openId,
  })
}

export function follow(decision: RouteDecision, leave: (url: string) => void = (url) => location.assign(url)): void {
  switch (decision.type) {
    case 'route':
      // The host page may take over: it cancels fair-navigate and routes on its own.
      if (announce('fair-navigate', { path: decision.path, query: { ...decision.query } }, true)) {
        navigate(decision.path, decision.query, { replace: true })
      }
      return
    case 'external':
      leave(decision.url)
      return
    case 'message':
      navigate('/error', { reason: decision.key }, { replace: true })
  }
}

/** Registers the signed-in visitor for this exhibition if needed and puts the record on the bus. */
export async function loadUserInfo(): Promise<UserInfo> {
  const exhibition = requireExhibition()
  const session = $session.get()
  const userInfo = await addAndGetAll({
    ...exhibition,
    topRegisterType: topRegisterTypeFor(exhibition.tenantId, exhibition.registerType),
    registerLinkId: session.registerLinkId,
    registrationSource: session.registrationSource,
  })
  $userInfo.set(userInfo)
  return userInfo
}

/**
 * After a login, or when a signed-in visitor reopens the link: registers the visitor for this exhibition
 * if needed (addAndGetAll), keeps the record on the bus and moves on to where the rules say.
 */
export async function enterExhibition(): Promise<RouteDecision> {
  const decision = decideRoute(await loadUserInfo())
  follow(decision)
  return decision
}
