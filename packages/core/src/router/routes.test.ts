import { beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, loadRouteTitles, matchRoute, requiresLogin, routeTitle, isMobileUserAgent, type RouteArea } from './index'
import { ROUTE_TITLES } from './titles'

/** Spec §2, written out path by path (exhibitor self-service paths under /exhibitorSelfService). */
const SPEC_PATHS = [
  '/transitionPage', '/transitionTq', '/', '/test', '/test2', '/jump', '/geo', '/registration', '/closed', '/error',
  '/extractConfirmation', '/photo', '/infoWap', '/questionnaire', '/auditing', '/confirmation', '/user-center',
  '/personnel', '/ticket', '/ticketRegistration', '/ticketAdd', '/teamRegistration', '/teamRegistration-form',
  '/order', '/order/:orderId', '/refund/:orderId', '/wallet', '/wallet/:id', '/give', '/give/:id',
  '/ticket/receive/complimentaryTickets', '/freeTicket', '/invoiceHeaderManage', '/invoice', '/invoiceEn',
  '/invoice/history', '/invoice/apply/:orderId', '/ticket-type', '/ticket-type/select', '/ticket-type/select/:orderId',
  '/ticket-type/:id', '/payTransition', '/builder', '/hotel', '/traffic', '/datadownload', '/datadownloadDetails',
  '/journal', '/journal/:orderId', '/special', '/entrance', '/share', '/pdfPreview', '/regQRcode', '/posterDown',
  '/meetingSignIn', '/smsQrCodePage', '/whatsApp', '/changePassword', '/forgotPassword', '/contentPage/:id', '/source',
  '/source/form', '/source/details/:code', '/stayManage', '/selectRoomPersonList', '/parking',
  '/othersRegistration/:type', '/others-registration-info-detail/:type', '/others-registration-card-form/:type',
  '/helpRegistration', '/helpRegistration-form', '/mettingRegistration', '/inviteRegistration',
  '/inviteRegistration-form/:inviteFormType', '/invite/home', '/meetingSchedule', '/meetingSchedule/details/:id',
  '/meetingScheduleNodeMode', '/guest', '/guest/details/:id', '/news', '/news/details/:id', '/cooperationPartners',
  '/activity/list', '/myRanking', '/conference/registrationConference', '/conference/selectConference',
  '/conference/selectConferenceNodeMode', '/conference/mySchedule', '/conference/activity/list',
  '/conference/activity/detail', '/conference/activity/confeDetail', '/conference/activity/myactivity',
  '/conference/activityBuy/list', '/conference/activityDetail', '/conference/mettingSelect',
  '/conference/speakingGuest', '/conference/speakerList', '/conference/speaker/detail',
  '/exhibitorSelfService/exhibit/list', '/exhibitorSelfService/exhibit/previousList', '/exhibitorSelfService/exhibit/single',
  '/exhibitorSelfService/documentManagement/list', '/exhibitorSelfService/documentManagement/inviteCodePage',
  '/exhibitorSelfService/document-manage-info-detail/:type', '/exhibitorSelfService/document-manage-previous-list/:type',
  '/exhibitorSelfService/formInfoWap', '/exhibitorSelfService/invitingBuyers/list',
  '/exhibitorSelfService/invitingBuyersTwo/list', '/exhibitorSelfService/inviteVIP',
  '/exhibitorSelfService/inviteVIP/inviteForm', '/exhibitorSelfService/information',
  '/exhibitorSelfService/information/info', '/exhibitorSelfService/information/manualAll/:materialTypeV2',
  '/exhibitorSelfService/information/manualPart/:materialTypeV2', '/exhibitorSelfService/auditing',
  '/exhibitorSelfService/exhInviteStaff', '/exhibitorSelfService/exhCertificationCode',
  '/exhibitorSelfService/exhibitorRegist', '/exhibitorSelfService/exhibitorRegist/login',
  '/exhibitorSelfService/invitationTemplate', '/exhibitorSelfServiceNew/invitationTemplate',
  '/exhibitorSelfServiceNew/invitationTemplate/editInvitation', '/exhibitorSelfService/adsBooking',
  '/exhibitorSelfService/translateBooking', '/exhibitorSelfService/productShow', '/exhibitorSelfService/serviceOrder',
  '/datadownload/invoice', '/datadownload/contract', '/exhibitorSelfService/visaInfo', '/boothInfo',
  '/user-center/exhibitorReport', '/user-center/exhibitorReportNoImg', '/user-center/exhibitorLogo',
  '/user-center/activityDetail', '/groupManagement', '/groupManagement/form', '/groupManagement/operateList',
  '/groupManagement/detail', '/groupManagement/previousData', '/groupManagement/qrCode', '/groupManagement/printCode',
  '/subordinate', '/subordinate/form', '/subordinate/resetPwd/:userId', '/subordinate/details/:id',
  '/tradeFairSystem/home', '/customerPage', '/minePage', '/dataExport', '/custDetailInfoPage', '/transferDescPage',
  '/surveyPage', '/scanCodePage', '/accountMngPage', '/buyMemPage',
]

const NO_LOGIN = [
  '/', '/error', '/closed', '/jump', '/geo', '/user-center', '/invite/home', '/meetingSignIn',
  '/exhibitorSelfService/exhInviteStaff', '/hotel', '/traffic', '/test2',
  // Chosen beyond the spec's list (see routes.ts): pages reached by capability links or showing public information.
  '/special', '/smsQrCodePage', '/whatsApp', '/entrance',
]

const AREAS: RouteArea[] = [
  'registration', 'ticket-buy', 'wallet', 'invoice', 'conference', 'exhibitor-portal', 'group-manager', 'customer-tool', 'content',
]

describe('route table', () => {
  it('holds exactly the routes of the spec, each once', () => {
    const paths = ROUTES.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort())
  })

  it('marks exactly the spec no-login routes, and /boothInfo as no-token', () => {
    expect(ROUTES.filter((route) => route.noLogin).map((route) => route.path).sort()).toEqual([...NO_LOGIN].sort())
    expect(ROUTES.filter((route) => route.noToken).map((route) => route.path)).toEqual(['/boothInfo'])
    expect(requiresLogin(matchRoute('/boothInfo')?.definition)).toBe(false)
    expect(requiresLogin(matchRoute('/jump')?.definition)).toBe(false)
    expect(requiresLogin(matchRoute('/wallet')?.definition)).toBe(true)
    expect(requiresLogin(null)).toBe(true)
  })

  it('gives every route a known area and every title both languages', () => {
    const patterns = new Set(ROUTES.map((route) => route.path))
    for (const route of ROUTES) expect(AREAS).toContain(route.area)
    for (const [path, title] of Object.entries(ROUTE_TITLES)) {
      expect(patterns.has(path), `${path} is a route`).toBe(true)
      expect(title.cn.trim(), path).not.toBe('')
      expect(title.en.trim(), path).not.toBe('')
    }
  })

  it('redirects /tradeFairSystem/home to /customerPage, which exists', () => {
    expect(matchRoute('/tradeFairSystem/home')?.definition.redirect).toBe('/customerPage')
    expect(matchRoute('/customerPage')?.definition.area).toBe('customer-tool')
  })
})

describe('matchRoute', () => {
  it('captures and decodes params', () => {
    expect(matchRoute('/order/A%2F12')).toMatchObject({ definition: { path: '/order/:orderId' }, params: { orderId: 'A/12' } })
    expect(matchRoute('/othersRegistration/group')?.params).toEqual({ type: 'group' })
    expect(matchRoute('/subordinate/resetPwd/42')?.params).toEqual({ userId: '42' })
  })

  it('prefers static segments over params', () => {
    expect(matchRoute('/ticket-type/select')?.definition.path).toBe('/ticket-type/select')
    expect(matchRoute('/ticket-type/77')?.definition.path).toBe('/ticket-type/:id')
    expect(matchRoute('/ticket-type/select/9')?.params).toEqual({ orderId: '9' })
  })

  it('ignores the query, the /pc prefix and trailing slashes', () => {
    expect(matchRoute('/wallet/5?from=x')?.params).toEqual({ id: '5' })
    expect(matchRoute('/pc/wallet')?.definition.path).toBe('/wallet')
    expect(matchRoute('/pc')?.definition.path).toBe('/')
    expect(matchRoute('/wallet/')?.definition.path).toBe('/wallet')
  })

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeNull()
    expect(matchRoute('/order/1/2')).toBeNull()
  })
})

describe('routeTitle', () => {
  const wallet = matchRoute('/wallet')!.definition
  const registration = matchRoute('/registration')!.definition

  beforeAll(() => loadRouteTitles())

  it('names the page by the exhibition until the titles have loaded', () => {
    expect(routeTitle(wallet, 'en', { pageTitleEn: 'Spring Fair' }, null)).toBe('Spring Fair')
  })

  it('uses the route title first', () => {
    expect(routeTitle(wallet, 'cn', { pageTitle: '春季展' })).toBe('票夹')
    expect(routeTitle(wallet, 'en', { pageTitleEn: 'Spring Fair' })).toBe('Ticket Wallet')
  })

  it('falls back to the stored title of the language', () => {
    expect(routeTitle(registration, 'cn', { pageTitle: '春季展', pageTitleEn: 'Spring Fair' })).toBe('春季展')
    expect(routeTitle(registration, 'en', { pageTitle: '春季展', pageTitleEn: 'Spring Fair' })).toBe('Spring Fair')
  })

  it('falls back to the registration-system title', () => {
    expect(routeTitle(registration, 'cn', null)).toBe('展会观众预登记')
    expect(routeTitle(null, 'en', { pageTitle: '春季展' })).toBe('Visitor Pre-registration')
  })
})

describe('isMobileUserAgent', () => {
  const WECHAT_ANDROID =
    'Mozilla/5.0 (Linux; Android 13; V2229A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230805 MMWEBID/1234 MicroMessenger/8.0.42.2460(0x28002A37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
  const WECHAT_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN'
  const WECHAT_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x6309001c) XWEB/6500'
  const CHROME_DESKTOP =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
  const SAFARI_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'

  it('treats the WeChat in-app browser on phones as mobile', () => {
    expect(isMobileUserAgent(WECHAT_ANDROID)).toBe(true)
    expect(isMobileUserAgent(WECHAT_IPHONE)).toBe(true)
  })

  it('treats desktop browsers and the desktop WeChat client as desktop', () => {
    expect(isMobileUserAgent(CHROME_DESKTOP)).toBe(false)
    expect(isMobileUserAgent(WECHAT_WINDOWS)).toBe(false)
    expect(isMobileUserAgent(SAFARI_MAC)).toBe(false)
  })

  it('recognises an iPad that announces itself as a Mac by its touch screen', () => {
    expect(isMobileUserAgent(SAFARI_MAC, 5)).toBe(true)
  })
})
