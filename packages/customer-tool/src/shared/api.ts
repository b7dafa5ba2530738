import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import {
  CUSTOMER_PATHS as C,
  type CustomerCount,
  type CustomerDetail,
  type CustomerExportPage,
  type CustomerLabel,
  type CustomerPage,
  type CustomerPreview,
  type CustomerSurvey,
  type FollowUpState,
  type LeadTransferResult,
  type MembershipKind,
  type MembershipOrderView,
  type MembershipState,
  type PermissionPage,
  type ScanResult,
} from '@fairpass/core/contract'
import { createStrictHttp, http } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'

/*
 * Every call of <fair-customer-tool>, at the paths of the shared contract (core/contract/customers.ts). Each names the
 * element's exhibition and the page language; the company and the staff member are the caller's, which the server
 * finds from the token.
 */

export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

/** Shows nothing: the pages word these refusals beside the form, list or queue that caused them. */
const quiet = createStrictHttp()

export interface CustomerFilter {
  keyword?: string
  labelId?: string
  followUp?: FollowUpState
  owner?: 'all' | 'mine'
}

const present = <T extends object>(filter: T): Partial<T> => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>

export const fetchMembership = (ref: ExhibitionRef) => http.get<MembershipState>(C.membership, scopeOf(ref))
export const placeMembershipOrder = (ref: ExhibitionRef, kind: MembershipKind) => quiet.post<MembershipOrderView>(C.placeOrder, { ...scopeOf(ref), kind })

export const fetchCustomers = (ref: ExhibitionRef, filter: CustomerFilter, cursor: string | null, pageSize: number) =>
  http.get<CustomerPage>(C.list, { ...scopeOf(ref), ...present(filter), ...(cursor ? { cursor } : {}), size: pageSize })
export const fetchCount = (ref: ExhibitionRef) => http.get<CustomerCount>(C.count, scopeOf(ref))
export const fetchCustomer = (ref: ExhibitionRef, id: string) => http.get<CustomerDetail>(C.detail, { ...scopeOf(ref), id })
export const previewByCode = (ref: ExhibitionRef, code: string) => quiet.get<CustomerPreview>(C.byQrCode, { ...scopeOf(ref), code })
export const previewByMobile = (ref: ExhibitionRef, mobile: string) => quiet.get<CustomerPreview>(C.byMobile, { ...scopeOf(ref), mobile })

/** The offline queue's send: quiet, since the queue shows what happened to each scan beside it. */
export const sendScan = (ref: ExhibitionRef, scan: { clientScanId: string; code: string; scannedAt: string }) =>
  quiet.post<ScanResult>(C.scan, { ...scopeOf(ref), ...scan })
export const saveByMobile = (ref: ExhibitionRef, input: { clientScanId: string; mobile: string; name?: string; company?: string; title?: string }) =>
  quiet.post<ScanResult>(C.save, { ...scopeOf(ref), ...present(input) })
export const updateCustomer = (ref: ExhibitionRef, id: string, change: { labelIds?: string[]; followUp?: FollowUpState }) =>
  quiet.post<CustomerDetail>(C.update, { ...scopeOf(ref), id, ...change })
export const addNote = (ref: ExhibitionRef, id: string, clientNoteId: string, text: string) => quiet.post<CustomerDetail>(C.noteAdd, { ...scopeOf(ref), id, clientNoteId, text })
export const removeNote = (ref: ExhibitionRef, id: string, noteId: string) => http.post<CustomerDetail>(C.noteRemove, { ...scopeOf(ref), id, noteId })

export const fetchLabels = (ref: ExhibitionRef) => http.get<CustomerLabel[]>(C.labels, scopeOf(ref))
export const saveLabel = (ref: ExhibitionRef, name: string) => quiet.post<CustomerLabel[]>(C.labelSave, { ...scopeOf(ref), name })

export const fetchSurvey = (ref: ExhibitionRef) => http.get<CustomerSurvey>(C.surveyUrl, scopeOf(ref))
export const submitSurvey = (ref: ExhibitionRef, id: string, answers: Record<string, string | string[]>) =>
  quiet.post<CustomerDetail>(C.surveySubmit, { ...scopeOf(ref), id, answers })

export const fetchExportPage = (ref: ExhibitionRef, filter: CustomerFilter, cursor: string | null, size: number) =>
  http.get<CustomerExportPage>(C.exportPage, { ...scopeOf(ref), ...present(filter), ...(cursor ? { cursor } : {}), size })

export const fetchPermissions = (ref: ExhibitionRef) => http.get<PermissionPage>(C.permissionPage, scopeOf(ref))
export const submitPermissions = (ref: ExhibitionRef, changes: { userId: string; authorised: boolean }[]) => quiet.post<PermissionPage>(C.permissionSubmit, { ...scopeOf(ref), changes })
export const transferLeads = (ref: ExhibitionRef, fromUserId: string, toUserId: string) => quiet.post<LeadTransferResult>(C.transfer, { ...scopeOf(ref), fromUserId, toUserId })
