import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiSignIn, createLeader, createVisitor } from './support/groupLeader'
import { expectNoHorizontalOverflow, type Language } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * Issue 20: text resizable to 200 % without loss at 375 px. WeChat and phone browsers enlarge text through the root
 * font size; the app page takes its type scale from it (demo/index.html), so at 200 % every area's main pages must
 * still fit the screen: nothing sideways, no text cut off. Each page is photographed (test-results/screens/text-200-*)
 * and, like every screen, checked by axe, which also counts these pages in the coverage of routes and languages.
 */

const TENANT = '000000'
const EXHIBITION = '1020'
const PASSWORD = 'Expo#2026'

type Who = 'nobody' | 'visitor' | 'leader' | 'exhibitor' | 'trade'

interface MainPage {
  who: Who
  path: string
  /** Link parameters beside tenant, exhibition and language. */
  query?: string
  exhibitionId?: string
}

const PAGES: MainPage[] = [
  // registration
  { who: 'nobody', path: '/registration', exhibitionId: '1002', query: 'registerType=visitor' },
  { who: 'nobody', path: '/geo', exhibitionId: '1001' },
  { who: 'nobody', path: '/entrance', exhibitionId: '1002' },
  { who: 'visitor', path: '/user-center' },
  { who: 'visitor', path: '/infoWap' },
  // ticket-buy, wallet, invoice
  { who: 'visitor', path: '/ticket-type' },
  { who: 'visitor', path: '/order' },
  { who: 'visitor', path: '/wallet' },
  { who: 'visitor', path: '/journal' },
  { who: 'visitor', path: '/invoiceHeaderManage' },
  { who: 'visitor', path: '/invoice/history' },
  // conference and content
  { who: 'visitor', path: '/meetingSchedule' },
  { who: 'visitor', path: '/conference/mySchedule' },
  { who: 'visitor', path: '/guest' },
  { who: 'visitor', path: '/news' },
  { who: 'visitor', path: '/cooperationPartners' },
  { who: 'nobody', path: '/hotel' },
  { who: 'nobody', path: '/traffic' },
  // group manager
  { who: 'leader', path: '/groupManagement' },
  { who: 'leader', path: '/subordinate' },
  { who: 'leader', path: '/source' },
  { who: 'leader', path: '/stayManage' },
  { who: 'leader', path: '/parking' },
  { who: 'visitor', path: '/helpRegistration' },
  { who: 'visitor', path: '/inviteRegistration' },
  // exhibitor portal
  { who: 'nobody', path: '/exhibitorSelfService/exhibitorRegist/login', query: 'registerType=exhibitorDept' },
  { who: 'exhibitor', path: '/user-center' },
  { who: 'exhibitor', path: '/exhibitorSelfService/information' },
  { who: 'exhibitor', path: '/exhibitorSelfService/exhibit/list' },
  // customer tool
  { who: 'trade', path: '/customerPage' },
  { who: 'trade', path: '/minePage' },
  { who: 'trade', path: '/buyMemPage' },
]

const REGISTER_TYPE: Record<Who, string> = {
  nobody: 'visitor',
  visitor: 'visitor',
  leader: 'visitingGroup',
  exhibitor: 'exhibitorDept',
  trade: 'commerceExhibition',
}

interface Session {
  token: string
  userId: string
  account: string
  loginMode: string
  deptId?: string
}

/** A password account's session over the API (the seeded exhibitor and trade-fair-system accounts). */
async function passwordSession(request: APIRequestContext, account: string, registerType: string): Promise<Session> {
  const login = await request.post('/api/blade-auth/oauth/token', {
    headers: { 'Tenant-Id': TENANT },
    data: { grant_type: 'password', account, password: PASSWORD, privacyMark: true, tenantId: TENANT, exhibitionId: EXHIBITION, type: registerType, registerType },
  })
  expect(login.ok()).toBe(true)
  const { data } = (await login.json()) as { data: { access_token: string; user_id: string; dept_id?: string } }
  return { token: data.access_token, userId: data.user_id, deptId: data.dept_id, account, loginMode: 'password' }
}

async function sessionFor(request: APIRequestContext, who: Who, language: Language): Promise<Session | null> {
  switch (who) {
    case 'nobody':
      return null
    case 'visitor': {
      const visitor = await createVisitor(request, { language })
      return { token: visitor.headers.authorization.replace(/^Bearer /, ''), userId: visitor.userId, account: visitor.account, loginMode: 'appemail' }
    }
    case 'leader': {
      const leader = await createLeader(request, { label: `Larger Text`, language })
      return { token: leader.headers.authorization.replace(/^Bearer /, ''), userId: leader.userId, account: leader.account, loginMode: 'appemail' }
    }
    case 'exhibitor':
      return passwordSession(request, 'exhibitor1@fairpass.example', REGISTER_TYPE.exhibitor)
    case 'trade':
      return passwordSession(request, 'trade.admin@fairpass.example', REGISTER_TYPE.trade)
  }
}

/** The page opens in the session the login would have left (sessionStorage `fair:` keys), root text at 200 %. */
async function openAt200(page: Page, entry: MainPage, session: Session | null, language: Language) {
  const exhibitionId = entry.exhibitionId ?? EXHIBITION
  const registerType = REGISTER_TYPE[entry.who]
  const stored: Record<string, string> = session
    ? { ...session, deptId: session.deptId ?? '', tenantId: TENANT, exhibitionId, registerType, languageType: language }
    : {}
  await page.addInitScript((entries) => {
    for (const [field, value] of entries) if (value) sessionStorage.setItem(`fair:${field}`, value)
  }, Object.entries(stored))
  const query = entry.query ?? `registerType=${registerType}`
  await page.goto(`/#${entry.path}?tenantId=${TENANT}&exhibitionId=${exhibitionId}&${query}&languageType=${language}`)
  // What a phone's "larger text" does to a page: the root font size, which rem sizes follow.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0)
}

for (const language of ['cn', 'en'] as const) {
  test.describe(`200 % text at 375 px (${language})`, () => {
    for (const entry of PAGES) {
      test(`${entry.who === 'nobody' ? 'signed out' : `as ${entry.who}`}: ${entry.path}`, async ({ page, request }) => {
        await openAt200(page, entry, await sessionFor(request, entry.who, language), language)
        // The type scale really doubled: the body text is 32 px, not the 16 px a fixed scale would keep.
        const bodySize = await page.getByRole('heading', { level: 1 }).first().evaluate((heading) => parseFloat(getComputedStyle(heading.closest('[part="page"]')!).fontSize))
        expect(bodySize).toBe(32)
        await expectNoHorizontalOverflow(page)
        await screen(page, `text-200-${entry.who}${entry.path.replace(/\//g, '-')}-${language}`)
      })
    }
  })
}
