import { ApiError } from '@fairpass/core/http'
import type { Router } from '@fairpass/core/router'
import { entrySourceRoute, postLoginRoute, topRegisterTypeFor, transitionRoute, type RouteDecision } from '@fairpass/core/journey'
import { $functionConfig, $language, $link, $session, $sysConfig, $userInfo, type UserInfo } from '@fairpass/core/session'
import { addAndGetAll } from '../api/user'
import { recordEntry } from '../entry/record'
import { keepSpecialInvite, pendingInviteId } from '../entry/specialInvite'
import { RETURN_AFTER_KEY, RETURN_TO_KEY } from '@fairpass/core/area'
import { currentExhibition, requireExhibition } from './exhibition'
import type { Emit } from './emit'

export { keepSpecialInvite } from '../entry/specialInvite'

/**
 * Where a signed-in visitor belongs now: the entry source's page (spec §2), else the post-login rules (spec §4)
 * with what the link asks of the transition (targetUrl, from, fromUrl). `entryPath` is the path the element's
 * router shows now (`router.$route.get().path`).
 */
export function decideRoute(userInfo: UserInfo, entryPath: string): RouteDecision {
  const session = $session.get()
  const link = $link.get()
  const exhibition = requireExhibition()
  const sysConfig = { ...$sysConfig.get(), ...$functionConfig.get() }
  const bySource = entrySourceRoute({ source: session.registrationSource, link, userInfo })
  if (bySource) return returnOr(bySource)
  const decision = postLoginRoute({
    userInfo,
    sysConfig: sysConfig as never,
    registerType: exhibition.registerType,
    registerLinkId: session.registerLinkId ?? link.registerLinkId,
    language: exhibition.languageType,
    openId: session.openId,
  })
  const rules = transitionRoute({
    decision,
    link,
    userInfo,
    sysConfig: sysConfig as never,
    language: $language.get(),
    entryPath,
    origin: typeof location === 'undefined' ? '' : location.origin,
    openId: session.openId,
  })
  return returnOr(rules)
}

/**
 * Back to the page that asked for the sign-in (a gift link with its token, an order, /extractConfirmation); a page
 * that needs a complete registration (buying) waits until the rules let the visitor on.
 */
function returnOr(decision: RouteDecision): RouteDecision {
  if (decision.type !== 'route') return decision
  const back = takeReturnTo(REGISTRATION_STEPS.has(decision.path))
  return back ? { type: 'route', path: back } : decision
}

/** Pages of the registration itself: a visitor sent to one of these has not finished registering. */
const REGISTRATION_STEPS = new Set(['/photo', '/infoWap', '/questionnaire', '/auditing', '/closed', '/error'])

/** The default way out of the app: the whole tab leaves for the external page. */
export const leavePage = (url: string): void => location.assign(url)

/**
 * Goes where a decision says, on the element's own router (memory routing never touches the host's hash); the
 * host page hears `fair-navigate` from that element first and may cancel it to route on its own.
 */
export function follow(decision: RouteDecision, leave: (url: string) => void, router: Router, emit: Emit): void {
  switch (decision.type) {
    case 'route':
      if (emit('fair-navigate', { path: decision.path, query: { ...decision.query } }, { cancelable: true })) {
        router.navigate(decision.path, decision.query, { replace: true })
      }
      return
    case 'external':
      leave(decision.url)
      return
    case 'message':
      router.navigate('/error', { reason: decision.key }, { replace: true })
  }
}

/**
 * Registers the signed-in visitor for this exhibition if needed and puts the record on the bus. A special
 * invitation kept from /special goes along once; one the server refuses (used, unknown) has been shown as a
 * notice and is dropped, and the visitor registers the ordinary way.
 */
export async function loadUserInfo(): Promise<UserInfo> {
  const exhibition = requireExhibition()
  const session = $session.get()
  const entry = {
    ...exhibition,
    topRegisterType: topRegisterTypeFor(exhibition.tenantId, exhibition.registerType),
    registerLinkId: session.registerLinkId,
    registrationSource: session.registrationSource,
    // An invitation link's inviter (the referrals feature records him once; one that cannot be a parent is ignored).
    fissionParentBladeUserId: $link.get().fissionParentBladeUserId,
    sourceInviteUserId: $link.get().sourceInviteUserId,
    sourceCode: $link.get().sourceCode,
    // A group's link (its QR): the server keeps it with the registration and adds the visitor to the group on submit.
    visitingGroupId: $link.get().visitingGroupId,
  }
  const specialInviteId = pendingInviteId(exhibition.tenantId, exhibition.exhibitionId)
  let userInfo: UserInfo
  if (specialInviteId) {
    try {
      userInfo = await addAndGetAll({ ...entry, specialInviteId })
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error
      userInfo = await addAndGetAll(entry)
    }
    keepSpecialInvite(null)
  } else {
    userInfo = await addAndGetAll(entry)
  }
  $userInfo.set(userInfo)
  return userInfo
}

/**
 * The page that sent the visitor to the login (core/area signInAndReturn), taken once. A page that asked to wait
 * for the registration stays stored while the rules still lead through a registration step.
 */
function takeReturnTo(registrationStep: boolean): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_TO_KEY)
    if (registrationStep && sessionStorage.getItem(RETURN_AFTER_KEY) === 'registration') return null
    sessionStorage.removeItem(RETURN_TO_KEY)
    sessionStorage.removeItem(RETURN_AFTER_KEY)
    return path && path.startsWith('/') ? path : null
  } catch {
    return null
  }
}

/**
 * After a login, or when a signed-in visitor reopens the link: registers the visitor for this exhibition
 * if needed (addAndGetAll), records the entry, keeps the record on the bus and moves on to where the rules say.
 */
export async function enterExhibition(router: Router, emit: Emit): Promise<RouteDecision> {
  const entryPath = router.$route.get().path
  const userInfo = await loadUserInfo()
  const session = $session.get()
  void recordEntry(requireExhibition(), $link.get(), session.registrationSource, session.linkQuery)
  const decision = decideRoute(userInfo, entryPath)
  follow(decision, leavePage, router, emit)
  return decision
}

/**
 * After any login (form, mini-program code, messaging app): the element announces `fair-login` on its own host
 * node; unless the host cancels it to route the visitor itself, the post-login rules move the element's router on.
 * Here rather than in the login page's code, so the login route's startup download does not carry it.
 */
export async function announceLoginAndEnter(router: Router, emit: Emit): Promise<void> {
  const session = $session.get()
  const registerType = currentExhibition()?.registerType ?? session.registerType
  if (!emit('fair-login', { userId: session.userId ?? '', account: session.account, registerType }, { cancelable: true })) return
  await enterExhibition(router, emit).catch(() => undefined)
}
