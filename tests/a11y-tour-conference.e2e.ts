import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { logInWithCode } from './support/login'
import { screen } from './support/screens'

/*
 * Issue 20, the conference and content areas: axe on the routes no journey shows, mostly the old links' aliases of
 * pages the journeys do show (tests/conference.e2e.ts), each under its own path with the demo programme's data
 * (exhibition 1020, seed/conferences.ts). A fresh visitor registers for one session of the matchmaking forum, which no
 * other test counts seats of, so the agenda has something to show.
 */

type Language = 'cn' | 'en'
const EXHIBITION = '1020'
const CONFIG_CLIENT = '/api/ef-registration-config-client'

const texts = {
  cn: {
    activities: '付费活动',
    speakers: '演讲嘉宾',
    agenda: '我的日程',
    traffic: '交通指南',
    openSpeaker: (name: string) => `查看嘉宾：${name}`,
    submit: (n: number) => `报名所选会议（${n} 场）`,
    registered: '报名成功。',
  },
  en: {
    activities: 'Paid activities',
    speakers: 'Speakers',
    agenda: 'My agenda',
    traffic: 'Getting there',
    openSpeaker: (name: string) => `Open ${name}`,
    submit: (n: number) => `Register for the chosen sessions (${n})`,
    registered: 'You are registered.',
  },
} as const

const link = (path: string, language: Language) =>
  `/#${path}${path.includes('?') ? '&' : '?'}tenantId=000000&exhibitionId=${EXHIBITION}&registerType=visitor&languageType=${language}`

async function publicGet<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(`${CONFIG_CLIENT}${path}`, {
    params: { tenantId: '000000', exhibitionId: EXHIBITION, languageType: language },
    headers: { 'Tenant-Id': '000000' },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).data as T
}

/**
 * Opens a route and waits until the element's mount shows that very path: aliases share a page and its heading, so
 * the heading alone could still be the previous route's when the screen is taken.
 */
async function visit(page: Page, area: 'conference' | 'content', path: string, query: string, language: Language): Promise<void> {
  await page.goto(link(`${path}${query}`, language))
  await expect(page.locator(`[data-area="${area}"][data-route="${path}"] [part="page"]`)).toBeVisible()
}

for (const language of ['cn', 'en'] as const) {
  test(`conference and content routes under their own paths, checked by axe (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const t = texts[language]
    const forums = await publicGet<Array<{ id: string; name: string }>>(request, '/conference/list', language)
    const matching = forums.find((forum) => forum.name === (language === 'cn' ? '商务对接会' : 'Business matchmaking'))
    expect(matching).toBeTruthy()
    const speakers = await publicGet<Array<{ id: string; name: string }>>(request, '/conference/listAllSpeaker', language)
    const activities = await publicGet<Array<{ session: { id: string; title: string } }>>(request, '/conference/activity/list', language)
    expect(activities).toHaveLength(2)
    const [first, second] = activities.map((activity) => activity.session)

    // Paid activities by their old lists' paths: /activity/list, and the register link's list.
    await visit(page, 'conference', '/activity/list', '', language)
    await expect(page.getByRole('heading', { name: t.activities, level: 1 })).toBeVisible()
    await expect(page.locator('[data-part="activity"]')).toHaveCount(2)
    await screen(page, `conference-tour-${language}-activity-list`)
    await visit(page, 'conference', '/conference/activityBuy/list', '?registerLinkId=conference-activities', language)
    await expect(page.locator('[data-part="activity"]')).toHaveCount(2)
    await screen(page, `conference-tour-${language}-activity-buy-list`)

    // One activity's page by its three old paths (the session's page, named by `conferenceId`).
    for (const [path, session] of [
      ['/conference/activity/detail', first],
      ['/conference/activity/confeDetail', second],
      ['/conference/activityDetail', first],
    ] as const) {
      await visit(page, 'conference', path, `?conferenceId=${session.id}`, language)
      await expect(page.getByRole('heading', { name: session.title, level: 1 })).toBeVisible()
      await expect(page.locator('[data-part="actions"]')).toBeVisible()
      await screen(page, `conference-tour-${language}-${path.split('/').pop()}`)
    }

    // The speakers by their two old list paths, and one speaker by the old detail path.
    for (const path of ['/conference/speakingGuest', '/conference/speakerList']) {
      await visit(page, 'conference', path, '', language)
      await expect(page.getByRole('heading', { name: t.speakers, level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: t.openSpeaker(speakers[0].name) })).toBeVisible()
      await screen(page, `conference-tour-${language}-${path.split('/').pop()}`)
    }
    await visit(page, 'conference', '/conference/speaker/detail', `?id=${speakers[0].id}`, language)
    await expect(page.getByRole('heading', { name: speakers[0].name, level: 1 })).toBeVisible()
    await screen(page, `conference-tour-${language}-speaker-detail`)

    // An organiser's content page by its type (the seed's traffic page).
    await visit(page, 'content', '/contentPage/traffic', '', language)
    await expect(page.getByRole('heading', { name: t.traffic, level: 1 })).toBeVisible()
    await screen(page, `content-tour-${language}-content-page`)

    // Choosing sessions asks for a login: the matchmaking forum by its three paths, one session registered on the last.
    await logInWithCode(page, request, { exhibitionId: EXHIBITION, language })
    await expect(page).not.toHaveURL(/#\/registration/)
    await visit(page, 'conference', '/conference/selectConference', `?conferenceTypeId=${matching!.id}`, language)
    await expect(page.getByRole('heading', { name: matching!.name, level: 1 })).toBeVisible()
    const sessions = page.locator('[data-part="select-session"]')
    await expect(sessions).toHaveCount(10)
    await screen(page, `conference-tour-${language}-select-conference`)
    const preselected = await sessions.first().getAttribute('data-id')
    await visit(page, 'conference', '/conference/registrationConference', `?conferenceTypeId=${matching!.id}&conferenceId=${preselected}`, language)
    await expect(sessions.first().getByRole('checkbox')).toBeChecked()
    await screen(page, `conference-tour-${language}-registration-conference`)
    await visit(page, 'conference', '/conference/mettingSelect', `?conferenceTypeId=${matching!.id}`, language)
    await expect(sessions).toHaveCount(10)
    await sessions.last().getByRole('checkbox').check()
    await page.getByRole('button', { name: t.submit(1) }).click()
    await expect(page.locator('[data-part="select-outcome"]')).toContainText(t.registered)
    await screen(page, `conference-tour-${language}-metting-select`)

    // The visitor's activities: the agenda, holding the session just registered for.
    await visit(page, 'conference', '/conference/activity/myactivity', '', language)
    await expect(page.getByRole('heading', { name: t.agenda, level: 1 })).toBeVisible()
    await expect(page.locator('[data-part="agenda-entry"]')).toHaveCount(1)
    await screen(page, `conference-tour-${language}-myactivity`)
  })
}
