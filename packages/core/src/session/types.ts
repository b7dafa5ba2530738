import type { LanguageType } from '../link'

/**
 * A switch as configured per exhibition. The back office stores `'on'`/`'off'` (spec: "isOneCode=on");
 * booleans are accepted because some endpoints serialise switches as JSON booleans. Read with `isOn`.
 */
export type Toggle = 'on' | 'off' | boolean

/** Login channel per language (spec §4): cn defaults to appsms, en to appemail. */
export type LoginMode = 'appsms' | 'appemail' | 'password' | (string & {})

/** The exhibition's page configuration (spec §3 "System and function config"). */
export interface SysConfig {
  tenantId?: string
  exhibitionId?: string
  // Page and registration
  pageTitle?: string
  pageTitleEn?: string
  /** The venue's IANA time zone, the fair's clock (core fair-time); absent from an older backend: Asia/Shanghai. */
  timeZone?: string
  iconUrl?: string
  closeRegistrationLink?: Toggle
  isOneCode?: Toggle
  stopRegistration?: Toggle
  /** Epoch ms, null when open-ended (as the server sends it); spec §9 warns under 2 hours. */
  registrationOpensAt?: number | null
  registrationClosesAt?: number | null
  businessCardSwitch?: Toggle
  cnQuestionnaireSwitch?: Toggle
  enQuestionnaireSwitch?: Toggle
  showConfirmationSwitch?: Toggle
  passwordLoginSwitch?: Toggle
  idCardLoginSwitch?: Toggle
  conferenceFlow?: 'flow2' | 'flow3' | (string & {})
  isOpenNodeMode?: Toggle
  registrationTypeList?: string[]
  // Sharing
  shareMethod?: string
  shareMethodEn?: string
  shareTitle?: string
  shareTitleEn?: string
  shareDesc?: string
  shareDescEn?: string
  shareImage?: string
  shareImageEn?: string
  // Browser and messaging-app opening
  wechatOpenSwitch?: Toggle
  wechatShareOpenSwitch?: Toggle
  wechatOpenAutoLogin?: Toggle
  browserOpenSwitch?: Toggle
  browserOpenSwitchEn?: Toggle
  // Theme and login
  pageThemeColor?: string
  pageThemeBgColor?: string
  pageThemeCardBgColor?: string
  languageSwitchBgColor?: string
  cnLoginMode?: LoginMode
  enLoginMode?: LoginMode
  // Images: comma-separated URL lists
  globalImage?: string
  giveTicketTopImage?: string
  giveTicketBottomImage?: string
  // URLs
  tianmuCnUrl?: string
  tianmuEnUrl?: string
  pcIztUrl?: string
}

/**
 * `reg_config/registerConfig/functionConfig` → `data.functionConfig`. The spec does not list its
 * fields; the switches that also appear here override the page config of the same name.
 */
export interface FunctionConfig {
  businessCardSwitch?: Toggle
  cnQuestionnaireSwitch?: Toggle
  enQuestionnaireSwitch?: Toggle
  showConfirmationSwitch?: Toggle
  passwordLoginSwitch?: Toggle
  idCardLoginSwitch?: Toggle
  conferenceFlow?: string
  isOpenNodeMode?: Toggle
  /** Whether the exhibition sells tickets; off, a registration link sends no visitor to /ticket-type. */
  ticketPurchase?: Toggle
  [setting: string]: unknown
}

export type CompleteResult = 'succ' | 'fail' | (string & {})
export type ExamineResult = 'approve' | 'pending' | 'reject' | null
/** null when the exhibition has no such questionnaire. */
export type QuestionnaireResult = 'complete' | 'incomplete' | null

export interface UserExhibitionVO {
  registerType?: string
  topRegisterType?: string
  /** `succ` means the profile is complete. */
  completeResult?: CompleteResult
  /** `approve` means approved; anything else is under review or refused. */
  examineResult?: ExamineResult
  examineReason?: string
  questionnaireResult?: QuestionnaireResult
  questionnaireTwoResult?: QuestionnaireResult
  questionnaireThreeResult?: QuestionnaireResult
}

export interface VisitingGroupLeaderVO {
  /** 0 sends a group leader to /groupManagement after login. */
  processStatus?: number | string
  [field: string]: unknown
}

/** `UserInfo` of docs/architecture.md plus the visitor fields of spec §3. */
export interface UserInfo {
  userId?: string
  account?: string
  phone?: string
  email?: string
  name?: string
  lastName?: string
  firstName?: string
  company?: string
  companyEnName?: string
  boothNo?: string
  profile?: Record<string, unknown>
  /** The saved, not yet submitted profile form. */
  draft?: Record<string, unknown> | null
  userExhibitionVO?: UserExhibitionVO
  userQr?: string
  userCode?: string
  deptId?: string
  isHaveTicket?: boolean
  isHaveConferenceRegistration?: boolean
  /** When present, post-login routing leaves the app for this URL (with the open id). */
  jumpUrl?: string
  visitingGroupLeaderVO?: VisitingGroupLeaderVO | null
}

/** What the session keeps in sessionStorage, one `fair:<field>` key per field. */
export interface SessionState {
  token?: string
  tenantId?: string
  exhibitionId?: string
  registerType?: string
  registerLinkId?: string
  registrationSource?: string
  languageType?: LanguageType
  userId?: string
  deptId?: string
  account?: string
  loginMode?: LoginMode
  openId?: string
  /** Epoch ms when the open id was obtained; it is re-fetched after 600 s (spec §4). */
  openIdAt?: number
  /** The entry link's query (without `?`), used to re-enter /jump after a 401. */
  linkQuery?: string
}
