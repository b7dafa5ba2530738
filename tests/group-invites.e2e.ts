import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiSignIn, GROUP_EXHIBITION } from './support/groupLeader'
import { loginTexts } from './support/login'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * Invitations and referrals in <fair-group-manager> (issue 18), cn and en at 375 px against the real server: a fresh
 * visitor of exhibition 1020 invites a colleague by e-mail (a bad address refused first, the message in the outbox),
 * copies his link; a second browser opens it (/invite/home), registers through it, and the first visitor sees him
 * counted as registered and his own rank in /myRanking.
 */

type Language = 'cn' | 'en'
const TENANT = '000000'
const visitorLink = (path: string, language: Language) => `/#${path}?tenantId=${TENANT}&exhibitionId=${GROUP_EXHIBITION}&registerType=visitor&languageType=${language}`

const texts = {
  cn: {
    heading: '邀请登记',
    byEmail: '邮件邀请',
    copyLink: '复制链接',
    name: '姓名',
    email: '邮箱',
    send: '发送邀请',
    badEmail: '请输入正确的邮箱地址',
    sent: /邀请已发送给 .+（今天已发送 1 \/ 20 条）。/,
    again: /您已邀请过 .+，未重复发送/,
    records: '邀请记录',
    invites: (name: string) => `${name} 邀请您参加`,
    exhibition: '2026 国际票务演示展',
    register: '立即登记',
    profileName: '姓名',
    company: '公司名称',
    submit: '提交',
    ranking: '查看邀请排行',
    rank: /^第 \d+ 名$/,
    you: '（我）',
    registeredCount: '通过您登记 1 人',
    status: /^已(复制|无法)|链接已复制。|无法自动复制/,
  },
  en: {
    heading: 'Invite to register',
    byEmail: 'Invite by e-mail',
    copyLink: 'Copy the link',
    name: 'Name',
    email: 'E-mail',
    send: 'Send the invitation',
    badEmail: 'Enter a valid e-mail address',
    sent: /Invitation sent to .+ \(1 of 20 sent today\)\./,
    again: /has already been invited by you; nothing was sent again/,
    records: 'Invitation records',
    invites: (name: string) => `${name} invites you to`,
    exhibition: '2026 International Ticketing Demo Fair',
    register: 'Register now',
    profileName: 'Name',
    company: 'Company',
    submit: 'Submit',
    ranking: 'See the ranking',
    rank: /^No\. \d+$/,
    you: '(you)',
    registeredCount: '1 registered through you',
    status: /The link is copied\.|could not be copied/,
  },
} as const

const people = {
  cn: { inviter: '林晓雯', colleague: '周子健', invitee: '陈思远' },
  en: { inviter: 'Ines Larsen', colleague: 'Nora Quist', invitee: 'Oskar Berg' },
} as const

/** A visitor with a complete registration at 1020, made over the API as the registration pages would. */
async function createVisitor(request: APIRequestContext, name: string, language: Language) {
  const account = uniqueEmail()
  // An e-mail sign-in over the API (the cn form of 1020 offers SMS only); the pages then open in `language`.
  const headers = await apiSignIn(request, account, { registerType: 'visitor', language: 'en' })
  const context = { tenantId: TENANT, exhibitionId: GROUP_EXHIBITION, languageType: language, registerType: 'visitor' }
  const data = '/api/ef-registration-data-client/reg-user-data/user'
  const entered = await request.post(`${data}/registerType/addAndGetAll`, { headers, data: { ...context, topRegisterType: 'visitor' } })
  const userId = ((await entered.json()) as { data: { userId: string } }).data.userId
  const saved = await request.post(`${data}/saveOrUpdate`, { headers, data: { ...context, isDraft: false, data: { name, company: 'Larsen Trading' } } })
  expect(saved.ok()).toBe(true)
  return { account, headers, userId }
}

/** The page opens already signed in as that visitor (the session the login form leaves in sessionStorage). */
async function openAsVisitor(page: Page, visitor: { account: string; headers: Record<string, string>; userId: string }, path: string, language: Language) {
  const session: Record<string, string> = {
    token: visitor.headers.authorization.replace(/^Bearer /, ''),
    tenantId: TENANT,
    exhibitionId: GROUP_EXHIBITION,
    registerType: 'visitor',
    account: visitor.account,
    userId: visitor.userId,
    languageType: language,
    loginMode: 'appemail',
  }
  await page.addInitScript((entries) => {
    for (const [field, value] of entries) sessionStorage.setItem(`fair:${field}`, value)
  }, Object.entries(session))
  await page.goto(visitorLink(path, language))
}

for (const language of ['cn', 'en'] as const) {
  test(`a visitor invites a colleague, who registers through his link and counts in his ranking (${language})`, async ({ browser, request }) => {
    test.setTimeout(120_000)
    const t = texts[language]
    const who = people[language]
    const inviter = await createVisitor(request, who.inviter, language)

    const context = await browser.newContext(test.info().project.use)
    await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined)
    const page = await context.newPage()
    await openAsVisitor(page, inviter, '/inviteRegistration', language)
    await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.records })).toBeVisible()
    await expect(page.locator('[data-part="invite-records"]')).toHaveAttribute('data-state', 'empty')
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-invites-${language}-home`)

    // By e-mail: a bad address is refused under its field, nothing typed lost; then sent, and sent once only.
    await page.getByRole('link', { name: t.byEmail }).click()
    await page.getByRole('textbox', { name: t.name }).fill(who.colleague)
    await page.getByRole('textbox', { name: t.email }).fill('colleague@')
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.getByText(t.badEmail).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(who.colleague)
    await screen(page, `group-invites-${language}-email-refused`)
    const colleague = uniqueEmail()
    await page.getByRole('textbox', { name: t.email }).fill(colleague)
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.getByText(t.sent)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue('')
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-invites-${language}-email-sent`)
    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(colleague)}`)
    const [mail] = ((await outbox.json()) as { data: Array<{ body: string }> }).data
    expect(mail.body).toContain(who.colleague)
    expect(mail.body).toContain(`fissionParentBladeUserId=${inviter.userId}`)
    await page.getByRole('textbox', { name: t.name }).fill(who.colleague)
    await page.getByRole('textbox', { name: t.email }).fill(colleague.toUpperCase())
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.getByText(t.again)).toBeVisible()

    // The link, copied.
    await page.goto(visitorLink('/inviteRegistration-form/LINK', language))
    const linkText = page.locator('[data-part="invite-link"]')
    await expect(linkText).toContainText('/invite/home?')
    const link = await linkText.innerText()
    await page.getByRole('button', { name: t.copyLink }).click()
    await expect(page.getByRole('status').filter({ hasText: t.status })).toBeVisible()
    await expectEveryControlNamed(page)
    await screen(page, `group-invites-${language}-link`)
    await page.goto(visitorLink('/inviteRegistration-form/QRCODE', language))
    await expect(page.locator('[data-part="invite-share"] svg, [data-part="invite-share"] img, [data-part="invite-share"] canvas').first()).toBeVisible()
    await screen(page, `group-invites-${language}-qr`)

    // A second browser opens the link: who invites, to which fair; registering carries the inviter.
    const other = await browser.newContext(test.info().project.use)
    const invitee = await other.newPage()
    await invitee.goto(link)
    await expect(invitee.getByText(t.invites(who.inviter))).toBeVisible()
    await expect(invitee.getByRole('heading', { name: t.exhibition })).toBeVisible()
    await expectEveryControlNamed(invitee)
    await expectNoHorizontalOverflow(invitee)
    await screen(invitee, `group-invites-${language}-landing`)
    await invitee.getByRole('button', { name: t.register }).click()
    const login = loginTexts[language]
    const account = language === 'cn' ? uniquePhone() : uniqueEmail()
    await invitee.getByRole('textbox', { name: login.account }).fill(account)
    await invitee.getByRole('button', { name: login.sendCode }).click()
    await invitee.getByRole('textbox', { name: login.code }).fill(await readCode(request, account))
    await invitee.getByRole('checkbox', { name: login.privacy }).check()
    await invitee.getByRole('button', { name: login.logIn, exact: true }).click()
    await expect(invitee).toHaveURL(/#\/infoWap/)
    await invitee.getByRole('textbox', { name: t.profileName }).fill(who.invitee)
    await invitee.getByRole('textbox', { name: t.company }).fill('Berg AB')
    await invitee.getByRole('button', { name: t.submit }).click()
    await expect(invitee).not.toHaveURL(/#\/infoWap/)
    await other.close()

    // The inviter sees him registered, and his own rank.
    await page.goto(visitorLink('/inviteRegistration', language))
    await expect(page.locator('[data-part="invite-counts"] [data-state="registered"] dd')).toHaveText('1')
    await expect(page.locator('[data-part="invite-counts"] [data-state="invited"] dd')).toHaveText('1')
    await expect(page.locator('[data-part="invite-record"][data-state="registered"]')).toHaveCount(1)
    await screen(page, `group-invites-${language}-records`)
    await page.getByRole('link', { name: t.ranking }).click()
    await expect(page.locator('[data-part="my-rank"]')).toHaveAttribute('data-state', 'ranked')
    await expect(page.getByText(t.rank).first()).toBeVisible()
    await expect(page.getByText(t.registeredCount)).toBeVisible()
    await expect(page.locator('[data-part="ranking-row"][data-state="self"]')).toContainText(`${who.inviter} ${t.you}`)
    for (const row of await page.locator('[data-part="ranking-row"][data-state="other"]').all()) await expect(row).toContainText('*')
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-invites-${language}-ranking`)
    await context.close()
  })
}
