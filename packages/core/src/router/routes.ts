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
  /** Without a title the page shows the exhibition's stored title (spec §2 title rule). */
  title?: RouteTitle
  /** Spec §2: opens without login. */
  noLogin?: true
  /** Spec §2: /boothInfo needs no token (its calls go out unauthenticated). */
  noToken?: true
  /** Navigating here lands on this path instead. */
  redirect?: string
}

const title = (cn: string, en: string): RouteTitle => ({ cn, en })

const ENTRY: RouteDefinition[] = [
  { path: '/', area: 'registration', noLogin: true },
  { path: '/transitionPage', area: 'registration' },
  { path: '/transitionTq', area: 'registration' },
  { path: '/test', area: 'registration', title: title('测试', 'Test') },
  { path: '/test2', area: 'registration', title: title('测试', 'Test'), noLogin: true },
  { path: '/jump', area: 'registration', noLogin: true },
  { path: '/geo', area: 'registration', noLogin: true },
  { path: '/registration', area: 'registration' },
  { path: '/closed', area: 'registration', title: title('登记已关闭', 'Registration Closed'), noLogin: true },
  { path: '/error', area: 'registration', title: title('提示', 'Notice'), noLogin: true },
  { path: '/extractConfirmation', area: 'registration', title: title('提取确认', 'Extraction Confirmation') },
  { path: '/photo', area: 'registration', title: title('上传名片', 'Business Card') },
  { path: '/infoWap', area: 'registration', title: title('完善信息', 'Complete Your Profile') },
  { path: '/questionnaire', area: 'registration', title: title('问卷调查', 'Questionnaire') },
  { path: '/auditing', area: 'registration', title: title('审核中', 'Under Review') },
  { path: '/confirmation', area: 'registration', title: title('登记确认', 'Registration Confirmed') },
  { path: '/user-center', area: 'registration', title: title('个人中心', 'My Account'), noLogin: true },
  { path: '/personnel', area: 'registration', title: title('人员信息', 'Personnel') },
  { path: '/ticket', area: 'registration', title: title('我的门票', 'My Ticket') },
  { path: '/ticketRegistration', area: 'registration', title: title('门票登记', 'Ticket Registration') },
  { path: '/ticketAdd', area: 'registration', title: title('添加门票', 'Add Ticket') },
  { path: '/teamRegistration', area: 'registration', title: title('团队登记', 'Team Registration') },
  { path: '/teamRegistration-form', area: 'registration', title: title('团队成员信息', 'Team Member Details') },
]

const ORDERS_WALLET_INVOICES_BUYING: RouteDefinition[] = [
  { path: '/order', area: 'ticket-buy', title: title('我的订单', 'My Orders') },
  { path: '/order/:orderId', area: 'ticket-buy', title: title('订单详情', 'Order Details') },
  { path: '/refund/:orderId', area: 'ticket-buy', title: title('申请退款', 'Request a Refund') },
  { path: '/wallet', area: 'wallet', title: title('票夹', 'Ticket Wallet') },
  { path: '/wallet/:id', area: 'wallet', title: title('门票详情', 'Ticket Details') },
  { path: '/give', area: 'wallet', title: title('赠票', 'Gift Tickets') },
  { path: '/give/:id', area: 'wallet', title: title('赠票详情', 'Gift Ticket Details') },
  { path: '/ticket/receive/complimentaryTickets', area: 'wallet', title: title('领取赠票', 'Receive a Gift Ticket') },
  { path: '/freeTicket', area: 'wallet', title: title('免费门票', 'Free Ticket') },
  { path: '/invoiceHeaderManage', area: 'invoice', title: title('发票抬头管理', 'Invoice Headers') },
  { path: '/invoice', area: 'invoice', title: title('开具发票', 'Invoice') },
  { path: '/invoiceEn', area: 'invoice', title: title('发票', 'Invoice') },
  { path: '/invoice/history', area: 'invoice', title: title('开票记录', 'Invoice History') },
  { path: '/invoice/apply/:orderId', area: 'invoice', title: title('申请开票', 'Request an Invoice') },
  { path: '/ticket-type', area: 'ticket-buy', title: title('购买门票', 'Buy Tickets') },
  { path: '/ticket-type/select', area: 'ticket-buy', title: title('选择门票', 'Choose Tickets') },
  { path: '/ticket-type/select/:orderId', area: 'ticket-buy', title: title('选择门票', 'Choose Tickets') },
  { path: '/ticket-type/:id', area: 'ticket-buy', title: title('门票详情', 'Ticket Details') },
  { path: '/payTransition', area: 'ticket-buy', title: title('支付结果', 'Payment') },
]

const OTHER_PAGES: RouteDefinition[] = [
  { path: '/builder', area: 'exhibitor-portal', title: title('搭建服务', 'Booth Construction') },
  { path: '/hotel', area: 'content', title: title('酒店住宿', 'Hotels'), noLogin: true },
  { path: '/traffic', area: 'content', title: title('交通指南', 'Getting There'), noLogin: true },
  { path: '/datadownload', area: 'exhibitor-portal', title: title('资料下载', 'Downloads') },
  { path: '/datadownload/invoice', area: 'exhibitor-portal', title: title('发票下载', 'Invoice Downloads') },
  { path: '/datadownload/contract', area: 'exhibitor-portal', title: title('合同下载', 'Contract Downloads') },
  { path: '/datadownloadDetails', area: 'exhibitor-portal', title: title('资料详情', 'Download Details') },
  { path: '/journal', area: 'exhibitor-portal', title: title('会刊', 'Show Directory') },
  { path: '/journal/:orderId', area: 'exhibitor-portal', title: title('会刊订单', 'Directory Order') },
  { path: '/special', area: 'registration', title: title('特邀登记', 'Special Invitation') },
  { path: '/entrance', area: 'content', title: title('入场指引', 'Entry Guide') },
  { path: '/share', area: 'registration', title: title('分享', 'Share') },
  { path: '/pdfPreview', area: 'content', title: title('文件预览', 'Document Preview') },
  { path: '/regQRcode', area: 'registration', title: title('登记二维码', 'Registration QR Code') },
  { path: '/posterDown', area: 'registration', title: title('邀请海报', 'Invitation Poster') },
  { path: '/meetingSignIn', area: 'conference', title: title('会议签到', 'Conference Check-in'), noLogin: true },
  { path: '/smsQrCodePage', area: 'registration', title: title('入场二维码', 'Entry QR Code') },
  { path: '/whatsApp', area: 'registration', title: title('WhatsApp 登记', 'WhatsApp Registration') },
  { path: '/changePassword', area: 'registration', title: title('修改密码', 'Change Password') },
  { path: '/forgotPassword', area: 'registration', title: title('忘记密码', 'Forgot Password') },
  { path: '/contentPage/:id', area: 'content' },
  { path: '/source', area: 'group-manager', title: title('溯源渠道', 'Traceability Channels') },
  { path: '/source/form', area: 'group-manager', title: title('渠道信息', 'Channel Details') },
  { path: '/source/details/:code', area: 'group-manager', title: title('渠道详情', 'Channel Details') },
  { path: '/stayManage', area: 'group-manager', title: title('住宿管理', 'Lodging') },
  { path: '/selectRoomPersonList', area: 'group-manager', title: title('选择入住人员', 'Choose Guests') },
  { path: '/parking', area: 'group-manager', title: title('停车管理', 'Parking') },
]

const HELP_OTHERS_INVITE: RouteDefinition[] = [
  { path: '/othersRegistration/:type', area: 'registration', title: title('代他人登记', 'Register Others') },
  { path: '/others-registration-info-detail/:type', area: 'registration', title: title('登记详情', 'Registration Details') },
  { path: '/others-registration-card-form/:type', area: 'registration', title: title('名片信息', 'Business Card Details') },
  { path: '/helpRegistration', area: 'registration', title: title('帮他人登记', 'Register on Behalf') },
  { path: '/helpRegistration-form', area: 'registration', title: title('登记信息', 'Registration Details') },
  { path: '/mettingRegistration', area: 'registration', title: title('会议登记', 'Conference Registration') },
  { path: '/inviteRegistration', area: 'registration', title: title('邀请登记', 'Invite to Register') },
  { path: '/inviteRegistration-form/:inviteFormType', area: 'registration', title: title('邀请信息', 'Invitation Details') },
  { path: '/invite/home', area: 'registration', title: title('邀请函', 'Invitation'), noLogin: true },
]

const MEETINGS_GUESTS_NEWS: RouteDefinition[] = [
  { path: '/meetingSchedule', area: 'conference', title: title('会议日程', 'Conference Schedule') },
  { path: '/meetingSchedule/details/:id', area: 'conference', title: title('日程详情', 'Session Details') },
  { path: '/meetingScheduleNodeMode', area: 'conference', title: title('会议日程', 'Conference Schedule') },
  { path: '/guest', area: 'conference', title: title('嘉宾', 'Guests') },
  { path: '/guest/details/:id', area: 'conference', title: title('嘉宾详情', 'Guest Details') },
  { path: '/news', area: 'content', title: title('新闻资讯', 'News') },
  { path: '/news/details/:id', area: 'content', title: title('资讯详情', 'News Details') },
  { path: '/cooperationPartners', area: 'content', title: title('合作伙伴', 'Partners') },
  { path: '/activity/list', area: 'conference', title: title('活动列表', 'Events') },
  { path: '/myRanking', area: 'registration', title: title('邀请排行', 'Invitation Ranking') },
]

const CONFERENCE: RouteDefinition[] = [
  { path: '/conference/registrationConference', area: 'conference', title: title('会议报名', 'Conference Registration') },
  { path: '/conference/selectConference', area: 'conference', title: title('选择会议', 'Choose Conferences') },
  { path: '/conference/selectConferenceNodeMode', area: 'conference', title: title('选择会议', 'Choose Conferences') },
  { path: '/conference/mySchedule', area: 'conference', title: title('我的日程', 'My Schedule') },
  { path: '/conference/activity/list', area: 'conference', title: title('活动列表', 'Events') },
  { path: '/conference/activity/detail', area: 'conference', title: title('活动详情', 'Event Details') },
  { path: '/conference/activity/confeDetail', area: 'conference', title: title('会议详情', 'Conference Details') },
  { path: '/conference/activity/myactivity', area: 'conference', title: title('我的活动', 'My Events') },
  { path: '/conference/activityBuy/list', area: 'conference', title: title('活动购票', 'Event Tickets') },
  { path: '/conference/activityDetail', area: 'conference', title: title('活动详情', 'Event Details') },
  { path: '/conference/mettingSelect', area: 'conference', title: title('选择场次', 'Choose Sessions') },
  { path: '/conference/speakingGuest', area: 'conference', title: title('演讲嘉宾', 'Speakers') },
  { path: '/conference/speakerList', area: 'conference', title: title('演讲嘉宾', 'Speakers') },
  { path: '/conference/speaker/detail', area: 'conference', title: title('嘉宾详情', 'Speaker Details') },
]

/** Spec §2 lists these relative to the exhibitor self-service prefix. */
const SELF_SERVICE = '/exhibitorSelfService'

const EXHIBITOR_SELF_SERVICE: RouteDefinition[] = [
  { path: `${SELF_SERVICE}/exhibit/list`, area: 'exhibitor-portal', title: title('展品管理', 'Exhibits') },
  { path: `${SELF_SERVICE}/exhibit/previousList`, area: 'exhibitor-portal', title: title('往届展品', 'Previous Exhibits') },
  { path: `${SELF_SERVICE}/exhibit/single`, area: 'exhibitor-portal', title: title('展品信息', 'Exhibit Details') },
  { path: `${SELF_SERVICE}/documentManagement/list`, area: 'exhibitor-portal', title: title('证件管理', 'Credentials') },
  { path: `${SELF_SERVICE}/documentManagement/inviteCodePage`, area: 'exhibitor-portal', title: title('邀请码', 'Invitation Code') },
  { path: `${SELF_SERVICE}/document-manage-info-detail/:type`, area: 'exhibitor-portal', title: title('证件详情', 'Credential Details') },
  { path: `${SELF_SERVICE}/document-manage-previous-list/:type`, area: 'exhibitor-portal', title: title('往届证件', 'Previous Credentials') },
  { path: `${SELF_SERVICE}/formInfoWap`, area: 'exhibitor-portal', title: title('填写信息', 'Your Details') },
  { path: `${SELF_SERVICE}/invitingBuyers/list`, area: 'exhibitor-portal', title: title('邀请买家', 'Invite Buyers') },
  { path: `${SELF_SERVICE}/invitingBuyersTwo/list`, area: 'exhibitor-portal', title: title('邀请买家', 'Invite Buyers') },
  { path: `${SELF_SERVICE}/inviteVIP`, area: 'exhibitor-portal', title: title('邀请 VIP 买家', 'Invite VIP Buyers') },
  { path: `${SELF_SERVICE}/inviteVIP/inviteForm`, area: 'exhibitor-portal', title: title('邀请信息', 'Invitation Details') },
  { path: `${SELF_SERVICE}/information`, area: 'exhibitor-portal', title: title('展商信息', 'Exhibitor Information') },
  { path: `${SELF_SERVICE}/information/info`, area: 'exhibitor-portal', title: title('会刊信息', 'Directory Entry') },
  { path: `${SELF_SERVICE}/information/manualAll/:materialTypeV2`, area: 'exhibitor-portal', title: title('展商手册', 'Exhibitor Manual') },
  { path: `${SELF_SERVICE}/information/manualPart/:materialTypeV2`, area: 'exhibitor-portal', title: title('展商手册', 'Exhibitor Manual') },
  { path: `${SELF_SERVICE}/auditing`, area: 'exhibitor-portal', title: title('审核中', 'Under Review') },
  { path: `${SELF_SERVICE}/exhInviteStaff`, area: 'exhibitor-portal', title: title('展商人员登记', 'Exhibitor Staff Registration'), noLogin: true },
  { path: `${SELF_SERVICE}/exhCertificationCode`, area: 'exhibitor-portal', title: title('认证码', 'Certification Code') },
  { path: `${SELF_SERVICE}/exhibitorRegist`, area: 'exhibitor-portal', title: title('展商注册', 'Exhibitor Sign-up') },
  { path: `${SELF_SERVICE}/exhibitorRegist/login`, area: 'exhibitor-portal', title: title('展商登录', 'Exhibitor Login') },
  { path: `${SELF_SERVICE}/invitationTemplate`, area: 'exhibitor-portal', title: title('邀请函模板', 'Invitation Templates') },
  { path: '/exhibitorSelfServiceNew/invitationTemplate', area: 'exhibitor-portal', title: title('邀请函模板', 'Invitation Templates') },
  { path: '/exhibitorSelfServiceNew/invitationTemplate/editInvitation', area: 'exhibitor-portal', title: title('编辑邀请函', 'Edit Invitation') },
  { path: `${SELF_SERVICE}/adsBooking`, area: 'exhibitor-portal', title: title('广告预订', 'Advertising') },
  { path: `${SELF_SERVICE}/translateBooking`, area: 'exhibitor-portal', title: title('翻译预订', 'Interpreter Booking') },
  { path: `${SELF_SERVICE}/productShow`, area: 'exhibitor-portal', title: title('产品展示', 'Product Showcase') },
  { path: `${SELF_SERVICE}/serviceOrder`, area: 'exhibitor-portal', title: title('服务订单', 'Service Orders') },
  { path: `${SELF_SERVICE}/visaInfo`, area: 'exhibitor-portal', title: title('签证邀请', 'Visa Invitation') },
  { path: '/boothInfo', area: 'exhibitor-portal', title: title('展位信息', 'Booth Information'), noToken: true },
  { path: '/user-center/exhibitorReport', area: 'exhibitor-portal', title: title('展商报告', 'Exhibitor Report') },
  { path: '/user-center/exhibitorReportNoImg', area: 'exhibitor-portal', title: title('展商报告', 'Exhibitor Report') },
  { path: '/user-center/exhibitorLogo', area: 'exhibitor-portal', title: title('企业标志', 'Company Logo') },
  { path: '/user-center/activityDetail', area: 'exhibitor-portal', title: title('活动详情', 'Event Details') },
]

const GROUPS: RouteDefinition[] = [
  { path: '/groupManagement', area: 'group-manager', title: title('团队管理', 'Group Management') },
  { path: '/groupManagement/form', area: 'group-manager', title: title('团队信息', 'Group Details') },
  { path: '/groupManagement/operateList', area: 'group-manager', title: title('操作记录', 'Activity Log') },
  { path: '/groupManagement/detail', area: 'group-manager', title: title('成员详情', 'Member Details') },
  { path: '/groupManagement/previousData', area: 'group-manager', title: title('往届数据', 'Previous Editions') },
  { path: '/groupManagement/qrCode', area: 'group-manager', title: title('团队二维码', 'Group QR Code') },
  { path: '/groupManagement/printCode', area: 'group-manager', title: title('打印二维码', 'Print QR Codes') },
  { path: '/subordinate', area: 'group-manager', title: title('下级账号', 'Sub-accounts') },
  { path: '/subordinate/form', area: 'group-manager', title: title('下级账号信息', 'Sub-account Details') },
  { path: '/subordinate/resetPwd/:userId', area: 'group-manager', title: title('重置密码', 'Reset Password') },
  { path: '/subordinate/details/:id', area: 'group-manager', title: title('账号详情', 'Sub-account Details') },
]

/**
 * Spec §2: /tradeFairSystem/home redirects to /customerPage and has the child /minePage; the
 * children are absolute paths, as the spec writes them.
 */
const TRADE_FAIR_SYSTEM: RouteDefinition[] = [
  { path: '/tradeFairSystem/home', area: 'customer-tool', redirect: '/customerPage' },
  { path: '/customerPage', area: 'customer-tool', title: title('客户管理', 'Customers') },
  { path: '/minePage', area: 'customer-tool', title: title('我的', 'Me') },
  { path: '/dataExport', area: 'customer-tool', title: title('数据导出', 'Data Export') },
  { path: '/custDetailInfoPage', area: 'customer-tool', title: title('客户详情', 'Customer Details') },
  { path: '/transferDescPage', area: 'customer-tool', title: title('转移说明', 'Transfer Notes') },
  { path: '/surveyPage', area: 'customer-tool', title: title('调查问卷', 'Survey') },
  { path: '/scanCodePage', area: 'customer-tool', title: title('扫码', 'Scan') },
  { path: '/accountMngPage', area: 'customer-tool', title: title('账号管理', 'Accounts') },
  { path: '/buyMemPage', area: 'customer-tool', title: title('购买会员', 'Buy Membership') },
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
