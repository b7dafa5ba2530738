import type { z } from 'zod'
import type * as S from './schemas/customers'
/*
 * The trade-fair system's customer tool (issue 19, `<fair-customer-tool>`, spec §2 "Trade-fair system", §6, §7
 * "Customer tool"). An exhibitor company's staff capture leads (customers) at the booth by scanning a visitor's entry
 * QR or badge code, or by the visitor's mobile number; each lead belongs to the company at one exhibition and is seen
 * by every account of the company that may use the tool there. Spec §7 names: customer information list, by QR code,
 * by mobile, save, update, count, survey url, export, labels, permission page, submit and placeOrder under
 * /api/ef-connect-client; what it does not name (notes, follow-up, scans, the membership state, lead transfer) is
 * chosen here in the same style.
 *
 * Who may call (the server checks it on every call, from the token, never from the request):
 * - every call: a signed-in account that acts for an exhibitor company taking part in the request's exhibition
 *   (403 `error.exhibitor.notMember` otherwise); the company is the caller's, never read from the request;
 * - `membership`, `placeOrder` (company admin only), `permissionPage`/`permissionSubmit`/`transfer` (admin only) work
 *   without a membership;
 * - every lead call (list, detail, scan, save, update, notes, labels, survey, count, export) needs the company's
 *   membership for the exhibition to be paid (403 `error.customer.noMembership`, with a link to /buyMemPage on the
 *   page) and the account to be authorised under it (403 `error.customer.notAuthorised`): single account: the company
 *   admin only; multi-account: the admin and the staff accounts the admin authorised (at most
 *   CUSTOMER_MULTI_ACCOUNT_STAFF_MAX). Taking an authorisation back ends that account's access at its next call.
 * Another company's lead id answers 404 and changes nothing. Every answer is the spec §7 envelope; these types
 * describe its `data`, in the caller's language (`languageType`).
 */

export const CONNECT_CLIENT = '/api/ef-connect-client'

export const CUSTOMER_PATHS = {
  /* Leads (/customerPage, /custDetailInfoPage, /scanCodePage). */
  /** GET CustomerListQuery → CustomerPage: the company's leads, newest capture first; keyword (name, company, mobile), label, follow-up, owner filters; cursor paging. */
  list: `${CONNECT_CLIENT}/customer/list`,
  /** GET ?exhibitionId&id → CustomerDetail: one lead with its notes, scans and survey answers. */
  detail: `${CONNECT_CLIENT}/customer/detail`,
  /** GET ?exhibitionId → CustomerCount: totals for the list header and /minePage. */
  count: `${CONNECT_CLIENT}/customer/count`,
  /** GET ?exhibitionId&code → CustomerPreview: who an entry QR / badge code names and what they share (nothing saved). */
  byQrCode: `${CONNECT_CLIENT}/customer/byQrCode`,
  /** GET ?exhibitionId&mobile → CustomerPreview: the registered visitor with this mobile (what they share), or only the number typed. */
  byMobile: `${CONNECT_CLIENT}/customer/byMobile`,
  /**
   * POST CustomerScanRequest → ScanResult: a scanned (camera or typed) entry QR / badge code captured as a lead.
   * Idempotent on `clientScanId` (per company): the offline queue may send a scan any number of times, at once or
   * later, and it creates the lead and the scan once; a replay answers the first result with `replayed: true`. A
   * visitor scanned again (by any account of the company) adds a scan to the same lead (`created: false`).
   */
  scan: `${CONNECT_CLIENT}/customer/scan`,
  /** POST CustomerSaveRequest → ScanResult: a lead added by mobile number (with what the staff typed); idempotent on `clientScanId` like scan. */
  save: `${CONNECT_CLIENT}/customer/save`,
  /** POST CustomerUpdateRequest → CustomerDetail: labels, follow-up state and the fields the staff typed. */
  update: `${CONNECT_CLIENT}/customer/update`,
  /** POST CustomerNoteRequest → CustomerDetail: a note added (idempotent on `clientNoteId`). */
  noteAdd: `${CONNECT_CLIENT}/customer/note/add`,
  /** POST CustomerNoteRemoveRequest → CustomerDetail: a note removed (its author or the company admin). */
  noteRemove: `${CONNECT_CLIENT}/customer/note/remove`,

  /* Labels. */
  /** GET ?exhibitionId → CustomerLabel[]: the company's labels with how many leads carry each. */
  labels: `${CONNECT_CLIENT}/customer/labels`,
  /** POST CustomerLabelSaveRequest → CustomerLabel[]: a label created (or renamed, with id); at most CUSTOMER_LABELS_MAX per company. */
  labelSave: `${CONNECT_CLIENT}/customer/labels/save`,
  /** POST CustomerLabelRemoveRequest → CustomerLabel[]: a label removed from the company and from every lead. */
  labelRemove: `${CONNECT_CLIENT}/customer/labels/remove`,

  /* Survey (/surveyPage). */
  /** GET ?exhibitionId → CustomerSurvey: the exhibition's qualification survey and the page url that opens it for a lead. */
  surveyUrl: `${CONNECT_CLIENT}/customer/surveyUrl`,
  /** POST CustomerSurveySubmitRequest → CustomerDetail: a lead's survey answers (replacing earlier ones). */
  surveySubmit: `${CONNECT_CLIENT}/customer/survey/submit`,

  /* Export (/dataExport). */
  /** GET CustomerExportQuery → CustomerExportPage: one page of export rows (at most CUSTOMER_EXPORT_PAGE_MAX), with the total, so the page shows progress. */
  exportPage: `${CONNECT_CLIENT}/customer/export/page`,
  /** GET CustomerListQuery (without paging) → the xlsx file of every matching lead, streamed (Content-Disposition attachment; `X-Total-Count` header). */
  export: `${CONNECT_CLIENT}/customer/export`,

  /* Membership (/minePage, /buyMemPage). */
  /** GET ?exhibitionId → MembershipState: the company's membership, the caller's role and whether the caller may use the tool; prices. Any member of the company. */
  membership: `${CONNECT_CLIENT}/membership/state`,
  /**
   * POST MembershipOrderRequest (company admin) → MembershipOrderView: an unpaid order of the orders engine for the
   * membership kind; pay it with the order calls (`orderId`, sandbox cashier) and invoice it with the invoice calls as
   * any order. Paying activates the membership. 409 `error.customer.membershipHeld` when the company already holds
   * that kind (or multi-account, which includes single); an unpaid membership order of the company is reused.
   */
  placeOrder: `${CONNECT_CLIENT}/membership/placeOrder`,

  /* Staff authorisation (/accountMngPage) and lead transfer (/transferDescPage): company admin only. */
  /** GET ?exhibitionId → PermissionPage: the company's accounts, who is authorised, the seats used and left. */
  permissionPage: `${CONNECT_CLIENT}/permission/page`,
  /** POST PermissionSubmitRequest → PermissionPage: staff accounts authorised or taken back (multi-account only; 409 `error.customer.seatsFull` past the cap). */
  permissionSubmit: `${CONNECT_CLIENT}/permission/submit`,
  /** POST LeadTransferRequest → LeadTransferResult: every lead owned by one account of the company moved to another. */
  transfer: `${CONNECT_CLIENT}/customer/transfer`,

  /* Organiser (admin key; `npm run admin -- customers`). */
  /** GET ?deptId? → AdminCustomerOverview: memberships and lead counts per company at the exhibition. */
  adminOverview: '/api/admin/exhibitions/:exhibitionId/customers',
} as const

/** Spec §6 / §9: membership prices per exhibition period, in fen. */
export const MEMBERSHIP_PRICES_FEN = { single: 100_000, multi: 300_000 } as const
export type MembershipKind = keyof typeof MEMBERSHIP_PRICES_FEN
export const MEMBERSHIP_KINDS = ['single', 'multi'] as const satisfies readonly MembershipKind[]
/** `kind` of an order that pays a membership: paying it activates the membership and issues no ticket. */
export const CUSTOMER_MEMBERSHIP_ORDER_KIND = 'customerMembership'
/** The hidden registration link that offers the membership ticket types, so no visitor's ticket list shows them. */
export const CUSTOMER_MEMBERSHIP_REGISTER_LINK = 'customer-membership'
/** Staff accounts a multi-account membership authorises besides the company admin (chosen here; the spec gives no number). */
export const CUSTOMER_MULTI_ACCOUNT_STAFF_MAX = 10
/** Labels per company and exhibition. */
export const CUSTOMER_LABELS_MAX = 30
/** Rows per export page. */
export const CUSTOMER_EXPORT_PAGE_MAX = 2000

export const FOLLOW_UP_STATES = ['new', 'contacted', 'interested', 'deal', 'lost'] as const
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number]

/** How the lead was captured: a scanned entry QR / badge code (`qr`) or a mobile number typed by the staff (`mobile`). */
export type CustomerSource = z.infer<typeof S.customerSourceSchema>

export type CustomerLabel = z.infer<typeof S.customerLabelSchema>

/** What a visitor shares (name, company and title as printed on the badge; contact only with their consent) and what the staff typed. */
export type CustomerPerson = z.infer<typeof S.customerPersonSchema>

export type CustomerView = z.infer<typeof S.customerViewSchema>

export type CustomerNote = z.infer<typeof S.customerNoteSchema>

export type CustomerScan = z.infer<typeof S.customerScanSchema>

export type CustomerDetail = z.infer<typeof S.customerDetailSchema>

export type CustomerPage = z.infer<typeof S.customerPageSchema>

export type CustomerCount = z.infer<typeof S.customerCountSchema>

/** What byQrCode / byMobile found, before anything is saved. */
export type CustomerPreview = z.infer<typeof S.customerPreviewSchema>

export type ScanResult = z.infer<typeof S.scanResultSchema>

export type SurveyQuestionType = z.infer<typeof S.surveyQuestionTypeSchema>

export type SurveyQuestion = z.infer<typeof S.surveyQuestionSchema>

export type CustomerSurvey = z.infer<typeof S.customerSurveySchema>

export type CustomerExportRow = z.infer<typeof S.customerExportRowSchema>

export type CustomerExportPage = z.infer<typeof S.customerExportPageSchema>

export type MembershipStateName = z.infer<typeof S.membershipStateNameSchema>

export type MembershipOrderView = z.infer<typeof S.membershipOrderViewSchema>

export type MembershipState = z.infer<typeof S.membershipStateSchema>

export type PermissionAccount = z.infer<typeof S.permissionAccountSchema>

export type PermissionPage = z.infer<typeof S.permissionPageSchema>

export type LeadTransferResult = z.infer<typeof S.leadTransferResultSchema>

export type AdminCustomerCompany = z.infer<typeof S.adminCustomerCompanySchema>

export type AdminCustomerOverview = z.infer<typeof S.adminCustomerOverviewSchema>
