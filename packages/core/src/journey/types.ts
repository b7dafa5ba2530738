/*
 * Local, structural views of the session data the rules read. They mirror UserInfo and SysConfig of
 * docs/architecture.md but keep this module free of the session package, so the server can run the same
 * rules. Every field is optional and nullable because the backend omits what is not configured.
 */

export type RoutingLanguage = 'cn' | 'en'

/** A config switch as the backend sends it: booleans, 'on'/'off', 'yes'/'no', '1'/'0'. */
export type Switch = boolean | string | number | null | undefined

export interface RoutingUserExhibition {
  readonly registerType?: string | null
  /** 'succ' means the profile is complete. */
  readonly completeResult?: string | null
  /** 'approve' means approved. */
  readonly examineResult?: string | null
  readonly questionnaireResult?: string | null
  readonly questionnaireTwoResult?: string | null
  readonly questionnaireThreeResult?: string | null
}

export interface RoutingUserInfo {
  readonly userExhibitionVO?: RoutingUserExhibition | null
  readonly userQr?: string | null
  readonly userCode?: string | null
  readonly isHaveTicket?: Switch
  readonly isHaveConferenceRegistration?: Switch
  readonly jumpUrl?: string | null
  readonly visitingGroupLeaderVO?: { readonly processStatus?: number | string | null } | null
}

export type ConferenceFlow = 'flow2' | 'flow3' | string

export interface RoutingSysConfig {
  readonly stopRegistration?: Switch
  readonly closeRegistrationLink?: Switch
  readonly businessCardSwitch?: Switch
  readonly cnQuestionnaireSwitch?: Switch
  readonly enQuestionnaireSwitch?: Switch
  readonly showConfirmationSwitch?: Switch
  readonly conferenceFlow?: ConferenceFlow | null
  readonly isOneCode?: Switch
  readonly cnLoginMode?: string | readonly string[] | null
  readonly enLoginMode?: string | readonly string[] | null
  readonly passwordLoginSwitch?: Switch
  readonly idCardLoginSwitch?: Switch
  /**
   * Whether the exhibition sells tickets (function config). Off: a registration link sends nobody to buy; not
   * configured: the link decides, as spec §4 says.
   */
  readonly ticketPurchase?: Switch
}

export type RouteDecision =
  | { readonly type: 'route'; readonly path: string; readonly query?: Readonly<Record<string, string>> }
  | { readonly type: 'external'; readonly url: string }
  | { readonly type: 'message'; readonly key: string }

export function isSwitchOn(value: Switch): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1
  if (typeof value !== 'string') return false
  return ['on', 'yes', 'true', '1'].includes(value.trim().toLowerCase())
}
