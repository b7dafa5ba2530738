import type { z } from 'zod'
import type * as S from './schemas/referrals'
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

export type ReferralInvitation = z.infer<typeof S.referralInvitationSchema>

export type ReferralInviter = z.infer<typeof S.referralInviterSchema>

export type ReferralNoticeTemplate = z.infer<typeof S.referralNoticeTemplateSchema>

export type ReferralSent = z.infer<typeof S.referralSentSchema>

export type ReferralRecordStatus = z.infer<typeof S.referralRecordStatusSchema>

export type ReferralRecordView = z.infer<typeof S.referralRecordViewSchema>

export type ReferralCounts = z.infer<typeof S.referralCountsSchema>

export type ReferralRecordList = z.infer<typeof S.referralRecordListSchema>

export type ReferralRankingRow = z.infer<typeof S.referralRankingRowSchema>

export type ReferralRanking = z.infer<typeof S.referralRankingSchema>

export type ReferralParent = z.infer<typeof S.referralParentSchema>
