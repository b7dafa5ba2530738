import jsQR from 'jsqr'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { createLeader, GROUP_EXHIBITION, openAsLeader } from './support/groupLeader'
import { loginTexts } from './support/login'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'
import { followNav } from './support/nav'

/*
 * Channels and the share poster of <fair-group-manager> (issue 18) end to end, in cn and en at 375 px in the
 * messaging app's user agent: a fresh leader creates a channel (a 5-character code refused first, nothing typed lost;
 * the same code again refused as taken), a second browser registers through the channel's link and the channel counts
 * 1 with that person listed, then the channel's share poster is made in the browser, its QR decodes to the leader's
 * link carrying the channel, the download works and the messaging app's share card is set with the filled title.
 */

type Language = 'cn' | 'en'

const texts = {
  cn: {
    code: '渠道代码',
    name: '渠道名称',
    create: '创建渠道',
    badCode: '请输入不超过4位的数字或字母',
    taken: (code: string) => `代码 ${code} 在本届展会已被使用，请换一个`,
    qr: (code: string) => `渠道 ${code} 的登记二维码`,
    count: (n: number) => `${n} 人登记`,
    channels: '溯源渠道',
    toNew: '新建渠道',
    alt: (title: string) => `分享海报：${title}`,
    poster: '生成此渠道的分享海报',
    download: '下载海报',
    title: (label: string) => `Leader ${label}（${label} Trading）邀您参观 2026 国际票务演示展`,
    myQr: '登记二维码',
    myQrLabel: '我的登记二维码',
  },
  en: {
    code: 'Channel code',
    name: 'Channel name',
    create: 'Create the channel',
    badCode: 'Enter a code of at most 4 digits or letters',
    taken: (code: string) => `The code ${code} is already used at this exhibition; choose another`,
    qr: (code: string) => `Registration QR code of channel ${code}`,
    count: (n: number) => `${n} registered`,
    channels: 'Channels',
    toNew: 'New channel',
    alt: (title: string) => `Share poster: ${title}`,
    poster: 'Make a share poster for this channel',
    download: 'Download the poster',
    title: (label: string) => `Leader ${label} of ${label} Trading invites you to the 2026 International Ticketing Demo Fair`,
    myQr: 'Registration QR code',
    myQrLabel: 'My registration QR code',
  },
} as const

/** A code no other run has taken at the exhibition: 4 letters and digits. */
const freshCode = () => `${Date.now().toString(36).slice(-2)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase()

/** The messaging app's JS-SDK as the page would load it: records the share card it is given. */
async function fakeJsSdk(page: Page): Promise<void> {
  await page.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.wx = {
        config: function (options) { window.__wxConfig = options },
        ready: function (callback) { setTimeout(callback, 0) },
        error: function () {},
        updateAppMessageShareData: function (card) { window.__wxShare = card },
        updateTimelineShareData: function () {},
      }`,
    }),
  )
}

/** The text a QR code in a PNG data URL carries (sharp reads the pixels, jsQR the code). */
async function decodeQr(dataUrl: string): Promise<string | null> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null
}

for (const language of ['cn', 'en'] as const satisfies readonly Language[]) {
  test(`a group leader's channel counts a registration through its link, and its poster carries the link (${language})`, async ({ page, browser, request, baseURL }) => {
    const t = texts[language]
    // Letters only: the label is part of the leader's name, which the profile form checks.
    const label = `Chan${Array.from({ length: 4 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`
    // Created over the API in English (its sign-in is by e-mail code, which the cn login does not offer); the pages open in `language`.
    const leader = await createLeader(request, { label, language: 'en' })
    await fakeJsSdk(page)
    await openAsLeader(page, leader, '/source/form', language)

    // A 5-character code is refused under its field by the shared schema; what was typed stays.
    const code = freshCode()
    await page.getByRole('textbox', { name: t.code }).fill(`${code}X`)
    await page.getByRole('textbox', { name: t.name }).fill(`${label} WeChat group`)
    await page.getByRole('button', { name: t.create }).click()
    await expect(page.getByText(t.badCode).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(`${label} WeChat group`)
    await expect(page.getByRole('textbox', { name: t.code })).toHaveValue(`${code}X`)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-channels-${language}-form-refused`)

    // Created in lower case, kept upper case; the details show the link and its QR.
    await page.getByRole('textbox', { name: t.code }).fill(code.toLowerCase())
    await page.getByRole('button', { name: t.create }).click()
    await expect(page.getByRole('img', { name: t.qr(code) })).toBeVisible()
    const address = page.locator('[data-part="channel-address"]')
    await expect(address).toContainText(`sourceCode=${code}`)
    const link = (await address.innerText()).trim()
    expect(link).toBe(`${baseURL}/#/registration?tenantId=000000&exhibitionId=${GROUP_EXHIBITION}&registerType=visitor&sourceCode=${code}`)
    await expect(page.getByText(t.count(0))).toBeVisible()

    // The same code again is refused as taken, clearly, the form kept.
    await page.getByRole('link', { name: t.toNew }).click()
    await page.getByRole('textbox', { name: t.code }).fill(code.toLowerCase())
    await page.getByRole('textbox', { name: t.name }).fill('Again')
    await page.getByRole('button', { name: t.create }).click()
    await expect(page.getByRole('alert').filter({ hasText: t.taken(code) })).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue('Again')
    await screen(page, `group-channels-${language}-taken`)

    // Someone else, in a browser of their own, registers through the channel's link.
    const visitor = await browser.newContext(test.info().project.use)
    const other = await visitor.newPage()
    const login = loginTexts[language]
    const account = language === 'cn' ? uniquePhone() : uniqueEmail()
    await other.goto(`${link}&languageType=${language}`)
    await other.getByRole('textbox', { name: login.account }).fill(account)
    await other.getByRole('button', { name: login.sendCode }).click()
    await other.getByRole('textbox', { name: login.code }).fill(await readCode(request, account))
    await other.getByRole('checkbox', { name: login.privacy }).check()
    await other.getByRole('button', { name: login.logIn, exact: true }).click()
    await expect(other.getByRole('textbox', { name: login.code })).toBeHidden()
    await screen(other, `group-channels-${language}-visitor-registered`)
    await visitor.close()

    // The channel counts 1, in the list and in its details.
    await followNav(page, t.channels)
    const row = page.locator(`[data-part="channel"][data-code="${code}"]`)
    await expect(row.getByText(t.count(1))).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-channels-${language}-list`)
    await row.getByRole('link').click()
    await expect(page.locator('[data-part="registrant"]')).toHaveCount(1)
    await expect(page.locator('[data-part="channel-link"]').getByText(t.count(1))).toBeVisible()
    await screen(page, `group-channels-${language}-details`)

    // The channel's share poster: drawn in the browser, its QR decodes to the leader's link with the channel.
    await page.getByRole('link', { name: t.poster }).click()
    const poster = page.locator('img[data-part="poster-image"]')
    await expect(poster).toBeVisible({ timeout: 20_000 })
    const shared = `${baseURL}/#/registration?tenantId=000000&exhibitionId=${GROUP_EXHIBITION}&registerType=visitor&fissionParentBladeUserId=${leader.userId}&sourceCode=${code}`
    expect(await poster.getAttribute('data-link')).toBe(shared)
    expect(await decodeQr((await poster.getAttribute('src'))!)).toBe(shared)
    await expect(poster).toHaveAttribute('alt', t.alt(t.title(label)))
    // Inside the messaging app the share card got the same, filled title.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __wxShare?: { title: string } }).__wxShare?.title)).toBe(t.title(label))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: t.download }).click()
    expect((await download).suggestedFilename()).toBe('fairpass-poster.png')
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-channels-${language}-poster`)

    // The person's own registration QR.
    await page.getByRole('link', { name: t.myQr }).click()
    await expect(page.getByRole('img', { name: t.myQrLabel })).toBeVisible()
    await expect(page.getByText(`fissionParentBladeUserId=${leader.userId}`)).toBeVisible()
    await screen(page, `group-channels-${language}-reg-qr`)
  })
}
