import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { demoSignCode } from '../packages/server/src/seed/conferences'
import { logInWithCode, loginTexts } from './support/login'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * <fair-conference> end to end against the real server and its demo programme (exhibition 1020, seed/conferences.ts):
 * browse and filter the programme, register for two sessions, the clash warning for a third, the one-seat workshop
 * D1-3A-2 (a second visitor takes the seat, the first waits and is moved in when it is cancelled), the door's
 * sign-in link opened signed out and signed in, the agenda and its calendar file parsed back. Both languages, 375 px.
 */

type Language = 'cn' | 'en'
const EXHIBITION = '1020'
const CONFIG_CLIENT = '/api/ef-registration-config-client'

const titles = {
  cn: {
    keynote: '开幕主旨演讲：制造业的下一个十年',
    outlook: '新能源汽车全球市场展望',
    genAi: '生成式人工智能在工厂中的应用',
    workshop: '实操：面向采购商的提示词工程',
    room3A: '3A 工作坊',
  },
  en: {
    keynote: 'Opening keynote: the next decade of manufacturing',
    outlook: 'Global outlook for new energy vehicles',
    genAi: 'Generative AI on the factory floor',
    workshop: 'Hands-on: prompt engineering for trade buyers',
    room3A: 'Workshop Room 3A',
  },
} as const

const texts = {
  cn: {
    heading: '会议日程',
    search: '搜索会议、话题或嘉宾',
    room: '会场',
    clear: '清除筛选',
    open: (title: string) => `查看详情：${title}`,
    register: '报名',
    registered: '报名成功。',
    clash: '时间冲突',
    joinWaitingList: '加入候补名单',
    waitlisted: '本场已满，您已加入候补名单，当前第 1 位。',
    holdsSeat: '您已报名本场会议。',
    cancel: '取消报名',
    cancelOne: (title: string) => `取消报名：${title}`,
    cancelled: '已取消报名。',
    logInToSignIn: '登录后签到',
    signedIn: '签到成功',
    walkIn: '您未提前报名，已按现场规则为您签到并占用一个名额。',
    agenda: '我的日程',
    addAll: '全部添加到日历',
    signedInBadge: '已签到',
    registeredBadge: '已报名',
    addToCalendar: '添加到日历',
  },
  en: {
    heading: 'Conference programme',
    search: 'Search sessions, topics or speakers',
    room: 'Room',
    clear: 'Clear filters',
    open: (title: string) => `Open ${title}`,
    register: 'Register',
    registered: 'You are registered.',
    clash: 'Time clash',
    joinWaitingList: 'Join the waiting list',
    waitlisted: 'The session is full: you are on the waiting list as number 1.',
    holdsSeat: 'You are registered for this session.',
    cancel: 'Cancel registration',
    cancelOne: (title: string) => `Cancel registration: ${title}`,
    cancelled: 'Your registration is cancelled.',
    logInToSignIn: 'Log in to sign in',
    signedIn: 'You are signed in',
    walkIn: 'You had not registered: you were signed in as a walk-in and took a seat.',
    agenda: 'My agenda',
    addAll: 'Add all to calendar',
    signedInBadge: 'Signed in',
    registeredBadge: 'Registered',
    addToCalendar: 'Add to calendar',
  },
} as const

const link = (path: string, language: Language) =>
  `/#${path}${path.includes('?') ? '&' : '?'}tenantId=000000&exhibitionId=${EXHIBITION}&registerType=visitor&languageType=${language}`

/** A session's id by its title, as the public programme call answers it. */
async function sessionId(request: APIRequestContext, title: string, language: Language): Promise<string> {
  const response = await request.get(`${CONFIG_CLIENT}/conference/session/page`, {
    params: { tenantId: '000000', exhibitionId: EXHIBITION, languageType: language, q: title, size: 5 },
    headers: { 'Tenant-Id': '000000' },
  })
  expect(response.status()).toBe(200)
  const records = ((await response.json()).data.records as Array<{ id: string; title: string }>).filter((record) => record.title === title)
  expect(records).toHaveLength(1)
  return records[0].id
}

/** The login form the element shows in place of a page that needs one, filled as a person would. */
async function fillLogin(page: Page, request: APIRequestContext, language: Language): Promise<void> {
  const t = loginTexts[language]
  const account = language === 'cn' ? uniquePhone() : uniqueEmail()
  await page.getByRole('textbox', { name: t.account }).fill(account)
  await page.getByRole('button', { name: t.sendCode }).click()
  await page.getByRole('textbox', { name: t.code }).fill(await readCode(request, account))
  await page.getByRole('checkbox', { name: t.privacy }).check()
  await page.getByRole('button', { name: t.logIn, exact: true }).click()
}

async function openSession(page: Page, id: string, language: Language) {
  await page.goto(link(`/meetingSchedule/details/${id}`, language))
  await expect(page.locator('[data-part="actions"]')).toBeVisible()
}

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

// Both languages' journeys share the one-seat workshop of the demo, so they run one after the other.
test.describe('conference journeys', () => {
  test.describe.configure({ mode: 'serial' })
  for (const language of ['cn', 'en'] as const) {
    test(`programme, registrations with a clash, the waiting list, the door sign-in and the agenda with its calendar (${language})`, async ({ page, request, browser }) => {
      test.setTimeout(180_000)
      const t = texts[language]
      const title = titles[language]

      await logInWithCode(page, request, { exhibitionId: EXHIBITION, language })
      await expect(page).not.toHaveURL(/#\/registration/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.goto('about:blank')

      // The programme: filter by room, search, clear.
      await page.goto(link('/meetingSchedule', language))
      await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: t.open(title.keynote) })).toBeVisible()
      await screen(page, `conference-programme-${language}`)
      await expectEveryControlNamed(page)
      await expectNoHorizontalOverflow(page)
      await page.getByRole('combobox', { name: t.room }).selectOption({ label: title.room3A })
      await expect(page.getByRole('link', { name: t.open(title.workshop) })).toBeVisible()
      await expect(page.getByRole('link', { name: t.open(title.keynote) })).toHaveCount(0)
      await page.getByRole('button', { name: t.clear }).click()
      await page.getByRole('searchbox', { name: t.search }).fill(title.genAi)
      await expect(page.locator('[data-part="session"]')).toHaveCount(1)
      await expect(page.getByRole('link', { name: t.open(title.genAi) })).toBeVisible()
      await screen(page, `conference-programme-search-${language}`)

      // Two sessions one after the other, then a third at the keynote's time: the clash is warned about.
      await page.getByRole('button', { name: t.clear }).click()
      await page.getByRole('link', { name: t.open(title.keynote) }).click()
      await page.getByRole('button', { name: t.register, exact: true }).click()
      await expect(page.getByText(t.registered)).toBeVisible()
      await expect(page.locator('[data-part="clash"]')).toHaveCount(0)
      await openSession(page, await sessionId(request, title.outlook, language), language)
      await page.getByRole('button', { name: t.register, exact: true }).click()
      await expect(page.getByText(t.registered)).toBeVisible()
      await openSession(page, await sessionId(request, title.genAi, language), language)
      await page.getByRole('button', { name: t.register, exact: true }).click()
      const clash = page.locator('[data-part="clash"]')
      await expect(clash).toBeVisible()
      await expect(clash.getByRole('heading', { name: t.clash })).toBeVisible()
      await expect(clash).toContainText(title.keynote)
      await expect(clash).toContainText('09:30')
      await screen(page, `conference-clash-${language}`)
      await expectEveryControlNamed(page)
      await expectNoHorizontalOverflow(page)

      // A second visitor opens a door's link signed out, logs in there and is signed in (a walk-in: room MAIN allows them),
      // then takes the one seat of the workshop.
      const other = await newPhone(browser)
      await other.goto(link(`/meetingSignIn?signCodeId=${demoSignCode('D1-MAIN-2')}&source=door`, language))
      await expect(other.getByRole('heading', { name: title.outlook })).toBeVisible()
      await screen(other, `conference-sign-in-signed-out-${language}`)
      await other.getByRole('button', { name: t.logInToSignIn }).click()
      await fillLogin(other, request, language)
      await expect(other.getByText(t.signedIn)).toBeVisible()
      await expect(other.getByText(t.walkIn)).toBeVisible()
      await screen(other, `conference-sign-in-walk-in-${language}`)
      const workshop = await sessionId(request, title.workshop, language)
      await openSession(other, workshop, language)
      await other.getByRole('button', { name: t.register, exact: true }).click()
      await expect(other.getByText(t.registered)).toBeVisible()

      // The workshop is full now: the first visitor waits, and is seated when the seat is given back.
      await openSession(page, workshop, language)
      await page.getByRole('button', { name: t.joinWaitingList }).click()
      await expect(page.getByText(t.waitlisted)).toBeVisible()
      await screen(page, `conference-waiting-${language}`)
      await other.getByRole('button', { name: t.cancel }).click()
      await expect(other.getByText(t.cancelled)).toBeVisible()
      await other.context().close()
      await page.reload()
      await expect(page.locator('[data-part="holding"]')).toHaveText(t.holdsSeat)

      // The door's link of the keynote, signed in: signed in at once.
      await page.goto(link(`/meetingSignIn?signCodeId=${demoSignCode('D1-MAIN-1')}&source=door`, language))
      await expect(page.getByText(t.signedIn)).toBeVisible()
      await screen(page, `conference-sign-in-${language}`)

      // The agenda: four sessions, the keynote signed in; the calendar file parses back with each session once.
      await page.goto(link('/conference/mySchedule', language))
      await expect(page.getByRole('heading', { name: t.agenda, level: 1 })).toBeVisible()
      const entries = page.locator('[data-part="agenda-entry"]')
      await expect(entries).toHaveCount(4)
      await expect(entries.filter({ hasText: title.keynote })).toContainText(t.signedInBadge)
      await expect(entries.filter({ hasText: title.workshop })).toContainText(t.registeredBadge)
      await screen(page, `conference-agenda-${language}`)
      await expectEveryControlNamed(page)
      await expectNoHorizontalOverflow(page)
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.addAll }).click()])
      const calendar = await readFile(await download.path(), 'utf8')
      expect(calendar).toContain('BEGIN:VEVENT')
      const events = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
      expect(events.map((event) => event.summary).sort()).toEqual([title.keynote, title.outlook, title.genAi, title.workshop].sort())
      expect(new Set(events.map((event) => event.uid)).size).toBe(4)
      const [one] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `${t.addToCalendar}: ${title.keynote}` }).click(),
      ])
      const single = new ICAL.Component(ICAL.parse(await readFile(await one.path(), 'utf8'))).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
      expect(single.map((event) => event.summary)).toEqual([title.keynote])
      expect(events.map((event) => event.uid)).toContain(single[0].uid)

      // The seat goes back from the agenda, after a confirmation, so the other language's run finds the workshop as
      // the seed left it.
      await page.getByRole('button', { name: t.cancelOne(title.workshop) }).click()
      const confirm = page.getByRole('dialog', { name: t.cancel })
      await expect(confirm).toContainText(title.workshop)
      await screen(page, `conference-agenda-cancel-${language}`)
      await confirm.getByRole('button', { name: t.cancel }).click()
      await expect(page.locator('[data-part="agenda-cancelled"]')).toContainText(title.workshop)
      await expect(entries).toHaveCount(3)
      await expect(entries.filter({ hasText: title.workshop })).toHaveCount(0)
    })
  }
})

const nodeMode = {
  cn: { node: (start: string) => new RegExp(`${start} 开始的会议`), none: '此时段不参加', submit: (n: number) => `报名所选会议（${n} 场）` },
  en: { node: (start: string) => new RegExp(`at ${start} \\(choose one\\)`), none: 'None at this time', submit: (n: number) => `Register for the chosen sessions (${n})` },
} as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const language of ['cn', 'en'] as const) {
  test(`node mode: the programme as a timeline, one session chosen per time node (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const t = texts[language]
    const n = nodeMode[language]
    const title = titles[language]

    // The timeline: each day's sessions under their start time, parallel sessions together.
    await page.goto(link('/meetingScheduleNodeMode', language))
    await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible()
    const firstNode = page.locator('[data-part="time-node"]').first()
    await expect(firstNode.getByRole('heading', { level: 3 })).toContainText('09:30')
    await expect(firstNode.getByRole('link', { name: t.open(title.keynote) })).toBeVisible()
    await expect(firstNode.getByRole('link', { name: t.open(title.genAi) })).toBeVisible()
    await screen(page, `conference-timeline-${language}`)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)

    // The summit's sessions to choose by time node: the keynote and the stage run together, so one replaces the other.
    const forums = await request.get(`${CONFIG_CLIENT}/conference/list`, {
      params: { tenantId: '000000', exhibitionId: EXHIBITION, languageType: 'en' },
      headers: { 'Tenant-Id': '000000' },
    })
    const summit = ((await forums.json()).data as Array<{ id: string; name: string }>).find((forum) => forum.name === 'Global Manufacturing Summit')
    expect(summit).toBeTruthy()
    await logInWithCode(page, request, { exhibitionId: EXHIBITION, language })
    await expect(page).not.toHaveURL(/#\/registration/)
    await page.goto(link(`/conference/selectConferenceNodeMode?conferenceTypeId=${summit!.id}`, language))
    const nine = page.getByRole('group', { name: n.node('09:30') }).first()
    await nine.getByRole('radio', { name: new RegExp(escapeRegExp(title.keynote)) }).check()
    await nine.getByRole('radio', { name: new RegExp(escapeRegExp(title.genAi)) }).check()
    await expect(nine.getByRole('radio', { name: new RegExp(escapeRegExp(title.keynote)) })).not.toBeChecked()
    await expect(nine.getByRole('radio', { name: n.none })).not.toBeChecked()
    const quarterTo = page.getByRole('group', { name: n.node('10:45') }).first()
    await quarterTo.getByRole('radio', { name: new RegExp(escapeRegExp(title.outlook)) }).check()
    await screen(page, `conference-select-node-mode-${language}`)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await page.getByRole('button', { name: n.submit(2) }).click()
    const outcome = page.locator('[data-part="select-outcome"]')
    await expect(outcome).toContainText(title.genAi)
    await expect(outcome).toContainText(title.outlook)
    await expect(outcome.locator('[data-part="clash"]')).toHaveCount(0)

    // Both in the agenda; given back from there, so the seats are as the seed left them.
    await page.goto(link('/conference/mySchedule', language))
    const entries = page.locator('[data-part="agenda-entry"]')
    await expect(entries).toHaveCount(2)
    for (const one of [title.genAi, title.outlook]) {
      await page.getByRole('button', { name: t.cancelOne(one) }).click()
      await page.getByRole('dialog', { name: t.cancel }).getByRole('button', { name: t.cancel }).click()
      await expect(entries.filter({ hasText: one })).toHaveCount(0)
    }
    await expect(page.locator('[data-part="agenda-cancelled"]')).toBeVisible()
  })
}

const open = {
  cn: {
    speakers: '演讲嘉宾',
    speaker: '赵敏',
    speakerOpen: '查看嘉宾：赵敏',
    speakerSessions: '嘉宾的会议',
    news: '新闻资讯',
    newsTitle: '2 天 40 场：会议日程正式发布',
    newsOpen: '阅读：2 天 40 场：会议日程正式发布',
    partners: '合作伙伴',
    tier: '战略合作伙伴',
    partner: '全球制造业联盟',
    hotel: '酒店住宿',
    traffic: '交通指南',
    activities: '付费活动',
    buy: '购票：',
  },
  en: {
    speakers: 'Speakers',
    speaker: 'Zhao Min',
    speakerOpen: 'Open Zhao Min',
    speakerSessions: 'Sessions',
    news: 'News',
    newsTitle: 'Two days, 40 sessions: the conference programme is out',
    newsOpen: 'Read Two days, 40 sessions: the conference programme is out',
    partners: 'Partners',
    tier: 'Strategic partner',
    partner: 'Global Manufacturing Alliance',
    hotel: 'Hotels',
    traffic: 'Getting there',
    activities: 'Paid activities',
    buy: 'Buy a ticket for',
  },
} as const

for (const language of ['cn', 'en'] as const) {
  test(`speakers, paid activities and the fair's information open without a login (${language})`, async ({ page }) => {
    const t = open[language]
    await page.goto(link('/guest', language))
    await expect(page.getByRole('heading', { name: t.speakers, level: 1 })).toBeVisible()
    await page.getByRole('link', { name: t.speakerOpen }).click()
    await expect(page.getByRole('heading', { name: t.speaker, level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.speakerSessions })).toBeVisible()
    await screen(page, `conference-speaker-${language}`)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)

    // Paid activities link to buying the session's ticket type through the ticket area, by the activities' register link.
    await page.goto(link('/conference/activity/list', language))
    await expect(page.getByRole('heading', { name: t.activities, level: 1 })).toBeVisible()
    await expect(page.locator('[data-part="activity"]')).toHaveCount(2)
    const buy = page.locator('[data-part="activity"]').first().getByRole('link', { name: new RegExp(`^${t.buy}`) })
    await expect(buy).toHaveAttribute('href', /#\/ticket-type\?registerLinkId=conference-activities$/)
    await screen(page, `conference-activities-${language}`)
    await expectEveryControlNamed(page)

    await page.goto(link('/news', language))
    await expect(page.getByRole('heading', { name: t.news, level: 1 })).toBeVisible()
    await page.getByRole('link', { name: t.newsOpen }).click()
    await expect(page.getByRole('heading', { name: t.newsTitle, level: 1 })).toBeVisible()
    await expect(page.locator('[data-part="news-body"] strong').first()).toBeVisible()
    await screen(page, `content-news-${language}`)
    await expectNoHorizontalOverflow(page)

    await page.goto(link('/cooperationPartners', language))
    await expect(page.getByRole('heading', { name: t.tier })).toBeVisible()
    await expect(page.getByText(t.partner)).toBeVisible()
    await screen(page, `content-partners-${language}`)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)

    await page.goto(link('/hotel', language))
    await expect(page.getByRole('heading', { name: t.hotel, level: 1 })).toBeVisible()
    await page.goto(link('/traffic', language))
    await expect(page.getByRole('heading', { name: t.traffic, level: 1 })).toBeVisible()
    await screen(page, `content-traffic-${language}`)
  })
}

const buying = {
  cn: {
    name: '姓名',
    company: '公司',
    submitProfile: '提交',
    activities: '付费活动',
    masterclass: '大师课：智能工厂投资回报测算',
    buy: '购票：大师课：智能工厂投资回报测算',
    types: '选择门票',
    more: (type: string) => `增加${type}`,
    next: '下一步',
    dayOfEntry: '入场日期',
    submit: '提交订单',
    pay: '立即支付 ¥80.00',
    cashierPay: '支付 ¥80.00',
    paid: '支付成功',
    ticket: '已购票',
  },
  en: {
    name: 'Name',
    company: 'Company',
    submitProfile: 'Submit',
    activities: 'Paid activities',
    masterclass: 'Masterclass: the return on a smart factory',
    buy: 'Buy a ticket for Masterclass: the return on a smart factory',
    types: 'Choose tickets',
    more: (type: string) => `More ${type}`,
    next: 'Next',
    dayOfEntry: 'Day of entry',
    submit: 'Submit order',
    pay: 'Pay ¥80.00',
    cashierPay: 'Pay ¥80.00',
    paid: 'Payment successful',
    ticket: 'Ticket',
  },
} as const

for (const language of ['cn', 'en'] as const) {
  test(`a paid activity is bought through the ticket area and paid in the sandbox; the agenda holds it (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const w = buying[language]
    await logInWithCode(page, request, { exhibitionId: EXHIBITION, language })
    await page.getByRole('textbox', { name: w.name }).fill(language === 'en' ? 'Mia Wong' : '王美')
    await page.getByRole('textbox', { name: w.company }).fill(language === 'en' ? 'Wong Events' : '王氏会展')
    await page.getByRole('button', { name: w.submitProfile, exact: true }).click()
    await expect(page).not.toHaveURL(/#\/(registration|infoWap)/)
    await page.goto('about:blank')

    await page.goto(link('/conference/activity/list', language))
    await expect(page.getByRole('heading', { name: w.activities, level: 1 })).toBeVisible()
    await page.getByRole('link', { name: w.buy }).click()
    await expect(page.getByRole('heading', { name: w.types })).toBeVisible()
    await page.getByRole('button', { name: w.more(w.masterclass) }).click()
    await page.getByRole('button', { name: w.next }).click()
    const day = page.getByRole('combobox', { name: w.dayOfEntry })
    if (await day.isVisible().catch(() => false)) await day.selectOption({ index: 1 })
    await page.getByRole('button', { name: w.submit }).click()
    await page.getByRole('button', { name: w.pay }).click()
    await expect(page).toHaveURL(/\/sandbox\//)
    await page.getByRole('button', { name: w.cashierPay }).click()
    await expect(page.getByRole('heading', { name: w.paid })).toBeVisible()

    await page.goto(link('/conference/mySchedule', language))
    const entry = page.locator('[data-part="agenda-entry"]').filter({ hasText: w.masterclass })
    await expect(entry).toHaveAttribute('data-state', 'ticket')
    await expect(entry).toContainText(w.ticket)
    await screen(page, `conference-agenda-ticket-${language}`)

    // The user center's link to the activity held opens its page, which says the ticket holds the seat.
    const activityId = await entry.getAttribute('data-id')
    await page.goto(link(`/user-center/activityDetail?conferenceId=${activityId}`, language))
    await expect(page.getByRole('heading', { name: w.masterclass, level: 1 })).toBeVisible()
    await expect(page.locator('[data-part="actions"]')).toHaveAttribute('data-state', 'ticket')
    await screen(page, `conference-activity-held-${language}`)
  })
}
