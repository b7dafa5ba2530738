import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_PATHS, EXHIBITOR_PATHS, EXHIBITOR_SERVICE_PATHS } from '@fairpass/core/contract'
import { ACCESS } from '../../http/accessMatrix'
import { createTestServer, type TestServer } from '../../testing'
import { createBuyers, EXHIBITION } from '../orders/testing'
import { DEMO_ADMIN_KEY } from '../../seed'
import { call, completeCatalogue, image, journalEntry, NEW_PASSWORD, productFields, readyAdmin, uploadAs } from './testing'

/*
 * The authorisation matrix for the exhibitor routes (issue 16): company A's admin owns a catalogue entry, products,
 * badges, an invitation and uploads. Every exhibitor route is called with A's ids by the admin of another company
 * (refused: 404 for an object, nothing of A's in any answer), by a staff member of A who is not its admin (refused
 * every admin route with 403, may read), and by a visitor who acts for no company (403 everywhere). Afterwards
 * every row that mentions A is exactly as it was. Then A's admin makes the object calls and they succeed: the
 * refusals came from who called, not from a malformed request.
 */

interface Owned {
  deptId: string
  adminId: string
  journal: string
  products: [string, string]
  images: string[]
  credentials: [string, string, string]
  invitation: string
  code: string
  /** Part 2: A's bare-space booth with its special build and drawing, A's fascia board. */
  bareBooth: string
  drawing: string
  /** A's unpaid reservation and the category it booked. */
  reservation: string
  category: string
  /** A's photo invite image, an invitation template, an address A invited. */
  inviteImage: string
  template: string
  /** A's pending visa request. */
  visa: string
}

interface Call {
  query?: Record<string, unknown>
  payload?: Record<string, unknown>
}

type Case =
  | { kind: 'object'; call: (owned: Owned) => Call; owner: true | string }
  | { kind: 'self'; call?: (owned: Owned) => Call }

const applicant = { name: 'Grace Hopper', position: 'Admiral', email: 'grace@navy.example' }
const X = '/api/ef-exhibitor-self-service'
const R = '/api/ef-registration-client/deptCredentialsBiz'
const D = '/api/ef-registration-data-client'

/** Every exhibitor route of the matrix has a case here; a new one without a case fails the first test. */
const CASES: Record<string, Case> = {
  // The customer tool's routes that need no membership (features/customers): each acts on the caller's own company.
  [`GET ${CUSTOMER_PATHS.membership}`]: { kind: 'self' },
  [`POST ${CUSTOMER_PATHS.placeOrder}`]: { kind: 'self', call: () => ({ payload: { kind: 'single' } }) },
  [`GET ${CUSTOMER_PATHS.permissionPage}`]: { kind: 'self' },
  // A's admin is no staff member of the caller's company: refused, A's rows unchanged (below).
  [`POST ${CUSTOMER_PATHS.permissionSubmit}`]: { kind: 'self', call: (o) => ({ payload: { changes: [{ userId: o.adminId, authorised: true }] } }) },
  [`POST ${CUSTOMER_PATHS.transfer}`]: { kind: 'self', call: (o) => ({ payload: { fromUserId: o.adminId, toUserId: '00000000-0000-4000-8000-00000000beef' } }) },
  [`GET ${X}/exhibitorInfo/detail`]: { kind: 'object', call: (o) => ({ query: { userId: o.adminId } }), owner: true },
  // The intruder's own state only: another company's admin has chosen a password, so there is nothing to set.
  [`POST ${X}/account/setPassword`]: { kind: 'self', call: () => ({ payload: { newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD } }) },
  [`POST ${X}/account/updatePassword`]: { kind: 'self', call: () => ({ payload: { oldPassword: 'Wrong#2026', newPassword: 'Other#2026', newPassword1: 'Other#2026' } }) },
  [`GET ${X}/exhibitorJournal/v2/draft`]: { kind: 'self' },
  // Saves the caller's own entry: A's logo is not the caller's to use.
  [`POST ${X}/exhibitorJournal/v2/saveOrUpdate`]: { kind: 'self', call: (o) => ({ payload: { journal: journalEntry(o.images[0]) } }) },
  [`GET ${X}/exhibitorJournal/v2/listHistory`]: { kind: 'self' },
  [`POST ${X}/exhibitorJournal/v2/copyHistory`]: { kind: 'object', call: (o) => ({ payload: { id: o.journal } }), owner: "A's entry is of this fair, not an earlier one: copying is in portal.test.ts" },
  [`GET ${X}/product/page`]: { kind: 'self' },
  [`GET ${X}/product/detail`]: { kind: 'object', call: (o) => ({ query: { id: o.products[0] } }), owner: true },
  [`POST ${X}/product/submit`]: { kind: 'object', call: (o) => ({ payload: { id: o.products[0], product: productFields([o.images[1]], '改过的产品') } }), owner: true },
  [`POST ${X}/product/remove`]: { kind: 'object', call: (o) => ({ payload: { id: o.products[1] } }), owner: true },
  [`GET ${X}/product/historyPage`]: { kind: 'self' },
  [`POST ${X}/product/saveHistoryToNow`]: { kind: 'object', call: (o) => ({ payload: { ids: [o.products[0]] } }), owner: "A's products are of this fair: copying earlier ones is in portal.test.ts" },
  [`POST ${X}/exhibitorStatus/submit`]: { kind: 'self', call: () => ({ payload: { part: 'exhibits' } }) },
  [`GET ${X}/exhibitorStatus/detail`]: { kind: 'self' },
  [`POST ${X}/staffInvite/create`]: { kind: 'self' },
  [`GET ${X}/staffInvite/list`]: { kind: 'self' },
  [`POST ${X}/staffInvite/revoke`]: { kind: 'object', call: (o) => ({ payload: { id: o.invitation } }), owner: true },
  [`GET ${R}/listDetailByDeptId`]: { kind: 'self' },
  [`GET ${R}/getDeptCredentialsDetailed`]: { kind: 'object', call: (o) => ({ query: { id: o.credentials[0] } }), owner: true },
  [`POST ${R}/save`]: { kind: 'object', call: (o) => ({ payload: { id: o.credentials[0], applicant } }), owner: true },
  [`POST ${R}/apply`]: { kind: 'object', call: (o) => ({ payload: { ids: [o.credentials[1]] } }), owner: true },
  [`POST ${R}/remove`]: { kind: 'object', call: (o) => ({ payload: { id: o.credentials[2] } }), owner: true },
  [`GET ${R}/previousList`]: { kind: 'self' },
  [`GET ${X}/exhibitorBoard/detail`]: { kind: 'self' },
  [`POST ${X}/exhibitorBoard/submit`]: { kind: 'self', call: () => ({ payload: { fascia: { textCn: '入侵', textEn: 'Intruder' }, furniture: { shelves: 1, hangingRods: 0, flowTables: 0 } } }) },
  [`POST ${X}/exhibitorBoard/specialBuild/submit`]: { kind: 'object', call: (o) => ({ payload: specialBuild(o.bareBooth, o.drawing) }), owner: true },
  [`GET ${X}/information/manualAll`]: { kind: 'self' },
  [`GET ${X}/information/manualPart`]: { kind: 'self' },
  [`GET ${X}/information/document`]: { kind: 'self' },
  [`GET ${X}/information/document/download`]: { kind: 'self' },
  [`GET ${X}/exhibitorStatus/setup`]: { kind: 'self' },
  [`POST ${X}/exhibitorStatus/finalSubmit`]: { kind: 'self' },
  [`GET ${X}/serviceCategoryList`]: { kind: 'self' },
  [`GET ${X}/serviceReserve/list`]: { kind: 'self' },
  [`GET ${X}/serviceReserve/detail`]: { kind: 'object', call: (o) => ({ query: { id: o.reservation } }), owner: true },
  // Reserves for the caller's own company (its own order): A's reservation is untouched.
  [`POST ${X}/serviceReserve/submit`]: { kind: 'self', call: (o) => ({ payload: { items: [{ categoryId: o.category, quantity: 1 }] } }) },
  [`POST ${X}/serviceReserve/batchDelete`]: { kind: 'object', call: (o) => ({ payload: { ids: [o.reservation] } }), owner: true },
  [`GET ${X}/inviteVIP/detail`]: { kind: 'self' },
  // The caller's own company: A's uploaded invite image is not the caller's to use.
  [`POST ${X}/inviteVIP/save`]: { kind: 'self', call: (o) => ({ payload: { wordingCn: '入侵', imageFileId: o.inviteImage } }) },
  [`POST ${D}/invite/batch`]: { kind: 'self', call: (o) => ({ payload: { templateId: o.template, channel: 'email', recipients: [{ name: 'Intruder', email: 'intruder@buyer.example' }] } }) },
  [`GET ${D}/client/exhibitorUserInviteRecord/list`]: { kind: 'self' },
  [`GET ${X}/visaInvitation/list`]: { kind: 'self' },
  [`POST ${X}/visaInvitation/submit`]: { kind: 'object', call: (o) => ({ payload: { id: o.visa, applicant: visaApplicant } }), owner: "A's request is pending: only a rejected one is changed (visa.test.ts)" },
  [`POST ${X}/visaInvitation/remove`]: { kind: 'object', call: (o) => ({ payload: { id: o.visa } }), owner: true },
  [`GET ${X}/visaInvitation/letter`]: { kind: 'object', call: (o) => ({ query: { id: o.visa } }), owner: "A's request is pending: the letter of an approved one is in visa.test.ts" },
}

const visaApplicant = {
  surname: 'Mueller',
  givenNames: 'Anna',
  sex: 'F',
  dateOfBirth: '1988-04-12',
  nationality: 'DE',
  passportNo: 'C01X00T47',
  passportExpiry: '2031-01-01',
  position: 'Sales Manager',
  arrival: '2026-10-08',
  departure: '2026-10-15',
}

function specialBuild(boothId: string, drawing: string) {
  return { boothId, builderName: '入侵搭建公司', builderContact: '李工', builderMobile: '13800138000', heightM: 3, floorLoadKgM2: 500, drawingFileIds: [drawing] }
}

let server: TestServer
let owner: { token: string; userId: string }
let intruder: { token: string; userId: string }
let staff: { token: string; id: string }
let visitor: { token: string; id: string }
let owned: Owned
let marks: string[]

async function send(token: string, route: string, request: Call = {}) {
  const [method, url] = route.split(' ')
  return call(server, token, method as 'GET' | 'POST', url, method === 'GET' ? request.query : request.payload)
}

/** Every row of every table that names company A or one of its objects, as JSON, per table. */
async function ownerRows(): Promise<Record<string, string[]>> {
  const listed = await server.database.db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
  const rows: Record<string, string[]> = {}
  for (const { name } of (listed as unknown as { rows: Array<{ name: string }> }).rows) {
    // Stored bytes are compared as their hash: a file's content is what must not change, not be printed.
    const result = await server.database.db.execute(sql`SELECT (to_jsonb(t) - 'content')::text || coalesce(md5((to_jsonb(t)->>'content')), '') AS row FROM ${sql.identifier(name)} t`)
    const mentioning = (result as unknown as { rows: Array<{ row: string }> }).rows.map((entry) => entry.row).filter((row) => marks.some((mark) => row.includes(mark)))
    if (mentioning.length > 0) rows[name] = mentioning.sort()
  }
  return rows
}

beforeAll(async () => {
  server = await createTestServer()
  const a = await readyAdmin(server)
  owner = a
  intruder = await readyAdmin(server)
  await completeCatalogue(server, owner.token)
  const picture = await uploadAs(server, owner.token, 'productImage', { name: 'p.png', type: 'image/png', bytes: await image(200, 200, 'png', false) })
  const second = await call(server, owner.token, 'POST', EXHIBITOR_PATHS.productSave, { product: productFields([picture.body.data.fileId], '第二个产品') })
  const products = (await call(server, owner.token, 'GET', EXHIBITOR_PATHS.products)).body.data.records.map((record: { id: string }) => record.id)
  const journal = (await call(server, owner.token, 'GET', EXHIBITOR_PATHS.journalDraft)).body.data
  const credentials: string[] = []
  for (const name of ['张三', '李四', '王五']) credentials.push((await call(server, owner.token, 'POST', EXHIBITOR_PATHS.credentialSave, { applicant: { name, position: '销售', mobile: '13800000003' } })).body.data.id)
  const invite = (await call(server, owner.token, 'POST', EXHIBITOR_PATHS.inviteCreate, {})).body.data
  const bareBooth = a.company.booths.find((booth) => booth.type === 'bareSpace')!.id
  const drawing = (await uploadAs(server, owner.token, 'boothDrawing', { name: 'plan.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') })).body.data.fileId
  const built = await call(server, owner.token, 'POST', EXHIBITOR_SERVICE_PATHS.specialBuildSubmit, specialBuild(bareBooth, drawing))
  const board = await call(server, owner.token, 'POST', EXHIBITOR_SERVICE_PATHS.boardSubmit, { fascia: { textCn: '甲公司', textEn: 'Company A' }, furniture: { shelves: 2, hangingRods: 1, flowTables: 1 } })
  if (built.status !== 200 || board.status !== 200) throw new Error(JSON.stringify([built.body, board.body]))
  const offered = await server.call({
    method: 'POST',
    url: EXHIBITOR_SERVICE_PATHS.adminServiceCategory.replace(':exhibitionId', EXHIBITION),
    headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` },
    payload: { code: `security-${Date.now().toString(36)}`, kind: 'service', nameCn: '保洁', nameEn: 'Cleaning', priceFen: 1000 },
  })
  const reserved = await call(server, owner.token, 'POST', EXHIBITOR_SERVICE_PATHS.serviceReserve, { items: [{ categoryId: offered.body.data.id, quantity: 1 }] })
  if (reserved.status !== 200) throw new Error(JSON.stringify(reserved.body))
  const inviteImage = (await uploadAs(server, owner.token, 'inviteImage', { name: 'vip.png', type: 'image/png', bytes: await image(200, 200, 'png', false) })).body.data.fileId
  const template = await server.call({
    method: 'POST',
    url: EXHIBITOR_SERVICE_PATHS.adminInvitationTemplate.replace(':exhibitionId', EXHIBITION),
    headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` },
    payload: { channel: 'email', titleCn: '诚邀', titleEn: 'Invitation', bodyCn: '诚邀您参观我们的展位 {link}', bodyEn: 'Visit our booth {link}' },
  })
  await call(server, owner.token, 'POST', EXHIBITOR_SERVICE_PATHS.vipInviteSave, { wordingCn: '甲公司的邀请', imageFileId: inviteImage })
  await call(server, owner.token, 'POST', EXHIBITOR_SERVICE_PATHS.inviteBatch, { templateId: template.body.data.id, channel: 'email', recipients: [{ name: 'A Buyer', email: 'a.buyer@secret.example' }] })
  const visa = (await call(server, owner.token, 'POST', EXHIBITOR_SERVICE_PATHS.visaSubmit, { applicant: visaApplicant })).body.data.id
  const [staffAccount, visitorAccount] = await createBuyers(server, 2)
  const joined = await call(server, staffAccount.token, 'POST', EXHIBITOR_PATHS.inviteSubmit, { code: invite.code, applicant: { ...applicant, email: staffAccount.account } })
  if (joined.status !== 200) throw new Error(JSON.stringify(joined.body))
  staff = staffAccount
  visitor = visitorAccount
  owned = {
    deptId: a.company.deptId,
    adminId: a.userId,
    journal: journal.id,
    products: [products[0], second.body.data.id],
    images: [journal.logoFileId, picture.body.data.fileId],
    credentials: [credentials[0], credentials[1], credentials[2]],
    invitation: invite.id,
    code: invite.code,
    bareBooth,
    drawing,
    reservation: reserved.body.data.id,
    category: offered.body.data.id,
    inviteImage,
    template: template.body.data.id,
    visa,
  }
  marks = [owned.deptId, owned.adminId, owned.journal, ...owned.products, ...owned.images, ...owned.credentials, owned.invitation, owned.code, owned.bareBooth, owned.drawing, owned.reservation, reserved.body.data.orderId, reserved.body.data.orderNo, inviteImage, 'a.buyer@secret.example', visa]
}, 120_000)
afterAll(() => server.close())

const exhibitorRoutes = () => [...new Set(server.app.routeList.map((route) => `${route.method} ${route.url}`))].filter((route) => ACCESS[route] === 'exhibitor' || ACCESS[route] === 'exhibitorAdmin')

describe('the exhibitor routes: another company, staff who are not the admin, visitors', () => {
  it('has a case for every exhibitor route, and every case is one', () => {
    expect(exhibitorRoutes().filter((route) => !(route in CASES)), 'exhibitor routes without a case').toEqual([])
    expect(Object.keys(CASES).filter((route) => !exhibitorRoutes().includes(route)), 'cases that are not exhibitor routes').toEqual([])
  })

  it("refuses another company's admin every object of A's, answers nothing of A's, and changes nothing of A's", async () => {
    const before = await ownerRows()
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['exhibitor_companies', 'exhibitor_journals', 'exhibitor_products', 'exhibitor_credentials', 'exhibitor_invitations', 'exhibitor_uploads', 'files', 'exhibitor_boards', 'exhibitor_special_builds', 'exhibitor_service_reservations', 'orders', 'exhibitor_vip_invites', 'exhibitor_invite_records', 'exhibitor_visa_requests']))
    const unexpected: string[] = []
    for (const [route, entry] of Object.entries(CASES)) {
      const anyId = { id: owned.products[0], ids: [owned.credentials[0]], userId: owned.adminId, deptId: owned.deptId }
      const request = entry.call?.(owned) ?? { query: anyId, payload: anyId }
      const answer = await send(intruder.token, route, request)
      if (answer.status >= 500) unexpected.push(`${route}: ${answer.status} ${answer.body.msg}`)
      if (entry.kind === 'object' && !(answer.status === 404 && answer.body.success === false)) unexpected.push(`${route}: answered ${answer.status} ${answer.body.msg}, expected 404`)
      const echoed = (mark: string) => !answer.body.success && JSON.stringify(request).includes(mark)
      const leaked = marks.filter((mark) => JSON.stringify(answer.body).includes(mark) && !echoed(mark))
      if (leaked.length > 0) unexpected.push(`${route}: the answer names A's ${leaked.join(', ')}`)
    }
    expect(unexpected).toEqual([])
    expect(await ownerRows()).toEqual(before)
  }, 120_000)

  it('lets a staff member of A read but refuses every admin route (403), changing nothing', async () => {
    const before = await ownerRows()
    const unexpected: string[] = []
    for (const [route, entry] of Object.entries(CASES)) {
      const answer = await send(staff.token, route, entry.call?.(owned) ?? {})
      if (ACCESS[route] === 'exhibitorAdmin' && answer.status !== 403) unexpected.push(`${route}: ${answer.status} ${answer.body.msg}, expected 403`)
      if (ACCESS[route] === 'exhibitor' && answer.status >= 500) unexpected.push(`${route}: ${answer.status}`)
    }
    expect(unexpected).toEqual([])
    expect((await send(staff.token, `GET ${EXHIBITOR_PATHS.product}`, { query: { id: owned.products[0] } })).status).toBe(200)
    expect(await ownerRows()).toEqual(before)
  }, 120_000)

  it('refuses a visitor who acts for no company every exhibitor route (403)', async () => {
    const before = await ownerRows()
    const unexpected: string[] = []
    for (const [route, entry] of Object.entries(CASES)) {
      const answer = await send(visitor.token, route, entry.call?.(owned) ?? {})
      if (answer.status !== 403) unexpected.push(`${route}: ${answer.status} ${answer.body.msg}`)
    }
    expect(unexpected).toEqual([])
    expect(await ownerRows()).toEqual(before)
  }, 120_000)

  it("lets A's admin make the same object calls: the refusals came from who called", async () => {
    const failed: string[] = []
    for (const [route, entry] of Object.entries(CASES)) {
      if (entry.kind !== 'object' || entry.owner !== true) continue
      const answer = await send(owner.token, route, entry.call(owned))
      if (answer.status !== 200) failed.push(`${route}: ${answer.status} ${answer.body.msg}`)
    }
    expect(failed).toEqual([])
  }, 120_000)
})
