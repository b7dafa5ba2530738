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

export interface GroupView {
  id: string
  exhibitionId: string
  name: string
  company: string
  expectedSize: number
  memberCount: number
  /** The most members the group may have (the exhibition's `functionConfig.groupMemberMax`, else GROUP_MEMBERS_DEFAULT_MAX). */
  memberMax: number
  /** 0 while the group has no members yet (post-login routing sends the leader to /groupManagement), else 1. */
  processStatus: 0 | 1
  createdAt: string
}

/** How far a member got: not registered, profile incomplete, in review, approved, rejected. */
export type GroupMemberRegistration = 'none' | 'incomplete' | 'pending' | 'approve' | 'reject'

export interface GroupMemberView {
  id: string
  name: string
  mobile: string | null
  email: string | null
  company: string
  title: string
  /** How the member came into the group. */
  source: 'manual' | 'import' | 'copy' | 'joined'
  /** The account that registered, once found (by the member's mobile or e-mail, or the join link). */
  registered: boolean
  registration: GroupMemberRegistration
  /** An entry code has been issued (an approved registration); its 10-digit code. */
  entryCode: string | null
  /** The member holds a ticket of the exhibition in their wallet. */
  holdsTicket: boolean
  createdAt: string
}

export interface GroupImportRowError {
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: number
  /** Field → reason, in the caller's language; `_form` when the row as a whole is refused (a duplicate). */
  reasons: Record<string, string>
}

export interface GroupImportResult {
  imported: number
  rows: number
  errors: GroupImportRowError[]
  memberCount: number
  memberMax: number
}

export interface PreviousGroupView {
  exhibitionId: string
  exhibitionTitle: string
  name: string
  company: string
  members: Array<Pick<GroupMemberView, 'id' | 'name' | 'mobile' | 'email' | 'company' | 'title'>>
}

export interface GroupCopyResult {
  copied: number
  /** Already in the group (same mobile or e-mail). */
  skipped: number
  memberCount: number
}

export interface GroupJoinLink {
  /** The link parameter `visitingGroupId`: an unguessable code, not the group's id. */
  visitingGroupId: string
  /** The hash route a member opens (registration with register type visitor and the code); the QR carries it. */
  path: string
}

export interface GroupJoinInfo {
  name: string
  company: string
  full: boolean
}

export interface GroupJoined {
  groupName: string
  company: string
  memberId: string
  /** Already a member before this call (the same answer; nothing changed). */
  already: boolean
}

/** visitingGroupLeaderVO of UserInfo (spec §3, §4 rule 6) for a visitingGroup registration. */
export interface VisitingGroupLeaderState {
  processStatus: 0 | 1
  groupId: string | null
  memberCount: number
}

/** The organiser's list (`npm run admin -- groups`). */
export interface AdminGroupView {
  id: string
  name: string
  company: string
  leaderAccount: string
  expectedSize: number
  memberCount: number
  members?: Array<Pick<GroupMemberView, 'name' | 'mobile' | 'email' | 'company' | 'title' | 'registration' | 'entryCode'>>
}
