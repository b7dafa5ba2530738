import ExcelJS from 'exceljs'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GROUP_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { createAdminKey } from '../admin'
import { registrations } from '../user'
import { auth } from '../orders/testing'
import { createGroup, demoLeaderToken, EXHIBITION, groupCall, registered, setMemberMax, TENANT, type Caller } from './testing'

/*
 * The group manager's server (issue 18): the leader's group and members, the import, the cap under concurrent adds,
 * copying from an earlier fair, joining by the group link, the code sheet, the leader's post-login state, and who may
 * not manage (another visitor, a member, another group's leader: refused, nothing changes).
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())
beforeEach(() => setMemberMax(server, undefined))

async function xlsx(rows: unknown[][], formulaAt?: [number, number]): Promise<string> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('members')
  sheet.addRow(['姓名 Name', '手机号 Mobile', '邮箱 E-mail', '单位 Company', '职务 Title'])
  for (const row of rows) sheet.addRow(row)
  if (formulaAt) sheet.getCell(formulaAt[0], formulaAt[1]).value = { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' } as ExcelJS.CellFormulaValue
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

const member = (index: number) => ({ name: `Member ${'abcdefghijklmnopqrstuvwxyz'[index % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(index / 26) % 26]}`, mobile: `1390000${String(index).padStart(4, '0')}`, company: 'Harbour', title: 'Buyer' })

async function membersOf(token: string) {
  return (await groupCall(server, token, 'members')).body.data as Array<Record<string, unknown>>
}

describe('the leader manages their group', () => {
  let leader: Caller

  beforeAll(async () => {
    ;[leader] = await registered(server, 1, 'visitingGroup')
  })

  it('starts with no group and processStatus 0, creates it, adds, edits and removes members', async () => {
    expect((await groupCall(server, leader.token, 'detail')).body.data).toBeNull()
    const info = await server.call({ method: 'GET', url: '/api/ef-registration-data-client/reg-user-data/user/info', headers: auth(leader.token), query: { exhibitionId: EXHIBITION, registerType: 'visitingGroup' } })
    expect(info.body.data.visitingGroupLeaderVO).toEqual({ processStatus: 0, groupId: null, memberCount: 0 })
    expect((await groupCall(server, leader.token, 'members')).status).toBe(404)

    const group = await createGroup(server, leader.token)
    const added = await groupCall(server, leader.token, 'addMember', { member: { name: '王磊', mobile: '13912345678', company: '海联', title: '采购' } })
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({ name: '王磊', mobile: '13912345678', registration: 'none', entryCode: null, holdsTicket: false, source: 'manual' })

    const duplicate = await groupCall(server, leader.token, 'addMember', { member: { name: 'Wang Lei', mobile: '13912345678' } })
    expect(duplicate.status).toBe(409)

    const edited = await groupCall(server, leader.token, 'updateMember', { id: added.body.data.id, member: { name: '王磊', email: 'Wang.Lei@Example.com', company: '海联', title: '总监' } })
    expect(edited.body.data).toMatchObject({ mobile: null, email: 'wang.lei@example.com', title: '总监' })

    const after = await server.call({ method: 'GET', url: '/api/ef-registration-data-client/reg-user-data/user/info', headers: auth(leader.token), query: { exhibitionId: EXHIBITION, registerType: 'visitingGroup' } })
    expect(after.body.data.visitingGroupLeaderVO).toEqual({ processStatus: 1, groupId: group.id, memberCount: 1 })

    expect((await groupCall(server, leader.token, 'removeMember', { id: added.body.data.id })).status).toBe(200)
    expect((await groupCall(server, leader.token, 'removeMember', { id: added.body.data.id })).status).toBe(404)
    expect(await membersOf(leader.token)).toEqual([])
  })

  it('refuses bad input with every field named in the caller\'s language, nothing stored', async () => {
    const bad = await groupCall(server, leader.token, 'addMember', { member: { name: 'X1', mobile: '123', email: 'not-mail' } }, 'cn')
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors['member.name']).toMatch(/姓名|名/)
    expect(bad.body.data.fieldErrors['member.mobile']).toContain('手机')
    const none = await groupCall(server, leader.token, 'addMember', { member: { name: 'Ada Lovelace' } })
    expect(none.body.data.fieldErrors['member.mobile']).toBe('Enter a mobile number or an e-mail address')
    const group = await groupCall(server, leader.token, 'save', { name: 'G', company: 'C', expectedSize: 0 })
    expect(Object.keys(group.body.data.fieldErrors).sort()).toEqual(['company', 'expectedSize', 'name'])
    expect(await membersOf(leader.token)).toEqual([])
  })

  it('imports an xlsx: bad rows reported by row number and reason, the good ones added at once', async () => {
    const rows: unknown[][] = Array.from({ length: 20 }, (_, index) => [member(index).name, member(index).mobile, '', 'Harbour', 'Buyer'])
    rows[4] = ['', '13900009999', '', 'Harbour', 'Buyer'] // row 6: no name
    rows[11] = ['Grace Hopper', '12345', '', 'Navy', ''] // row 13: a bad mobile
    const answer = await groupCall(server, leader.token, 'importMembers', { format: 'xlsx', content: await xlsx(rows) }, 'en')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ imported: 18, rows: 20, memberCount: 18 })
    expect(answer.body.data.errors.map((error: { row: number }) => error.row)).toEqual([6, 13])
    expect(answer.body.data.errors[1].reasons.mobile).toContain('mobile')

    // The same file again: every row is now a member already; nothing added.
    const again = await groupCall(server, leader.token, 'importMembers', { format: 'xlsx', content: await xlsx(rows) })
    expect(again.body.data).toMatchObject({ imported: 0, memberCount: 18 })
    expect(again.body.data.errors).toHaveLength(20)
  })

  it('refuses a whole file with formulas, too many rows or the wrong format, and one that would pass the cap; nothing written', async () => {
    const before = (await membersOf(leader.token)).length
    const formula = await groupCall(server, leader.token, 'importMembers', { format: 'xlsx', content: await xlsx([['Ada Lovelace', '13900000001', '', '', '']], [2, 4]) })
    expect(formula.status).toBe(400)
    expect(formula.body.msg).toContain('formulas')
    const csvRows = ['Name,Mobile', ...Array.from({ length: 10_000 }, (_, index) => `Person,139${String(index).padStart(8, '0')}`)].join('\n')
    const tooMany = await groupCall(server, leader.token, 'importMembers', { format: 'csv', content: Buffer.from(csvRows).toString('base64') })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.msg).toContain('2000')
    const csvFormula = await groupCall(server, leader.token, 'importMembers', { format: 'csv', content: Buffer.from('Name,Mobile\n=cmd|calc,13900000001\n').toString('base64') }, 'cn')
    expect(csvFormula.body.msg).toContain('公式')
    const wrong = await groupCall(server, leader.token, 'importMembers', { format: 'xlsx', content: Buffer.from('Name,Mobile\nAda,13900000001\n').toString('base64') })
    expect(wrong.status).toBe(400)
    expect(wrong.body.msg).toContain('xlsx')

    await setMemberMax(server, before + 2)
    const over = await groupCall(server, leader.token, 'importMembers', { format: 'csv', content: Buffer.from('姓名,手机号\nAda Lovelace,13800000001\nAlan Turing,13800000002\nGrace Hopper,13800000003\n').toString('base64') })
    expect(over.status).toBe(409)
    expect((await membersOf(leader.token)).length).toBe(before)
  })

  it('offers the template in xlsx and csv with bilingual headers, which import as they are', async () => {
    const file = await server.app.inject({ method: 'GET', url: GROUP_PATHS.template, headers: auth(leader.token), query: { exhibitionId: EXHIBITION, format: 'xlsx' } })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toContain('.xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '姓名 Name', '手机号 Mobile', '邮箱 E-mail', '单位 Company', '职务 Title'])
    const csv = await server.app.inject({ method: 'GET', url: GROUP_PATHS.template, headers: auth(leader.token), query: { exhibitionId: EXHIBITION, format: 'csv' } })
    expect(csv.body).toContain('姓名 Name,手机号 Mobile')
  })
})

describe('the cap holds under concurrent adds', () => {
  it('lets exactly the cap in of many adds at once', async () => {
    const [leader] = await registered(server, 1, 'visitingGroup')
    await createGroup(server, leader.token)
    await setMemberMax(server, 5)
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => groupCall(server, leader.token, 'addMember', { member: member(100 + index) })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.msg === 'The group is full: at most 5 members')).toBe(true)
    expect(await membersOf(leader.token)).toHaveLength(5)
  })
})

describe('only the leader manages', () => {
  it('refuses another visitor, a member and another group\'s leader; nothing changes', async () => {
    const [leader, otherLeader] = await registered(server, 2, 'visitingGroup')
    const [visitor] = await registered(server, 1, 'visitor')
    await createGroup(server, leader.token)
    await createGroup(server, otherLeader.token, 'Other group')
    const target = (await groupCall(server, leader.token, 'addMember', { member: member(300) })).body.data
    const code = (await groupCall(server, leader.token, 'qrCode')).body.data.visitingGroupId
    expect((await groupCall(server, visitor.token, 'join', { visitingGroupId: code })).status).toBe(200)

    const count = async () => (await server.database.db.execute(sql`SELECT count(*)::int AS n FROM visiting_group_members`)) as unknown as { rows: Array<{ n: number }> }
    const before = (await count()).rows[0].n
    for (const path of ['detail', 'members', 'qrCode', 'printCode', 'previous'] as const) {
      expect((await groupCall(server, visitor.token, path)).status, path).toBe(403)
    }
    expect((await groupCall(server, visitor.token, 'addMember', { member: member(301) })).status).toBe(403)
    expect((await groupCall(server, visitor.token, 'removeMember', { id: target.id })).status).toBe(403)
    // Another group's leader names this group's member: not there for them.
    expect((await groupCall(server, otherLeader.token, 'updateMember', { id: target.id, member: member(302) })).status).toBe(404)
    expect((await groupCall(server, otherLeader.token, 'removeMember', { id: target.id })).status).toBe(404)
    expect((await groupCall(server, otherLeader.token, 'members')).body.data).toEqual([])
    expect((await count()).rows[0].n).toBe(before)
    expect((await membersOf(leader.token)).find((row) => row.id === target.id)).toMatchObject({ name: target.name })
  })
})

describe('joining by the group link', () => {
  it('records the link with the registration, joins once, and shows the member\'s registration state', async () => {
    const [leader] = await registered(server, 1, 'visitingGroup')
    await createGroup(server, leader.token, '海联采购团')
    const { visitingGroupId, path } = (await groupCall(server, leader.token, 'qrCode')).body.data
    expect(path).toContain(`visitingGroupId=${visitingGroupId}`)
    const info = await server.call({ method: 'GET', url: GROUP_PATHS.joinInfo, query: { tenantId: TENANT, exhibitionId: EXHIBITION, visitingGroupId } })
    expect(info.body.data).toEqual({ name: '海联采购团', company: 'Harbour Trade Ltd.', full: false })
    expect((await server.call({ method: 'GET', url: GROUP_PATHS.joinInfo, query: { tenantId: TENANT, exhibitionId: EXHIBITION, visitingGroupId: 'x'.repeat(24) } })).status).toBe(404)

    const [member] = await registered(server, 1, 'visitor', { visitingGroupId })
    const [row] = await server.database.db.select({ visitingGroupId: registrations.visitingGroupId }).from(registrations).where(and(eq(registrations.userId, member.id), eq(registrations.exhibitionId, EXHIBITION)))
    expect(row.visitingGroupId).toBe(visitingGroupId)

    const joined = await groupCall(server, member.token, 'join', { visitingGroupId })
    expect(joined.body.data).toMatchObject({ groupName: '海联采购团', already: false })
    expect((await groupCall(server, member.token, 'join', { visitingGroupId })).body.data.already).toBe(true)
    expect((await groupCall(server, leader.token, 'join', { visitingGroupId })).status).toBe(409)
    const [unregistered] = await registered(server, 1, 'visitor').then(async (list) => list)
    await server.database.db.delete(registrations).where(eq(registrations.userId, unregistered.id))
    expect((await groupCall(server, unregistered.token, 'join', { visitingGroupId })).status).toBe(409)

    const list = await membersOf(leader.token)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ source: 'joined', registered: true, registration: 'incomplete' })
  })
})

describe('registering through the group link', () => {
  const submit = (token: string, data: Record<string, string>) =>
    server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
      headers: auth(token),
      payload: { exhibitionId: EXHIBITION, registerType: 'visitor', languageType: 'en', isDraft: false, data },
    })

  it('joins the group when the profile is submitted, with the profile\'s name and company; a full group leaves the registration standing', async () => {
    const [leader] = await registered(server, 1, 'visitingGroup')
    await createGroup(server, leader.token)
    const { visitingGroupId } = (await groupCall(server, leader.token, 'qrCode')).body.data
    const [first, second] = await registered(server, 2, 'visitor', { visitingGroupId })

    // A draft is not a registration yet: nobody joins.
    expect((await server.call({ method: 'POST', url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate', headers: auth(first.token), payload: { exhibitionId: EXHIBITION, registerType: 'visitor', languageType: 'en', isDraft: true, data: { name: 'Ada Lovelace' } } })).status).toBe(200)
    expect(await membersOf(leader.token)).toEqual([])

    expect((await submit(first.token, { name: 'Ada Lovelace', company: 'Analytical Engines' })).status).toBe(200)
    expect(await membersOf(leader.token)).toMatchObject([{ name: 'Ada Lovelace', company: 'Analytical Engines', source: 'joined', registered: true }])
    // Submitting again (a changed profile) does not add them twice.
    expect((await submit(first.token, { name: 'Ada Lovelace', company: 'Analytical Engines Ltd.' })).status).toBe(200)
    expect(await membersOf(leader.token)).toHaveLength(1)

    // A mangled link still registers; it just names no group.
    const [mangled] = await registered(server, 1, 'visitor', { visitingGroupId: 'not a code!' })
    const [kept] = await server.database.db.select({ visitingGroupId: registrations.visitingGroupId }).from(registrations).where(and(eq(registrations.userId, mangled.id), eq(registrations.exhibitionId, EXHIBITION)))
    expect(kept.visitingGroupId).toBeNull()

    await setMemberMax(server, 1)
    const full = await submit(second.token, { name: 'Alan Turing', company: 'Bletchley' })
    expect(full.status).toBe(200)
    expect(full.body.data.userExhibitionVO.completeResult).toBe('succ')
    expect(await membersOf(leader.token)).toHaveLength(1)
  })
})

describe('an earlier fair, the code sheet and the organiser', () => {
  it('copies the demo leader\'s members from 1001, prints codes for the approved, and lists groups for the organiser', async () => {
    const token = await demoLeaderToken(server)
    const previous = await groupCall(server, token, 'previous', undefined, 'cn')
    expect(previous.body.data).toHaveLength(1)
    expect(previous.body.data[0].members).toHaveLength(3)
    const copied = await groupCall(server, token, 'copyPrevious', { fromExhibitionId: '1001' })
    // 王磊 is in both groups: skipped.
    expect(copied.body.data).toEqual({ copied: 2, skipped: 1, memberCount: 7 })
    expect((await groupCall(server, token, 'copyPrevious', { fromExhibitionId: '1002' })).status).toBe(404)

    const list = await membersOf(token)
    expect(list.map((row) => row.registration)).toEqual(['approve', 'approve', 'pending', 'none', 'none', 'none', 'none'])

    const pdf = await server.app.inject({ method: 'GET', url: GROUP_PATHS.printCode, headers: auth(token), query: { exhibitionId: EXHIBITION, languageType: 'cn' } })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // Seven cards, three a row: one page (the footer in the margin must not start a second).
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    // The sheet issued the approved members' codes.
    const coded = await membersOf(token)
    expect(coded.filter((row) => row.entryCode).map((row) => row.name)).toEqual(['王磊', 'Emily Carter'])

    const key = (await createAdminKey(server.database.db, TENANT, 'groups test')).key
    const admin = await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/groups`, headers: { authorization: `Bearer ${key}` }, query: { withMembers: 'true' } })
    const demo = admin.body.data.find((group: { leaderAccount: string }) => group.leaderAccount === 'leader@fairpass.example')
    expect(demo).toMatchObject({ name: '海联采购团 Hailian buyers', memberCount: 7 })
    expect(demo.members[0]).toMatchObject({ name: '王磊', registration: 'approve' })
  })
})
