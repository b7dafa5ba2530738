import type { ExhibitionRef } from '@fairpass/core/area'
import {
  EXHIBITOR_SERVICE_PATHS as S,
  type ExhibitorServiceUploadPurpose,
  type ExhibitorUpload,
  type InvitationTemplateView,
  type InviteBatchResult,
  type InviteRecordPage,
  type InviteRecordStatus,
  type VipInviteView,
} from '@fairpass/core/contract'
import { http } from '@fairpass/core/http'
import { $apiBase, $language } from '@fairpass/core/session'
import type { InviteBatchRequest, VipInviteSaveRequest } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/* The VIP buyer invitation calls (core/contract/exhibitorServices.ts); the company is the token's, never sent. */

// Every template: their registerType names whom they invite (buyers register as visitors), not the exhibitor's link.
export const fetchTemplates = (ref: ExhibitionRef) => http.get<InvitationTemplateView[]>(S.invitationTemplates, { ...scopeOf(ref), registerType: undefined })
export const fetchVipInvite = (ref: ExhibitionRef) => http.get<VipInviteView>(S.vipInvite, scopeOf(ref))

type Scoped = 'tenantId' | 'exhibitionId' | 'languageType'
export const saveVipInvite = (ref: ExhibitionRef, input: Omit<VipInviteSaveRequest, Scoped>) => http.post<VipInviteView>(S.vipInviteSave, { ...scopeOf(ref), ...input })
export const sendInviteBatch = (ref: ExhibitionRef, input: Omit<InviteBatchRequest, Scoped>) => http.post<InviteBatchResult>(S.inviteBatch, { ...scopeOf(ref), ...input })
export const fetchInviteRecords = (ref: ExhibitionRef, status: InviteRecordStatus | undefined, page = 1, size = 100) =>
  http.get<InviteRecordPage>(S.inviteRecords, { ...scopeOf(ref), status, page, size })

/** Part 2's own upload purpose (the invite image); the fields go before the file, as the server reads them in order. */
export function uploadServiceFile(ref: ExhibitionRef, purpose: ExhibitorServiceUploadPurpose, file: File): Promise<ExhibitorUpload> {
  const form = new FormData()
  form.append('exhibitionId', ref.exhibitionId)
  form.append('purpose', purpose)
  form.append('file', file, file.name)
  return http.upload<ExhibitorUpload>(`/api/blade-resource/oss/endpoint/put-file?languageType=${$language.get()}`, form)
}

/**
 * The company's invitation link as a buyer opens it: the app's address with the server's hash route. Embedded on a
 * partner's page the app lives at the API's origin (the element routes in memory there).
 */
export function vipLink(invite: Pick<VipInviteView, 'linkPath'>): string {
  const apiBase = $apiBase.get().replace(/\/+$/, '')
  const path = invite.linkPath.replace(/^\//, '')
  if (apiBase) return `${apiBase}/${path}`
  return typeof location === 'undefined' ? invite.linkPath : `${location.origin}${location.pathname}${path}`
}
