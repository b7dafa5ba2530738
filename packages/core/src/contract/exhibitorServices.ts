import { EXHIBITOR_SELF_SERVICE, type BoothView, type FileRef } from './exhibitors'

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
export interface FurnitureLimits {
  /** m² of the company's standard booths together (one stand, one fascia). */
  standardArea: number
  /** At most this many shelves and rods together: 10 from 9 m², 20 from 18 m², 30 from 27 m² (the largest threshold not above the area). */
  maxShelvesAndRods: number
  /** Flow tables provided: 1 from 9 m², 2 from 18 m², 3 from 27 m². */
  maxFlowTables: number
}

export interface FasciaBoard {
  /** The fascia (lintel) text in Chinese and English, as printed; FASCIA_CN_MAX / FASCIA_EN_MAX characters. */
  textCn: string
  textEn: string
}

export interface BoardFurniture {
  shelves: number
  hangingRods: number
  flowTables: number
}

export interface SpecialBuildView {
  boothId: string
  builderName: string
  builderContact: string
  builderMobile: string
  builderEmail: string | null
  /** Metres, at most 5. */
  heightM: number
  /** kg/m², at most 5000. */
  floorLoadKgM2: number
  drawings: FileRef[]
  updatedAt: string
}

export interface BoardView {
  exhibitionId: string
  booths: BoothView[]
  /** Booths of the company and their area added up (at most 300 m²). */
  boothCount: number
  totalArea: number
  /** null: the company has no standard booth (no shell, no fascia). */
  limits: FurnitureLimits | null
  fascia: FasciaBoard | null
  furniture: BoardFurniture | null
  /** One entry per bare-space booth; `build` null while not given. */
  specialBuilds: { booth: BoothView; build: SpecialBuildView | null }[]
  /** The final submission was made: nothing here may change until the organiser reopens it. */
  locked: boolean
  updatedAt: string | null
}

/* ---------- Documents ---------- */

/** `materialTypeV2` of the document pages. */
export const MATERIAL_TYPES = ['manual', 'boothBuilding', 'logistics', 'forms', 'other'] as const
export type MaterialType = (typeof MATERIAL_TYPES)[number]

export interface MaterialTypeView {
  key: MaterialType
  label: string
  documents: number
}

export interface ExhibitorDocumentView {
  id: string
  exhibitionId: string
  materialTypeV2: MaterialType
  /** In the caller's language. */
  title: string
  description: string
  fileName: string
  mimeType: string
  bytes: number
  /** The download call with its query, for a link (the page adds the token as for any call). */
  downloadPath: string
  publishedAt: string
}

export interface ExhibitorDocumentPage {
  page: number
  size: number
  total: number
  records: ExhibitorDocumentView[]
}

/* ---------- Final submission ---------- */

export type SetupMissing = 'fascia' | 'specialBuild'

export interface SetupStatusView {
  exhibitionId: string
  /** 'open': changes allowed; 'submitted': frozen until the organiser reopens. */
  state: 'open' | 'submitted'
  submittedAt: string | null
  reopenedAt: string | null
  /** What the final submission still needs (empty: it may be made); with the booth for a special build. */
  missing: { part: SetupMissing; boothId: string | null; message: string }[]
}

/* ---------- Services, ads, translators ---------- */

/** The registration link that offers the services' hidden ticket types, so no visitor's ticket list shows them. */
export const EXHIBITOR_SERVICE_REGISTER_LINK = 'exhibitor-services'
/** `kind` of an order that pays a reservation: paying it marks the reservation paid and issues no ticket. */
export const EXHIBITOR_SERVICE_ORDER_KIND = 'exhibitorService'

export type ServiceKind = 'service' | 'ad' | 'translator'

export interface ServiceCategoryView {
  id: string
  code: string
  kind: ServiceKind
  name: string
  description: string
  /** Per unit (an item, or a translator's day). */
  priceFen: number
  currency: 'RMB'
  unit: 'item' | 'day'
  /** Ads: positions left to sell (held by unpaid reservations count as taken); null: no limit. */
  remaining: number | null
  /** Translators: the language spoken (ISO 639-1, e.g. 'en', 'ja') and the fair days that may be booked, with translators left that day. */
  language: string | null
  days: { date: string; remaining: number }[]
}

export type ServiceReservationState = 'unpaid' | 'paid' | 'cancelled'

export interface ServiceReservationItem {
  categoryId: string
  code: string
  kind: ServiceKind
  name: string
  quantity: number
  /** Translators: the day (YYYY-MM-DD); else null. */
  date: string | null
  unitPriceFen: number
  amountFen: number
}

export interface ServiceReservationView {
  id: string
  exhibitionId: string
  state: ServiceReservationState
  items: ServiceReservationItem[]
  totalFen: number
  currency: 'RMB'
  note: string
  /** The order of the orders engine that pays it: pay (`orderId`) and invoice it with the order and invoice calls. */
  orderId: string
  orderNo: string
  createdAt: string
  paidAt: string | null
  cancelledAt: string | null
}

/* ---------- VIP buyer invitations ---------- */

export type InviteChannel = 'sms' | 'email' | 'link'

export interface InvitationTemplateView {
  id: string
  registerType: string
  channel: InviteChannel
  title: string
  /** With placeholders {company}, {booth}, {link}, {wording}; the server fills them when sending. */
  body: string
}

export interface VipInviteView {
  exhibitionId: string
  templateId: string | null
  /** The company's own words added to the template. */
  wordingCn: string
  wordingEn: string
  image: FileRef | null
  /** The registration route carrying inviteDeptId and sourceInviteUserId (the page adds the origin; a QR code shows the same). */
  linkPath: string
  inviteDeptId: string
  sourceInviteUserId: string
}

export interface InviteBatchResult {
  /** Recipients handed to the notifier and recorded as invited. */
  sent: number
  /** Recipients skipped because this company already invited them at this exhibition. */
  skipped: number
  /** Each recipient in the order sent, with what became of it, so the page can say it beside the row typed. */
  results: InviteRecipientResult[]
}

export interface InviteRecipientResult {
  name: string
  /** The mobile or e-mail address as recorded (an e-mail lower-cased). */
  address: string
  outcome: 'sent' | 'skipped'
}

export type InviteRecordStatus = 'invited' | 'registered' | 'came'

export interface InviteRecordView {
  id: string
  channel: InviteChannel
  status: InviteRecordStatus
  /** The name given when inviting, or the registered visitor's name. */
  name: string
  /** Shown only when the visitor agreed to share contact data with exhibitors; else masked (or null for a link registration). */
  mobile: string | null
  email: string | null
  company: string | null
  contactShared: boolean
  invitedAt: string | null
  registeredAt: string | null
  cameAt: string | null
}

export interface InviteRecordPage {
  page: number
  size: number
  total: number
  counts: { invited: number; registered: number; came: number }
  records: InviteRecordView[]
}

/* ---------- Visa letters ---------- */

export type VisaState = 'pending' | 'approved' | 'rejected'

export interface VisaApplicantView {
  surname: string
  givenNames: string
  sex: 'M' | 'F'
  /** YYYY-MM-DD. */
  dateOfBirth: string
  /** ISO 3166-1 alpha-2. */
  nationality: string
  /** Masked in lists (first 2 and last 2 characters); in full only on the letter. */
  passportNoMasked: string
  passportExpiry: string
  position: string
  arrival: string
  departure: string
}

export interface VisaRequestView {
  id: string
  exhibitionId: string
  state: VisaState
  reason: string | null
  applicant: VisaApplicantView
  /** When approved: the letter's reference and the download call. */
  letterNo: string | null
  letterPath: string | null
  createdAt: string
  decidedAt: string | null
}

export interface AdminVisaView extends VisaRequestView {
  deptId: string
  companyName: string
}
