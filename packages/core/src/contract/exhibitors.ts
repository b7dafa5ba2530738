import { REGISTRATION_CLIENT } from './tickets'

/*
 * The exhibitor portal, part 1 (issue 16): paths and response shapes, one definition for the server that answers and
 * the `<fair-exhibitor-portal>` pages that ask. Spec §7 names the self-service prefix and, under it, Product (page,
 * detail, submit, remove, historyPage, saveHistoryToNow), exhibitorJournal v2 (saveOrUpdate, listHistory, draft) and
 * exhibitorStatus submit; the badge lists (deptCredentialsBiz) under the registration client and
 * formConfigForExhibitorSelf under the config client. What the spec does not name is chosen here in the same style:
 * what only a company's members do under the self-service prefix, credentials beside deptCredentialsBiz, and what needs
 * no token (booth info, an invite code's landing) under a `noToken/` segment as `wx/noToken/getJsSdk` does.
 *
 * Who may call: an exhibitor is a signed-in account that is a member of a company (deptId) taking part in the
 * exhibition; the company admin (created by the organiser) changes company data, invites staff and applies for
 * badges; a staff member may read. The company is never taken from the request: the server finds the caller's
 * company from the token, so another company's ids name nothing (404) and change nothing. Every call answers the
 * spec §7 envelope; these types describe its `data`, in the caller's language (`languageType`).
 *
 * Refusals: a signed-in account that is no member of a company at this exhibition gets 403 on every member call; a
 * staff member calling an (admin) call gets 403; an id of another company's row gets 404. Nothing changes on a refusal.
 *
 * Review states follow the content: saving a submitted catalogue entry as a draft withdraws it (review 'none');
 * submitting it again, or changing products after the exhibits were approved or rejected, puts it back to 'pending'.
 *
 * Login (/exhibitorRegist/login): `POST /api/blade-auth/oauth/token` with `grant_type=password`, `account`, `password`,
 * `tenantId`, `exhibitionId`, `type=exhibitorDept` (any exhibitor registerType). An admin whose password the
 * organiser set (first login) has `mustSetPassword` in ExhibitorInfo and must call `setPassword` first: until then
 * every other member call except `info` answers 403 with the message to set a password. Staff members are ordinary
 * accounts (they sign in by code like visitors) that joined the company through an invitation.
 *
 * Uploads (logo, product images, product video) go to the existing `POST /api/blade-resource/oss/endpoint/put-file`
 * (multipart, `exhibitionId` and `purpose` BEFORE `file`; see EXHIBITOR_UPLOAD_PURPOSES). The purpose selects the
 * content checks (magic bytes, dimensions, size) on the server; the answer is ExhibitorUpload.
 */

export const EXHIBITOR_SELF_SERVICE = '/api/ef-exhibitor-self-service'
const EXH = EXHIBITOR_SELF_SERVICE
const CONFIG_CLIENT = '/api/ef-registration-config-client'

export const EXHIBITOR_PATHS = {
  /** GET ?exhibitionId&registerType? → ExhibitorFormConfig: caps, deadline, categories, upload rules, the initiative letter. No login. */
  formConfig: `${CONFIG_CLIENT}/formConfigForExhibitorSelf`,
  /** GET ?tenantId&exhibitionId&deptId → BoothInfoView (/boothInfo). No token. */
  boothInfo: `${EXH}/noToken/boothInfo`,

  /** GET ?exhibitionId&userId? → ExhibitorInfo: the caller's company, role, booths, progress (spec §3 "Exhibitor info"). userId, when given, must be the caller. */
  info: `${EXH}/exhibitorInfo/detail`,
  /**
   * POST ExhibitorSetPasswordRequest → ExhibitorInfo & NewSession: the first login's own password (only while
   * mustSetPassword). The session in hand ends with the old password: keep the answer's access_token.
   */
  setPassword: `${EXH}/account/setPassword`,
  /** POST ExhibitorPasswordChangeRequest → { changed: true } & NewSession: the exhibitor admin password change of spec §7 (every other session ends). */
  changePassword: `${EXH}/account/updatePassword`,

  /** GET ?exhibitionId → JournalView: this fair's catalogue entry, the kept draft or the submitted entry, or an empty draft. */
  journalDraft: `${EXH}/exhibitorJournal/v2/draft`,
  /** POST JournalSaveRequest (admin) → JournalView. `submit: false` keeps a draft (any fields); `submit: true` checks it complete and sends it to review. */
  journalSave: `${EXH}/exhibitorJournal/v2/saveOrUpdate`,
  /** GET ?exhibitionId → JournalHistoryEntry[]: the company's entries of earlier exhibitions, newest first. */
  journalHistory: `${EXH}/exhibitorJournal/v2/listHistory`,
  /** POST { exhibitionId, id } (admin) → JournalView: an earlier entry copied into this fair's draft (not submitted). */
  journalCopy: `${EXH}/exhibitorJournal/v2/copyHistory`,

  /** GET ?exhibitionId&page&size → ProductPage (with the cap and how many are used). */
  products: `${EXH}/product/page`,
  /** GET ?exhibitionId&id → ProductView. */
  product: `${EXH}/product/detail`,
  /** POST ProductSaveRequest (admin) → ProductView: a new product without `id` (refused over the cap), else that product replaced. */
  productSave: `${EXH}/product/submit`,
  /** POST { exhibitionId, id } (admin) → { removed: true }. */
  productRemove: `${EXH}/product/remove`,
  /** GET ?exhibitionId&page&size → HistoryProductPage: the company's products of earlier exhibitions (/exhibit/previousList). */
  productHistory: `${EXH}/product/historyPage`,
  /** POST { exhibitionId, ids } (admin) → ProductPage: earlier products copied to this fair, all or none (the cap holds). */
  productCopyHistory: `${EXH}/product/saveHistoryToNow`,

  /** POST { exhibitionId, part: 'exhibits' } (admin) → ReviewOverview: the exhibits (at least one product) sent to review. */
  statusSubmit: `${EXH}/exhibitorStatus/submit`,
  /** GET ?exhibitionId → ReviewOverview: the review state of catalogue, exhibits and credentials, with reasons (/auditing). */
  status: `${EXH}/exhibitorStatus/detail`,

  /** POST StaffInviteCreateRequest (admin) → StaffInvitationView: a link token and a short code (/exhCertificationCode, /documentManagement/inviteCodePage). */
  inviteCreate: `${EXH}/staffInvite/create`,
  /** GET ?exhibitionId → StaffInvitationView[] (admin): the company's invitations, newest first. */
  invites: `${EXH}/staffInvite/list`,
  /** POST { exhibitionId, id } (admin) → StaffInvitationView: the link and code stop working. */
  inviteRevoke: `${EXH}/staffInvite/revoke`,
  /** GET ?code → StaffInviteLanding: what an invite code or link opens (/exhibitorSelfService/exhInviteStaff). No login. */
  inviteLanding: `${EXH}/noToken/staffInvite/landing`,
  /** GET ?exhibitionId → StaffInviteState: where the signed-in staff member stands (spec §4 staff invite flow). */
  inviteMine: `${EXH}/staffInvite/mine`,
  /** POST StaffInviteSubmitRequest (any signed-in account of the tenant) → StaffInviteState: own data filled in; the account joins the company as staff. */
  inviteSubmit: `${EXH}/staffInvite/submit`,

  /** GET ?exhibitionId&type? → CredentialList: the company's badges with cap, deadline and prerequisite (/documentManagement/list). */
  credentials: `${REGISTRATION_CLIENT}/deptCredentialsBiz/listDetailByDeptId`,
  /** GET ?exhibitionId&id → CredentialView (/document-manage-info-detail/{type}). */
  credential: `${REGISTRATION_CLIENT}/deptCredentialsBiz/getDeptCredentialsDetailed`,
  /** POST CredentialSaveRequest (admin) → CredentialView: a new draft or a draft/rejected one changed (/formInfoWap). */
  credentialSave: `${REGISTRATION_CLIENT}/deptCredentialsBiz/save`,
  /** POST { exhibitionId, ids } (admin) → CredentialList: drafts and rejected badges applied for (pending); caps, deadline and prerequisite checked, all or none. */
  credentialApply: `${REGISTRATION_CLIENT}/deptCredentialsBiz/apply`,
  /** POST { exhibitionId, id } (admin) → CredentialList: a draft or rejected badge removed (pending and approved ones stay). */
  credentialRemove: `${REGISTRATION_CLIENT}/deptCredentialsBiz/remove`,
  /** GET ?exhibitionId&type? → PreviousCredential[]: the company's staff of earlier exhibitions, to apply again (/document-manage-previous-list/{type}). */
  credentialPrevious: `${REGISTRATION_CLIENT}/deptCredentialsBiz/previousList`,

  /** Organiser (admin key). POST CompanyCreateRequest → CompanyCreated (the admin's first-login password, shown once). */
  adminCreateCompany: '/api/admin/exhibitions/:exhibitionId/exhibitors',
  /** Organiser. GET → AdminCompanyView[]: companies, booths, caps, review states. */
  adminCompanies: '/api/admin/exhibitions/:exhibitionId/exhibitors',
  /** Organiser. PUT ExhibitorSettingsRequest → ExhibitorSettingsView: default caps and the badge deadline of the exhibition. */
  adminSettings: '/api/admin/exhibitions/:exhibitionId/exhibitors/settings',
  /** Organiser. PUT CompanyCapsRequest → AdminCompanyView: one company's caps. */
  adminCompanyCaps: '/api/admin/exhibitions/:exhibitionId/exhibitors/:deptId/caps',
  /** Organiser. GET ?state? → SubmissionView[]: what waits for review (or all). */
  adminSubmissions: '/api/admin/exhibitions/:exhibitionId/exhibitors/submissions',
  /** Organiser. POST ReviewDecisionRequest → SubmissionView: approve or reject (with reason) a catalogue, exhibits or a credential. */
  adminReview: '/api/admin/exhibitions/:exhibitionId/exhibitors/review',
} as const

/** The registerTypes of an exhibitor account (spec §6); all reach the same portal. */
export const EXHIBITOR_REGISTER_TYPES = [
  'exhibitorDept',
  'exhibitorProduct',
  'exhibitorBoard',
  'exhibitorJournal',
  'exhibitor_dept',
  'exhibitor_product',
  'exhibitor_board',
  'electronic_journal',
] as const
export type ExhibitorRegisterType = (typeof EXHIBITOR_REGISTER_TYPES)[number]
/** The registerType of a staff member who came by an invitation (spec §6 "exhibitor-staff-invite"). */
export const EXHIBITOR_STAFF_REGISTER_TYPE = 'exhibitor-staff-invite'

export function isExhibitorRegisterType(value: string | null | undefined): value is ExhibitorRegisterType {
  return (EXHIBITOR_REGISTER_TYPES as readonly string[]).includes(value ?? '')
}

/** A changed password ends every session signed before it; the answer carries the caller's new one. */
export interface NewSession {
  access_token: string
  /** Seconds. */
  expires_in: number
}

/**
 * The registerType under which an approved staff member's entry code is kept: the wallet page reads it with
 * `ticketQrInfo/self?registerType=exhibitorDept` like a visitor's.
 */
export const EXHIBITOR_STAFF_TICKET_REGISTER_TYPE = 'exhibitorDept'

/** Multipart `purpose` of put-file for the portal's files; each selects its own content checks and resizing. */
export const EXHIBITOR_UPLOAD_PURPOSES = ['exhibitorLogo', 'productImage', 'productVideo'] as const
export type ExhibitorUploadPurpose = (typeof EXHIBITOR_UPLOAD_PURPOSES)[number]

/** The sizes the pages show (px): the logo is stored at LOGO_SIZE (cropped to fill), every image also as a thumbnail. */
export const EXHIBITOR_LOGO_SIZE = { width: 600, height: 350 } as const
export const EXHIBITOR_PRODUCT_IMAGE_MAX_SIDE = 1200
export const EXHIBITOR_THUMB_SIDE = 160

/** put-file's answer for a portal purpose. */
export interface ExhibitorUpload {
  fileId: string
  link: string
  name: string
  mimeType: string
  /** Stored pixel size (after resizing); null for a video. */
  width: number | null
  height: number | null
  /** A THUMB_SIDE-px version for lists; null for a video. */
  thumbFileId: string | null
  thumbLink: string | null
}

/** A file the portal shows: the id it was saved with and where to load it. */
export interface FileRef {
  fileId: string
  link: string
  thumbLink: string | null
}

export type ExhibitorRole = 'admin' | 'staff'

/** Standard shell booths of 9, 12 or 15 m², or bare space from 27 m² (spec §9). */
export type BoothType = 'standard' | 'bareSpace'

export interface BoothView {
  id: string
  hall: string
  boothNo: string
  type: BoothType
  /** m², at most 300. */
  area: number
}

/** /boothInfo: a company's booths at an exhibition (no token). */
export interface BoothInfoView {
  exhibitionId: string
  deptId: string
  /** In the caller's language (en falls back to cn when the company has no English name). */
  companyName: string
  booths: BoothView[]
  /** m², the booths added up. */
  totalArea: number
}

/** Review states of spec §4: pending review, approved, not approved. 'none': not submitted yet. */
export type ReviewState = 'none' | 'pending' | 'approved' | 'rejected'

export interface ReviewPart {
  state: ReviewState
  /** The organiser's reason for a rejection, else null. */
  reason: string | null
  submittedAt: string | null
  decidedAt: string | null
}

/** What stands between the company and applying for badges (spec §5). */
export interface CredentialPrerequisite {
  /** The catalogue entry is submitted (pending or approved). */
  journalComplete: boolean
  /** The exhibits are submitted (pending or approved) with at least one product. */
  exhibitsComplete: boolean
  met: boolean
}

/** Spec §3 "Exhibitor info" plus what the portal needs to route and show progress. */
export interface ExhibitorInfo {
  userId: string
  account: string
  role: ExhibitorRole
  /** The organiser set the password; the account must choose its own (setPassword) before anything else. */
  mustSetPassword: boolean
  tenantId: string
  exhibitionId: string
  deptId: string
  deptName: string
  deptEnName: string | null
  fullName: string
  fullEnName: string | null
  exhibitorJournalId: string | null
  exhibitorJournalName: string | null
  exhibitorJournalEnName: string | null
  journalContacts: string | null
  journalContactInformation: string | null
  journalIntroduction: string | null
  journalEnIntroduction: string | null
  journalLogo: FileRef | null
  companyExhibitionVO: {
    deptId: string
    /** The halls of the booths, comma separated ("1H,2H"). */
    exhibitionHallNo: string
    /** The first booth number, and all of them comma separated. */
    boothNo: string
    boothNos: string
  }
  booths: BoothView[]
  catalogue: ReviewPart
  exhibits: ReviewPart
  prerequisite: CredentialPrerequisite
}

export interface ExhibitorFormConfig {
  exhibitionId: string
  /** Per company, unless the organiser set another cap for one company (ExhibitorInfo shows the company's own through the lists). */
  defaultProductCap: number
  defaultCredentialCap: number
  /** ISO instant after which badges are no longer applied for ("Document application closed"), or null. */
  credentialDeadline: string | null
  /** The product categories to choose from (key and label in the caller's language). */
  productCategories: { key: string; label: string }[]
  /** The initiative letter to show before the tick, in the caller's language (plain text, paragraphs by blank lines). */
  initiativeLetter: string
  /** Limits the pages show beside each upload; the server checks the content anyway. */
  uploads: Record<ExhibitorUploadPurpose, { extensions: string[]; minBytes: number | null; maxBytes: number; suggested: { width: number; height: number } | null }>
  /** At most this many images per product. */
  productImagesMax: number
}

/** The catalogue entry's fields as saved (a draft may leave any of them empty). */
export interface JournalFields {
  nameCn: string
  nameEn: string
  contacts: string
  contactInformation: string
  introductionCn: string
  introductionEn: string
  logoFileId: string | null
  initiativeLetterAccepted: boolean
}

export interface JournalView extends JournalFields {
  /** null: nothing saved yet for this fair. */
  id: string | null
  exhibitionId: string
  /** 'draft': kept between visits, not reviewed; 'submitted': sent to review (see `review`). */
  status: 'draft' | 'submitted'
  logo: FileRef | null
  review: ReviewPart
  /** From an earlier exhibition's entry (copy-to-this-fair), or null. */
  copiedFromId: string | null
  updatedAt: string | null
}

export interface JournalHistoryEntry extends JournalFields {
  id: string
  exhibitionId: string
  exhibitionTitle: string
  logo: FileRef | null
  updatedAt: string
}

export interface ProductView {
  id: string
  exhibitionId: string
  nameCn: string
  nameEn: string
  descriptionCn: string
  descriptionEn: string
  category: string
  categoryLabel: string
  images: FileRef[]
  video: FileRef | null
  copiedFromId: string | null
  createdAt: string
  updatedAt: string
}

export interface ProductPage {
  page: number
  size: number
  total: number
  records: ProductView[]
  /** The company's cap at this exhibition and how many products it has. */
  cap: number
  used: number
  exhibits: ReviewPart
}

export interface HistoryProductView extends ProductView {
  exhibitionTitle: string
  /** Already copied to this fair (saveHistoryToNow would add it twice otherwise). */
  copied: boolean
}

export interface HistoryProductPage {
  page: number
  size: number
  total: number
  records: HistoryProductView[]
}

export interface ReviewOverview {
  exhibitionId: string
  catalogue: ReviewPart
  exhibits: ReviewPart
  credentials: { draft: number; pending: number; approved: number; rejected: number }
  /** Rejected badges with their reasons, to fix and apply again. */
  rejectedCredentials: { id: string; name: string; reason: string }[]
  prerequisite: CredentialPrerequisite
}

/** Part 1 knows one kind of badge: the exhibitor staff badge (`/document-manage-info-detail/staff`). */
export type CredentialType = 'staff'
/** draft (filled, not applied) → pending (applied) → approved | rejected; rejected → pending again once changed and applied. */
export type CredentialState = 'draft' | 'pending' | 'approved' | 'rejected'

export interface ApplicantFields {
  name: string
  mobile: string | null
  email: string | null
  /** Resident ID number (checked when given); never shown back in full. */
  idNumber: string | null
  position: string
}

export interface CredentialView {
  id: string
  exhibitionId: string
  type: CredentialType
  state: CredentialState
  reason: string | null
  name: string
  mobile: string | null
  email: string | null
  /** Masked: first 3 and last 2 characters (spec §9 mask), or null. */
  idNumberMasked: string | null
  position: string
  /** 'admin': typed by the company admin; 'invite': the staff member filled it in by an invitation. */
  source: 'admin' | 'invite'
  /** The staff member's account, when it came by an invitation (their wallet gets the entry QR on approval). */
  userId: string | null
  appliedAt: string | null
  decidedAt: string | null
  updatedAt: string
}

export interface CredentialList {
  exhibitionId: string
  cap: number
  /** Badges that count against the cap: pending and approved. */
  used: number
  deadline: string | null
  /** The deadline has passed: nothing more may be applied for. */
  closed: boolean
  prerequisite: CredentialPrerequisite
  records: CredentialView[]
}

export interface PreviousCredential {
  id: string
  exhibitionId: string
  exhibitionTitle: string
  name: string
  mobile: string | null
  email: string | null
  position: string
}

export interface StaffInvitationView {
  id: string
  exhibitionId: string
  /** 8 characters, letters and digits without look-alikes: typed on /exhibitorSelfService/exhInviteStaff. */
  code: string
  /** The hash route to share as a link or QR (the page adds the origin). */
  linkPath: string
  maxUses: number
  uses: number
  expiresAt: string
  revoked: boolean
  createdAt: string
}

export interface StaffInviteLanding {
  tenantId: string
  exhibitionId: string
  exhibitionTitle: string
  deptId: string
  companyName: string
  booths: BoothView[]
  /** null: the invitation may be used; else why not (in the caller's language). */
  refusal: { code: 'revoked' | 'expired' | 'used' | 'closed'; message: string } | null
}

/** Spec §4 staff invite flow: incomplete → the form; complete, unapproved → auditing; complete and approved → confirmation. */
export interface StaffInviteState {
  step: 'form' | 'auditing' | 'confirmation'
  credential: CredentialView | null
  companyName: string | null
}

/** Organiser views (admin CLI). */
export interface CompanyCreated {
  deptId: string
  adminAccount: string
  /** Shown once; the admin must choose their own at first login. */
  firstLoginPassword: string
  booths: BoothView[]
}

export interface AdminCompanyView {
  deptId: string
  nameCn: string
  nameEn: string | null
  fullNameCn: string
  fullNameEn: string | null
  adminAccount: string
  booths: BoothView[]
  productCap: number
  credentialCap: number
  products: number
  credentials: { draft: number; pending: number; approved: number; rejected: number }
  catalogue: ReviewPart
  exhibits: ReviewPart
}

export interface ExhibitorSettingsView {
  exhibitionId: string
  defaultProductCap: number
  defaultCredentialCap: number
  credentialDeadline: string | null
}

export type SubmissionKind = 'catalogue' | 'exhibits' | 'credential'

export interface SubmissionView {
  kind: SubmissionKind
  /** The credential's id; for catalogue and exhibits the company's deptId. */
  id: string
  deptId: string
  companyName: string
  /** What is reviewed, in one line (the entry's name, "3 products", the applicant's name and position). */
  summary: string
  state: Exclude<ReviewState, 'none'>
  reason: string | null
  submittedAt: string | null
  decidedAt: string | null
}
