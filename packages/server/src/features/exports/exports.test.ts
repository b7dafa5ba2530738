import { randomUUID } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_KEY } from '../../seed'
import { adminCli, bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { users } from '../auth'
import { conferenceSessions, conferenceSignIns } from '../conferences'
import { buyMembership, leadCompany, scan, visitors } from '../customers/testing'
import { invoices } from '../invoices'
import { paidOrder } from '../invoices/testing'
import { createBuyers } from '../orders/testing'
import { orders } from '../orders'
import { registrations } from '../user'

/*
 * Issue 20: the organiser's xlsx exports through the CLI (`export-<kind> --out`), read back with exceljs. The data of
 * each kind is made here through the real calls where it is cheap (registration, order, payment, scan) and written
 * directly where the journey is another test's (an issued invoice, a door sign-in).
 */

let server: TestServer
let dir: string

beforeAll(async () => {
  server = await createTestServer()
  dir = await mkdtemp(join(tmpdir(), 'fairpass-exports-'))
}, 120_000)
afterAll(() => server?.close())

const cli = adminCli(() => server)

async function exported(kind: string, exhibition: string, lang: 'en' | 'cn' = 'en'): Promise<ExcelJS.Workbook> {
  const out = join(dir, `${kind}-${exhibition}-${lang}-${randomUUID().slice(0, 6)}.xlsx`)
  const result = await cli([`export-${kind}`, '--exhibition', exhibition, '--out', out, '--lang', lang])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  expect(result.stdout).toMatch(new RegExp(`^Wrote ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes\\)`))
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(out)
  return workbook
}

/** A sheet as objects keyed by its header row. */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): Array<Record<string, unknown>> {
  if (!sheet) throw new Error('no such sheet')
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''))
  const rows: Array<Record<string, unknown>> = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const values = row.values as unknown[]
    rows.push(Object.fromEntries(header.map((title, index) => [title, values[index] ?? null]).filter(([title]) => title)))
  })
  return rows
}

describe('exports', () => {
  it('registrations: one row each with the profile by its labels and the review state, in en and cn', async () => {
    const email = 'export-visitor@example.com'
    const token = await signInByEmail(server, email, { exhibitionId: '1010' })
    const saved = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
      headers: bearer(token),
      payload: { exhibitionId: '1010', registerType: 'visitor', languageType: 'en', isDraft: false, data: { name: 'Grace Hopper', company: 'Compilers Inc' } },
    })
    expect(saved.status).toBe(200)
    await server.call({ method: 'POST', url: '/api/admin/exhibitions/1010/registrations/reject', headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` }, payload: { account: email, reason: 'Photo missing' } })

    const en = rowsOf((await exported('registrations', '1010')).getWorksheet('Registrations'))
    const mine = en.filter((row) => row.Account === email)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ 'Register type': 'visitor', 'Profile submitted': 'yes', Review: 'rejected', Reason: 'Photo missing' })
    expect(Object.values(mine[0])).toEqual(expect.arrayContaining(['Grace Hopper', 'Compilers Inc']))
    expect(mine[0]['Submitted (UTC)']).toBeInstanceOf(Date)

    const cn = rowsOf((await exported('registrations', '1010', 'cn')).getWorksheet('登记'))
    expect(cn.find((row) => row['账号'] === email)).toMatchObject({ 审核: '不通过', 原因: 'Photo missing' })
  }, 120_000)

  it('registrations: a large exhibition page by page, every registration exactly once (rows of the same instant too)', async () => {
    const count = 2345
    const suffix = randomUUID().slice(0, 8)
    const people = await server.database.db
      .insert(users)
      .values(Array.from({ length: count }, (_, index) => ({ tenantId: '000000', account: `bulk${index}.${suffix}@export.example`, email: `bulk${index}.${suffix}@export.example` })))
      .returning({ id: users.id })
    // One statement: every row has the same created_at, so only the id orders them.
    await server.database.db.insert(registrations).values(people.map((person, index) => ({ tenantId: '000000', exhibitionId: '1011', userId: person.id, registerType: 'visitor', profile: { name: `Person ${index}` }, completeResult: 'succ' })))
    const rows = rowsOf((await exported('registrations', '1011')).getWorksheet('Registrations')).filter((row) => String(row.Account).endsWith(`.${suffix}@export.example`))
    expect(rows).toHaveLength(count)
    expect(new Set(rows.map((row) => row.Account)).size).toBe(count)
  }, 180_000)

  it('orders and invoices: the paid order with its items and amounts, its invoice with number and buyer', async () => {
    const [buyer] = await createBuyers(server, 1)
    const orderId = await paidOrder(server, buyer.token)
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId))
    const orderRows = rowsOf((await exported('orders', '1020')).getWorksheet('Orders'))
    const row = orderRows.find((line) => line.Order === order.orderNo)
    expect(row).toMatchObject({ State: 'ticketIssued', Account: buyer.account, 'Payable (RMB)': order.payableFen / 100 })
    expect(String(row!.Items)).toMatch(/ × 1/)
    expect(row!['Paid (UTC)']).toBeInstanceOf(Date)

    const now = new Date(server.clock.now())
    await server.database.db.insert(invoices).values({
      tenantId: '000000', exhibitionId: '1020', orderId, userId: buyer.id, kind: 'special', state: 'issued', language: 'en',
      buyer: { type: 'company', title: '福州示例科技有限公司', taxId: '91350100M000100Y43', bankName: null, bankAccount: null, address: null, phone: null, email: 'finance@example.com' },
      lines: [], amountFen: order.payableFen, netFen: order.payableFen - 100, taxFen: 100, invoiceNo: '99000001', pdf: Buffer.from('%PDF-1.7'), appliedAt: now, issuedAt: now,
    })
    const invoiceRows = rowsOf((await exported('invoices', '1020', 'cn')).getWorksheet('发票'))
    expect(invoiceRows.find((line) => line['发票号码'] === '99000001')).toMatchObject({ 订单号: order.orderNo, 抬头: '福州示例科技有限公司', 税号: '91350100M000100Y43', '金额（元）': order.payableFen / 100, 状态: 'issued' })
  }, 180_000)

  it('sign-ins: the door sign-in on the Sign-ins sheet and in the attendance', async () => {
    const [person] = await createBuyers(server, 1)
    const [session] = await server.database.db.select().from(conferenceSessions).where(and(eq(conferenceSessions.tenantId, '000000'), eq(conferenceSessions.exhibitionId, '1020'))).limit(1)
    await server.database.db.insert(conferenceSignIns).values({ sessionId: session.id, userId: person.id, tenantId: '000000', exhibitionId: '1020', walkIn: true, signedInAt: new Date(server.clock.now()) })
    const workbook = await exported('signins', '1020')
    const signIns = rowsOf(workbook.getWorksheet('Sign-ins'))
    expect(signIns.find((row) => row.Account === person.account)).toMatchObject({ 'Session key': session.key, Session: session.titleEn, Status: 'walkIn' })
    expect(signIns.every((row) => row['Signed in (UTC)'] instanceof Date)).toBe(true)
    expect(rowsOf(workbook.getWorksheet('Attendance')).some((row) => row.Account === person.account)).toBe(true)
  }, 120_000)

  it("leads: every company on the overview, and each company's leads on its own sheet", async () => {
    const company = await leadCompany(server, 0)
    await buyMembership(server, company.admin.token, 'single')
    const [visitor] = await visitors(server, 1)
    expect((await scan(server, company.admin.token, visitor.userCode)).status).toBe(200)
    const workbook = await exported('leads', '1020')
    const overview = rowsOf(workbook.getWorksheet('Companies'))
    const line = overview.find((row) => row['Company ID'] === company.deptId)
    expect(line).toMatchObject({ Membership: 'single', Leads: 1 })
    const sheet = rowsOf(workbook.getWorksheet(String(line!.Sheet)))
    expect(sheet).toHaveLength(1)
    expect(sheet[0]).toMatchObject({ Name: '访客0', Company: '采购公司0', Source: 'Scan', 'Follow-up': 'New' })
  }, 180_000)

  it("refuses another tenant's exhibition and a missing --out before anything is written", async () => {
    const out = join(dir, 'never.xlsx')
    const foreign = await cli(['export-orders', '--exhibition', '2001', '--out', out])
    expect(foreign.code).toBe(1)
    expect(foreign.stderr).toContain('Refused (403)')
    const noOut = await cli(['export-orders', '--exhibition', '1020'])
    expect(noOut.code).toBe(2)
    expect(noOut.stderr).toContain('--out <file.xlsx> is required')
    const { existsSync } = await import('node:fs')
    expect(existsSync(out) || existsSync(`${out}.part`)).toBe(false)
  }, 60_000)
})
