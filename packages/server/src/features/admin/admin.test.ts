import { createChangeCache } from '../../changes'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exhibitions } from '../../tenancy'
import { registrations, submitProfile } from '../user'
import { DEMO_ADMIN_KEY } from '../../seed'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { createSecrets } from '../../secrets'
import { createAdminKey, revokeAdminKey } from './keys'

let server: TestServer
let otherTenantKey: string

beforeAll(async () => {
  server = await createTestServer()
  otherTenantKey = (await createAdminKey(server.database.db, '100001', 'other organiser')).key
}, 60_000)
afterAll(() => server.close())

const USER = '/api/ef-registration-data-client/reg-user-data/user'
const admin = (key: string | null = DEMO_ADMIN_KEY): Record<string, string> => ({ 'accept-language': 'en', ...(key ? { authorization: `Bearer ${key}` } : {}) })

/** Signs a visitor in on `exhibitionId` and submits name and company; answers the token. */
async function submittedVisitor(email: string, exhibitionId = '1010', languageType: 'en' | 'cn' = 'en'): Promise<string> {
  const token = await signInByEmail(server, email, { exhibitionId, languageType })
  await server.call({
    method: 'POST',
    url: `${USER}/registerType/addAndGetAll`,
    headers: bearer(token),
    payload: { exhibitionId, registerType: 'visitor', topRegisterType: 'visitor', languageType },
  })
  const saved = await submit(token, exhibitionId, { name: 'Ada Lovelace', company: 'Analytical Engines' }, languageType)
  expect(saved.status).toBe(200)
  return token
}

const submit = (token: string, exhibitionId: string, data: Record<string, unknown>, languageType: 'en' | 'cn' = 'en') =>
  server.call({
    method: 'POST',
    url: `${USER}/saveOrUpdate`,
    headers: bearer(token),
    payload: { exhibitionId, registerType: 'visitor', languageType, isDraft: false, data },
  })

const info = (token: string, exhibitionId = '1010') =>
  server.call({ method: 'GET', url: `${USER}/info`, headers: bearer(token), query: { exhibitionId, registerType: 'visitor' } })

/** The entry code link of a notice: the full address under the public base URL, and its token. */
function linkOf(body: string): { url: URL; token: string } {
  const match = /(http:\/\/\S+)/.exec(body)
  expect(match, body).not.toBeNull()
  const url = new URL(match![1])
  expect(`${url.origin}`).toBe(server.env.publicBaseUrl)
  const params = new URLSearchParams(url.hash.replace(/^#\/smsQrCodePage\?/, ''))
  expect(url.hash).toMatch(/^#\/smsQrCodePage\?/)
  return { url, token: params.get('qrToken') ?? '' }
}

const resolveLink = (token: string, languageType: 'en' | 'cn' = 'en') =>
  server.call({ method: 'GET', url: '/api/ef-registration-client/ticketQrInfo', query: { token, languageType } })

const approve = (body: Record<string, unknown>, exhibitionId = '1010', headers: Record<string, string> = admin()) =>
  server.call({ method: 'POST', url: `/api/admin/exhibitions/${exhibitionId}/registrations/approve`, headers, payload: body })

const reject = (body: Record<string, unknown>, exhibitionId = '1010', headers: Record<string, string> = admin()) =>
  server.call({ method: 'POST', url: `/api/admin/exhibitions/${exhibitionId}/registrations/reject`, headers, payload: body })

const list = (query: Record<string, string>, exhibitionId = '1010', headers: Record<string, string> = admin()) =>
  server.call({ method: 'GET', url: `/api/admin/exhibitions/${exhibitionId}/registrations`, headers, query })

describe('admin API keys', () => {
  it('refuses a call without a key, with an unknown key and with a revoked key (401)', async () => {
    const none = await list({}, '1010', admin(null))
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: 401, success: false })
    expect(none.body.msg).toMatch(/API key is required/)

    const wrong = await list({}, '1010', admin('fpk_000000_not-a-real-key'))
    expect(wrong.status).toBe(401)
    expect(wrong.body.msg).toMatch(/unknown or revoked/)

    const created = await createAdminKey(server.database.db, '000000', 'to revoke')
    expect((await list({}, '1010', admin(created.key))).status).toBe(200)
    expect(await revokeAdminKey(server.database.db, created.id, new Date())).toBe(true)
    expect((await list({}, '1010', admin(created.key))).status).toBe(401)
  })

  it("answers in the caller's language", async () => {
    const none = await server.call({ method: 'GET', url: '/api/admin/exhibitions/1010/registrations', headers: { 'accept-language': 'zh-CN' } })
    expect(none.body.msg).toMatch(/主办方 API 密钥/)
  })

  it('accepts the X-Admin-Key header too', async () => {
    const response = await list({}, '1010', { 'x-admin-key': DEMO_ADMIN_KEY })
    expect(response.status).toBe(200)
  })

  it("refuses another tenant's key on this tenant's exhibition, and this key on the other's (403)", async () => {
    const other = await list({}, '1010', admin(otherTenantKey))
    expect(other.status).toBe(403)
    expect((await approve({ account: 'x@example.com' }, '1010', admin(otherTenantKey))).status).toBe(403)
    expect((await list({}, '2001')).status).toBe(403)
    const toggled = await server.call({ method: 'PUT', url: '/api/admin/exhibitions/2001/auto-approve', headers: admin(), payload: { autoApprove: 'off' } })
    expect(toggled.status).toBe(403)
    // The other tenant's key does work on its own exhibition.
    expect((await list({}, '2001', admin(otherTenantKey))).status).toBe(200)
  })

  it('refuses the demo key on a server that is not in demo mode, even when the database holds it', async () => {
    const notDemo = await createTestServer({ env: { DEMO: 'false' } })
    try {
      const refused = await notDemo.call({ method: 'GET', url: '/api/admin/exhibitions/1010/registrations', headers: admin() })
      expect(refused.status).toBe(401)
      const own = await createAdminKey(notDemo.database.db, '000000', 'real key')
      expect((await notDemo.call({ method: 'GET', url: '/api/admin/exhibitions/1010/registrations', headers: admin(own.key) })).status).toBe(200)
    } finally {
      await notDemo.close()
    }
  })

  it('answers 404 for an unknown exhibition', async () => {
    expect((await list({}, '9999')).status).toBe(404)
  })
})

describe('review', () => {
  it('a submit on a manual-review exhibition is pending; reject notifies with the reason; resubmit is pending again; approve issues the QR and notifies', async () => {
    const email = 'review-flow@example.com'
    const token = await submittedVisitor(email)
    const pending = await info(token)
    expect(pending.body.data.userExhibitionVO).toMatchObject({ completeResult: 'succ', examineResult: 'pending', examineReason: null })
    expect(pending.body.data.userQr).toBeNull()

    const listed = await list({ state: 'pending' })
    expect(listed.status).toBe(200)
    expect(listed.body.data.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ account: email, name: 'Ada Lovelace', company: 'Analytical Engines', examineResult: 'pending' })]),
    )

    const rejected = await reject({ account: email, reason: 'Company name does not match the business licence' })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data).toMatchObject({ changed: true, notified: true, record: { examineResult: 'reject' } })
    const afterReject = await info(token)
    expect(afterReject.body.data.userExhibitionVO).toMatchObject({
      examineResult: 'reject',
      examineReason: 'Company name does not match the business licence',
    })
    const rejectNotice = server.outbox.list(email)[0]
    expect(rejectNotice).toMatchObject({ channel: 'email' })
    expect(rejectNotice.subject).toMatch(/not approved/)
    expect(rejectNotice.body).toContain('Company name does not match the business licence')
    expect(rejectNotice.body).toContain('Chengdu International Industry Fair')
    expect((await list({ state: 'reject' })).body.data.records.map((r: { account: string }) => r.account)).toContain(email)

    const resubmitted = await submit(token, '1010', { name: 'Ada Lovelace', company: 'Analytical Engines Ltd' })
    expect(resubmitted.body.data.userExhibitionVO).toMatchObject({ examineResult: 'pending', examineReason: null })

    const approved = await approve({ account: email })
    expect(approved.status).toBe(200)
    expect(approved.body.data).toMatchObject({ changed: true, notified: true, record: { examineResult: 'approve', company: 'Analytical Engines Ltd' } })
    const afterApprove = await info(token)
    expect(afterApprove.body.data.userExhibitionVO.examineResult).toBe('approve')
    expect(afterApprove.body.data.userQr).toMatch(/^FP1\./)
    expect(afterApprove.body.data.userCode).toMatch(/^\d{10}$/)
    const approvalNotice = server.outbox.list(email)[0]
    expect(approvalNotice.subject).toMatch(/is approved/)
    const { url, token: qrToken } = linkOf(approvalNotice.body)
    expect(Object.fromEntries(new URLSearchParams(url.hash.split('?')[1]))).toMatchObject({ tenantId: '000000', exhibitionId: '1010', languageType: 'en' })
    const shown = await resolveLink(qrToken)
    expect(shown.status).toBe(200)
    expect(shown.body.data).toMatchObject({ exhibitionId: '1010', company: 'Analytical Engines Ltd', userQr: afterApprove.body.data.userQr })

    // Approving again changes nothing and sends nothing; rejecting an approved registration is refused.
    const sent = server.outbox.list(email).length
    expect((await approve({ account: email })).body.data).toMatchObject({ changed: false, notified: false })
    expect(server.outbox.list(email)).toHaveLength(sent)
    const late = await reject({ account: email, reason: 'too late' })
    expect(late.status).toBe(409)
    expect(late.body.msg).toMatch(/already approved/)
  })

  it('writes the notice in the language the visitor registered in, by SMS for a phone account', async () => {
    const phone = '13912345678'
    const sent = await server.call({
      method: 'GET',
      url: '/api/blade-auth/validate-code/sms',
      query: { account: phone, tenantId: '000000', exhibitionId: '1010', languageType: 'cn' },
    })
    expect(sent.status).toBe(200)
    const login = await server.call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      payload: { grant_type: 'appsms', account: phone, code: server.outbox.lastCode(phone), privacyMark: true, tenantId: '000000', exhibitionId: '1010', languageType: 'cn', registerType: 'visitor' },
    })
    const token = login.body.data.access_token as string
    expect((await submit(token, '1010', { name: '李雷', company: '成都机床厂' }, 'cn')).status).toBe(200)

    const rejected = await reject({ account: phone, reason: '公司名称与营业执照不符' }, '1010', { ...admin(), 'accept-language': 'en' })
    expect(rejected.status).toBe(200)
    const notice = server.outbox.list(phone)[0]
    expect(notice.channel).toBe('sms')
    expect(notice.body).toContain('未通过审核')
    expect(notice.body).toContain('公司名称与营业执照不符')
    expect(notice.body).toContain('成都国际工业博览会')

    // By user id works as well.
    const userId = login.body.data.user_id as string
    expect((await approve({ userId })).body.data.record).toMatchObject({ account: phone, examineResult: 'approve' })
    const approvalNotice = server.outbox.list(phone)[0]
    expect(approvalNotice.body).toContain('已审核通过')
    const { url, token: qrToken } = linkOf(approvalNotice.body)
    expect(new URLSearchParams(url.hash.split('?')[1]).get('languageType')).toBe('cn')
    expect((await resolveLink(qrToken, 'cn')).body.data).toMatchObject({ name: '李雷', exhibitionId: '1010' })
  })

  it('refuses to approve a registration whose profile was never submitted (409), and unknown accounts (404)', async () => {
    const email = 'incomplete@example.com'
    const token = await signInByEmail(server, email, { exhibitionId: '1010' })
    await server.call({
      method: 'POST',
      url: `${USER}/registerType/addAndGetAll`,
      headers: bearer(token),
      payload: { exhibitionId: '1010', registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' },
    })
    const refused = await approve({ account: email })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('The visitor has not submitted the profile yet, so the registration cannot be approved or rejected')
    expect((await reject({ account: email, reason: 'x' })).status).toBe(409)
    expect((await info(token)).body.data.userExhibitionVO.examineResult).toBeNull()

    const unknown = await approve({ account: 'nobody@example.com' })
    expect(unknown.status).toBe(404)
    expect((await approve({ userId: 'not-a-uuid' })).status).toBe(404)
  })

  it('validates the input with the shared schemas: reject needs a reason, a target is required, states are checked', async () => {
    const noReason = await reject({ account: 'a@example.com' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.data.fieldErrors.reason).toBe('Give the reason for the rejection')
    const blank = await reject({ account: 'a@example.com', reason: '   ' }, '1010', { ...admin(), 'accept-language': 'zh-CN' })
    expect(blank.body.data.fieldErrors.reason).toBe('请填写审核不通过的原因')
    const tooLong = await reject({ account: 'a@example.com', reason: 'x'.repeat(501) })
    expect(tooLong.body.data.fieldErrors.reason).toBe('The reason must be at most 500 characters')
    const noTarget = await approve({})
    expect(noTarget.status).toBe(400)
    expect(noTarget.body.data.fieldErrors.account).toBe('Name the registration by account or user id')
    const badState = await list({ state: 'maybe' })
    expect(badState.status).toBe(400)
    expect(badState.body.data.fieldErrors.state).toMatch(/pending, approve or reject/)
    expect((await list({ size: '1000' })).status).toBe(400)
  })

  it('pages the list', async () => {
    for (const n of [1, 2, 3]) await submittedVisitor(`paged-${n}@example.com`)
    const first = await list({ state: 'pending', size: '2', page: '1' })
    const second = await list({ state: 'pending', size: '2', page: '2' })
    expect(first.body.data).toMatchObject({ page: 1, size: 2 })
    expect(first.body.data.records).toHaveLength(2)
    expect(first.body.data.total).toBeGreaterThanOrEqual(3)
    const seen = [...first.body.data.records, ...second.body.data.records].map((r: { account: string }) => r.account)
    expect(new Set(seen).size).toBe(seen.length)
  })
})

describe('auto-approve', () => {
  it('switches an exhibition to approve at once and back to manual review', async () => {
    const on = await server.call({ method: 'PUT', url: '/api/admin/exhibitions/1010/auto-approve', headers: admin(), payload: { autoApprove: 'on' } })
    expect(on.status).toBe(200)
    expect(on.body.data).toEqual({ exhibitionId: '1010', autoApprove: true })
    const token = await submittedVisitor('auto@example.com')
    const approved = await info(token)
    expect(approved.body.data.userExhibitionVO.examineResult).toBe('approve')
    expect(approved.body.data.userQr).toMatch(/^FP1\./)
    // One notice for the one approval, with a link that resolves; resubmitting the approved profile sends none.
    const notices = server.outbox.list('auto@example.com').filter((message) => !message.code)
    expect(notices).toHaveLength(1)
    expect(notices[0].subject).toMatch(/is approved/)
    expect((await resolveLink(linkOf(notices[0].body).token)).body.data).toMatchObject({ exhibitionId: '1010', userQr: approved.body.data.userQr })
    expect((await submit(token, '1010', { name: 'Ada Lovelace', company: 'Analytical Engines II' })).status).toBe(200)
    expect(server.outbox.list('auto@example.com').filter((message) => !message.code)).toHaveLength(1)

    const off = await server.call({ method: 'PUT', url: '/api/admin/exhibitions/1010/auto-approve', headers: admin(), payload: { autoApprove: false } })
    expect(off.body.data.autoApprove).toBe(false)
    const [row] = await server.database.db.select().from(exhibitions).where(eq(exhibitions.id, '1010'))
    expect(row.autoApprove).toBe(false)
    const later = await submittedVisitor('manual-again@example.com')
    expect((await info(later)).body.data.userExhibitionVO.examineResult).toBe('pending')

    const bad = await server.call({ method: 'PUT', url: '/api/admin/exhibitions/1010/auto-approve', headers: admin(), payload: { autoApprove: 'maybe' } })
    expect(bad.status).toBe(400)
  })

  it('puts an exhibition on its venue’s clock, which its pages read at once, and refuses a zone Intl does not know', async () => {
    const zone = (payload: unknown, exhibitionId = '1010') => server.call({ method: 'PUT', url: `/api/admin/exhibitions/${exhibitionId}/time-zone`, headers: admin(), payload: payload as object })
    const shown = async () => (await server.call({ method: 'GET', url: '/api/ef-registration-config-client/registerConfig/pageConfig', query: { tenantId: '000000', exhibitionId: '1010' } })).body.data.timeZone
    expect(await shown()).toBe('Asia/Shanghai')
    const set = await zone({ timeZone: 'Europe/Berlin' })
    expect(set.status).toBe(200)
    expect(set.body.data).toEqual({ exhibitionId: '1010', timeZone: 'Europe/Berlin' })
    expect(await shown()).toBe('Europe/Berlin')
    try {
      const bad = await zone({ timeZone: 'Mars/Olympus' })
      expect(bad.status).toBe(400)
      expect(bad.body.data.fieldErrors).toEqual({ timeZone: 'Enter an IANA time zone such as Asia/Shanghai or Europe/Berlin' })
      expect((await zone({})).status).toBe(400)
      // Another tenant's exhibition.
      expect((await zone({ timeZone: 'Europe/Berlin' }, '2001')).status).toBe(403)
      expect(await shown()).toBe('Europe/Berlin')
    } finally {
      await zone({ timeZone: 'Asia/Shanghai' })
    }
  })

  it('a second submit that read the registration before the first approved it sends no second notice', async () => {
    const email = 'twice-at-once@example.com'
    const token = await signInByEmail(server, email, { exhibitionId: '1002' })
    await server.call({
      method: 'POST',
      url: `${USER}/registerType/addAndGetAll`,
      headers: bearer(token),
      payload: { exhibitionId: '1002', registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' },
    })
    // What two requests at once both read: the registration not yet approved.
    const [stale] = await server.database.db.select().from(registrations).where(eq(registrations.exhibitionId, '1002')).orderBy(desc(registrations.createdAt)).limit(1)
    const [exhibition] = await server.database.db.select().from(exhibitions).where(eq(exhibitions.id, '1002'))
    const ctx = {
      env: server.env, db: server.database.db, notifier: server.outbox, clock: server.clock,
      secrets: createSecrets(server.env.jwtSecret), rateLimits: { sendCodePerMinute: 1, tokenPerMinute: 1 }, changes: createChangeCache(),
    }
    await submitProfile(ctx, exhibition, stale, { name: 'Ada', company: 'AE' }, 'en')
    await submitProfile(ctx, exhibition, stale, { name: 'Ada', company: 'AE Ltd' }, 'en')
    expect(server.outbox.list(email).filter((message) => !message.code)).toHaveLength(1)
  })

  it('keeps 1002 approving at once', async () => {
    const token = await submittedVisitor('short-flow@example.com', '1002')
    expect((await info(token, '1002')).body.data.userExhibitionVO.examineResult).toBe('approve')
  })
})
