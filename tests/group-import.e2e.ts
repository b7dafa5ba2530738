import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { expect, test } from '@playwright/test'
import { loginTexts } from './support/login'
import { createLeader, openAsLeader } from './support/groupLeader'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * A leader's spreadsheet and the group QR (issue 18), end to end against the real server, a leader of their own per
 * language (tests/support/groupLeader.ts): the xlsx template downloaded from the page, twenty people typed into it of
 * whom two are wrong (row 6 without a name, row 13 with a mobile no phone has), imported: both bad rows told with
 * their number and reason, the eighteen others in the group and no trace of the two. Then someone scans the group QR:
 * its link opened in a browser of their own, they log in, complete their profile and are in the leader's list.
 */

type Language = 'cn' | 'en'

const texts = {
  cn: {
    template: '下载模板（xlsx）',
    choose: '选择文件并导入',
    result: '共 20 行，成功导入 18 人。',
    errors: '以下 2 行未导入',
    row: (n: number) => `第 ${n} 行`,
    name: '姓名',
    mobile: '手机号',
    count: (n: number) => `已有 ${n} / 50 人`,
    members: '团组成员',
    open: (name: string) => `查看 ${name}`,
    toQr: '团组二维码',
    qrLabel: (group: string) => `加入团组 ${group} 的二维码`,
    profileName: '姓名',
    company: '公司名称',
    submit: '提交',
    confirmation: '登记成功',
    more: '更多',
    parking: '停车',
  },
  en: {
    template: 'Download the template (xlsx)',
    choose: 'Choose a file to import',
    result: '20 rows read, 18 people imported.',
    errors: '2 rows were not imported',
    row: (n: number) => `Row ${n}`,
    name: 'Name',
    mobile: 'Mobile',
    count: (n: number) => `${n} of 50 members`,
    members: 'Members',
    open: (name: string) => `Open ${name}`,
    toQr: 'Group QR code',
    qrLabel: (group: string) => `QR code to join the group ${group}`,
    profileName: 'Name',
    company: 'Company',
    submit: 'Submit',
    confirmation: 'Registration complete',
    more: 'More',
    parking: 'Parking',
  },
} as const

const LETTERS = 'ABCDEFGHIJKLMNOPQRST'
/** Twenty people as a leader would type them; the sheet's row n is person n - 2 (row 1 is the header). */
function people(language: Language, label: string) {
  // One block of numbers per run: uniquePhone() calls in the same millisecond can repeat one.
  const block = uniquePhone().slice(0, 8)
  return Array.from({ length: 20 }, (_, index) => ({
    name: language === 'cn' ? `成员${'甲乙丙丁戊己庚辛壬癸'[index % 10]}${index < 10 ? '一' : '二'}` : `Member ${LETTERS[index]} ${label}`,
    mobile: `${block}${String(index).padStart(3, '0')}`,
    email: index % 3 === 0 ? `member${index}.${block}@import.example` : '',
    company: language === 'cn' ? '海联贸易' : 'Harbour Trade',
    title: language === 'cn' ? '采购' : 'Buyer',
  }))
}

for (const language of ['cn', 'en'] as const) {
  test(`a leader imports twenty people from the xlsx template, two refused by row; a member joins by the group QR (${language})`, async ({ page, request, browser }) => {
    test.setTimeout(120_000)
    const t = texts[language]
    // Letters only: the label is part of the leader's and the members' names, which take no digits.
    const label = `Import ${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`
    // Signed in over the API in English (the Chinese login takes no e-mail codes); the pages open in `language`.
    const leader = await createLeader(request, { label, language: 'en' })
    const groupName = `${label} buyers`

    // The template, as the page hands it over.
    await openAsLeader(page, leader, '/groupManagement/operateList', language)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: t.template }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('group-members.xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名 Name', '手机号 Mobile', '邮箱 E-mail', '单位 Company', '职务 Title'])

    // Twenty people in place of the example row; row 6 has no name, row 13 a mobile no phone has.
    sheet.spliceRows(2, sheet.rowCount - 1)
    const rows = people(language, label)
    rows[4].name = ''
    rows[11].mobile = '12345'
    for (const person of rows) sheet.addRow([person.name, person.mobile, person.email, person.company, person.title])
    const file = Buffer.from(await book.xlsx.writeBuffer())
    await page.getByLabel(t.choose).setInputFiles({ name: 'members.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file })

    await expect(page.getByText(t.result)).toBeVisible()
    const refused = page.getByRole('list', { name: t.errors })
    await expect(refused.locator('[data-part="import-error"]')).toHaveCount(2)
    await expect(refused.locator('[data-part="import-error"]').nth(0)).toContainText(t.row(6))
    await expect(refused.locator('[data-part="import-error"]').nth(0)).toContainText(`${t.name}:`)
    await expect(refused.locator('[data-part="import-error"]').nth(1)).toContainText(t.row(13))
    await expect(refused.locator('[data-part="import-error"]').nth(1)).toContainText(`${t.mobile}:`)
    await expect(page.getByText(t.count(18))).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-import-${language}-xlsx`)

    // The group: the eighteen, and neither of the two refused rows.
    await page.getByRole('link', { name: t.members, exact: true }).click()
    await expect(page.getByText(t.count(18))).toBeVisible()
    await expect(page.getByRole('link', { name: t.open(rows[0].name) })).toBeVisible()
    await expect(page.getByRole('link', { name: t.open(rows[19].name) })).toBeVisible()
    await expect(page.getByRole('link', { name: t.open(rows[11].name) })).toHaveCount(0)
    await expect(page.getByText(rows[4].mobile)).toHaveCount(0)

    // The group pages' navigation: three in the row, the rest behind "More" (one line at 375 px, not four).
    const more = page.getByRole('navigation').getByRole('button', { name: t.more })
    await expect(page.getByRole('link', { name: t.parking })).toBeHidden()
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: t.parking })).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-import-${language}-nav-more`)
    await more.click()

    // The group QR: its link, opened by someone else in a browser of their own.
    await page.getByRole('link', { name: t.toQr }).click()
    await expect(page.getByRole('img', { name: t.qrLabel(groupName) })).toBeVisible()
    const address = await page.getByText(/visitingGroupId=/).innerText()
    expect(address).toMatch(/#\/registration\?.*visitingGroupId=[\w-]{24}/)
    await screen(page, `group-import-${language}-qr`)

    const context = await browser.newContext(test.info().project.use)
    const other = await context.newPage()
    const login = loginTexts[language]
    const account = language === 'cn' ? uniquePhone() : uniqueEmail()
    const joiner = language === 'cn' ? '扫码加入' : `Joiner ${label}`
    await other.goto(`${address}&languageType=${language}`)
    await other.getByRole('textbox', { name: login.account }).fill(account)
    await other.getByRole('button', { name: login.sendCode }).click()
    await other.getByRole('textbox', { name: login.code }).fill(await readCode(request, account))
    await other.getByRole('checkbox', { name: login.privacy }).check()
    await other.getByRole('button', { name: login.logIn, exact: true }).click()
    await other.getByRole('textbox', { name: t.profileName }).fill(joiner)
    await other.getByRole('textbox', { name: t.company }).fill(language === 'cn' ? '海联贸易' : 'Harbour Trade')
    await other.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(other.getByRole('heading', { name: t.confirmation })).toBeVisible({ timeout: 20_000 })
    await screen(other, `group-import-${language}-joined`)
    await context.close()

    // The leader's list, opened again, has them (joined by the link), and the count grew by one.
    await page.getByRole('link', { name: t.members, exact: true }).click()
    await page.reload()
    await expect(page.getByRole('link', { name: t.open(joiner) })).toBeVisible()
    await expect(page.getByText(t.count(19))).toBeVisible()
    await screen(page, `group-import-${language}-members`)
  })
}
