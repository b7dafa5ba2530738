import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import {
  GROUP_PATHS as G,
  type GroupCopyResult,
  type GroupImportResult,
  type GroupJoinLink,
  type GroupMemberView,
  type GroupView,
  type PreviousGroupView,
} from '@fairpass/core/contract'
import { createStrictHttp, fetchFile, http } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'
import type { GroupImportFormat, GroupMemberInput } from '@fairpass/core/validation'

/*
 * Every call of <fair-group-manager>, at the paths of the shared contract (core/contract/groups.ts). Each names the
 * element's exhibition and the page language; the group is the caller's own, which the server finds from the token.
 */

export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

/** Shows nothing: the pages word these refusals beside the form or list that caused them. */
const quiet = createStrictHttp()

export const fetchGroup = (ref: ExhibitionRef) => http.get<GroupView | null>(G.detail, scopeOf(ref))
export const saveGroup = (ref: ExhibitionRef, group: { name: string; company: string; expectedSize: number }) => http.post<GroupView>(G.save, { ...scopeOf(ref), ...group })
export const fetchMembers = (ref: ExhibitionRef) => http.get<GroupMemberView[]>(G.members, scopeOf(ref))
export const addMember = (ref: ExhibitionRef, member: GroupMemberInput) => http.post<GroupMemberView>(G.addMember, { ...scopeOf(ref), member })
export const updateMember = (ref: ExhibitionRef, id: string, member: GroupMemberInput) => http.post<GroupMemberView>(G.updateMember, { ...scopeOf(ref), id, member })
export const removeMember = (ref: ExhibitionRef, id: string) => quiet.post<{ removed: true }>(G.removeMember, { ...scopeOf(ref), id })
export const importMembers = (ref: ExhibitionRef, format: GroupImportFormat, content: string) =>
  quiet.post<GroupImportResult>(G.importMembers, { ...scopeOf(ref), format, content })
export const fetchPrevious = (ref: ExhibitionRef) => http.get<PreviousGroupView[]>(G.previous, scopeOf(ref))
export const copyPrevious = (ref: ExhibitionRef, fromExhibitionId: string) => quiet.post<GroupCopyResult>(G.copyPrevious, { ...scopeOf(ref), fromExhibitionId })
export const fetchJoinLink = (ref: ExhibitionRef) => http.get<GroupJoinLink>(G.qrCode, scopeOf(ref))

/** A file answer (the template, the code sheet), the leader's only (core/http fetchFile). */
export function fetchGroupFile(ref: ExhibitionRef, path: string, params: Record<string, string> = {}): Promise<Blob> {
  const scope = scopeOf(ref)
  return fetchFile(path, { tenantId: ref.tenantId, query: { exhibitionId: scope.exhibitionId, languageType: scope.languageType, ...params } })
}
