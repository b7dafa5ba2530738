import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CARD, renderCard } from './support/card'
import { expectEveryControlNamed, expectNoHorizontalOverflow, expectSingleLanguage } from './support/pageChecks'
import { logInWithCode } from './support/login'
import { screen } from './support/screens'

const texts = {
  en: {
    heading: 'Scan your business card',
    choose: 'Choose a picture',
    chooseOther: 'Choose another picture',
    takePhoto: 'Take a photo',
    skip: 'Skip, fill in by hand',
    tooLarge: 'The file must not be larger than 5MB',
    busy: 'Business card recognition is busy, please try again in a moment',
    dismiss: 'Dismiss notice',
    retry: 'Try again',
    wrongType: 'Only jpg/jpeg/png files can be uploaded',
    preview: 'The business card photo you chose',
    profileHeading: 'Complete your profile',
  },
  cn: {
    heading: '上传名片',
    choose: '选择图片',
    chooseOther: '重新选择图片',
    takePhoto: '拍摄名片',
    skip: '跳过，手动填写',
    tooLarge: '文件大小不能超过5MB',
    busy: '名片识别繁忙，请稍后再试',
    dismiss: '关闭提示',
    retry: '重新识别',
    wrongType: '仅支持上传jpg/jpeg/png格式的文件',
    preview: '已选择的名片照片',
    profileHeading: '完善个人信息',
  },
} as const

type Language = keyof typeof texts

async function logInToMotorShow(page: Page, request: APIRequestContext, language: Language): Promise<void> {
  await logInWithCode(page, request, { exhibitionId: '1001', language })
}

for (const language of ['en', 'cn'] as const) {
  const t = texts[language]

  test(`${language}: a business card photo is read on the server and pre-fills the profile; bad files are refused inline`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000)
    // The card as a phone camera would deliver it: twice the pixels the page needs.
    const cardPage = await browser.newPage({ deviceScaleFactor: 2, isMobile: false })
    const card = await renderCard(cardPage)
    await cardPage.close()

    await page.addInitScript(() => {
      const uploads: Array<{ name: string; type: string; size: number }> = []
      ;(window as unknown as { cardUploads: typeof uploads }).cardUploads = uploads
      const send = XMLHttpRequest.prototype.send
      XMLHttpRequest.prototype.send = function (body) {
        const file = body instanceof FormData ? body.get('file') : null
        if (file instanceof File) uploads.push({ name: file.name, type: file.type, size: file.size })
        return send.call(this, body)
      }
    })
    await logInToMotorShow(page, request, language)
    // businessCardSwitch is on for the motor show: the login leads to /photo.
    await expect(page).toHaveURL(/#\/photo/)
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    await expect(page.getByLabel(t.takePhoto)).toHaveAttribute('capture', 'environment')
    await expect(page.getByLabel(t.choose)).toHaveAttribute('accept', 'image/jpeg,image/png')
    // The "code sent" notice of the login would cover the page heading in the screenshot.
    for (const dismiss of await page.getByRole('button', { name: t.dismiss }).all()) await dismiss.click()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await expectSingleLanguage(page, language, language === 'cn' ? ['jpg', 'png', 'MB'] : [])
    await screen(page, `photo-${language}`)

    // Too big: refused in the browser before anything is sent.
    await page.getByLabel(t.choose).setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
    await expect(page.getByRole('alert')).toHaveText(t.tooLarge)
    // Our own message follows a language switch.
    const switchTo = { en: { button: '中文', message: texts.cn.tooLarge }, cn: { button: 'English', message: texts.en.tooLarge } }[language]
    await page.getByRole('button', { name: switchTo.button }).click()
    await expect(page.getByRole('alert')).toHaveText(switchTo.message)
    await page.getByRole('button', { name: language === 'en' ? 'English' : '中文' }).click()
    await expect(page.getByRole('alert')).toHaveText(t.tooLarge)

    // Text renamed .png: the browser believes the name, the server reads the bytes and says no, in this language.
    await page.getByLabel(t.chooseOther).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('BEGIN:VCARD\nFN:Not a picture\nEND:VCARD\n') })
    await expect(page.getByRole('alert')).toHaveText(t.wrongType)
    // No broken-image box for a file the browser cannot show, and no retry of a file that was refused.
    await expect(page.getByRole('img', { name: t.preview })).toHaveCount(0)
    await expect(page.getByRole('button', { name: t.retry })).toHaveCount(0)
    await screen(page, `photo-refused-${language}`)

    // A busy server: its message inline, the picture kept, and one tap sends it again.
    await page.route('**/businessCard/recognize**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, success: false, msg: t.busy, data: null }) }),
    )
    await page.getByLabel(t.chooseOther).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: card })
    await expect(page.getByRole('alert')).toHaveText(t.busy)
    await expect(page.getByRole('img', { name: t.preview })).toBeVisible()
    await screen(page, `photo-retry-${language}`)
    await page.unrouteAll()
    await page.getByRole('button', { name: t.retry }).click()
    // The 2000 px photo leaves the phone as a smaller JPEG (the browser does not expose multipart bodies, so the
    // init script below notes what was handed to XMLHttpRequest).
    await expect.poll(() => page.evaluate(() => (window as unknown as { cardUploads: unknown[] }).cardUploads.at(-1))).toMatchObject({
      name: 'card.jpg',
      type: 'image/jpeg',
    })
    const sent = await page.evaluate(() => (window as unknown as { cardUploads: Array<{ size: number }> }).cardUploads.at(-1)!.size)
    expect(sent).toBeLessThan(card.length)

    await expect(page).toHaveURL(/#\/infoWap/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1, name: t.profileHeading })).toBeVisible()
    const stored = await page.evaluate(() => sessionStorage.getItem('fair:cardInfo'))
    const cardInfo = JSON.parse(stored ?? 'null') as { exhibitionId: string; fields: Record<string, string>; lines: string[] }
    expect(cardInfo.exhibitionId).toBe('1001')
    expect(cardInfo.fields).toMatchObject({ name: CARD.name, phone: CARD.mobile, email: CARD.email })
    expect(cardInfo.fields.company).toEqual(language === 'cn' ? CARD.company : expect.stringMatching(/^Mingyuan Auto Technology Co\., Ltd\.?$/))
  })

  test(`${language}: "skip" goes to the profile without a card`, async ({ page, request }) => {
    await logInToMotorShow(page, request, language)
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    await page.getByRole('button', { name: t.skip }).click()
    await expect(page).toHaveURL(/#\/infoWap/)
    await expect(page.getByRole('heading', { level: 1, name: t.profileHeading })).toBeVisible()
  })
}
