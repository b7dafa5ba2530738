import type { ExhibitionRef } from '@fairpass/core/area'
import { SUBORDINATE_PATHS as S, type SubordinateList, type SubordinateView } from '@fairpass/core/contract'
import { createStrictHttp, http } from '@fairpass/core/http'
import type { GroupMemberInput } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/*
 * The subordinate accounts' calls (core/contract/subordinates.ts). Each names the element's exhibition and the page
 * language; the subordinates are the caller's own, which the server finds from the token.
 */

/** Shows nothing: the pages word these refusals beside the form or button that caused them. */
const quiet = createStrictHttp()

export const fetchSubordinates = (ref: ExhibitionRef) => http.get<SubordinateList>(S.list, scopeOf(ref))
export const fetchSubordinate = (ref: ExhibitionRef, id: string) => http.get<SubordinateView>(S.detail, { ...scopeOf(ref), id })
export const createSubordinate = (ref: ExhibitionRef, input: { account: string; password: string; confirmPassword: string; person: GroupMemberInput }) =>
  http.post<SubordinateView>(S.create, { ...scopeOf(ref), ...input })
export const updateSubordinate = (ref: ExhibitionRef, id: string, person: GroupMemberInput) => http.post<SubordinateView>(S.update, { ...scopeOf(ref), id, person })
export const resetSubordinatePassword = (ref: ExhibitionRef, userId: string, newPassword: string, confirmPassword: string) =>
  http.post<{ reset: true }>(S.resetPassword, { ...scopeOf(ref), userId, newPassword, confirmPassword })
export const setSubordinateEnabled = (ref: ExhibitionRef, id: string, enabled: boolean) => quiet.post<SubordinateView>(S.status, { ...scopeOf(ref), id, enabled })
export const removeSubordinate = (ref: ExhibitionRef, id: string) => quiet.post<{ removed: true }>(S.remove, { ...scopeOf(ref), id })
