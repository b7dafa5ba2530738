import { z } from 'zod'

export const groupViewSchema = z.object({
  id: z.string(),
  exhibitionId: z.string(),
  name: z.string(),
  company: z.string(),
  expectedSize: z.number(),
  memberCount: z.number(),
  /** The most members the group may have (the exhibition's `functionConfig.groupMemberMax`, else GROUP_MEMBERS_DEFAULT_MAX). */
  memberMax: z.number(),
  /** 0 while the group has no members yet (post-login routing sends the leader to /groupManagement), else 1. */
  processStatus: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string()
})

/** How far a member got: not registered, profile incomplete, in review, approved, rejected. */
export const groupMemberRegistrationSchema = z.enum(['none', 'incomplete', 'pending', 'approve', 'reject'])

export const groupMemberViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string(),
  title: z.string(),
  /** How the member came into the group. */
  source: z.enum(['manual', 'import', 'copy', 'joined']),
  /** The account that registered, once found (by the member's mobile or e-mail, or the join link). */
  registered: z.boolean(),
  registration: groupMemberRegistrationSchema,
  /** An entry code has been issued (an approved registration); its 10-digit code. */
  entryCode: z.string().nullable(),
  /** The member holds a ticket of the exhibition in their wallet. */
  holdsTicket: z.boolean(),
  createdAt: z.string()
})

export const groupImportRowErrorSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number(),
  /** Field → reason, in the caller's language; `_form` when the row as a whole is refused (a duplicate). */
  reasons: z.record(z.string(), z.string())
})

export const groupImportResultSchema = z.object({
  imported: z.number(),
  rows: z.number(),
  errors: z.array(groupImportRowErrorSchema),
  memberCount: z.number(),
  memberMax: z.number()
})

export const previousGroupViewSchema = z.object({
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  name: z.string(),
  company: z.string(),
  members: z.array(groupMemberViewSchema.pick({ id: true, name: true, mobile: true, email: true, company: true, title: true }))
})

export const groupCopyResultSchema = z.object({
  copied: z.number(),
  /** Already in the group (same mobile or e-mail). */
  skipped: z.number(),
  memberCount: z.number()
})

export const groupJoinLinkSchema = z.object({
  /** The link parameter `visitingGroupId`: an unguessable code, not the group's id. */
  visitingGroupId: z.string(),
  /** The hash route a member opens (registration with register type visitor and the code); the QR carries it. */
  path: z.string()
})

export const groupJoinInfoSchema = z.object({
  name: z.string(),
  company: z.string(),
  full: z.boolean()
})

export const groupJoinedSchema = z.object({
  groupName: z.string(),
  company: z.string(),
  memberId: z.string(),
  /** Already a member before this call (the same answer; nothing changed). */
  already: z.boolean()
})

/** visitingGroupLeaderVO of UserInfo (spec §3, §4 rule 6) for a visitingGroup registration. */
export const visitingGroupLeaderStateSchema = z.object({
  processStatus: z.union([z.literal(0), z.literal(1)]),
  groupId: z.string().nullable(),
  memberCount: z.number()
})

/** The organiser's list (`npm run admin -- groups`). */
export const adminGroupViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  leaderAccount: z.string(),
  expectedSize: z.number(),
  memberCount: z.number(),
  members: z.array(groupMemberViewSchema.pick({ name: true, mobile: true, email: true, company: true, title: true, registration: true, entryCode: true })).optional()
})
