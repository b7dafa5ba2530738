import { expect, test, type Page } from '@playwright/test'
import { createVisitor, groupLink, openAsVisitor, type Visitor } from './support/groupLeader'
import { screen } from './support/screens'

/*
 * Issue 20, axe on every page: a visitor's pages no journey stops at (tickets without a holder and a holder's form,
 * an order's footprints, the invoice overview and English receipt, registering a team or group members, the
 * download poster), each with real data in cn and en at 375 px. One visitor of exhibition 1020 per language, made
 * over the API with two tickets of a paid order (the dev grant), walks them on one page.
 *
 * The entry route `/` has no page of its own to check: registration's boot sends a signed-out visitor on to
 * /registration and a signed-in one onward (registration/app/bootstrap.ts), so it is not visited here.
 */

type Language = 'cn' | 'en'

const EXHIBITION = '1020'

const texts = {
  cn: {
    unassigned: '待填写持票人',
    addHolder: '填写持票人',
    holder: '填写持票人信息',
    holderName: '姓名',
    orderFootprints: '订单足迹',
    invoiceOverview: '开具发票',
    receiptFor: (no: string) => `为订单 ${no} 申请英文收据`,
    receipt: '英文收据',
    receiptOrder: '订单',
    teamHeading: '团队登记',
    teamAdd: '登记团队成员',
    teamForm: '登记团队成员',
    groupHeading: '代团体登记',
    groupAdd: '登记团体人员',
    groupForm: '登记团体人员',
    listHeading: '我登记的人员',
    mobile: '手机号',
    posterHeading: '下载邀请海报',
    posterDownload: '下载海报',
  },
  en: {
    unassigned: 'Tickets without a holder',
    addHolder: 'Add holder',
    holder: "Ticket holder's data",
    holderName: 'Name',
    orderFootprints: 'Footprints of the order',
    invoiceOverview: 'Ask for an invoice',
    receiptFor: (no: string) => `Ask for an English receipt for order ${no}`,
    receipt: 'English receipt',
    receiptOrder: 'Order',
    teamHeading: 'Team registration',
    teamAdd: 'Register team members',
    teamForm: 'Team members',
    groupHeading: 'Register group members',
    groupAdd: 'Register a group member',
    groupForm: "Group member's details",
    listHeading: 'People you registered',
    mobile: 'Mobile',
    posterHeading: 'Download the invitation poster',
    posterDownload: 'Download the poster',
  },
} as const

/** What the dev grant answers: a paid order (ticketIssued) and its tickets. */
interface Granted {
  orderId: string
  orderNo: string
  ticketIds: string[]
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

/** A hash change on the page already open: the app's router follows it, the session stays. */
async function visit(page: Page, path: string, language: Language) {
  await page.goto(groupLink(path, language, 'visitor', EXHIBITION))
}

for (const language of ['cn', 'en'] as const) {
  test(`${language}: a visitor's pages no journey stops at, each checked by axe`, async ({ page, request }) => {
    const t = texts[language]

    const visitor: Visitor = await createVisitor(request, { language })
    const grant = await request.post('/api/dev/tickets/issue', { data: { tenantId: '000000', exhibitionId: EXHIBITION, account: visitor.account, quantity: 2 } })
    expect(grant.ok()).toBe(true)
    const granted = ((await grant.json()) as { data: Granted }).data
    await openAsVisitor(page, visitor, '/ticket', language)

    await expect(heading(page, t.unassigned)).toBeVisible()
    await expect(page.getByRole('link', { name: t.addHolder }).first()).toBeVisible()
    await screen(page, `visitor-tour-${language}-ticket`)

    await visit(page, `/ticketRegistration?ticketId=${granted.ticketIds[0]}`, language)
    await expect(heading(page, t.holder)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.holderName })).toBeVisible()
    await screen(page, `visitor-tour-${language}-ticket-registration`)

    await visit(page, `/journal/${granted.orderId}`, language)
    await expect(heading(page, t.orderFootprints)).toBeVisible()
    await expect(page.locator('li[data-kind]').first()).toBeVisible()
    await screen(page, `visitor-tour-${language}-journal-order`)

    await visit(page, '/invoice', language)
    await expect(heading(page, t.invoiceOverview)).toBeVisible()
    await expect(page.getByRole('link', { name: t.receiptFor(granted.orderNo) })).toBeVisible()
    await screen(page, `visitor-tour-${language}-invoice`)

    await visit(page, `/invoiceEn?orderId=${granted.orderId}`, language)
    await expect(heading(page, t.receipt)).toBeVisible()
    await expect(page.getByRole('combobox', { name: t.receiptOrder })).toHaveValue(granted.orderId)
    await screen(page, `visitor-tour-${language}-invoice-en`)

    await visit(page, '/teamRegistration', language)
    await expect(heading(page, t.teamHeading)).toBeVisible()
    await expect(heading(page, t.listHeading)).toBeVisible()
    await screen(page, `visitor-tour-${language}-team`)
    await page.getByRole('link', { name: t.teamAdd }).click()
    await expect(heading(page, t.teamForm)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.mobile }).first()).toBeVisible()
    await screen(page, `visitor-tour-${language}-team-form`)

    await visit(page, '/othersRegistration/group', language)
    await expect(heading(page, t.groupHeading)).toBeVisible()
    await expect(heading(page, t.listHeading)).toBeVisible()
    await screen(page, `visitor-tour-${language}-others`)
    await page.getByRole('link', { name: t.groupAdd }).click()
    await expect(heading(page, t.groupForm)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.mobile }).first()).toBeVisible()
    await screen(page, `visitor-tour-${language}-others-form`)

    await visit(page, '/posterDown', language)
    await expect(heading(page, t.posterHeading)).toBeVisible()
    await expect(page.locator('img[data-part="poster-image"]')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: t.posterDownload })).toBeVisible()
    await screen(page, `visitor-tour-${language}-poster-down`)
  })
}
