import { expect, test } from '@playwright/test'
import { checkPage, createCompany, firstSignIn, portal, portalLink } from './support/exhibitor'
import { decideVisa, enterAtGate, goodInviteImage, heavyInviteImage, inviteTexts, registerByInvitation } from './support/exhibitor-invite'
import { uniqueEmail, uniquePhone } from './support/outbox'
import { screen } from './support/screens'
import { followNav } from './support/nav'

/*
 * The VIP buyer invitation and the visa letters of <fair-exhibitor-portal> (issue 17), in both languages at 375 px,
 * against the real server. A new company's admin words its invitation on the organiser's template with an image (one
 * over 200 KB refused first), takes its link; a new visitor opens the link, registers and shows as registered; after
 * the gate lets the visitor in (admin CLI) as came. An e-mail batch with one bad address: that row refused with the
 * reason, the good one sent. A visa request with a bad passport number refused, sent, rejected by the organiser,
 * corrected and resent, approved, and its letter opened as a PDF.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

for (const language of ['en', 'cn'] as const) {
  test(`${language}: an exhibitor invites buyers by link and e-mail, sees them register and come, and gets a visa letter`, async ({ page, browser, request }) => {
    test.setTimeout(300_000)
    const t = inviteTexts[language]
    const scope = portal(page)
    const company = await createCompany(`vip${language}`)
    await page.goto(portalLink('/exhibitorSelfService/exhibitorRegist/login', language))
    await firstSignIn(page, company, language)
    await expect(scope.locator('[data-part="company"]')).toBeVisible()

    // The invitation: wording and image on the organiser's e-mail template, previewed as typed.
    await followNav(scope, t.nav)
    await expect(scope.getByRole('heading', { name: t.inviteHeading, level: 1 })).toBeVisible()
    await scope.getByRole('link', { name: t.edit }).click()
    await expect(scope.getByRole('heading', { name: t.templateHeading, level: 1 })).toBeVisible()
    await scope.getByRole('radio', { name: t.template(t.emailTemplate) }).check()
    await scope.getByRole('textbox', { name: t.wordingCn }).fill('新款数控机床现场演示')
    await scope.getByRole('textbox', { name: t.wordingEn }).fill('Live demos of our new CNC lathes')
    const preview = scope.getByRole('region', { name: t.preview })
    await expect(preview).toContainText(language === 'en' ? 'Live demos of our new CNC lathes' : '新款数控机床现场演示')
    await expect(preview).toContainText(t.emailTemplate)
    const picker = scope.locator('[data-part="invite-image"] [data-part="file-picker"]')
    await scope.getByLabel(t.image).setInputFiles({ name: 'heavy.png', mimeType: 'image/png', buffer: await heavyInviteImage() })
    await expect(picker.getByRole('alert')).toHaveText(t.imageTooLarge)
    await expect(scope.getByRole('textbox', { name: t.wordingEn })).toHaveValue('Live demos of our new CNC lathes')
    await scope.getByLabel(t.image).setInputFiles({ name: 'invite.jpg', mimeType: 'image/jpeg', buffer: await goodInviteImage() })
    await expect(preview.locator('img')).toBeVisible()
    await checkPage(page, `exhibitor-invitation-template-${language}-375`)
    await scope.getByRole('button', { name: t.saveInvitation }).click()
    await expect(page.getByText(t.saved)).toBeVisible()

    await scope.getByRole('link', { name: t.invitation }).click()
    await expect(scope.getByRole('img', { name: t.qr })).toBeVisible()
    await expect(scope.getByRole('region', { name: t.preview })).toContainText(language === 'en' ? 'Live demos of our new CNC lathes' : '新款数控机床现场演示')
    await expect(scope.getByRole('button', { name: t.copy })).toBeVisible()
    const link = await scope.locator('[data-part="vip-link"]').getAttribute('href')
    expect(link).toContain(`inviteDeptId=${company.deptId}`)
    await checkPage(page, `exhibitor-invite-vip-${language}-375`)

    // By e-mail: one bad address refused with its reason (what was typed stays), the good one sent.
    await scope.getByRole('link', { name: t.send }).click()
    await expect(scope.getByRole('heading', { name: t.sendHeading, level: 1 })).toBeVisible()
    const good = uniqueEmail()
    await scope.getByRole('textbox', { name: t.buyerName(1) }).fill(language === 'en' ? 'Ada Buyer' : '张采购')
    await scope.getByRole('textbox', { name: t.buyerEmail(1) }).fill('ada@nowhere')
    await scope.getByRole('textbox', { name: t.buyerName(2) }).fill(language === 'en' ? 'Ben Buyer' : '李采购')
    await scope.getByRole('textbox', { name: t.buyerEmail(2) }).fill(good)
    await scope.getByRole('button', { name: t.submit }).click()
    await expect(scope.locator('[data-part="send-results"] li[data-state="sent"]')).toHaveCount(1)
    await expect(scope.locator('[data-part="send-results"]')).toContainText(good)
    await expect(scope.getByRole('textbox', { name: t.buyerEmail(1) })).toHaveValue('ada@nowhere')
    await expect(scope.locator('[data-part="recipient"][data-state="refused"]')).toContainText(t.badEmail)
    const mail = await request.get(`/api/dev/outbox?to=${encodeURIComponent(good)}`)
    expect(JSON.stringify((await mail.json()).data)).toContain(`inviteDeptId=${company.deptId}`)
    await checkPage(page, `exhibitor-invite-form-${language}-375`)

    // A new visitor registers by the link and shows as registered.
    const visitor = await browser.newContext({ locale: language === 'en' ? 'en-GB' : 'zh-CN' })
    const buyerPage = await visitor.newPage()
    const account = language === 'cn' ? uniquePhone() : uniqueEmail()
    const buyer = language === 'en' ? { name: 'Carla Visitor', company: 'Carla Imports' } : { name: '王来宾', company: '来宾贸易' }
    await registerByInvitation(buyerPage, request, link!, language, account, buyer)

    await scope.getByRole('link', { name: t.list }).click()
    await expect(scope.getByRole('heading', { name: t.listHeading, level: 1 })).toBeVisible()
    const tabs = scope.getByRole('tablist', { name: t.tabs })
    await tabs.getByRole('tab', { name: t.tab.registered }).click()
    const registered = scope.getByRole('tabpanel').locator('li[data-state="registered"]')
    await expect(registered).toHaveCount(1)
    await expect(scope.locator('[data-count="invited"] dd')).toHaveText('1')
    await expect(scope.locator('[data-count="registered"] dd')).toHaveText('1')
    await checkPage(page, `exhibitor-buyers-registered-${language}-375`)

    // The gate lets the visitor in: the list says came.
    await enterAtGate(buyerPage, request, account)
    await visitor.close()
    await page.reload()
    await scope.getByRole('tablist', { name: t.tabs }).getByRole('tab', { name: t.tab.came }).click()
    await expect(scope.getByRole('tabpanel').locator('li[data-state="came"]')).toHaveCount(1)
    await expect(scope.locator('[data-count="came"] dd')).toHaveText('1')
    await checkPage(page, `exhibitor-buyers-came-${language}-375`)
    await scope.getByRole('tablist', { name: t.tabs }).getByRole('tab', { name: t.tab.all }).click()
    await expect(scope.getByRole('tabpanel').locator('li')).toHaveCount(2)
    await screen(page, `exhibitor-buyers-all-${language}-375`)

    // Visa: a bad passport number refused, nothing typed lost; sent, rejected, corrected, approved, the PDF opened.
    await followNav(scope, t.visaNav)
    await expect(scope.getByRole('heading', { name: t.visaHeading, level: 1 })).toBeVisible()
    const surname = `MUELLER${language.toUpperCase()}`
    const fill = async (field: keyof typeof t.field, value: string) => scope.getByRole('textbox', { name: t.field[field] }).fill(value)
    await fill('surname', surname)
    await fill('givenNames', 'Anna Maria')
    await scope.getByRole('combobox', { name: t.field.sex }).selectOption({ label: t.female })
    await fill('dateOfBirth', '1988-04-12')
    await fill('nationality', 'de')
    await fill('passportNo', 'C1-23')
    await fill('passportExpiry', day(800))
    await fill('position', 'Sales Director')
    await fill('arrival', day(28))
    await fill('departure', day(35))
    await scope.getByRole('button', { name: t.sendVisa }).click()
    await expect(scope.getByText(t.badPassport)).toBeVisible()
    await expect(scope.getByRole('textbox', { name: t.field.position })).toHaveValue('Sales Director')
    await checkPage(page, `exhibitor-visa-refused-${language}-375`)
    await fill('passportNo', 'C01X00T47')
    await scope.getByRole('button', { name: t.sendVisa }).click()
    const requestRow = scope.locator('[data-part="visa-requests"] li').first()
    await expect(requestRow).toHaveAttribute('data-state', 'pending')

    const why = language === 'en' ? 'The position must match the employment letter' : '职位须与在职证明一致'
    await decideVisa(surname, 'reject', why)
    await page.reload()
    await expect(requestRow).toHaveAttribute('data-state', 'rejected')
    await expect(requestRow).toContainText(t.reason(why))
    const person = `${surname} Anna Maria`
    await scope.getByRole('button', { name: t.changeOf(person) }).click()
    await expect(scope.getByRole('textbox', { name: t.field.position })).toHaveValue('Sales Director')
    await fill('position', 'Regional Sales Director')
    await fill('passportNo', 'C01X00T47')
    await scope.getByRole('button', { name: t.resend, exact: true }).click()
    await expect(requestRow).toHaveAttribute('data-state', 'pending')

    await decideVisa(surname, 'approve')
    await page.reload()
    await expect(requestRow).toHaveAttribute('data-state', 'approved')
    await checkPage(page, `exhibitor-visa-approved-${language}-375`)
    const letter = page.waitForResponse((response) => response.url().includes('/visaInvitation/letter'))
    await scope.getByRole('button', { name: t.openOf(person) }).click()
    const answer = await letter
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('application/pdf')
    // The same call as the page's, read here: the page hands its bytes to the browser's PDF viewer.
    const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
    const pdf = await request.get(answer.url(), { headers: { Authorization: `Bearer ${token}`, 'Tenant-Id': '000000' } })
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })
}
