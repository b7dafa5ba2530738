import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { readCode, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'
import { followNav } from './support/nav'

/*
 * <fair-group-manager> end to end against the real server and the demo leader of exhibition 1020
 * (leader@fairpass.example, e-mail code, seed/groups.ts): the group with its members' states and the cap, a member
 * added (a bad mobile refused first), a csv imported with one bad row (its number shown, the good rows in), the
 * member's detail, the join QR, the code sheet and the earlier fair. One leader and one group, so the two languages
 * run one after the other and the second finds the first one's members.
 */

type Language = 'cn' | 'en'
const LEADER = 'leader@fairpass.example'
const groupLink = (path: string, language: Language) =>
  `/#${path}?tenantId=000000&exhibitionId=1020&registerType=visitingGroup&languageType=${language}`

const texts = {
  cn: {
    heading: '团组管理',
    groupName: '海联采购团 Hailian buyers',
    cap: /^已有 \d+ \/ 50 人$/,
    add: '添加成员',
    name: '姓名',
    mobile: '手机号',
    save: '保存',
    badMobile: /请输入正确的手机号码/,
    members: '成员',
    approved: '已通过',
    inReview: '审核中',
    toImport: '批量导入',
    choose: '选择文件并导入',
    row3: '第 3 行',
    result: '共 3 行，成功导入 2 人。',
    toQr: '团组二维码',
    qrLabel: '加入团组 海联采购团 Hailian buyers 的二维码',
    toPrint: '入场码',
    makePdf: '生成并打开 PDF',
    pdfReady: 'PDF 已生成。',
    toPrevious: '往届成员',
    open: (name: string) => `查看 ${name}`,
    remove: '移出团组',
  },
  en: {
    heading: 'Group management',
    groupName: '海联采购团 Hailian buyers',
    cap: /^\d+ of 50 members$/,
    add: 'Add a member',
    name: 'Name',
    mobile: 'Mobile',
    save: 'Save',
    badMobile: /Enter a valid mobile number/,
    members: 'Members',
    approved: 'Approved',
    inReview: 'In review',
    toImport: 'Import',
    choose: 'Choose a file to import',
    row3: 'Row 3',
    result: '3 rows read, 2 people imported.',
    toQr: 'Group QR code',
    qrLabel: 'QR code to join the group 海联采购团 Hailian buyers',
    toPrint: 'Entry codes',
    makePdf: 'Make and open the PDF',
    pdfReady: 'The PDF is ready.',
    toPrevious: 'Earlier fairs',
    open: (name: string) => `Open ${name}`,
    remove: 'Remove from the group',
  },
} as const

const people = {
  cn: { added: '赵子龙', imported: ['钱多多', '孙小美'] },
  en: { added: 'Nora Quist', imported: ['Anna Berg', 'Ole Hansen'] },
} as const

test.describe.configure({ mode: 'serial' })

/** The demo leader signs in with an e-mail code (the English login form offers e-mail), then opens the group pages. */
async function logInAsLeader(page: Page, request: Parameters<typeof readCode>[0]): Promise<void> {
  await page.goto(groupLink('/registration', 'en'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill(LEADER)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, LEADER))
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeHidden()
}

// One sign-in for both languages: a second code to the same address within a minute is refused (resend limit).
let context: BrowserContext
let page: Page
test.beforeAll(async ({ browser, request }) => {
  context = await browser.newContext(test.info().project.use)
  page = await context.newPage()
  await logInAsLeader(page, request)
})
test.afterAll(async () => {
  await context?.close()
})

for (const language of ['cn', 'en'] as const) {
  test(`a group leader manages the delegation (${language})`, async () => {
    const t = texts[language]
    const who = people[language]

    await page.goto(groupLink('/groupManagement', language))
    await expect(page.getByRole('heading', { name: t.groupName })).toBeVisible()
    const cap = page.getByText(t.cap)
    await expect(cap).toBeVisible()
    const before = Number((await cap.innerText()).match(/\d+/)![0])
    await expect(page.getByText(t.approved).first()).toBeVisible()
    await expect(page.getByText(t.inReview).first()).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-manager-${language}-group`)

    // A member by hand: a bad mobile is refused under its field, nothing typed lost; then saved.
    await page.getByRole('link', { name: t.add }).click()
    await page.getByRole('textbox', { name: t.name }).fill(who.added)
    await page.getByRole('textbox', { name: t.mobile }).fill('12345')
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.badMobile).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(who.added)
    await screen(page, `group-manager-${language}-form-refused`)
    await page.getByRole('textbox', { name: t.mobile }).fill(uniquePhone())
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByRole('link', { name: t.open(who.added) })).toBeVisible()

    // A csv with one bad row: its number and reason shown, the two good rows in.
    await page.getByRole('link', { name: t.toImport }).click()
    const csv = `姓名 Name,手机号 Mobile\n${who.imported[0]},${uniquePhone()}\n${language === 'cn' ? '错误行' : 'Bad Row'},12345\n${who.imported[1]},${uniquePhone()}\n`
    await page.getByLabel(t.choose).setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) })
    await expect(page.getByText(t.row3)).toBeVisible()
    await expect(page.getByText(t.result)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-manager-${language}-import`)

    // Back on the group: the imported people and the count against the cap.
    await page.getByRole('link', { name: language === 'cn' ? '团组成员' : 'Members' }).click()
    await expect(page.getByRole('link', { name: t.open(who.imported[1]) })).toBeVisible()
    await expect(page.getByText(language === 'cn' ? `已有 ${before + 3} / 50 人` : `${before + 3} of 50 members`)).toBeVisible()

    // A member's detail, with the remove behind a confirmation.
    await page.getByRole('link', { name: t.open(who.added) }).click()
    await expect(page.getByRole('button', { name: t.remove })).toBeVisible()
    await expectEveryControlNamed(page)
    await screen(page, `group-manager-${language}-detail`)

    // The join QR and its link.
    await page.getByRole('link', { name: t.toQr }).click()
    await expect(page.getByRole('img', { name: t.qrLabel })).toBeVisible()
    await expect(page.getByText(/visitingGroupId=demo-group-1020-join-code/)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-manager-${language}-qr`)

    // The code sheet (a PDF made on the server) and the earlier fair.
    await followNav(page, t.toPrint)
    const popup = page.waitForEvent('popup').catch(() => null)
    await page.getByRole('button', { name: t.makePdf }).click()
    await expect(page.getByText(t.pdfReady)).toBeVisible({ timeout: 20_000 })
    await (await popup)?.close()
    await screen(page, `group-manager-${language}-print`)
    await followNav(page, t.toPrevious)
    await expect(page.getByRole('listitem').filter({ hasText: '孙悦' }).first()).toBeVisible()
    await screen(page, `group-manager-${language}-previous`)
  })
}
