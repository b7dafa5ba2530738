import { z } from 'zod'
import { visitingGroupLeaderStateSchema } from './groups'

/*
 * Replies of the general and registration calls of spec §7 whose types lived beside the server's code: the route
 * types hold the server's answers to these schemas, and the server tests hold the schemas to the answers
 * (http/schemas.ts assertReplyData).
 */

/** The visitor as every user call answers it (spec §7 addAndGetAll "returns the user record"; docs/architecture.md UserInfo). */
export const userInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  // Open: the exhibition's own profile fields (formConfig/listForUser names them), different per exhibition.
  profile: z.record(z.string(), z.unknown()),
  /** The unsent form, so the profile page can resume where the visitor left. */
  draft: z.record(z.string(), z.unknown()).nullable(),
  userExhibitionVO: z.object({
    registerType: z.string(),
    topRegisterType: z.string().nullable(),
    /** `succ` means the profile is complete. */
    completeResult: z.enum(['succ', 'fail']),
    /** `approve` means approved; anything else is under review or refused. */
    examineResult: z.enum(['approve', 'pending', 'reject']).nullable(),
    examineReason: z.string().nullable(),
    questionnaireResult: z.string().nullable(),
    questionnaireTwoResult: z.string().nullable(),
    questionnaireThreeResult: z.string().nullable(),
  }),
  userQr: z.string().nullable(),
  userCode: z.string().nullable(),
  deptId: z.string().nullable(),
  isHaveTicket: z.boolean(),
  isHaveConferenceRegistration: z.boolean(),
  /** When present, post-login routing leaves the app for this URL (with the open id). */
  jumpUrl: z.string().nullable(),
  visitingGroupLeaderVO: visitingGroupLeaderStateSchema.nullable(),
})

/** The answer of update-password: a fresh session (the other sessions of the account end). */
export const passwordUpdatedSchema = z.object({ access_token: z.string(), token_type: z.literal('bearer'), expires_in: z.number() })

/** /geo: the registration links the organiser publishes (`registerConfig/entries`). */
export const entryLinksSchema = z.object({
  exhibitionTitle: z.string(),
  entries: z.array(
    z.object({
      registerType: z.string(),
      languageType: z.string(),
      title: z.string(),
      description: z.string(),
      // Open: the link's parameters (tenantId, exhibitionId, registerType, languageType, registerLinkId, …).
      query: z.record(z.string(), z.string()),
    }),
  ),
})

/** A content page (`staticPage/detail`): ordered sections, a heading and its lines. */
export const staticPageSchema = z.object({
  type: z.string(),
  languageType: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
})

/** A special invitation as /special shows it before login (`specialInvite/detail`). */
export const specialInviteSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  exhibitionId: z.string(),
  registerType: z.string(),
  guestName: z.string(),
  company: z.string(),
  title: z.string(),
  inviterName: z.string(),
  used: z.boolean(),
})

/** The SMS link to the entry code (`ticketQrInfo/link`): its token, when it stops working (epoch ms), its path. */
export const ticketLinkSchema = z.object({ token: z.string(), expiresAt: z.number(), path: z.string() })

/** A business card read on the server: the fields found and the lines read. */
export const cardRecognitionSchema = z.object({
  fields: z.partialRecord(z.enum(['name', 'company', 'position', 'phone', 'email', 'address', 'website']), z.string()),
  lines: z.array(z.string()),
})

/** Questionnaires answered for someone else (`submitForOther`): that person's questionnaire state. */
export const questionnaireResultsSchema = z.object({
  userId: z.string(),
  questionnaireResult: z.string().nullable(),
  questionnaireTwoResult: z.string().nullable(),
  questionnaireThreeResult: z.string().nullable(),
})
