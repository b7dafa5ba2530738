import { z } from 'zod'
import { REFERRAL_FORM_TYPES } from '../referrals'

export const referralFormTypeSchema = z.enum(REFERRAL_FORM_TYPES)

export const referralInvitationSchema = z.object({
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  inviterName: z.string(),
  registerType: z.string(),
  sourceInviteUserId: z.string(),
  fissionParentBladeUserId: z.string(),
  /** The hash route of /invite/home with the link parameters (the page adds the origin; the QR shows the same). */
  path: z.string()
})

export const referralInviterSchema = z.object({
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  inviterName: z.string(),
  registerType: z.string()
})

export const referralNoticeTemplateSchema = z.object({
  channel: z.enum(['sms', 'email']),
  subject: z.string(),
  /** The text sent, with the link in it. */
  text: z.string()
})

export const referralSentSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  address: z.string(),
  /** Invitations sent today by the caller, and the most a day allows. */
  sentToday: z.number(),
  dailyMax: z.number()
})

export const referralRecordStatusSchema = z.enum(['invited', 'registered'])

export const referralRecordViewSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email', 'link']),
  /** What the inviter typed; for someone who came by the link, the name masked. */
  name: z.string(),
  address: z.string().nullable(),
  status: referralRecordStatusSchema,
  invitedAt: z.string().nullable(),
  registeredAt: z.string().nullable()
})

export const referralCountsSchema = z.object({
  invited: z.number(),
  registered: z.number()
})

export const referralRecordListSchema = z.object({
  counts: referralCountsSchema,
  records: z.array(referralRecordViewSchema)
})

export const referralRankingRowSchema = z.object({
  rank: z.number(),
  /** Masked (spec §9: first 3 and last 2 characters kept) except the caller's own. */
  name: z.string(),
  registered: z.number(),
  self: z.boolean()
})

export const referralRankingSchema = z.object({
  /** null while the caller has nobody registered through him. */
  rank: z.number().nullable(),
  registered: z.number(),
  inviters: z.number(),
  top: z.array(referralRankingRowSchema)
})

export const referralParentSchema = z.object({
  parentUserId: z.string(),
  /** false when the same parent was already recorded (nothing changed). */
  created: z.boolean()
})
