import type { z } from 'zod'
import type * as S from './schemas/subordinates'
/*
 * Subordinate accounts (issue 18, `<fair-group-manager>` /subordinate…): a group leader (register type visitingGroup)
 * opens accounts for colleagues of the delegation who get no code on a phone of their own (an assistant, members
 * abroad). A subordinate signs in by account name and password (`grant_type=password`, `registerType=subordinate`)
 * and holds a registration of register type `subordinate` at the exhibition, registered by the leader, with an entry
 * code like any visitor's. The subordinates are always the caller's own, found from the token at the request's
 * exhibition; another leader's subordinate answers 404 and nothing changes; a caller without a visitingGroup
 * registration there is refused 403. Every answer is the spec §7 envelope and these types describe its `data`.
 */

const CLIENT = '/api/ef-registration-client/subordinate'

export const SUBORDINATE_REGISTER_TYPE = 'subordinate'

export const SUBORDINATE_PATHS = {
  /** GET ?exhibitionId → SubordinateList: the leader's subordinates in the order created, and the cap. */
  list: `${CLIENT}/list`,
  /** GET ?exhibitionId&id → SubordinateView. */
  detail: `${CLIENT}/detail`,
  /** POST SubordinateCreateRequest → SubordinateView; 409 for an account name taken or at the cap. */
  create: `${CLIENT}/create`,
  /** POST SubordinateUpdateRequest → SubordinateView: the person's name, contact, company and title. */
  update: `${CLIENT}/update`,
  /** POST SubordinateResetRequest → { reset: true }: a new password; the subordinate's sessions end. */
  resetPassword: `${CLIENT}/resetPwd`,
  /** POST SubordinateStatusRequest → SubordinateView: disabled (cannot sign in, sessions end) or enabled again. */
  status: `${CLIENT}/status`,
  /** POST SubordinateRefRequest → { removed: true }: the account is closed for good, its sessions end. */
  remove: `${CLIENT}/remove`,
} as const

export type SubordinateRegistrationState = z.infer<typeof S.subordinateRegistrationStateSchema>

export type SubordinateView = z.infer<typeof S.subordinateViewSchema>

export type SubordinateList = z.infer<typeof S.subordinateListSchema>

/** The organiser's list (`GET /api/admin/exhibitions/:exhibitionId/subordinates`, `npm run admin -- subordinates`). */
export type AdminSubordinateView = z.infer<typeof S.adminSubordinateViewSchema>
