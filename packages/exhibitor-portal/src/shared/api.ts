import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import { http } from '@fairpass/core/http'
import { $apiBase, $language } from '@fairpass/core/session'
import {
  EXHIBITOR_PATHS as P,
  EXHIBITOR_STAFF_TICKET_REGISTER_TYPE,
  REGISTRATION_CLIENT,
  type TicketInfo,
  type BoothInfoView,
  type CredentialList,
  type CredentialView,
  type ExhibitorFormConfig,
  type ExhibitorInfo,
  type ExhibitorUpload,
  type ExhibitorUploadPurpose,
  type HistoryProductPage,
  type JournalHistoryEntry,
  type JournalView,
  type NewSession,
  type PreviousCredential,
  type ProductPage,
  type ProductView,
  type ReviewOverview,
  type StaffInvitationView,
  type StaffInviteLanding,
  type StaffInviteState,
} from '@fairpass/core/contract'
import type { ApplicantInput, JournalDraftInput, ProductFieldsInput } from '@fairpass/core/validation'

/*
 * Every call of <fair-exhibitor-portal>, at the paths of the shared contract (core/contract/exhibitors.ts). Each names
 * the element's exhibition and the page language; the company is never sent: the server finds it from the token.
 */

export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

export interface ExhibitorToken {
  access_token: string
  user_id: string
  dept_id?: string
  account?: string
}

/** The password login of an exhibitor account (spec §7 token call with an exhibitor registerType). */
export const exhibitorLogin = (ref: ExhibitionRef, account: string, password: string) =>
  http.post<ExhibitorToken>('/api/blade-auth/oauth/token', {
    grant_type: 'password',
    account,
    password,
    privacyMark: true,
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    type: ref.registerType,
    registerType: ref.registerType,
    languageType: $language.get(),
  })

export const fetchFormConfig = (ref: ExhibitionRef) => http.get<ExhibitorFormConfig>(P.formConfig, scopeOf(ref))
export const fetchBoothInfo = (ref: ExhibitionRef, deptId: string) => http.get<BoothInfoView>(P.boothInfo, { ...scopeOf(ref), deptId })
export const fetchInfo = (ref: ExhibitionRef) => http.get<ExhibitorInfo>(P.info, scopeOf(ref))

export const setPassword = (ref: ExhibitionRef, newPassword: string, newPassword1: string) =>
  http.post<ExhibitorInfo & NewSession>(P.setPassword, { ...scopeOf(ref), newPassword, newPassword1 })
export const changePassword = (ref: ExhibitionRef, oldPassword: string, newPassword: string, newPassword1: string) =>
  http.post<{ changed: true } & NewSession>(P.changePassword, { ...scopeOf(ref), oldPassword, newPassword, newPassword1 })

export const fetchJournalDraft = (ref: ExhibitionRef) => http.get<JournalView>(P.journalDraft, scopeOf(ref))
export const saveJournal = (ref: ExhibitionRef, journal: JournalDraftInput, submit: boolean) => http.post<JournalView>(P.journalSave, { ...scopeOf(ref), journal, submit })
export const fetchJournalHistory = (ref: ExhibitionRef) => http.get<JournalHistoryEntry[]>(P.journalHistory, scopeOf(ref))
export const copyJournal = (ref: ExhibitionRef, id: string) => http.post<JournalView>(P.journalCopy, { ...scopeOf(ref), id })

export const fetchProducts = (ref: ExhibitionRef, page = 1, size = 50) => http.get<ProductPage>(P.products, { ...scopeOf(ref), page: String(page), size: String(size) })
export const fetchProduct = (ref: ExhibitionRef, id: string) => http.get<ProductView>(P.product, { ...scopeOf(ref), id })
export const saveProduct = (ref: ExhibitionRef, product: ProductFieldsInput, id?: string) => http.post<ProductView>(P.productSave, { ...scopeOf(ref), ...(id ? { id } : {}), product })
export const removeProduct = (ref: ExhibitionRef, id: string) => http.post<{ removed: true }>(P.productRemove, { ...scopeOf(ref), id })
export const fetchProductHistory = (ref: ExhibitionRef, page = 1, size = 50) =>
  http.get<HistoryProductPage>(P.productHistory, { ...scopeOf(ref), page: String(page), size: String(size) })
export const copyProducts = (ref: ExhibitionRef, ids: string[]) => http.post<ProductPage>(P.productCopyHistory, { ...scopeOf(ref), ids })
export const submitExhibits = (ref: ExhibitionRef) => http.post<ReviewOverview>(P.statusSubmit, { ...scopeOf(ref), part: 'exhibits' })
export const fetchStatus = (ref: ExhibitionRef) => http.get<ReviewOverview>(P.status, scopeOf(ref))

export const createInvite = (ref: ExhibitionRef, maxUses: number, validDays: number) => http.post<StaffInvitationView>(P.inviteCreate, { ...scopeOf(ref), maxUses, validDays })
export const fetchInvites = (ref: ExhibitionRef) => http.get<StaffInvitationView[]>(P.invites, scopeOf(ref))
export const revokeInvite = (ref: ExhibitionRef, id: string) => http.post<StaffInvitationView>(P.inviteRevoke, { ...scopeOf(ref), id })
export const fetchInviteLanding = (code: string) => http.get<StaffInviteLanding>(P.inviteLanding, { code, languageType: $language.get() })
export const fetchInviteMine = (ref: ExhibitionRef) => http.get<StaffInviteState>(P.inviteMine, scopeOf(ref))
export const submitInvite = (ref: ExhibitionRef, code: string, applicant: ApplicantInput) => http.post<StaffInviteState>(P.inviteSubmit, { ...scopeOf(ref), code, applicant })

/** An approved staff member's entry code: kept as a registration of the exhibitor type, read like a visitor's. */
export const fetchStaffEntry = (ref: ExhibitionRef) =>
  http.get<TicketInfo>(`${REGISTRATION_CLIENT}/ticketQrInfo/self`, { ...scopeOf(ref), registerType: EXHIBITOR_STAFF_TICKET_REGISTER_TYPE })

export const fetchCredentials = (ref: ExhibitionRef) => http.get<CredentialList>(P.credentials, { ...scopeOf(ref), type: 'staff' })
export const fetchCredential = (ref: ExhibitionRef, id: string) => http.get<CredentialView>(P.credential, { ...scopeOf(ref), id })
export const saveCredential = (ref: ExhibitionRef, applicant: ApplicantInput, id?: string) =>
  http.post<CredentialView>(P.credentialSave, { ...scopeOf(ref), ...(id ? { id } : {}), type: 'staff', applicant })
export const applyCredentials = (ref: ExhibitionRef, ids: string[]) => http.post<CredentialList>(P.credentialApply, { ...scopeOf(ref), ids })
export const removeCredential = (ref: ExhibitionRef, id: string) => http.post<CredentialList>(P.credentialRemove, { ...scopeOf(ref), id })
export const fetchPreviousCredentials = (ref: ExhibitionRef) => http.get<PreviousCredential[]>(P.credentialPrevious, { ...scopeOf(ref), type: 'staff' })

/** The server picks the content rule by `purpose`, so the fields go before the file (multipart is read in order). */
export function uploadFile(ref: ExhibitionRef, purpose: ExhibitorUploadPurpose, file: File): Promise<ExhibitorUpload> {
  const form = new FormData()
  form.append('exhibitionId', ref.exhibitionId)
  form.append('purpose', purpose)
  form.append('file', file, file.name)
  return http.upload<ExhibitorUpload>(`/api/blade-resource/oss/endpoint/put-file?languageType=${$language.get()}`, form)
}

/**
 * A stored file's address for an <img> or <video>: the server answers paths on its own origin, and an element on a
 * partner's page (another origin) would otherwise ask the partner's server for them.
 */
export function fileHref(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? `${$apiBase.get().replace(/\/+$/, '')}${link}` : link
}
