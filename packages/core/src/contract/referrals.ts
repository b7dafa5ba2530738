/*
 * Invitations, referrals and ranking (issue 18, `<fair-group-manager>` pages /inviteRegistration,
 * /inviteRegistration-form/{inviteFormType}, /invite/home and /myRanking). A visitor registered at an exhibition gets
 * one invitation there: a link to /invite/home carrying his id as `sourceInviteUserId`, `inviteUserId` and
 * `fissionParentBladeUserId` (spec §2 link parameters). He sends it by SMS or e-mail (the exhibition's notice
 * template, one invitation per address, a daily cap), by QR code or by copying it. Whoever registers through it
 * records him as their fission parent (once: a parent is never changed, nobody is their own parent). Records and
 * counts are the caller's own, found from the token; the ranking masks every name but the caller's.
 *
 * Spec §7 names the calls (registration client: invitation/createOrGet, invite/visitor/detail, invitation/share/link;
 * data client: reg-userInviteRecord/userInviteRecord/list, /count, /get/noticeTemplate,
 * reg-user-data/user/saveFissionParentId); `send` and `ranking` are chosen here in their style.
 */

const REGISTRATION = '/api/ef-registration-client'
const RECORDS = '/api/ef-registration-data-client/reg-userInviteRecord/userInviteRecord'

export const REFERRAL_PATHS = {
  /** GET ?exhibitionId&languageType → ReferralInvitation: the caller's invitation (made on first call). */
  invitation: `${REGISTRATION}/invitation/createOrGet`,
  /** GET ?exhibitionId&registerType&languageType → ReferralInvitation: the same invitation for another register type's link. */
  shareLink: `${REGISTRATION}/invitation/share/link`,
  /** GET ?exhibitionId&sourceInviteUserId, no login → ReferralInviter: who invites (404 for an id with no invitation there). */
  inviter: `${REGISTRATION}/invite/visitor/detail`,
  /** GET ?exhibitionId&channel&languageType → ReferralNoticeTemplate: the message an invitation sends, filled. */
  noticeTemplate: `${RECORDS}/get/noticeTemplate`,
  /** POST ReferralSendRequest → ReferralSent; 409 for an address already invited, 429 past the daily cap. */
  send: `${RECORDS}/send`,
  /** GET ?exhibitionId → ReferralRecordList: the caller's invitations and who registered through his link. */
  records: `${RECORDS}/list`,
  /** GET ?exhibitionId → ReferralCounts. */
  count: `${RECORDS}/count`,
  /** GET ?exhibitionId → ReferralRanking: the caller's rank among the exhibition's inviters and the top list. */
  ranking: `${RECORDS}/ranking`,
  /** POST ReferralParentRequest → ReferralParent: records who invited the caller (refused for oneself or a changed parent). */
  saveParent: '/api/ef-registration-data-client/reg-user-data/user/saveFissionParentId',
} as const

export const REFERRAL_FORM_TYPES = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'] as const
export type ReferralFormType = (typeof REFERRAL_FORM_TYPES)[number]

export interface ReferralInvitation {
  exhibitionId: string
  exhibitionTitle: string
  inviterName: string
  registerType: string
  sourceInviteUserId: string
  fissionParentBladeUserId: string
  /** The hash route of /invite/home with the link parameters (the page adds the origin; the QR shows the same). */
  path: string
}

export interface ReferralInviter {
  exhibitionId: string
  exhibitionTitle: string
  inviterName: string
  registerType: string
}

export interface ReferralNoticeTemplate {
  channel: 'sms' | 'email'
  subject: string
  /** The text sent, with the link in it. */
  text: string
}

export interface ReferralSent {
  id: string
  channel: 'sms' | 'email'
  address: string
  /** Invitations sent today by the caller, and the most a day allows. */
  sentToday: number
  dailyMax: number
}

export type ReferralRecordStatus = 'invited' | 'registered'

export interface ReferralRecordView {
  id: string
  channel: 'sms' | 'email' | 'link'
  /** What the inviter typed; for someone who came by the link, the name masked. */
  name: string
  address: string | null
  status: ReferralRecordStatus
  invitedAt: string | null
  registeredAt: string | null
}

export interface ReferralCounts {
  invited: number
  registered: number
}

export interface ReferralRecordList {
  counts: ReferralCounts
  records: ReferralRecordView[]
}

export interface ReferralRankingRow {
  rank: number
  /** Masked (spec §9: first 3 and last 2 characters kept) except the caller's own. */
  name: string
  registered: number
  self: boolean
}

export interface ReferralRanking {
  /** null while the caller has nobody registered through him. */
  rank: number | null
  registered: number
  inviters: number
  top: ReferralRankingRow[]
}

export interface ReferralParent {
  parentUserId: string
  /** false when the same parent was already recorded (nothing changed). */
  created: boolean
}
