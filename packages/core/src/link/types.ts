export type LanguageType = 'cn' | 'en'

/** The host that opened the link (spec §2 `from`). */
export type LinkFrom = 'uniApp' | 'miniApp' | 'pcIzt' | 'pcScancode'

/** The page a link asks to open after login (spec §2 `targetUrl`). */
export type LinkTargetUrl = 'infoWap' | 'questionnaire'

/**
 * Every link query parameter of spec §2 "Entry logic and link parameters".
 * Values are trimmed strings; enumerated parameters hold only known values.
 */
export interface LinkContext {
  exhibitionId?: string
  registerType?: string
  tenantId?: string
  registerLinkId?: string
  languageType?: LanguageType
  registrationSource?: string
  sourceDeptId?: string
  sourceTicketTypeId?: string
  ticketGiveRecordId?: string
  sourceInviteUserId?: string
  inviteUserId?: string
  sourceCode?: string
  visitingGroupId?: string
  inviteUserName?: string
  fissionParentBladeUserId?: string
  signCodeId?: string
  inviteType?: string
  inviteDeptId?: string
  upgradeTicket?: string
  conferenceTypeId?: string
  conferenceId?: string
  from?: LinkFrom
  fromUrl?: string
  imasterCode?: string
  targetUrl?: LinkTargetUrl
  openId?: string
  pcJumpAccount?: string
  /** `isOpenAdapt=yes`: the link asks for the /jump entry. */
  isOpenAdapt?: boolean
  /** `isOpenGeo=yes`: the link asks for the /geo aggregate page. */
  isOpenGeo?: boolean
}

export type LinkRedirect = '/jump' | '/geo'

export interface ParsedLink {
  context: LinkContext
  redirect?: LinkRedirect
  thirdPartyToken?: string
}

/** Anything shaped like `window.location`. */
export interface LocationLike {
  search?: string
  hash?: string
}
