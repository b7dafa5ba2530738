import type { z } from 'zod'
import type * as S from './schemas/exhibitorServices'
import { EXHIBITOR_SELF_SERVICE } from './exhibitors'

/*
 * The exhibitor portal, part 2 (issue 17): booth setup (fascia board, shelves and rods, flow tables, special builds),
 * the organiser's documents, the final submission, paid services / ads / translators, VIP buyer invitations and visa
 * letters. Part 1's rules hold for every call here: the company is the caller's (found from the token at the request's
 * exhibition, never read from the request); a staff member may read, the company admin writes; another company's ids
 * answer 404 and change nothing; every answer is the spec §7 envelope and these types describe its `data`, in the
 * caller's language (`languageType`).
 *
 * Spec §7 names exhibitorBoard submit and detail, exhibitorStatus submit, serviceReserve list/detail/submit/batchDelete
 * and serviceCategoryList under the self-service prefix, invitationTemplate/listAllByRegisterType under the config
 * client, POST /invite/batch and GET client/exhibitorUserInviteRecord/list under the data client, and a visa
 * invitation. What it does not name is chosen here in the same style.
 *
 * After the final submission (`finalSubmit`) the setup (board, special builds) and the service reservations are
 * frozen: every change answers 409 "The booth setup was submitted; ask the organiser to reopen it" until the organiser
 * reopens it (admin CLI `exhibitor-reopen`).
 */

const EXH = EXHIBITOR_SELF_SERVICE
const CONFIG_CLIENT = '/api/ef-registration-config-client'
const DATA_CLIENT = '/api/ef-registration-data-client'

export const EXHIBITOR_SERVICE_PATHS = {
  /* Booth setup (/information, /information/info, /builder). */
  /** GET ?exhibitionId → BoardView: the fascia board, shelves/rods and flow tables with the limits that apply, and each bare-space booth's special build. */
  board: `${EXH}/exhibitorBoard/detail`,
  /** POST BoardSubmitRequest (admin) → BoardView: the fascia text and the furniture of the company's standard booths; every rule checked. */
  boardSubmit: `${EXH}/exhibitorBoard/submit`,
  /** POST SpecialBuildRequest (admin) → BoardView: one bare-space booth's builder, height, floor load and drawings (/builder). */
  specialBuildSubmit: `${EXH}/exhibitorBoard/specialBuild/submit`,

  /* Documents the organiser publishes (/information/manualAll|manualPart/{materialTypeV2}, /datadownload, /datadownloadDetails). */
  /** GET ?exhibitionId → MaterialTypeView[]: the kinds of material with how many documents each has (config client: "material lists"). */
  materialTypes: `${CONFIG_CLIENT}/materialList/listAll`,
  /** GET ?exhibitionId&materialTypeV2? → ExhibitorDocumentView[]: every published document (of one kind), newest first (manualAll, /datadownload). */
  manualAll: `${EXH}/information/manualAll`,
  /** GET ?exhibitionId&materialTypeV2&page&size → ExhibitorDocumentPage: one kind's documents a page at a time (manualPart). */
  manualPart: `${EXH}/information/manualPart`,
  /** GET ?exhibitionId&id → ExhibitorDocumentView (/datadownloadDetails). */
  document: `${EXH}/information/document`,
  /** GET ?exhibitionId&id → the file itself (Content-Disposition attachment); members of a company at the exhibition only. */
  documentDownload: `${EXH}/information/document/download`,

  /* Final submission. */
  /** GET ?exhibitionId → SetupStatusView: what the final submission still needs, or when it was made. */
  setupStatus: `${EXH}/exhibitorStatus/setup`,
  /** POST { exhibitionId } (admin) → SetupStatusView: the whole setup submitted; refused (409, with what is missing) while incomplete. */
  finalSubmit: `${EXH}/exhibitorStatus/finalSubmit`,

  /* Services, ads, translators (/serviceOrder, /adsBooking, /translateBooking). */
  /** GET ?exhibitionId&kind? → ServiceCategoryView[]: what may be booked, with prices and what is left. */
  serviceCategories: `${EXH}/serviceCategoryList`,
  /** GET ?exhibitionId&kind? → ServiceReservationView[]: the company's reservations, newest first. */
  serviceReservations: `${EXH}/serviceReserve/list`,
  /** GET ?exhibitionId&id → ServiceReservationView. */
  serviceReservation: `${EXH}/serviceReserve/detail`,
  /**
   * POST ServiceReserveRequest (admin) → ServiceReservationView: stock and translator days held at once (an ad
   * position is never sold twice) and an unpaid order placed in the orders engine; pay it with the order calls
   * (`orderNo`, as any order: sandbox, invoice afterwards).
   */
  serviceReserve: `${EXH}/serviceReserve/submit`,
  /** POST { exhibitionId, ids } (admin) → ServiceReservationView[]: unpaid reservations cancelled (their orders closed, stock back), all or none. */
  serviceBatchDelete: `${EXH}/serviceReserve/batchDelete`,

  /* VIP buyer invitations (/invitingBuyers/list, /invitingBuyersTwo/list, /inviteVIP, /inviteVIP/inviteForm, /invitationTemplate…). */
  /** GET ?exhibitionId&registerType? → InvitationTemplateView[]: the organiser's templates (no login, as the config client's other lists). */
  invitationTemplates: `${CONFIG_CLIENT}/invitationTemplate/listAllByRegisterType`,
  /** GET ?exhibitionId → VipInviteView: the company's wording and image, its link and QR content. */
  vipInvite: `${EXH}/inviteVIP/detail`,
  /** POST VipInviteSaveRequest (admin) → VipInviteView. */
  vipInviteSave: `${EXH}/inviteVIP/save`,
  /** POST InviteBatchRequest (admin) → InviteBatchResult: SMS or e-mail to each recipient through the notifier, each recorded as invited. */
  inviteBatch: `${DATA_CLIENT}/invite/batch`,
  /** GET ?exhibitionId&status?&page&size → InviteRecordPage: invited / registered / came, with counts (/invitingBuyers/list). */
  inviteRecords: `${DATA_CLIENT}/client/exhibitorUserInviteRecord/list`,

  /* Visa invitation letters (/visaInfo): the company admin only. */
  /** GET ?exhibitionId → VisaRequestView[] (admin). */
  visaList: `${EXH}/visaInvitation/list`,
  /** POST VisaRequestSubmit (admin) → VisaRequestView: a new request (pending) or a rejected one changed and sent again. */
  visaSubmit: `${EXH}/visaInvitation/submit`,
  /** POST { exhibitionId, id } (admin) → VisaRequestView[]: a pending or rejected request withdrawn. */
  visaRemove: `${EXH}/visaInvitation/remove`,
  /** GET ?exhibitionId&id (admin) → application/pdf: the issued English letter (approved requests only). */
  visaLetter: `${EXH}/visaInvitation/letter`,

  /* Organiser (admin key; the admin CLI). */
  /** POST ExhibitorDocumentPublishRequest → ExhibitorDocumentView (the file as base64). */
  adminPublishDocument: '/api/admin/exhibitions/:exhibitionId/exhibitors/documents',
  /** DELETE → { removed: true }: a document withdrawn. */
  adminRemoveDocument: '/api/admin/exhibitions/:exhibitionId/exhibitors/documents/:documentId',
  /** POST ServiceCategorySaveRequest → ServiceCategoryView: a service, ad position or translator offered (or changed, by code). */
  adminServiceCategory: '/api/admin/exhibitions/:exhibitionId/exhibitors/service-categories',
  /** POST InvitationTemplateSaveRequest → InvitationTemplateView. */
  adminInvitationTemplate: '/api/admin/exhibitions/:exhibitionId/exhibitors/invitation-templates',
  /** POST → SetupStatusView: a company's final submission reopened. */
  adminReopen: '/api/admin/exhibitions/:exhibitionId/exhibitors/:deptId/reopen',
  /** GET ?state? → AdminVisaView[]. */
  adminVisaList: '/api/admin/exhibitions/:exhibitionId/exhibitors/visa',
  /** POST VisaDecisionRequest → AdminVisaView: approve (issues the letter) or reject with a reason. */
  adminVisaDecide: '/api/admin/exhibitions/:exhibitionId/exhibitors/visa/decide',
} as const

/**
 * Multipart `purpose` of put-file for part 2 (company admins only), beside part 1's EXHIBITOR_UPLOAD_PURPOSES:
 * `boothDrawing` pdf or ai ≤ 10 MB, checked by content (%PDF, or %!PS for an older .ai); `inviteImage` jpg/png
 * 150×150 to 400×400 px, ≤ 200 KB (the photo invite image). The answer is part 1's ExhibitorUpload.
 */
export const EXHIBITOR_SERVICE_UPLOAD_PURPOSES = ['boothDrawing', 'inviteImage'] as const
export type ExhibitorServiceUploadPurpose = (typeof EXHIBITOR_SERVICE_UPLOAD_PURPOSES)[number]

/* ---------- Booth setup ---------- */

/** Spec §9: free shelves plus hanging rods, by the standard booth area the company has. */
export type FurnitureLimits = z.infer<typeof S.furnitureLimitsSchema>

export type FasciaBoard = z.infer<typeof S.fasciaBoardSchema>

export type BoardFurniture = z.infer<typeof S.boardFurnitureSchema>

export type SpecialBuildView = z.infer<typeof S.specialBuildViewSchema>

export type BoardView = z.infer<typeof S.boardViewSchema>

/* ---------- Documents ---------- */

/** `materialTypeV2` of the document pages. */
export const MATERIAL_TYPES = ['manual', 'boothBuilding', 'logistics', 'forms', 'other'] as const
export type MaterialType = (typeof MATERIAL_TYPES)[number]

export type MaterialTypeView = z.infer<typeof S.materialTypeViewSchema>

export type ExhibitorDocumentView = z.infer<typeof S.exhibitorDocumentViewSchema>

export type ExhibitorDocumentPage = z.infer<typeof S.exhibitorDocumentPageSchema>

/* ---------- Final submission ---------- */

export type SetupMissing = z.infer<typeof S.setupMissingSchema>

export type SetupStatusView = z.infer<typeof S.setupStatusViewSchema>

/* ---------- Services, ads, translators ---------- */

/** The registration link that offers the services' hidden ticket types, so no visitor's ticket list shows them. */
export const EXHIBITOR_SERVICE_REGISTER_LINK = 'exhibitor-services'
/** `kind` of an order that pays a reservation: paying it marks the reservation paid and issues no ticket. */
export const EXHIBITOR_SERVICE_ORDER_KIND = 'exhibitorService'

export type ServiceKind = z.infer<typeof S.serviceKindSchema>

export type ServiceCategoryView = z.infer<typeof S.serviceCategoryViewSchema>

export type ServiceReservationState = z.infer<typeof S.serviceReservationStateSchema>

export type ServiceReservationItem = z.infer<typeof S.serviceReservationItemSchema>

export type ServiceReservationView = z.infer<typeof S.serviceReservationViewSchema>

/* ---------- VIP buyer invitations ---------- */

export type InviteChannel = z.infer<typeof S.inviteChannelSchema>

export type InvitationTemplateView = z.infer<typeof S.invitationTemplateViewSchema>

export type VipInviteView = z.infer<typeof S.vipInviteViewSchema>

export type InviteBatchResult = z.infer<typeof S.inviteBatchResultSchema>

export type InviteRecipientResult = z.infer<typeof S.inviteRecipientResultSchema>

export type InviteRecordStatus = z.infer<typeof S.inviteRecordStatusSchema>

export type InviteRecordView = z.infer<typeof S.inviteRecordViewSchema>

export type InviteRecordPage = z.infer<typeof S.inviteRecordPageSchema>

/* ---------- Visa letters ---------- */

export type VisaState = z.infer<typeof S.visaStateSchema>

export type VisaApplicantView = z.infer<typeof S.visaApplicantViewSchema>

export type VisaRequestView = z.infer<typeof S.visaRequestViewSchema>

export type AdminVisaView = z.infer<typeof S.adminVisaViewSchema>
