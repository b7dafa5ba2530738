import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_SERVICE_PATHS as P } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, TENANT } from '../orders/testing'
import { footprints } from '../orders'
import { registrations } from '../user'
import { call, image, organiser, readyAdmin, uploadAs } from './testing'

/*
 * VIP buyer invitations (issue 17) through the real routes: the organiser's templates, the company's wording and
 * photo invite image (150–400 px, ≤ 200 KB), e-mails through the notifier (each address once), and the list of who
 * was invited, who registered by the company's link (register log with inviteDeptId) and who came (a gate entry),
 * with a visitor's contact data shown only by their consent.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

async function template(channel: 'sms' | 'email' | 'link') {
  const saved = await organiser(server, 'POST', P.adminInvitationTemplate, {
    channel,
    titleCn: '诚邀莅临',
    titleEn: 'You are invited',
    bodyCn: '{name}您好，{company}诚邀您莅临{booth}展位。{wording} 注册：{link}',
    bodyEn: 'Dear {name}, {company} invites you to booth {booth}. {wording} Register: {link}',
  })
  expect(saved.status).toBe(200)
  return saved.body.data.id as string
}

/** A visitor who opened the company's link, signed in (register log) and completed the registration. */
async function registerByLink(inviteDeptId: string, sourceInviteUserId: string, profile: Record<string, unknown>) {
  const [buyer] = await createBuyers(server, 1)
  const logged = await server.call({
    method: 'POST',
    url: '/api/ef-registration-data-client/register-log/registerLog/save',
    headers: auth(buyer.token),
    payload: { exhibitionId: EXHIBITION, registerType: 'visitor', linkParams: { inviteDeptId, sourceInviteUserId, inviteType: 'QRCODE' } },
  })
  expect(logged.status).toBe(200)
  await server.database.db.insert(registrations).values({ tenantId: TENANT, exhibitionId: EXHIBITION, userId: buyer.id, registerType: 'visitor', profile, completeResult: 'succ', examineResult: 'approve', submittedAt: new Date(server.clock.now()) })
  return buyer
}

describe('VIP buyer invitations', () => {
  it('lists the templates, keeps the wording and an image of the right size, and gives a link with inviteDeptId', async () => {
    const { token, company, userId } = await readyAdmin(server)
    const id = await template('link')
    const listed = await server.call({ method: 'GET', url: P.invitationTemplates, query: { tenantId: TENANT, exhibitionId: EXHIBITION, registerType: 'visitor', languageType: 'en' } })
    expect(listed.body.data.find((row: { id: string }) => row.id === id)).toMatchObject({ channel: 'link', title: 'You are invited' })

    const small = await uploadAs(server, token, 'inviteImage', { name: 'small.jpg', type: 'image/jpeg', bytes: await image(120, 120, 'jpeg', false) })
    expect(small.status).toBe(400)
    const fit = await uploadAs(server, token, 'inviteImage', { name: 'fit.jpg', type: 'image/jpeg', bytes: await image(300, 300, 'jpeg', false) })
    expect(fit.status).toBe(200)
    expect(fit.body.data).toMatchObject({ width: 300, height: 300 })

    const saved = await call(server, token, 'POST', P.vipInviteSave, { templateId: id, wordingCn: '现场有新品发布', wordingEn: 'New products on show', imageFileId: fit.body.data.fileId })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ templateId: id, wordingEn: 'New products on show', inviteDeptId: company.deptId, sourceInviteUserId: userId, image: { fileId: fit.body.data.fileId } })
    const link = new URLSearchParams(saved.body.data.linkPath.split('?')[1])
    expect(Object.fromEntries(link)).toMatchObject({ inviteDeptId: company.deptId, sourceInviteUserId: userId, exhibitionId: EXHIBITION, registerType: 'visitor' })
  })

  it('e-mails each address once through the notifier, and follows the invited to registered and came; contact data by consent', async () => {
    const { token, company, userId } = await readyAdmin(server)
    const id = await template('email')
    const [known] = await createBuyers(server, 1)
    const batch = await call(server, token, 'POST', P.inviteBatch, {
      templateId: id,
      channel: 'email',
      recipients: [
        { name: 'Ada Buyer', email: known.account },
        { name: 'Ben Buyer', email: `ben.${randomUUID().slice(0, 6)}@buyer.example` },
      ],
    })
    expect(batch.body.data).toMatchObject({ sent: 2, skipped: 0 })
    expect(batch.body.data.results.map((row: { outcome: string }) => row.outcome)).toEqual(['sent', 'sent'])
    const mail = server.outbox.list(known.account)[0]
    expect(mail.subject).toBe('You are invited')
    expect(mail.body).toContain('Dear Ada Buyer')
    expect(mail.body).toContain(`inviteDeptId=${company.deptId}`)
    const again = await call(server, token, 'POST', P.inviteBatch, { templateId: id, channel: 'email', recipients: [{ name: 'Ada Buyer', email: known.account.toUpperCase() }] })
    expect(again.body.data).toEqual({ sent: 0, skipped: 1, results: [{ name: 'Ada Buyer', address: known.account.toLowerCase(), outcome: 'skipped' }] })
    const smsWithoutMobile = await call(server, token, 'POST', P.inviteBatch, { templateId: id, channel: 'sms', recipients: [{ name: 'Cy', email: 'cy@buyer.example' }] })
    expect(smsWithoutMobile.status).toBe(400)

    // Ada registers (she was e-mailed), a consenting and a reserved visitor come by the link.
    await server.database.db.insert(registrations).values({ tenantId: TENANT, exhibitionId: EXHIBITION, userId: known.id, registerType: 'visitor', profile: { name: 'Ada Buyer' }, completeResult: 'succ', examineResult: 'approve', submittedAt: new Date() })
    const open = await registerByLink(company.deptId, userId, { name: '王开放', company: '开放贸易', shareContactWithExhibitors: 'yes' })
    const reserved = await registerByLink(company.deptId, userId, { name: '李保密', company: '保密贸易' })
    // The gate let the consenting visitor in (the footprint the gate's verify writes on entry).
    await server.database.db.insert(footprints).values({ tenantId: TENANT, exhibitionId: EXHIBITION, userId: open.id, kind: 'entered', data: {}, createdAt: new Date() })

    const records = await call(server, token, 'GET', P.inviteRecords)
    expect(records.status).toBe(200)
    expect(records.body.data.counts).toEqual({ invited: 2, registered: 3, came: 1 })
    const byName = (name: string) => records.body.data.records.find((row: { name: string }) => row.name === name)
    expect(byName('Ada Buyer')).toMatchObject({ status: 'registered', channel: 'email', email: known.account, contactShared: false })
    expect(byName('Ben Buyer')).toMatchObject({ status: 'invited', registeredAt: null })
    expect(byName('王开放')).toMatchObject({ status: 'came', channel: 'link', company: '开放贸易', email: open.account, contactShared: true, cameAt: expect.any(String) })
    const hidden = records.body.data.records.find((row: { name: string }) => row.name.startsWith('李'))
    expect(hidden).toMatchObject({ name: '李**', status: 'registered', mobile: null, email: null, company: null, contactShared: false })
    expect(JSON.stringify(records.body.data)).not.toContain(reserved.account)
    expect(JSON.stringify(records.body.data)).not.toContain('保密贸易')

    const came = await call(server, token, 'GET', P.inviteRecords, { status: 'came' })
    expect(came.body.data).toMatchObject({ total: 1, records: [expect.objectContaining({ name: '王开放' })] })
  })

  it("another company's list stays its own", async () => {
    const a = await readyAdmin(server)
    const b = await readyAdmin(server)
    await registerByLink(a.company.deptId, a.userId, { name: '赵甲', shareContactWithExhibitors: 'yes' })
    expect((await call(server, b.token, 'GET', P.inviteRecords)).body.data.counts).toEqual({ invited: 0, registered: 0, came: 0 })
    expect((await call(server, a.token, 'GET', P.inviteRecords)).body.data.counts).toEqual({ invited: 0, registered: 1, came: 0 })
  })
})
