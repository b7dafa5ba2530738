import type { z } from 'zod'
import type * as S from './schemas/groups'
/*
 * The group manager (issue 18, `<fair-group-manager>`): a group leader (register type visitingGroup) manages one group
 * per exhibition and its members. The group is always the caller's own, found from the token at the request's
 * exhibition and never read from the request; a member id of another group answers 404 and changes nothing; a caller
 * without a visitingGroup registration there is refused 403. Every answer is the spec §7 envelope and these types
 * describe its `data`, in the caller's language (`languageType`).
 *
 * Spec §7 names no group calls; they are chosen here in the style of the registration client's userRelation calls.
 * A member joins by the group's link (`visitingGroupId` in the registration link, spec §2 link parameters): the
 * registration records it and `join` adds the signed-in visitor to that group.
 */

const CLIENT = '/api/ef-registration-client/visitingGroup'

export const GROUP_PATHS = {
  /* The leader's group (/groupManagement, /groupManagement/form). */
  /** GET ?exhibitionId → GroupView | null: the caller's group at the exhibition (null before it is created). */
  detail: `${CLIENT}/detail`,
  /** POST GroupSaveRequest → GroupView: creates the caller's group, or changes its name, company and expected size. */
  save: `${CLIENT}/save`,

  /* Members (/groupManagement/operateList, /groupManagement/detail). */
  /** GET ?exhibitionId → GroupMemberView[]: every member with their registration, review and entry-code state, in the order added. */
  members: `${CLIENT}/member/list`,
  /** POST GroupMemberSaveRequest → GroupMemberView: one member added; 409 at the cap or for a mobile/e-mail already in the group. */
  addMember: `${CLIENT}/member/add`,
  /** POST GroupMemberUpdateRequest → GroupMemberView. */
  updateMember: `${CLIENT}/member/update`,
  /** POST GroupMemberRefRequest → { removed: true }. */
  removeMember: `${CLIENT}/member/remove`,
  /**
   * POST GroupImportRequest (xlsx or csv as base64) → GroupImportResult: every bad row with its number and reason, the
   * good rows added in one transaction (nothing when the good rows would pass the cap). A file with formulas, more
   * than GROUP_IMPORT_ROWS_MAX rows, or that is not the format named is refused whole (400).
   */
  importMembers: `${CLIENT}/member/import`,
  /** GET ?exhibitionId&format=xlsx|csv → the template file (bilingual headers), an attachment. */
  template: `${CLIENT}/member/template`,

  /* An earlier fair (/groupManagement/previousData). */
  /** GET ?exhibitionId → PreviousGroupView[]: the caller's groups at the tenant's other exhibitions, with their members. */
  previous: `${CLIENT}/previous/list`,
  /** POST GroupCopyRequest → GroupCopyResult: members copied from one of them (all or the ids named); those already in the group are skipped. */
  copyPrevious: `${CLIENT}/previous/copy`,

  /* Joining and codes (/groupManagement/qrCode, /groupManagement/printCode). */
  /** GET ?exhibitionId → GroupJoinLink: what the group QR carries. */
  qrCode: `${CLIENT}/qrCode`,
  /** GET ?exhibitionId&languageType → a PDF of the members' entry codes (QR and 10-digit code); members without one listed without. */
  printCode: `${CLIENT}/printCode`,
  /** GET ?exhibitionId&visitingGroupId, no login → GroupJoinInfo: whose group the link opens (the code is the capability). */
  joinInfo: `${CLIENT}/noToken/joinInfo`,
  /** POST GroupJoinRequest (any signed-in visitor registered at the exhibition) → GroupJoined; 409 when the group is full. */
  join: `${CLIENT}/join`,
} as const

export type GroupView = z.infer<typeof S.groupViewSchema>

/** How far a member got: not registered, profile incomplete, in review, approved, rejected. */
export type GroupMemberRegistration = z.infer<typeof S.groupMemberRegistrationSchema>

export type GroupMemberView = z.infer<typeof S.groupMemberViewSchema>

export type GroupImportRowError = z.infer<typeof S.groupImportRowErrorSchema>

export type GroupImportResult = z.infer<typeof S.groupImportResultSchema>

export type PreviousGroupView = z.infer<typeof S.previousGroupViewSchema>

export type GroupCopyResult = z.infer<typeof S.groupCopyResultSchema>

export type GroupJoinLink = z.infer<typeof S.groupJoinLinkSchema>

export type GroupJoinInfo = z.infer<typeof S.groupJoinInfoSchema>

export type GroupJoined = z.infer<typeof S.groupJoinedSchema>

/** visitingGroupLeaderVO of UserInfo (spec §3, §4 rule 6) for a visitingGroup registration. */
export type VisitingGroupLeaderState = z.infer<typeof S.visitingGroupLeaderStateSchema>

/** The organiser's list (`npm run admin -- groups`). */
export type AdminGroupView = z.infer<typeof S.adminGroupViewSchema>
