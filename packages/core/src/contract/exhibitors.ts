import type { z } from 'zod'
import type * as S from './schemas/exhibitors'
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
export type NewSession = z.infer<typeof S.newSessionSchema>

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
export type ExhibitorUpload = z.infer<typeof S.exhibitorUploadSchema>

/** A file the portal shows: the id it was saved with and where to load it. */
export type FileRef = z.infer<typeof S.fileRefSchema>

export type ExhibitorRole = z.infer<typeof S.exhibitorRoleSchema>

/** Standard shell booths of 9, 12 or 15 m², or bare space from 27 m² (spec §9). */
export type BoothType = z.infer<typeof S.boothTypeSchema>

export type BoothView = z.infer<typeof S.boothViewSchema>

/** /boothInfo: a company's booths at an exhibition (no token). */
export type BoothInfoView = z.infer<typeof S.boothInfoViewSchema>

/** Review states of spec §4: pending review, approved, not approved. 'none': not submitted yet. */
export type ReviewState = z.infer<typeof S.reviewStateSchema>

export type ReviewPart = z.infer<typeof S.reviewPartSchema>

/** What stands between the company and applying for badges (spec §5). */
export type CredentialPrerequisite = z.infer<typeof S.credentialPrerequisiteSchema>

/** Spec §3 "Exhibitor info" plus what the portal needs to route and show progress. */
export type ExhibitorInfo = z.infer<typeof S.exhibitorInfoSchema>

export type ExhibitorFormConfig = z.infer<typeof S.exhibitorFormConfigSchema>

/** The catalogue entry's fields as saved (a draft may leave any of them empty). */
export type JournalFields = z.infer<typeof S.journalFieldsSchema>

export type JournalView = z.infer<typeof S.journalViewSchema>

export type JournalHistoryEntry = z.infer<typeof S.journalHistoryEntrySchema>

export type ProductView = z.infer<typeof S.productViewSchema>

export type ProductPage = z.infer<typeof S.productPageSchema>

export type HistoryProductView = z.infer<typeof S.historyProductViewSchema>

export type HistoryProductPage = z.infer<typeof S.historyProductPageSchema>

export type ReviewOverview = z.infer<typeof S.reviewOverviewSchema>

/** Part 1 knows one kind of badge: the exhibitor staff badge (`/document-manage-info-detail/staff`). */
export type CredentialType = z.infer<typeof S.credentialTypeSchema>
/** draft (filled, not applied) → pending (applied) → approved | rejected; rejected → pending again once changed and applied. */
export type CredentialState = z.infer<typeof S.credentialStateSchema>

export type ApplicantFields = z.infer<typeof S.applicantFieldsSchema>

export type CredentialView = z.infer<typeof S.credentialViewSchema>

export type CredentialList = z.infer<typeof S.credentialListSchema>

export type PreviousCredential = z.infer<typeof S.previousCredentialSchema>

export type StaffInvitationView = z.infer<typeof S.staffInvitationViewSchema>

export type StaffInviteLanding = z.infer<typeof S.staffInviteLandingSchema>

/** Spec §4 staff invite flow: incomplete → the form; complete, unapproved → auditing; complete and approved → confirmation. */
export type StaffInviteState = z.infer<typeof S.staffInviteStateSchema>

/** Organiser views (admin CLI). */
export type CompanyCreated = z.infer<typeof S.companyCreatedSchema>

export type AdminCompanyView = z.infer<typeof S.adminCompanyViewSchema>

export type ExhibitorSettingsView = z.infer<typeof S.exhibitorSettingsViewSchema>

export type SubmissionKind = z.infer<typeof S.submissionKindSchema>

export type SubmissionView = z.infer<typeof S.submissionViewSchema>
