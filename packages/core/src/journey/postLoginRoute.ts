import { registerTypeGroup, type RegisterTypeLists } from './registerTypes'
import {
  isSwitchOn,
  type RouteDecision,
  type RoutingLanguage,
  type RoutingSysConfig,
  type RoutingUserExhibition,
  type RoutingUserInfo,
} from './types'

export interface PostLoginInput extends RegisterTypeLists {
  readonly userInfo: RoutingUserInfo
  readonly sysConfig: RoutingSysConfig
  /** The register type of the link; the user record's own type is used when the link carries none. */
  readonly registerType?: string | null
  readonly registerLinkId?: string | null
  readonly language: RoutingLanguage
  readonly openId?: string | null
}

const route = (path: string, query?: Record<string, string>): RouteDecision =>
  query ? { type: 'route', path, query } : { type: 'route', path }

/**
 * A questionnaire counts as done when answered ('complete', or 'succ' as some endpoints spell it) or when
 * it is not configured, which the backend sends as null/absent. The backend must therefore send an
 * explicit non-complete value (e.g. 'incomplete') for a configured questionnaire not yet answered.
 */
export function isQuestionnaireDone(result: string | null | undefined): boolean {
  return result == null || result === 'complete' || result === 'succ'
}

function allQuestionnairesDone(vo: RoutingUserExhibition): boolean {
  return [vo.questionnaireResult, vo.questionnaireTwoResult, vo.questionnaireThreeResult].every(isQuestionnaireDone)
}

export function hasTicket(userInfo: RoutingUserInfo): boolean {
  return isSwitchOn(userInfo.isHaveTicket) || Boolean(userInfo.userQr)
}

/** Whether the exhibition sells tickets: unless its function config turns ticket purchase off. */
export function sellsTickets(sysConfig: RoutingSysConfig): boolean {
  return sysConfig.ticketPurchase == null || sysConfig.ticketPurchase === '' || isSwitchOn(sysConfig.ticketPurchase)
}

/**
 * Adds `openId` to a URL the server told us to leave for. Appended at the very end so that it also lands
 * in the query of a hash route (`…/#/page?x=1`), which is where hash-routed partner pages read it.
 */
export function withOpenId(url: string, openId: string | null | undefined): string {
  if (!openId || /[?&]openId=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}openId=${encodeURIComponent(openId)}`
}

/** Only web addresses are followed: a jumpUrl is data from the backend and must never run script. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim())
}

function registeredRouteForApproved(input: PostLoginInput, registerType: string | null | undefined): RouteDecision {
  const { userInfo, sysConfig, registerLinkId } = input
  const ticketTypeRoute = () => (registerLinkId ? route('/ticket-type', { registerLinkId }) : route('/ticket-type'))

  // 6b. Conference registrants follow the exhibition's conference flow before any ticket rule: in flow2
  // they never buy a visitor ticket, so the ticket-type short cut must not catch them first.
  if (registerTypeGroup(registerType) === 'conference') {
    switch (sysConfig.conferenceFlow) {
      case 'flow2':
        return isSwitchOn(userInfo.isHaveConferenceRegistration)
          ? route('/conference/mySchedule')
          : route('/conference/registrationConference')
      case 'flow3':
        return hasTicket(userInfo) ? route('/conference/selectConference') : ticketTypeRoute()
      default:
        // Without a configured flow, the conference sign-up page is the one entry that works for every exhibition.
        return route('/conference/registrationConference')
    }
  }

  // 6c. A group leader whose group is still open (processStatus 0) manages the group before anything else.
  if (registerType === 'visitingGroup' && String(userInfo.visitingGroupLeaderVO?.processStatus ?? '') === '0') {
    return route('/groupManagement')
  }

  // 6a. A registration link of an exhibition that sells tickets, and no ticket for it yet: buy one. Decided on the
  // ticket, not on the entry code (spec §4 "no QR yet"): an automatic approval issues the code with the
  // registration, so a visitor who just registered holds a QR but still no ticket.
  if (registerLinkId && sellsTickets(sysConfig) && !isSwitchOn(userInfo.isHaveTicket)) return route('/ticket-type', { registerLinkId })

  // 6d.
  return isSwitchOn(sysConfig.showConfirmationSwitch) ? route('/confirmation') : route('/user-center')
}

/**
 * Where to go after signing in (spec §4). The spec's rules are numbered 1–8; they run in this order:
 *
 *   8 → 1 → 2 → 7 → 3 → 4 → 5 → 6
 *
 * Exhibitor and commerce identities (8) go first: they never fill in the visitor profile, and a stopped
 * visitor registration (1) must not lock them out of self-service. Media registrants who are already
 * registered (7) are stopped before the profile rules, which would otherwise send them to the form again.
 * Within 6, the conference flow and the open group come before the ticket-type short cut (see above).
 */
export function postLoginRoute(input: PostLoginInput): RouteDecision {
  const { userInfo, sysConfig, language } = input
  const vo = userInfo.userExhibitionVO ?? {}
  const registerType = input.registerType || vo.registerType
  const group = registerTypeGroup(registerType, input)

  // 8.
  if (group === 'exhibitor') return route('/user-center')
  if (group === 'commerce') return route('/tradeFairSystem/home')

  // 1. A closed link is treated like stopped registration: ticket holders must still reach their ticket.
  if ((isSwitchOn(sysConfig.stopRegistration) || isSwitchOn(sysConfig.closeRegistrationLink)) && !hasTicket(userInfo)) {
    return route('/closed')
  }

  // 2.
  if (userInfo.jumpUrl && isWebUrl(userInfo.jumpUrl)) {
    return { type: 'external', url: withOpenId(userInfo.jumpUrl.trim(), input.openId) }
  }

  const profileComplete = vo.completeResult === 'succ'

  // 7.
  if (group === 'media' && profileComplete) return { type: 'message', key: 'error.alreadyRegisteredDocuments' }

  // 3.
  if (!profileComplete) return isSwitchOn(sysConfig.businessCardSwitch) ? route('/photo') : route('/infoWap')

  // 4.
  const questionnaireSwitch = language === 'en' ? sysConfig.enQuestionnaireSwitch : sysConfig.cnQuestionnaireSwitch
  if (isSwitchOn(questionnaireSwitch) && !allQuestionnairesDone(vo)) return route('/questionnaire')

  // 5.
  if (vo.examineResult !== 'approve') return route('/auditing')

  // 6.
  return registeredRouteForApproved(input, registerType)
}

/** Spec §4, exhibitor staff invite flow. */
export function staffInviteRoute(userInfo: RoutingUserInfo): RouteDecision {
  const vo = userInfo.userExhibitionVO ?? {}
  if (vo.completeResult !== 'succ') return route('/exhibitorSelfService/formInfoWap')
  return vo.examineResult === 'approve' ? route('/confirmation') : route('/exhibitorSelfService/auditing')
}
