import type { LanguageType } from '../link'

/** The package that renders a route; areas never import each other. */
export type RouteArea =
  | 'registration'
  | 'ticket-buy'
  | 'wallet'
  | 'invoice'
  | 'conference'
  | 'exhibitor-portal'
  | 'group-manager'
  | 'customer-tool'
  | 'content'

export type RouteTitle = Record<LanguageType, string>

export interface RouteDefinition {
  /** Pattern; `:name` segments capture params (`/order/:orderId`). */
  path: string
  area: RouteArea
  /** Spec §2: opens without login. */
  noLogin?: true
  /** Spec §2: /boothInfo needs no token (its calls go out unauthenticated). */
  noToken?: true
  /** Navigating here lands on this path instead. */
  redirect?: string
  /**
   * The area that renders the route for an exhibitor's session instead of `area` (spec §4 rule 8 sends exhibitors to
   * /user-center, which is their portal's home): the elements agree through this row, never by importing each other.
   */
  exhibitorArea?: RouteArea
  /**
   * With an area that asks for a complete visitor registration: an exhibitor's session opens the route without one
   * (an exhibitor account has none). The exhibitor portal pays a service reservation's order on the ticket area's pages.
   */
  exhibitorOpens?: true
}


const ENTRY: RouteDefinition[] = [
  { path: '/', area: 'registration', noLogin: true },
  { path: '/transitionPage', area: 'registration' },
  { path: '/transitionTq', area: 'registration' },
  { path: '/test', area: 'registration' },
  { path: '/test2', area: 'registration', noLogin: true },
  { path: '/jump', area: 'registration', noLogin: true },
  { path: '/geo', area: 'registration', noLogin: true },
  { path: '/registration', area: 'registration' },
  { path: '/closed', area: 'registration', noLogin: true },
  { path: '/error', area: 'registration', noLogin: true },
  { path: '/extractConfirmation', area: 'registration' },
  { path: '/photo', area: 'registration' },
  { path: '/infoWap', area: 'registration' },
  { path: '/questionnaire', area: 'registration' },
  { path: '/auditing', area: 'registration', exhibitorArea: 'exhibitor-portal' },
  { path: '/confirmation', area: 'registration' },
  { path: '/user-center', area: 'registration', noLogin: true, exhibitorArea: 'exhibitor-portal' },
  { path: '/personnel', area: 'wallet' },
  { path: '/ticket', area: 'wallet' },
  { path: '/ticketRegistration', area: 'wallet' },
  { path: '/ticketAdd', area: 'wallet' },
  { path: '/teamRegistration', area: 'group-manager' },
  { path: '/teamRegistration-form', area: 'group-manager' },
]

const ORDERS_WALLET_INVOICES_BUYING: RouteDefinition[] = [
  { path: '/order', area: 'ticket-buy' },
  { path: '/order/:orderId', area: 'ticket-buy', exhibitorOpens: true },
  { path: '/refund/:orderId', area: 'ticket-buy' },
  { path: '/wallet', area: 'wallet' },
  { path: '/wallet/:id', area: 'wallet' },
  { path: '/give', area: 'wallet' },
  { path: '/give/:id', area: 'wallet' },
  { path: '/ticket/receive/complimentaryTickets', area: 'wallet' },
  { path: '/freeTicket', area: 'wallet' },
  { path: '/invoiceHeaderManage', area: 'invoice' },
  { path: '/invoice', area: 'invoice' },
  { path: '/invoiceEn', area: 'invoice' },
  { path: '/invoice/history', area: 'invoice' },
  { path: '/invoice/apply/:orderId', area: 'invoice' },
  { path: '/ticket-type', area: 'ticket-buy' },
  { path: '/ticket-type/select', area: 'ticket-buy' },
  { path: '/ticket-type/select/:orderId', area: 'ticket-buy', exhibitorOpens: true },
  { path: '/ticket-type/:id', area: 'ticket-buy' },
  { path: '/payTransition', area: 'ticket-buy', exhibitorOpens: true },
]

const OTHER_PAGES: RouteDefinition[] = [
  { path: '/builder', area: 'exhibitor-portal' },
  { path: '/hotel', area: 'content', noLogin: true },
  { path: '/traffic', area: 'content', noLogin: true },
  { path: '/datadownload', area: 'exhibitor-portal' },
  { path: '/datadownload/invoice', area: 'exhibitor-portal' },
  { path: '/datadownload/contract', area: 'exhibitor-portal' },
  { path: '/datadownloadDetails', area: 'exhibitor-portal' },
  { path: '/journal', area: 'wallet' },
  { path: '/journal/:orderId', area: 'wallet' },
  // Beyond the no-login list of spec §2: an invitation is shown before its guest signs in (the id is the
  // capability), an SMS entry-code link carries its own signed token, and the entrance and contact pages
  // show only public information a visitor who cannot sign in needs most.
  { path: '/special', area: 'registration', noLogin: true },
  { path: '/entrance', area: 'registration', noLogin: true },
  { path: '/share', area: 'group-manager' },
  // The in-app PDF viewer (pdf.js) shows invoices first of all; it is the invoice area's page, loaded only there.
  { path: '/pdfPreview', area: 'invoice' },
  { path: '/regQRcode', area: 'group-manager' },
  { path: '/posterDown', area: 'group-manager' },
  { path: '/meetingSignIn', area: 'conference', noLogin: true },
  { path: '/smsQrCodePage', area: 'registration', noLogin: true },
  { path: '/whatsApp', area: 'registration', noLogin: true },
  { path: '/changePassword', area: 'registration' },
  { path: '/forgotPassword', area: 'registration' },
  { path: '/contentPage/:id', area: 'content' },
  { path: '/source', area: 'group-manager' },
  { path: '/source/form', area: 'group-manager' },
  { path: '/source/details/:code', area: 'group-manager' },
  { path: '/stayManage', area: 'group-manager' },
  { path: '/selectRoomPersonList', area: 'group-manager' },
  { path: '/parking', area: 'group-manager' },
]

const HELP_OTHERS_INVITE: RouteDefinition[] = [
  { path: '/othersRegistration/:type', area: 'group-manager' },
  { path: '/others-registration-info-detail/:type', area: 'group-manager' },
  { path: '/others-registration-card-form/:type', area: 'group-manager' },
  { path: '/helpRegistration', area: 'group-manager' },
  { path: '/helpRegistration-form', area: 'group-manager' },
  // "会议登记 / Conference Registration": the spec names only the route, among the ways in; it is the conference
  // registration the conference area already serves, so it leads there instead of being a second page for it.
  { path: '/mettingRegistration', area: 'conference', redirect: '/conference/registrationConference' },
  { path: '/inviteRegistration', area: 'group-manager' },
  { path: '/inviteRegistration-form/:inviteFormType', area: 'group-manager' },
  { path: '/invite/home', area: 'group-manager', noLogin: true },
]

const MEETINGS_GUESTS_NEWS: RouteDefinition[] = [
  { path: '/meetingSchedule', area: 'conference' },
  { path: '/meetingSchedule/details/:id', area: 'conference' },
  { path: '/meetingScheduleNodeMode', area: 'conference' },
  { path: '/guest', area: 'conference' },
  { path: '/guest/details/:id', area: 'conference' },
  { path: '/news', area: 'content' },
  { path: '/news/details/:id', area: 'content' },
  { path: '/cooperationPartners', area: 'content' },
  { path: '/activity/list', area: 'conference' },
  { path: '/myRanking', area: 'group-manager' },
]

const CONFERENCE: RouteDefinition[] = [
  { path: '/conference/registrationConference', area: 'conference' },
  { path: '/conference/selectConference', area: 'conference' },
  { path: '/conference/selectConferenceNodeMode', area: 'conference' },
  { path: '/conference/mySchedule', area: 'conference' },
  { path: '/conference/activity/list', area: 'conference' },
  { path: '/conference/activity/detail', area: 'conference' },
  { path: '/conference/activity/confeDetail', area: 'conference' },
  { path: '/conference/activity/myactivity', area: 'conference' },
  { path: '/conference/activityBuy/list', area: 'conference' },
  { path: '/conference/activityDetail', area: 'conference' },
  { path: '/conference/mettingSelect', area: 'conference' },
  { path: '/conference/speakingGuest', area: 'conference' },
  { path: '/conference/speakerList', area: 'conference' },
  { path: '/conference/speaker/detail', area: 'conference' },
]

/** Spec §2 lists these relative to the exhibitor self-service prefix. */
export const SELF_SERVICE = '/exhibitorSelfService'

const EXHIBITOR_SELF_SERVICE: RouteDefinition[] = [
  { path: `${SELF_SERVICE}/exhibit/list`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/exhibit/previousList`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/exhibit/single`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/documentManagement/list`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/documentManagement/inviteCodePage`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/document-manage-info-detail/:type`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/document-manage-previous-list/:type`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/formInfoWap`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/invitingBuyers/list`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/invitingBuyersTwo/list`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/inviteVIP`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/inviteVIP/inviteForm`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/information`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/information/info`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/information/manualAll/:materialTypeV2`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/information/manualPart/:materialTypeV2`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/auditing`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/exhInviteStaff`, area: 'exhibitor-portal', noLogin: true },
  { path: `${SELF_SERVICE}/exhCertificationCode`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/exhibitorRegist`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/exhibitorRegist/login`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/invitationTemplate`, area: 'exhibitor-portal' },
  { path: '/exhibitorSelfServiceNew/invitationTemplate', area: 'exhibitor-portal' },
  { path: '/exhibitorSelfServiceNew/invitationTemplate/editInvitation', area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/adsBooking`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/translateBooking`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/productShow`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/serviceOrder`, area: 'exhibitor-portal' },
  { path: `${SELF_SERVICE}/visaInfo`, area: 'exhibitor-portal' },
  { path: '/boothInfo', area: 'exhibitor-portal', noToken: true },
  { path: '/user-center/exhibitorReport', area: 'exhibitor-portal' },
  { path: '/user-center/exhibitorReportNoImg', area: 'exhibitor-portal' },
  { path: '/user-center/exhibitorLogo', area: 'exhibitor-portal' },
  // The activity a visitor holds, opened from the user center: the conference area's activity page (issue 15).
  { path: '/user-center/activityDetail', area: 'conference' },
]

const GROUPS: RouteDefinition[] = [
  { path: '/groupManagement', area: 'group-manager' },
  { path: '/groupManagement/form', area: 'group-manager' },
  { path: '/groupManagement/operateList', area: 'group-manager' },
  { path: '/groupManagement/detail', area: 'group-manager' },
  { path: '/groupManagement/previousData', area: 'group-manager' },
  { path: '/groupManagement/qrCode', area: 'group-manager' },
  { path: '/groupManagement/printCode', area: 'group-manager' },
  { path: '/subordinate', area: 'group-manager' },
  { path: '/subordinate/form', area: 'group-manager' },
  { path: '/subordinate/resetPwd/:userId', area: 'group-manager' },
  { path: '/subordinate/details/:id', area: 'group-manager' },
]

/**
 * Spec §2: /tradeFairSystem/home redirects to /customerPage and has the child /minePage; the
 * children are absolute paths, as the spec writes them.
 */
const TRADE_FAIR_SYSTEM: RouteDefinition[] = [
  { path: '/tradeFairSystem/home', area: 'customer-tool', redirect: '/customerPage' },
  { path: '/customerPage', area: 'customer-tool' },
  { path: '/minePage', area: 'customer-tool' },
  { path: '/dataExport', area: 'customer-tool' },
  { path: '/custDetailInfoPage', area: 'customer-tool' },
  { path: '/transferDescPage', area: 'customer-tool' },
  { path: '/surveyPage', area: 'customer-tool' },
  { path: '/scanCodePage', area: 'customer-tool' },
  { path: '/accountMngPage', area: 'customer-tool' },
  { path: '/buyMemPage', area: 'customer-tool' },
]

/** Every route of spec §2. */
export const ROUTES: readonly RouteDefinition[] = [
  ...ENTRY,
  ...ORDERS_WALLET_INVOICES_BUYING,
  ...OTHER_PAGES,
  ...HELP_OTHERS_INVITE,
  ...MEETINGS_GUESTS_NEWS,
  ...CONFERENCE,
  ...EXHIBITOR_SELF_SERVICE,
  ...GROUPS,
  ...TRADE_FAIR_SYSTEM,
]

/** Whether a visitor must be signed in to open the route. Unknown routes need a login. */
export function requiresLogin(definition: RouteDefinition | null | undefined): boolean {
  return !definition?.noLogin && !definition?.noToken
}
