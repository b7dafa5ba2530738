/*
 * Demo content: tenant 000000 with the motor show of spec §1 (full flow, 1001), an electronics fair
 * (short flow, 1002) and a lighting fair whose registration link is closed (1003); tenant 100001 with
 * exhibition 2001 so tenant isolation can be exercised.
 */

export const DEMO_TENANT = '000000'
export const OTHER_TENANT = '100001'

export const DEMO_ACCOUNT = {
  email: 'demo@fairpass.example',
  phone: '13800000000',
  password: 'Fairpass#2025',
  name: '演示观众',
} as const

export interface SeedDictionaryEntry {
  code: string
  dictKey: string
  valueCn: string
  valueEn: string
  parentKey?: string
}

export interface SeedField {
  field: string
  type: string
  required: boolean
  labelCn: string
  labelEn: string
  dictCode?: string
}

export interface SeedExhibition {
  id: string
  tenantId: string
  titleCn: string
  titleEn: string
  autoApprove: boolean
  pageConfig: Record<string, unknown>
  functionConfig: Record<string, unknown>
  fields: SeedField[]
}

const defaultTheme = {
  pageThemeColor: '#839cfc',
  pageThemeBgColor: '#F0F2FF',
  pageThemeCardBgColor: '#F5F7FF',
  languageSwitchBgColor: '#F3D4AF',
}

export const motorShowNoticeCn = [
  '1. 本票仅限 2025 年 9 月 17 日至 22 日展期内使用。',
  '2. 本票限入场一次，仅限所选的一个参观日当天有效。',
  '3. 请凭本人二维码入场，一人一码，不得转让。',
].join('\n')

export const motorShowNoticeEn = [
  '1. This ticket is valid only during the show, 17–22 September 2025.',
  '2. It allows one entry, on the one day you chose.',
  '3. Enter with your own QR code; one code per person, not transferable.',
].join('\n')

const shortForm: SeedField[] = [
  { field: 'name', type: 'name', required: true, labelCn: '姓名', labelEn: 'Name' },
  { field: 'company', type: 'company', required: true, labelCn: '公司名称', labelEn: 'Company' },
]

/** The switches of a plain visitor link; each demo exhibition states only where it differs. */
const visitorPageDefaults = {
  cnLoginMode: 'appsms',
  enLoginMode: 'appemail',
  passwordLoginSwitch: 'off',
  businessCardSwitch: 'off',
  cnQuestionnaireSwitch: 'off',
  enQuestionnaireSwitch: 'off',
  showConfirmationSwitch: 'on',
  isOneCode: 'off',
  closeRegistrationLink: 'off',
  conferenceFlow: 'default',
  isOpenNodeMode: 'off',
  registrationTypeList: ['visitor'],
  browserOpenSwitch: 'on',
  browserOpenSwitchEn: 'on',
  wechatOpenSwitch: 'off',
}

/** The gift-ticket notices (spec §1 "gift-ticket notices"), shown on the gift link before the receiver accepts. */
const giftNotice = [
  '赠票仅限受赠手机号领取：使用该手机号登录，或以其他账号登录后输入发送到该手机号的验证码，领取后门票进入您的票夹。',
  '每张赠票仅可领取一次；赠送人可在领取前收回未领取的门票。',
  '赠票不可退款，入场时请出示票夹中的入场二维码。',
]
const giftNoticeEn = [
  'Only the phone number the gift was sent to can receive it: sign in with it, or with another account and the code sent to it, and the ticket lands in your wallet.',
  'Each gifted ticket can be received once; the sender can take back tickets not yet received.',
  'Gifted tickets cannot be refunded. Show the entry QR code in your wallet at the gate.',
]

export const seedExhibitions: SeedExhibition[] = [
  {
    id: '1001',
    tenantId: DEMO_TENANT,
    titleCn: '2025 上海国际汽车展览会',
    titleEn: '2025 Shanghai International Motor Show',
    autoApprove: false,
    pageConfig: {
      pageTitle: '2025 上海国际汽车展览会',
      pageTitleEn: '2025 Shanghai International Motor Show',
      ...defaultTheme,
      ...visitorPageDefaults,
      passwordLoginSwitch: 'on',
      businessCardSwitch: 'on',
      cnQuestionnaireSwitch: 'on',
      enQuestionnaireSwitch: 'on',
      registrationTypeList: ['visitor', 'professionalVisitor'],
      ticketValidFrom: '2025-09-17',
      ticketValidTo: '2025-09-22',
      ticketEntries: 1,
      ticketNotice: motorShowNoticeCn,
      ticketNoticeEn: motorShowNoticeEn,
      giftNotice,
      giftNoticeEn,
      shareTitle: '%%name%% 邀您参观 2025 上海国际汽车展览会',
      shareTitleEn: '%%name%% invites you to the 2025 Shanghai International Motor Show',
      shareDesc: '2025 年 9 月 17–22 日 · 国家会展中心（上海）',
      shareDescEn: '17–22 September 2025 · National Exhibition and Convention Center, Shanghai',
    },
    functionConfig: { ticketPurchase: false, reviewDays: '1-3' },
    fields: [
      { field: 'name', type: 'name', required: true, labelCn: '姓名', labelEn: 'Name' },
      { field: 'company', type: 'company', required: true, labelCn: '公司名称', labelEn: 'Company' },
      { field: 'position', type: 'text', required: true, labelCn: '职位', labelEn: 'Position' },
      { field: 'phone', type: 'phone', required: false, labelCn: '手机号', labelEn: 'Mobile number' },
      { field: 'email', type: 'email', required: false, labelCn: '电子邮箱', labelEn: 'E-mail' },
      { field: 'country', type: 'select', required: true, labelCn: '国家/地区', labelEn: 'Country or region', dictCode: 'country' },
      { field: 'industry', type: 'multiSelect', required: true, labelCn: '所属行业', labelEn: 'Industry', dictCode: 'industry' },
      { field: 'visitDate', type: 'date', required: true, labelCn: '参观日期', labelEn: 'Visit date' },
      { field: 'privacy', type: 'agreement', required: true, labelCn: '我已阅读并同意隐私协议', labelEn: 'I have read and accept the privacy agreement' },
    ],
  },
  {
    id: '1002',
    tenantId: DEMO_TENANT,
    titleCn: '2025 深圳国际电子展',
    titleEn: '2025 Shenzhen Electronics Fair',
    autoApprove: true,
    pageConfig: {
      pageTitle: '2025 深圳国际电子展',
      pageTitleEn: '2025 Shenzhen Electronics Fair',
      pageThemeColor: '#0f9d8a',
      pageThemeBgColor: '#E6F6F3',
      pageThemeCardBgColor: '#F2FBF9',
      languageSwitchBgColor: '#BFE9E1',
      ...visitorPageDefaults,
      passwordLoginSwitch: 'on',
      giftNotice,
      giftNoticeEn,
    },
    functionConfig: { ticketPurchase: false },
    fields: shortForm,
  },
  {
    // A link the organiser has switched off: the visitor lands on /closed instead of the login.
    id: '1003',
    tenantId: DEMO_TENANT,
    titleCn: '2024 广州国际照明展',
    titleEn: '2024 Guangzhou International Lighting Fair',
    autoApprove: true,
    pageConfig: {
      pageTitle: '2024 广州国际照明展',
      pageTitleEn: '2024 Guangzhou International Lighting Fair',
      ...defaultTheme,
      ...visitorPageDefaults,
      closeRegistrationLink: 'on',
      // The server refuses new registrations too, not only the client's entry routing.
      stopRegistration: 'on',
    },
    functionConfig: { ticketPurchase: false },
    fields: shortForm,
  },
  {
    // Issue 4's ticketing demo: every ticket type of seed/tickets.ts, dates kept current relative to seed time.
    id: '1020',
    tenantId: DEMO_TENANT,
    titleCn: '2026 国际票务演示展',
    titleEn: '2026 International Ticketing Demo Fair',
    autoApprove: true,
    pageConfig: {
      pageTitle: '2026 国际票务演示展',
      pageTitleEn: '2026 International Ticketing Demo Fair',
      pageThemeColor: '#0f9d8a',
      pageThemeBgColor: '#E6F6F3',
      pageThemeCardBgColor: '#F2FBF9',
      languageSwitchBgColor: '#BFE9E1',
      ...visitorPageDefaults,
      giftNotice,
      giftNoticeEn,
    },
    functionConfig: { ticketPurchase: true },
    fields: shortForm,
  },
  {
    id: '2001',
    tenantId: OTHER_TENANT,
    titleCn: '2025 杭州国际家居展',
    titleEn: '2025 Hangzhou Home Furnishing Fair',
    autoApprove: true,
    pageConfig: {
      pageTitle: '2025 杭州国际家居展',
      pageTitleEn: '2025 Hangzhou Home Furnishing Fair',
      ...defaultTheme,
      ...visitorPageDefaults,
    },
    functionConfig: {},
    fields: shortForm,
  },
]

const orderStatus: Array<[string, string, string]> = [
  ['pendingPayment', '待支付', 'Pending payment'],
  ['paid', '已支付', 'Paid'],
  ['cancelled', '已取消', 'Cancelled'],
  ['refunding', '退款中', 'Refunding'],
  ['refunded', '已退款', 'Refunded'],
  ['ticketIssued', '已出票', 'Ticket issued'],
  ['entered', '已入场', 'Entered'],
  ['notEntered', '未入场', 'Not entered'],
  ['completed', '已完成', 'Completed'],
]

const examineStatus: Array<[string, string, string]> = [
  ['pending', '待审核', 'Pending review'],
  ['approve', '审核通过', 'Approved'],
  ['reject', '审核不通过', 'Not approved'],
]

const countries: Array<[string, string, string]> = [
  ['CN', '中国', 'China'],
  ['HK', '中国香港', 'Hong Kong, China'],
  ['TW', '中国台湾', 'Taiwan, China'],
  ['JP', '日本', 'Japan'],
  ['KR', '韩国', 'South Korea'],
  ['SG', '新加坡', 'Singapore'],
  ['DE', '德国', 'Germany'],
  ['FR', '法国', 'France'],
  ['IT', '意大利', 'Italy'],
  ['GB', '英国', 'United Kingdom'],
  ['US', '美国', 'United States'],
  ['OTHER', '其他', 'Other'],
]

const industries: Array<[string, string, string, string?]> = [
  ['automotive', '汽车整车', 'Vehicle manufacturing'],
  ['passengerCars', '乘用车', 'Passenger cars', 'automotive'],
  ['commercialVehicles', '商用车', 'Commercial vehicles', 'automotive'],
  ['newEnergy', '新能源汽车', 'New energy vehicles', 'automotive'],
  ['parts', '汽车零部件', 'Automotive parts'],
  ['electronics', '电子与半导体', 'Electronics and semiconductors'],
  ['software', '软件与智能网联', 'Software and connected cars'],
  ['dealership', '经销与售后', 'Dealers and after-sales'],
  ['media', '媒体', 'Media'],
  ['other', '其他', 'Other'],
]

function entries(code: string, rows: Array<[string, string, string, string?]>): SeedDictionaryEntry[] {
  return rows.map(([dictKey, valueCn, valueEn, parentKey]) => ({ code, dictKey, valueCn, valueEn, parentKey }))
}

export const seedDictionaries: SeedDictionaryEntry[] = [
  ...entries('order_status', orderStatus),
  ...entries('examine_status', examineStatus),
  ...entries('country', countries),
  ...entries('industry', industries),
]

/** Tenant 100001 has its own, smaller country list: a leak across tenants would be visible. */
export const otherTenantDictionaries: SeedDictionaryEntry[] = entries('country', [
  ['CN', '中国', 'China'],
  ['OTHER', '其他', 'Other'],
])
