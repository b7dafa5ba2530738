import type { ExhibitionRef } from '@fairpass/core/area'
import {
  REFERRAL_PATHS as R,
  type ReferralInvitation,
  type ReferralInviter,
  type ReferralNoticeTemplate,
  type ReferralRanking,
  type ReferralRecordList,
  type ReferralSent,
} from '@fairpass/core/contract'
import { createStrictHttp, http } from '@fairpass/core/http'
import type { ReferralChannel, ReferralRecipientInput } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/*
 * The invitation pages' calls (core/contract/referrals.ts). The invitation, records and ranking are the caller's own,
 * found by the server from the token.
 */

/** Shows nothing: the form words a refusal beside itself; the landing page says an invalid link in its place. */
const quiet = createStrictHttp()

export const fetchInvitation = (ref: ExhibitionRef) => http.get<ReferralInvitation>(R.invitation, scopeOf(ref))
export const fetchRecords = (ref: ExhibitionRef) => http.get<ReferralRecordList>(R.records, scopeOf(ref))
export const fetchRanking = (ref: ExhibitionRef) => http.get<ReferralRanking>(R.ranking, scopeOf(ref))
export const fetchNotice = (ref: ExhibitionRef, channel: ReferralChannel) => http.get<ReferralNoticeTemplate>(R.noticeTemplate, { ...scopeOf(ref), channel })
export const sendInvitation = (ref: ExhibitionRef, recipient: ReferralRecipientInput) => quiet.post<ReferralSent>(R.send, { ...scopeOf(ref), recipient })
export const fetchInviter = (ref: ExhibitionRef, sourceInviteUserId: string) => quiet.get<ReferralInviter>(R.inviter, { ...scopeOf(ref), sourceInviteUserId })
