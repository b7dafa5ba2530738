import { staffInviteRoute } from './postLoginRoute'
import { isSwitchOn, type RouteDecision, type RoutingLanguage, type RoutingUserInfo } from './types'

/*
 * Entry by registrationSource (spec §2 "Entry logic"). Every source is decided after login: the pages they lead
 * to either need the visitor (gift and free tickets, conference activities, staff invitations) or, like
 * /meetingSignIn, are opened by their own no-login link anyway. Sources that register a visitor the ordinary way
 * answer null, and the post-login rules of spec §4 decide.
 *
 * | source                         | goes to                                                                    |
 * |--------------------------------|----------------------------------------------------------------------------|
 * | registration, nextStepPage,    | null: the post-login rules (nextStepPage is the "next step routing" of §4;  |
 * | inviteCard, none, unknown      | an invite card's parameters are kept by the register log)                  |
 * | personal                       | /user-center once the profile is complete, else the post-login rules       |
 * | giveCard                       | /ticket/receive/complimentaryTickets (ticketGiveRecordId)                   |
 * | freeTicket                     | /freeTicket (sourceTicketTypeId, registerLinkId)                           |
 * | meetingSignIn                  | /meetingSignIn (signCodeId, source)                                        |
 * | exhInviteStaffCard (both       | the staff invite flow of §4                                                |
 * | spellings)                     |                                                                            |
 * | conferenceActivity             | the post-login rules until the profile is complete; then the activity      |
 * |                                | (conferenceId) or the activity list                                        |
 * | configPageInfo                 | /contentPage/{registerLinkId}: the organiser's configured page             |
 */

export const ENTRY_SOURCES = [
  'registration',
  'personal',
  'inviteCard',
  'giveCard',
  'meetingSignIn',
  'exhInviteStaffCard',
  'freeTicket',
  'nextStepPage',
  'conferenceActivity',
  'configPageInfo',
] as const
export type EntrySource = (typeof ENTRY_SOURCES)[number]

/** The link parameters the sources read. */
export interface EntrySourceLink {
  readonly registerLinkId?: string
  readonly ticketGiveRecordId?: string
  readonly sourceTicketTypeId?: string
  readonly signCodeId?: string
  readonly conferenceId?: string
  readonly conferenceTypeId?: string
}

export interface EntrySourceInput {
  readonly source?: string | null
  readonly link: EntrySourceLink
  readonly userInfo: RoutingUserInfo
}

/** Only the parameters that are present, so a route's query never carries "undefined". */
function present(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

const route = (path: string, query: Record<string, string | undefined> = {}): RouteDecision => {
  const kept = present(query)
  return Object.keys(kept).length > 0 ? { type: 'route', path, query: kept } : { type: 'route', path }
}

const profileComplete = (userInfo: RoutingUserInfo) => userInfo.userExhibitionVO?.completeResult === 'succ'

/** Where a signed-in visitor who came by this source goes; null: the post-login rules decide. */
export function entrySourceRoute({ source, link, userInfo }: EntrySourceInput): RouteDecision | null {
  switch (source) {
    case 'personal':
      return profileComplete(userInfo) ? route('/user-center') : null
    case 'giveCard':
      return route('/ticket/receive/complimentaryTickets', { ticketGiveRecordId: link.ticketGiveRecordId })
    case 'freeTicket':
      return route('/freeTicket', { sourceTicketTypeId: link.sourceTicketTypeId, registerLinkId: link.registerLinkId })
    case 'meetingSignIn':
      return route('/meetingSignIn', { signCodeId: link.signCodeId, source: 'meetingSignIn' })
    case 'exhInviteStaffCard':
    case 'exhibInviteStaffCard':
      return staffInviteRoute(userInfo)
    case 'conferenceActivity':
      if (!profileComplete(userInfo)) return null
      return link.conferenceId
        ? route('/conference/activity/detail', { conferenceId: link.conferenceId, conferenceTypeId: link.conferenceTypeId })
        : route('/conference/activity/list', { conferenceTypeId: link.conferenceTypeId })
    case 'configPageInfo':
      return link.registerLinkId ? route(`/contentPage/${encodeURIComponent(link.registerLinkId)}`) : null
    default:
      return null
  }
}

/* ------------------------------------------------------------------------------------------------------------ */

/** The link parameters the transition reads (spec §2: targetUrl, from, fromUrl). */
export interface TransitionLink {
  readonly targetUrl?: string
  readonly from?: string
  readonly fromUrl?: string
}

export interface TransitionConfig {
  readonly pcIztUrl?: string | null
  readonly tianmuCnUrl?: string | null
  readonly tianmuEnUrl?: string | null
  readonly cnQuestionnaireSwitch?: boolean | string | number | null
  readonly enQuestionnaireSwitch?: boolean | string | number | null
}

export interface TransitionInput {
  /** What the post-login rules (or the entry source) decided. */
  readonly decision: RouteDecision
  readonly link: TransitionLink
  readonly userInfo: RoutingUserInfo
  readonly sysConfig: TransitionConfig
  readonly language: RoutingLanguage
  /** The route the visitor entered by: /transitionTq leaves for the exhibition's tianmu page. */
  readonly entryPath?: string
  /** The app's own origin; a fromUrl elsewhere must match a configured partner origin. */
  readonly origin: string
  readonly openId?: string | null
}

/** Where the registration is finished: the pages a returning host (mini app, PC site) may take the visitor back from. */
const DONE_PATHS = new Set(['/confirmation', '/user-center'])

function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

function appendOpenId(url: string, openId: string | null | undefined): string {
  if (!openId || /[?&]openId=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}openId=${encodeURIComponent(openId)}`
}

/**
 * /transitionPage, /transitionTq and / after login (spec §2):
 *
 * 1. The registration gates come first: a visitor who still has to fill in the profile, answer questionnaires or
 *    wait for review goes there whatever the link asks, and so does a closed link or a jumpUrl.
 * 2. targetUrl=infoWap opens the profile form (to correct it) and targetUrl=questionnaire the questionnaires,
 *    when the questionnaire switch of the language is on.
 * 3. A finished registration returns to where the link came from: fromUrl (from uniApp, miniApp, pcIzt,
 *    pcScancode) when it is a web address on this app's origin or a configured partner's (pcIztUrl, tianmu URLs)
 *    — never an arbitrary site; from=pcIzt without fromUrl returns to pcIztUrl; /transitionTq leaves for the
 *    tianmu URL of the page language. The open id is appended like for jumpUrl.
 * 4. Otherwise the decision stands.
 */
export function transitionRoute(input: TransitionInput): RouteDecision {
  const { decision, link, userInfo, sysConfig, language } = input
  if (decision.type !== 'route' || !profileComplete(userInfo)) return decision

  if (link.targetUrl === 'infoWap') return { type: 'route', path: '/infoWap' }
  if (link.targetUrl === 'questionnaire') {
    const questionnaireOn = language === 'en' ? sysConfig.enQuestionnaireSwitch : sysConfig.cnQuestionnaireSwitch
    if (isSwitchOn(questionnaireOn as never)) return { type: 'route', path: '/questionnaire' }
  }
  if (!DONE_PATHS.has(decision.path)) return decision

  const tianmu = language === 'en' ? sysConfig.tianmuEnUrl : sysConfig.tianmuCnUrl
  const partners = [sysConfig.pcIztUrl, sysConfig.tianmuCnUrl, sysConfig.tianmuEnUrl].map(originOf).filter(Boolean)
  const allowed = new Set([input.origin, ...partners])
  const leave = (url: string): RouteDecision => ({ type: 'external', url: appendOpenId(url.trim(), input.openId) })

  if (link.from && link.fromUrl) {
    const origin = originOf(link.fromUrl)
    if (origin && allowed.has(origin)) return leave(link.fromUrl)
  }
  if (link.from === 'pcIzt' && originOf(sysConfig.pcIztUrl)) return leave(sysConfig.pcIztUrl!)
  if (input.entryPath === '/transitionTq' && originOf(tianmu)) return leave(tianmu!)
  return decision
}
