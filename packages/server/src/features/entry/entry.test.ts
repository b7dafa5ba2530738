import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../auth'
import { registerLogs } from './tables'
import { newInviteId, registrations, specialInvites, TICKET_LINK_TTL_SECONDS } from '../user'
import { DEMO_SPECIAL_INVITES } from '../../seed/entry'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const DATA = '/api/ef-registration-data-client'
const CLIENT = '/api/ef-registration-client'
const CONFIG = '/api/ef-registration-config-client'

const addAndGetAll = (token: string, extra: Record<string, unknown> = {}, exhibitionId = '1001', tenantId = '000000') =>
  server.call({
    method: 'POST',
    url: `${DATA}/reg-user-data/user/registerType/addAndGetAll`,
    headers: bearer(token, tenantId),
    payload: { exhibitionId, registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en', ...extra },
  })

/** A visitor of the auto-approving short flow (1002) with a submitted profile, hence an entry code. */
async function registeredVisitor(email: string): Promise<string> {
  const token = await signInByEmail(server, email)
  await addAndGetAll(token, {}, '1002')
  const saved = await server.call({
    method: 'POST',
    url: `${DATA}/reg-user-data/user/saveOrUpdate`,
    headers: bearer(token),
    payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en', isDraft: false, data: { name: 'Ada Lovelace', company: 'Analytical Engines' } },
  })
  expect(saved.body.data.userQr).toBeTruthy()
  return token
}

const ticketLink = (token: string, languageType = 'en') =>
  server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo/link`, headers: bearer(token), query: { exhibitionId: '1002', registerType: 'visitor', languageType } })

const resolve = (token: string, languageType = 'en') =>
  server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo`, query: { token, languageType } })

describe('registerConfig/entries (/geo)', () => {
  it('lists the published links per register type and language, titled in the caller’s language', async () => {
    const en = await server.call({ method: 'GET', url: `${CONFIG}/registerConfig/entries`, query: { tenantId: '000000', exhibitionId: '1001', languageType: 'en' } })
    expect(en.status).toBe(200)
    expect(en.body.data.exhibitionTitle).toBe('2025 Shanghai International Motor Show')
    expect(en.body.data.entries).toHaveLength(4)
    expect(en.body.data.entries[0]).toMatchObject({
      registerType: 'visitor',
      languageType: 'cn',
      title: 'Visitor pre-registration',
      query: { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'cn' },
    })
    const cn = await server.call({ method: 'GET', url: `${CONFIG}/registerConfig/entries`, query: { tenantId: '000000', exhibitionId: '1002', languageType: 'cn' } })
    expect(cn.body.data.entries.map((entry: { title: string }) => entry.title)).toEqual(['观众预登记', '观众预登记'])
  })

  it('answers a wrong link for another tenant’s exhibition, and field errors for bad ids', async () => {
    const other = await server.call({ method: 'GET', url: `${CONFIG}/registerConfig/entries`, query: { tenantId: '100001', exhibitionId: '1001', languageType: 'en' } })
    expect(other.status).toBe(404)
    expect(other.body.msg).toBe('Wrong link, please open the correct pre-registration link')
    const bad = await server.call({ method: 'GET', url: `${CONFIG}/registerConfig/entries`, query: { tenantId: '000000', exhibitionId: '10 01', languageType: 'cn' } })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors.exhibitionId).toBe('输入内容不正确')
  })
})

describe('staticPage/detail (/entrance)', () => {
  it('answers the entrance information in the caller’s language', async () => {
    const query = { tenantId: '000000', exhibitionId: '1002', type: 'entrance' }
    const en = await server.call({ method: 'GET', url: `${CONFIG}/staticPage/detail`, query: { ...query, languageType: 'en' } })
    expect(en.body.data).toMatchObject({ title: 'Entrance information', languageType: 'en' })
    expect(en.body.data.sections.map((section: { heading: string }) => section.heading)).toEqual(['Halls', 'Gates', 'Opening hours', 'Getting there'])
    const cn = await server.call({ method: 'GET', url: `${CONFIG}/staticPage/detail`, query: { ...query, languageType: 'cn' } })
    expect(cn.body.data.title).toBe('入场信息')
  })

  it('is 404 for an unknown type and for another tenant', async () => {
    const unknown = await server.call({ method: 'GET', url: `${CONFIG}/staticPage/detail`, query: { tenantId: '000000', exhibitionId: '1002', type: 'parking', languageType: 'en' } })
    expect(unknown.status).toBe(404)
    const other = await server.call({ method: 'GET', url: `${CONFIG}/staticPage/detail`, query: { tenantId: '100001', exhibitionId: '1002', type: 'entrance', languageType: 'en' } })
    expect(other.status).toBe(404)
  })
})

describe('special invitations (/special)', () => {
  it('shows an invitation by its id without login, only within its tenant', async () => {
    const detail = await server.call({ method: 'GET', url: `${CLIENT}/specialInvite/detail`, query: { id: DEMO_SPECIAL_INVITES.cn, tenantId: '000000', languageType: 'cn' } })
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({ guestName: '王晓明', company: '上海汽车集团股份有限公司', title: '采购总监', exhibitionId: '1001', used: false })
    const elsewhere = await server.call({ method: 'GET', url: `${CLIENT}/specialInvite/detail`, query: { id: DEMO_SPECIAL_INVITES.otherTenant, tenantId: '000000', languageType: 'en' } })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.msg).toBe('This invitation does not exist, please check the link')
    const guessed = await server.call({ method: 'GET', url: `${CLIENT}/specialInvite/detail`, query: { id: newInviteId(), tenantId: '000000', languageType: 'en' } })
    expect(guessed.status).toBe(404)
    const malformed = await server.call({ method: 'GET', url: `${CLIENT}/specialInvite/detail`, query: { id: '1', tenantId: '000000', languageType: 'en' } })
    expect(malformed.status).toBe(400)
  })

  it('fills the draft profile after login, is used once, and a second visitor is refused', async () => {
    const invite = newInviteId()
    await server.database.db.insert(specialInvites).values({ id: invite, tenantId: '000000', exhibitionId: '1001', guestName: 'Grace Hopper', company: 'Navy Labs', title: 'Admiral', inviterName: 'Committee' })
    const guest = await signInByEmail(server, 'grace@example.com', { exhibitionId: '1001' })
    const applied = await addAndGetAll(guest, { specialInviteId: invite })
    expect(applied.status).toBe(200)
    expect(applied.body.data.draft).toEqual({ name: 'Grace Hopper', company: 'Navy Labs', position: 'Admiral' })
    const [row] = await server.database.db.select().from(specialInvites).where(eq(specialInvites.id, invite))
    expect(row.usedAt).not.toBeNull()

    // The same guest re-entering with the same link changes nothing.
    const again = await addAndGetAll(guest, { specialInviteId: invite })
    expect(again.status).toBe(200)

    const intruder = await signInByEmail(server, 'intruder@example.com', { exhibitionId: '1001' })
    const refused = await addAndGetAll(intruder, { specialInviteId: invite })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('This invitation has already been used')
    const detail = await server.call({ method: 'GET', url: `${CLIENT}/specialInvite/detail`, query: { id: invite, tenantId: '000000', languageType: 'en' } })
    expect(detail.body.data.used).toBe(true)
  })

  it('cannot be applied in another tenant or another exhibition', async () => {
    const other = await signInByEmail(server, 'other-tenant@example.com', { tenantId: '100001', exhibitionId: '2001' })
    const crossTenant = await addAndGetAll(other, { specialInviteId: DEMO_SPECIAL_INVITES.en }, '2001', '100001')
    expect(crossTenant.status).toBe(404)
    const visitor = await signInByEmail(server, 'short-flow@example.com')
    const crossExhibition = await addAndGetAll(visitor, { specialInviteId: DEMO_SPECIAL_INVITES.en }, '1002')
    expect(crossExhibition.status).toBe(404)
    const [seeded] = await server.database.db.select().from(specialInvites).where(eq(specialInvites.id, DEMO_SPECIAL_INVITES.en))
    expect(seeded.usedAt).toBeNull()
  })
})

describe('register-log', () => {
  it('records an entry with the known link parameters only, for the signed-in visitor', async () => {
    const token = await signInByEmail(server, 'logger@example.com')
    const saved = await server.call({
      method: 'POST',
      url: `${DATA}/register-log/registerLog/save`,
      headers: bearer(token),
      payload: {
        exhibitionId: '1002',
        registerType: 'visitor',
        languageType: 'en',
        registrationSource: 'inviteCard',
        linkParams: { sourceInviteUserId: 'u-7', imasterCode: 'one-time-secret', openId: 'wx-open-id', from: 'miniApp' },
      },
    })
    expect(saved.status).toBe(200)
    const [row] = await server.database.db.select().from(registerLogs).where(eq(registerLogs.id, saved.body.data.id))
    expect(row).toMatchObject({ kind: 'entry', registrationSource: 'inviteCard', exhibitionId: '1002', tenantId: '000000' })
    expect(row.linkParams).toEqual({ sourceInviteUserId: 'u-7', from: 'miniApp' })
  })

  it('refuses without login, across tenants and with bad input', async () => {
    const anonymous = await server.call({ method: 'POST', url: `${DATA}/register-log/registerLog/save`, payload: { exhibitionId: '1002', registerType: 'visitor' } })
    expect(anonymous.status).toBe(401)
    const token = await signInByEmail(server, 'logger2@example.com')
    const cross = await server.call({ method: 'POST', url: `${DATA}/register-log/registerLog/save`, headers: bearer(token, '100001'), payload: { exhibitionId: '2001', registerType: 'visitor' } })
    expect(cross.status).toBe(403)
    const foreignExhibition = await server.call({ method: 'POST', url: `${DATA}/register-log/registerLog/save`, headers: bearer(token), payload: { exhibitionId: '2001', registerType: 'visitor' } })
    expect(foreignExhibition.status).toBe(404)
    const bad = await server.call({
      method: 'POST',
      url: `${DATA}/register-log/registerLog/save`,
      headers: bearer(token),
      payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en', linkParams: { 'bad name': 'x' } },
    })
    expect(bad.status).toBe(400)
  })

  it('records one upgrade request per visitor, and only for upgradeTicket=yes', async () => {
    const token = await signInByEmail(server, 'upgrade@example.com')
    const call = (upgradeTicket: string) =>
      server.call({
        method: 'POST',
        url: `${DATA}/register-log/registerLog/upgradeTicket`,
        headers: bearer(token),
        payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en', upgradeTicket },
      })
    expect((await call('yes')).status).toBe(409) // not registered for the exhibition yet
    await addAndGetAll(token, {}, '1002')
    const first = await call('yes')
    expect(first.status).toBe(200)
    const second = await call('yes')
    expect(second.body.data.requestedAt).toBe(first.body.data.requestedAt)
    const no = await call('no')
    expect(no.status).toBe(400)
    const rows = await server.database.db
      .select()
      .from(registerLogs)
      .where(and(eq(registerLogs.kind, 'upgradeTicket'), eq(registerLogs.exhibitionId, '1002')))
    expect(rows).toHaveLength(1)
  })

  it('limits each visitor’s log calls per minute', async () => {
    const token = await signInByEmail(server, 'flood@example.com')
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const response = await server.call({
        method: 'POST',
        url: `${DATA}/register-log/registerLog/save`,
        headers: bearer(token),
        payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' },
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('entry code (ticketQrInfo)', () => {
  it('/extractConfirmation: the own entry code, or "no usable tickets" before registration is complete', async () => {
    const newcomer = await signInByEmail(server, 'newcomer@example.com')
    await addAndGetAll(newcomer, {}, '1002')
    const none = await server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo/self`, headers: bearer(newcomer), query: { exhibitionId: '1002', registerType: 'visitor', languageType: 'cn' } })
    expect(none.status).toBe(409)
    expect(none.body.msg).toBe('您尚未完成登记，暂无可用门票')

    const token = await registeredVisitor('extract@example.com')
    const own = await server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo/self`, headers: bearer(token), query: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' } })
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ name: 'Ada Lovelace', company: 'Analytical Engines', exhibitionId: '1002' })
    expect(own.body.data.userQr).toMatch(/^FP1\./)
  })

  it('an SMS link resolves without login; a changed byte is invalid; no link for a visitor without a ticket', async () => {
    const token = await registeredVisitor('sms@example.com')
    const link = await ticketLink(token)
    expect(link.status).toBe(200)
    expect(link.body.data.path).toContain('#/smsQrCodePage?tenantId=000000&exhibitionId=1002&languageType=en&qrToken=')

    const shown = await resolve(link.body.data.token, 'cn')
    expect(shown.status).toBe(200)
    expect(shown.body.data).toMatchObject({ name: 'Ada Lovelace', exhibitionId: '1002' })
    expect(shown.body.data.userQr).toMatch(/^FP1\./)
    // Nothing in the token reveals the visitor.
    expect(Buffer.from(link.body.data.token.split('.')[0], 'base64url').toString()).not.toContain('Ada')

    const [payload, signature] = link.body.data.token.split('.') as [string, string]
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    const tampered = await resolve(`${payload}.${flipped}`)
    expect(tampered.status).toBe(403)
    expect(tampered.body.msg).toBe('This entry code link is invalid, please use the link from your message')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), x: 9_999_999_999 })).toString('base64url')
    expect((await resolve(`${forged}.${signature}`)).status).toBe(403)
    expect((await resolve('garbage')).status).toBe(400)

    const newcomer = await signInByEmail(server, 'no-ticket@example.com')
    await addAndGetAll(newcomer, {}, '1002')
    expect((await ticketLink(newcomer)).status).toBe(409)
    expect((await server.call({ method: 'GET', url: `${CLIENT}/ticketQrInfo/link`, query: { exhibitionId: '1002', registerType: 'visitor' } })).status).toBe(401)
  })

  it('a valid link of a registration that is no longer approved asks to complete the information first (409)', async () => {
    const token = await registeredVisitor('reopened@example.com')
    const link = await ticketLink(token)
    expect((await resolve(link.body.data.token)).status).toBe(200)
    const [user] = await server.database.db.select().from(users).where(eq(users.account, 'reopened@example.com'))
    await server.database.db
      .update(registrations)
      .set({ examineResult: 'reject', examineReason: 'Wrong company' })
      .where(and(eq(registrations.userId, user.id), eq(registrations.exhibitionId, '1002')))
    const rejected = await resolve(link.body.data.token, 'en')
    expect(rejected.status).toBe(409)
    expect(rejected.body.msg).toBe('Verification code failed, complete your information first')
    expect(rejected.body.data).toEqual({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor' })
    expect((await resolve(link.body.data.token, 'cn')).body.msg).toBe('验证码校验失败，请先完善信息')

    await server.database.db
      .update(registrations)
      .set({ examineResult: 'approve', examineReason: null, completeResult: 'fail' })
      .where(and(eq(registrations.userId, user.id), eq(registrations.exhibitionId, '1002')))
    expect((await resolve(link.body.data.token)).status).toBe(409)
  })

  // Moves the clock by a week: keep last.
  it('an SMS link expires', async () => {
    const token = await registeredVisitor('expiring@example.com')
    const link = await ticketLink(token)
    server.clock.advance((TICKET_LINK_TTL_SECONDS + 1) * 1000)
    const expired = await resolve(link.body.data.token, 'cn')
    expect(expired.status).toBe(410)
    expect(expired.body.msg).toBe('入场码链接已过期，请登录查看入场码')
  })
})

describe('media registrants (spec §8)', () => {
  it('refuses a second submission of a media registration with "already registered documents"', async () => {
    const token = await signInByEmail(server, 'press@example.com', { registerType: 'media' })
    const submit = (languageType: string) =>
      server.call({
        method: 'POST',
        url: `${DATA}/reg-user-data/user/saveOrUpdate`,
        headers: bearer(token),
        payload: { exhibitionId: '1002', registerType: 'media', languageType, isDraft: false, data: { name: 'Nellie Bly', company: 'The World' } },
      })
    expect((await submit('en')).status).toBe(200)
    const again = await submit('cn')
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('您已登记过证件，请勿重复登记')
    // A visitor may correct a submitted profile; the rule is the media registrants'.
    const visitor = await registeredVisitor('resubmit@example.com')
    const resubmit = await server.call({
      method: 'POST',
      url: `${DATA}/reg-user-data/user/saveOrUpdate`,
      headers: bearer(visitor),
      payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en', isDraft: false, data: { name: 'Ada Lovelace', company: 'Engines' } },
    })
    expect(resubmit.status).toBe(200)
  })
})
