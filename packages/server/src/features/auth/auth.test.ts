import { createChangeCache } from '../../changes'
import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, verificationCodes } from './tables'
import { DEMO_ACCOUNT } from '../../seed'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { bindOpenId, issueLoginTicket } from './providers'
import { issueOpenIdTicket } from './openIdTicket'
import { signAccessToken } from './tokens'
import { createSecrets } from '../../secrets'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const sendEmail = (account: string, extra: Record<string, string> = {}) =>
  server.call({
    method: 'GET',
    url: '/api/blade-auth/validate-code/email',
    query: { account, tenantId: '000000', exhibitionId: '1002', languageType: 'en', ...extra },
  })

const sendSms = (account: string, languageType: 'cn' | 'en' = 'cn') =>
  server.call({
    method: 'GET',
    url: '/api/blade-auth/validate-code/sms',
    query: { account, tenantId: '000000', exhibitionId: '1002', languageType },
  })

const login = (payload: Record<string, unknown>) =>
  server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    payload: { tenantId: '000000', exhibitionId: '1002', languageType: 'en', type: 'visitor', privacyMark: true, ...payload },
  })

const codeRows = (recipient: string) =>
  server.database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, recipient))

describe('sending verification codes', () => {
  it('sends a six-digit e-mail code in the caller language and stores only its hash', async () => {
    const response = await sendEmail('Visitor.One@Example.com')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ code: 200, success: true, msg: 'Success', data: { expiresIn: 300, resendAfter: 60 } })
    const [message] = server.outbox.list('visitor.one@example.com')
    expect(message.code).toMatch(/^\d{6}$/)
    expect(message.body).toBe(`Your FairPass verification code is ${message.code}, valid for 5 minutes. Do not share it with anyone.`)
    const rows = await codeRows('visitor.one@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0].codeHash).not.toContain(message.code!)
  })

  it('sends SMS codes with a Chinese text for cn callers', async () => {
    const response = await sendSms('13900000001')
    expect(response.status).toBe(200)
    expect(response.body.msg).toBe('操作成功')
    expect(server.outbox.list('13900000001')[0].body).toContain('验证码为')
  })

  it('refuses SMS where the exhibition offers e-mail for that language', async () => {
    const response = await sendSms('13900000002', 'en')
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ code: 409, success: false, msg: 'SMS login is not available for this exhibition', data: null })
    expect(await codeRows('13900000002')).toHaveLength(0)
  })

  it('refuses a resend within 60 s and more than ten codes an hour per recipient', async () => {
    const recipient = 'often@example.com'
    expect((await sendEmail(recipient)).status).toBe(200)
    const early = await sendEmail(recipient)
    expect(early.status).toBe(429)
    expect(early.headers['retry-after']).toBe('60')
    for (let sent = 1; sent < 10; sent++) {
      server.clock.advance(61_000)
      expect((await sendEmail(recipient)).status).toBe(200)
    }
    server.clock.advance(61_000)
    const eleventh = await sendEmail(recipient)
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.success).toBe(false)
    expect(await codeRows(recipient)).toHaveLength(10)
  })

  it('answers a malformed address with a field error and stores nothing', async () => {
    const response = await sendEmail('not-an-address')
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors).toEqual({ account: 'Enter a valid e-mail address' })
    expect(await codeRows('not-an-address')).toHaveLength(0)
  })

  it('answers an unknown tenant or exhibition, or an exhibition of another tenant, as a wrong link', async () => {
    const wrongLinks: Record<string, string>[] = [{ tenantId: '999999' }, { exhibitionId: '9999' }, { exhibitionId: '2001' }]
    for (const query of wrongLinks) {
      const response = await sendEmail('lost@example.com', query)
      expect(response.status).toBe(404)
      expect(response.body.msg).toBe('Wrong link, please open the correct pre-registration link')
    }
    expect(await codeRows('lost@example.com')).toHaveLength(0)
  })

  it('limits code requests per client address', { timeout: 30_000 }, async () => {
    const limited = await createTestServer({ rateLimits: { sendCodePerMinute: 2 } })
    try {
      const send = (n: number) =>
        limited.call({
          method: 'GET',
          url: '/api/blade-auth/validate-code/sms',
          query: { account: `1390000010${n}`, tenantId: '000000', exhibitionId: '1002', languageType: 'cn' },
        })
      expect((await send(1)).status).toBe(200)
      expect((await send(2)).status).toBe(200)
      const third = await send(3)
      expect(third.status).toBe(429)
      expect(third.body).toMatchObject({ code: 429, success: false, data: null })
      expect(third.body.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/)
    } finally {
      await limited.close()
    }
  })
})

describe('code login', () => {
  it('signs in (and signs up) with the right code, once', async () => {
    await sendEmail('new.visitor@example.com')
    const code = server.outbox.lastCode('new.visitor@example.com')
    const response = await login({ grant_type: 'appemail', account: 'new.visitor@example.com', code })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ token_type: 'bearer', expires_in: 7200, account: 'new.visitor@example.com', tenant_id: '000000' })
    expect(response.body.data.access_token).toEqual(expect.any(String))
    const stored = await server.database.db.select().from(users).where(eq(users.email, 'new.visitor@example.com'))
    expect(stored).toHaveLength(1)
    expect(stored[0].id).toBe(response.body.data.user_id)

    const again = await login({ grant_type: 'appemail', account: 'new.visitor@example.com', code })
    expect(again.status).toBe(409)
  })

  it('answers the same login again (same Idempotency-Key, same code) for two minutes, and only that login', async () => {
    const account = 'retrying.visitor@example.com'
    await sendEmail(account)
    const code = server.outbox.lastCode(account)
    const attempt = (key: string | undefined, withCode = code) =>
      server.call({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: key ? { 'idempotency-key': key } : {},
        payload: { tenantId: '000000', exhibitionId: '1002', languageType: 'en', type: 'visitor', privacyMark: true, grant_type: 'appemail', account, code: withCode },
      })
    const first = await attempt('login-attempt-0001')
    expect(first.status).toBe(200)
    // Its answer lost to a restart, the client sends the same login again: signed in as the same person.
    const again = await attempt('login-attempt-0001')
    expect(again.status).toBe(200)
    expect(again.body.data.user_id).toBe(first.body.data.user_id)
    // Anyone else with the code (another key, no key) is refused, and the key with another code opens nothing.
    expect((await attempt('login-attempt-0002')).status).toBe(409)
    expect((await attempt(undefined)).status).toBe(409)
    expect((await attempt('login-attempt-0001', code === '000000' ? '111111' : '000000')).status).toBe(409)
    server.clock.advance(121_000)
    expect((await attempt('login-attempt-0001')).status).toBe(409)
  })

  it('reads form-encoded bodies and the legacy field names', async () => {
    await sendEmail('form.body@example.com')
    const code = server.outbox.lastCode('form.body@example.com')!
    const response = await server.call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'appemail', tenantId: '000000', exhibitionid: '1002', languatetype: 'en', type: 'visitor',
        account: 'form.body@example.com', code, privacyMark: 'true',
      }).toString(),
    })
    expect(response.status).toBe(200)
  })

  it('refuses a wrong code with 409 and counts the attempt', async () => {
    await sendEmail('wrong.code@example.com')
    const code = server.outbox.lastCode('wrong.code@example.com')!
    const wrong = code === '000000' ? '111111' : '000000'
    const response = await login({ grant_type: 'appemail', account: 'wrong.code@example.com', code: wrong })
    expect(response.status).toBe(409)
    expect(response.body.msg).toBe('The verification code is incorrect')
    const [row] = await codeRows('wrong.code@example.com')
    expect(row.attempts).toBe(1)
    expect(row.consumedAt).toBeNull()
  })

  it('refuses an expired code', async () => {
    await sendEmail('late@example.com')
    const code = server.outbox.lastCode('late@example.com')
    server.clock.advance(5 * 60_000 + 1)
    const response = await login({ grant_type: 'appemail', account: 'late@example.com', code })
    expect(response.status).toBe(409)
    expect(response.body.msg).toBe('The verification code has expired, please request a new one')
    expect(await server.database.db.select().from(users).where(eq(users.email, 'late@example.com'))).toHaveLength(0)
  })

  it('kills a code after five wrong attempts, even for the right code', async () => {
    await sendEmail('guesser@example.com')
    const code = server.outbox.lastCode('guesser@example.com')!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login({ grant_type: 'appemail', account: 'guesser@example.com', code: wrong })).status).toBe(409)
    }
    const fifth = await login({ grant_type: 'appemail', account: 'guesser@example.com', code: wrong })
    expect(fifth.status).toBe(429)
    expect(fifth.body.msg).toBe('Too many attempts, please request a new verification code')
    const right = await login({ grant_type: 'appemail', account: 'guesser@example.com', code })
    expect(right.status).toBe(429)
  })

  it('only accepts the newest code after a resend', async () => {
    await sendEmail('resend@example.com')
    const first = server.outbox.lastCode('resend@example.com')
    server.clock.advance(61_000)
    await sendEmail('resend@example.com')
    const second = server.outbox.lastCode('resend@example.com')
    if (first !== second) {
      expect((await login({ grant_type: 'appemail', account: 'resend@example.com', code: first })).status).toBe(409)
    }
    expect((await login({ grant_type: 'appemail', account: 'resend@example.com', code: second })).status).toBe(200)
  })

  it('refuses a code login whose channel is not offered for the language', async () => {
    const response = await login({ grant_type: 'appsms', account: '13900000003', code: '123456', languageType: 'en' })
    expect(response.status).toBe(409)
    expect(response.body.msg).toBe('SMS login is not available for this exhibition')
  })

  it('answers a malformed body with field errors in the caller language', async () => {
    const response = await login({ grant_type: 'appemail', account: 'x', code: '12', privacyMark: false, languageType: 'cn' })
    expect(response.status).toBe(400)
    expect(response.body.msg).toBe('请检查填写的信息')
    expect(response.body.data.fieldErrors).toMatchObject({
      account: '请输入正确的邮箱地址',
      privacyMark: expect.any(String),
      code: expect.any(String),
    })
  })

  it('answers an unknown grant type as a 400 field error', async () => {
    const response = await login({ grant_type: 'telepathy' })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors.grant_type).toBe('This sign-in method is not supported')
  })
})

describe('password login', () => {
  it('signs the demo account in by e-mail or phone', async () => {
    for (const account of [DEMO_ACCOUNT.email, DEMO_ACCOUNT.phone]) {
      const response = await login({ grant_type: 'password', account, password: DEMO_ACCOUNT.password })
      expect(response.status).toBe(200)
      expect(response.body.data.user_name).toBe(DEMO_ACCOUNT.name)
    }
  })

  it('refuses a wrong password or an unknown account alike', async () => {
    const wrongPassword = await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: 'nope-nope' })
    const unknown = await login({ grant_type: 'password', account: 'nobody@example.com', password: 'nope-nope' })
    expect(wrongPassword.status).toBe(409)
    expect(unknown.status).toBe(409)
    expect(wrongPassword.body.msg).toBe(unknown.body.msg)
  })

  it('refuses password login where the exhibition switched it off', async () => {
    const response = await login({
      grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, tenantId: '100001', exhibitionId: '2001',
    })
    expect(response.status).toBe(409)
    expect(response.body.msg).toBe('Password login is not available for this exhibition')
  })

  it('refuses a restricted account', async () => {
    await server.database.db.insert(users).values({
      tenantId: '000000', account: 'restricted@example.com', email: 'restricted@example.com',
      passwordHash: await hash('Secret#123'), status: 'restricted',
    })
    const response = await login({ grant_type: 'password', account: 'restricted@example.com', password: 'Secret#123' })
    expect(response.status).toBe(403)
    expect(response.body.msg).toBe('Account restricted')
  })
})

describe('partner grants', () => {
  const ctxFor = () => ({
    env: server.env, db: server.database.db, notifier: server.outbox, clock: server.clock,
    secrets: createSecrets(server.env.jwtSecret), rateLimits: { sendCodePerMinute: 1, tokenPerMinute: 1 }, changes: createChangeCache(),
  })
  const demoUser = async () => (await server.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email)))[0]

  it('signs in with a bound open id and refuses an unbound one', async () => {
    const user = await demoUser()
    await bindOpenId(ctxFor(), '000000', 'wx-open-id-1', user.id)
    const openIdTicket = issueOpenIdTicket(ctxFor() as never, '000000', 'wx-open-id-1')
    expect((await login({ grant_type: 'appopenid', openid: 'wx-open-id-1', openIdTicket })).body.data.user_id).toBe(user.id)
    const unbound = await login({ grant_type: 'appopenid', openid: 'wx-unknown', openIdTicket: issueOpenIdTicket(ctxFor() as never, '000000', 'wx-unknown') })
    expect(unbound.status).toBe(409)
    // The open id is bound in tenant 000000 only, and its ticket names that tenant.
    const otherTenant = { tenantId: '100001', exhibitionId: '2001' }
    expect((await login({ grant_type: 'appopenid', openid: 'wx-open-id-1', openIdTicket, ...otherTenant })).status).toBe(409)
    const ticketThere = issueOpenIdTicket(ctxFor() as never, '100001', 'wx-open-id-1')
    expect((await login({ grant_type: 'appopenid', openid: 'wx-open-id-1', openIdTicket: ticketThere, ...otherTenant })).status).toBe(409)
  })

  it('redeems an imaster code once', async () => {
    const user = await demoUser()
    const imasterCode = await issueLoginTicket(ctxFor(), '000000', 'imaster', user.id)
    expect((await login({ grant_type: 'imaster', imasterCode })).status).toBe(200)
    expect((await login({ grant_type: 'imaster', imasterCode })).status).toBe(409)
  })

  it('redeems an auto-login ticket only with its account and before it expires', async () => {
    const user = await demoUser()
    const ticket = await issueLoginTicket(ctxFor(), '000000', 'autoLogin', user.id, 60)
    expect((await login({ grant_type: 'accountPasswordAutoLogin', account: DEMO_ACCOUNT.phone, password: ticket })).status).toBe(200)
    const late = await issueLoginTicket(ctxFor(), '000000', 'autoLogin', user.id, 60)
    server.clock.advance(61_000)
    expect((await login({ grant_type: 'accountPasswordAutoLogin', account: DEMO_ACCOUNT.phone, password: late })).status).toBe(409)
    const other = await issueLoginTicket(ctxFor(), '000000', 'autoLogin', user.id, 60)
    expect((await login({ grant_type: 'accountPasswordAutoLogin', account: 'someone@example.com', password: other })).status).toBe(409)
  })
})

describe('tokens', () => {
  const info = (token: string, tenantId = '000000', exhibitionId = '1002') =>
    server.call({
      method: 'GET',
      url: '/api/ef-registration-data-client/reg-user-data/user/info',
      query: { exhibitionId, registerType: 'visitor', languageType: 'en' },
      headers: bearer(token, tenantId),
    })

  it('accepts Authorization and Blade-Auth bearer headers', async () => {
    const token = await signInByEmail(server, 'bearer@example.com')
    expect((await info(token)).status).toBe(200)
    const viaBlade = await server.call({
      method: 'GET',
      url: '/api/ef-registration-data-client/reg-user-data/user/info',
      query: { exhibitionId: '1002', registerType: 'visitor' },
      headers: { 'blade-auth': `bearer ${token}`, 'tenant-id': '000000' },
    })
    expect(viaBlade.status).toBe(200)
  })

  it('answers 401 without a token, with a forged one, and once the token expired', async () => {
    const token = await signInByEmail(server, 'expiring@example.com')
    const none = await server.call({ method: 'GET', url: '/api/ef-registration-data-client/reg-user-data/user/info', query: { exhibitionId: '1002', registerType: 'visitor' } })
    expect(none.status).toBe(401)
    expect(none.body.msg).toBe('请先登录')
    const forged = await signAccessToken(
      { env: server.env, clock: server.clock, secrets: createSecrets('another-secret-another-secret-another!') } as never,
      { userId: '00000000-0000-0000-0000-000000000000', tenantId: '000000', account: 'x' },
    )
    expect((await info(forged.token)).status).toBe(401)
    server.clock.advance(7200_000)
    const expired = await info(token)
    expect(expired.status).toBe(401)
    expect(expired.body.msg).toBe('Your session has expired, please sign in again')
  })

  it('refuses a token of tenant A used for tenant B (403) and an exhibition of another tenant (404)', async () => {
    const token = await signInByEmail(server, 'tenant.a@example.com')
    const otherTenant = await info(token, '100001', '2001')
    expect(otherTenant.status).toBe(403)
    const foreignExhibition = await info(token, '000000', '2001')
    expect(foreignExhibition.status).toBe(404)
    const [user] = await server.database.db.select().from(users).where(and(eq(users.email, 'tenant.a@example.com'), eq(users.tenantId, '100001')))
    expect(user).toBeUndefined()
  })
})
