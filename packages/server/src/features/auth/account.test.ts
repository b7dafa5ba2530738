import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from './tables'
import { exhibitions } from '../../tenancy'
import { DEMO_ACCOUNT, DEMO_ID_NUMBER, RESTRICTED_ACCOUNT } from '../../seed'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const context = { tenantId: '000000', exhibitionId: '1002', languageType: 'en' }
const STRONG = 'Brand#new2025'

const sendCode = (channel: 'sms' | 'email', account: string, extra: Record<string, string> = {}) =>
  server.call({ method: 'GET', url: `/api/blade-auth/validate-code/${channel}`, query: { account, ...context, ...extra } })

const login = (payload: Record<string, unknown>) =>
  server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    payload: { ...context, type: 'visitor', privacyMark: true, ...payload },
  })

const resetPassword = (payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url: '/api/blade-user/reset-password', payload: { ...context, ...payload } })

const updatePassword = (token: string, payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url: '/api/blade-user/update-password', payload: { languageType: 'en', ...payload }, headers: bearer(token) })

const userInfo = (token: string) =>
  server.call({
    method: 'GET',
    url: '/api/ef-registration-data-client/reg-user-data/user/info',
    query: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' },
    headers: bearer(token),
  })

async function createPasswordUser(email: string, password = 'Old#pass2024'): Promise<void> {
  await server.database.db.insert(users).values({ tenantId: '000000', account: email, email, passwordHash: await hash(password) })
}

/** Asks for a reset code and answers it, past the resend window so the next request may follow at once. */
async function resetCode(email: string): Promise<string> {
  const sent = await sendCode('email', email, { purpose: 'resetPassword' })
  expect(sent.status).toBe(200)
  server.clock.advance(61_000)
  return server.outbox.lastCode(email)!
}

describe('reset-password', () => {
  it('sets a new password with a reset code; the old password and older sessions stop working', async () => {
    const email = 'forgetful@example.com'
    await createPasswordUser(email)
    const oldSession = (await login({ grant_type: 'password', account: email, password: 'Old#pass2024' })).body.data.access_token
    expect((await userInfo(oldSession)).status).toBe(200)

    const code = await resetCode(email)
    expect(server.outbox.list(email)[0].subject).toBe('Reset your FairPass password')
    const reset = await resetPassword({ account: email, code, newPassword: STRONG, newPassword1: STRONG })
    expect(reset.status).toBe(200)

    expect((await login({ grant_type: 'password', account: email, password: STRONG })).status).toBe(200)
    expect((await login({ grant_type: 'password', account: email, password: 'Old#pass2024' })).status).toBe(409)
    const ended = await userInfo(oldSession)
    expect(ended.status).toBe(401)
  })

  it('binds codes to their purpose: a login code cannot reset, a reset code cannot sign in', async () => {
    const email = 'purpose@example.com'
    await createPasswordUser(email)
    await sendCode('email', email)
    server.clock.advance(61_000)
    const loginCode = server.outbox.lastCode(email)!
    const refused = await resetPassword({ account: email, code: loginCode, newPassword: STRONG, newPassword1: STRONG })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('The verification code is incorrect')

    const code = await resetCode(email)
    const signIn = await login({ grant_type: 'appemail', account: email, code })
    expect(signIn.status).toBe(409)
    // Asking for a reset code did not kill the login code, nor the other way round.
    expect((await login({ grant_type: 'appemail', account: email, code: loginCode })).status).toBe(200)
    expect((await resetPassword({ account: email, code, newPassword: STRONG, newPassword1: STRONG })).status).toBe(200)
  })

  it('refuses a weak password and a confirmation that does not match, in the caller language, keeping the code', async () => {
    const email = 'weak@example.com'
    await createPasswordUser(email)
    const code = await resetCode(email)
    const weak = await resetPassword({ account: email, code, newPassword: 'password', newPassword1: 'password' })
    expect(weak.status).toBe(400)
    expect(weak.body.data.fieldErrors).toEqual({ newPassword: 'The password must contain digits, letters and special characters' })
    const mismatch = await resetPassword({ account: email, code, newPassword: STRONG, newPassword1: `${STRONG}x`, languageType: 'cn' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.data.fieldErrors).toEqual({ newPassword1: '两次输入的新密码不一致' })
    const short = await resetPassword({ account: email, code, newPassword: 'A#1b', newPassword1: 'A#1c' })
    expect(short.body.data.fieldErrors).toEqual({
      newPassword: 'The password must be at least 8 characters',
      newPassword1: 'The new passwords entered do not match',
    })
    // Bad input is not a guess at the code: the code still works.
    expect((await resetPassword({ account: email, code, newPassword: STRONG, newPassword1: STRONG })).status).toBe(200)
  })

  it('answers a reset request for an unknown account like any other, but sends nothing', async () => {
    const response = await sendCode('email', 'nobody.here@example.com', { purpose: 'resetPassword' })
    expect(response.status).toBe(200)
    expect(server.outbox.list('nobody.here@example.com')).toHaveLength(0)
  })

  it('resets by SMS where the exhibition signs in by SMS, and refuses the e-mail channel there', async () => {
    await server.database.db.insert(users).values({ tenantId: '000000', account: '13900000777', phone: '13900000777' })
    const sent = await sendCode('sms', '13900000777', { purpose: 'resetPassword', languageType: 'cn' })
    expect(sent.status).toBe(200)
    const code = server.outbox.lastCode('13900000777')!
    expect(server.outbox.list('13900000777')[0].body).toContain('重置')
    const reset = await resetPassword({ account: '13900000777', code, newPassword: STRONG, newPassword1: STRONG, languageType: 'cn' })
    expect(reset.status).toBe(200)
    expect((await login({ grant_type: 'password', account: '13900000777', password: STRONG, languageType: 'cn' })).status).toBe(200)

    const viaEmail = await resetPassword({ account: 'weak@example.com', code: '123456', newPassword: STRONG, newPassword1: STRONG, languageType: 'cn' })
    expect(viaEmail.status).toBe(409)
    expect(viaEmail.body.msg).toBe('暂不支持邮箱账号')
  })

  it('does not reset the account of the same address in another tenant', async () => {
    await server.database.db.insert(users).values({ tenantId: '100001', account: 'twin@example.com', email: 'twin@example.com', passwordHash: await hash('Twin#pass2024') })
    await createPasswordUser('twin@example.com', 'Twin#pass2024')
    const code = await resetCode('twin@example.com')
    expect((await resetPassword({ account: 'twin@example.com', code, newPassword: STRONG, newPassword1: STRONG })).status).toBe(200)
    const [other] = await server.database.db.select().from(users).where(and(eq(users.tenantId, '100001'), eq(users.email, 'twin@example.com')))
    expect(other.tokenVersion).toBe(0)
    // The same code does not work for the other tenant's exhibition either.
    const there = await resetPassword({ account: 'twin@example.com', code, newPassword: STRONG, newPassword1: STRONG, tenantId: '100001', exhibitionId: '2001' })
    expect(there.status).toBe(409)
  })
})

describe('update-password', () => {
  it('changes the password of the signed-in user, answering a token for this session only', async () => {
    const email = 'changer@example.com'
    await createPasswordUser(email)
    const first = (await login({ grant_type: 'password', account: email, password: 'Old#pass2024' })).body.data.access_token
    const second = (await login({ grant_type: 'password', account: email, password: 'Old#pass2024' })).body.data.access_token

    const wrongOld = await updatePassword(first, { oldPassword: 'Nope#2024x', newPassword: STRONG, newPassword1: STRONG })
    expect(wrongOld.status).toBe(400)
    expect(wrongOld.body.data.fieldErrors).toEqual({ oldPassword: 'The current password is incorrect' })
    const missingOld = await updatePassword(first, { newPassword: STRONG, newPassword1: STRONG, languageType: 'cn' })
    expect(missingOld.body.data.fieldErrors).toEqual({ oldPassword: '请输入当前密码' })

    const changed = await updatePassword(first, { oldPassword: 'Old#pass2024', newPassword: STRONG, newPassword1: STRONG })
    expect(changed.status).toBe(200)
    const fresh = changed.body.data.access_token as string
    expect((await userInfo(fresh)).status).toBe(200)
    expect((await userInfo(first)).status).toBe(401)
    expect((await userInfo(second)).status).toBe(401)
    expect((await login({ grant_type: 'password', account: email, password: STRONG })).status).toBe(200)
  })

  it('lets an account that signed up by code set its first password without an old one', async () => {
    const token = await signInByEmail(server, 'codeonly@example.com')
    const set = await updatePassword(token, { newPassword: STRONG, newPassword1: STRONG })
    expect(set.status).toBe(200)
    expect((await login({ grant_type: 'password', account: 'codeonly@example.com', password: STRONG })).status).toBe(200)
  })

  it('refuses a weak or mismatched new password, and callers who are not signed in', async () => {
    const token = await signInByEmail(server, 'weakchanger@example.com')
    const weak = await updatePassword(token, { newPassword: 'abcdefgh', newPassword1: 'abcdefgh' })
    expect(weak.status).toBe(400)
    expect(weak.body.data.fieldErrors.newPassword).toBe('The password must contain digits, letters and special characters')
    const mismatch = await updatePassword(token, { newPassword: STRONG, newPassword1: 'Other#2025' })
    expect(mismatch.body.data.fieldErrors).toEqual({ newPassword1: 'The new passwords entered do not match' })
    const anonymous = await server.call({ method: 'POST', url: '/api/blade-user/update-password', payload: { newPassword: STRONG, newPassword1: STRONG } })
    expect(anonymous.status).toBe(401)
  })
})

describe('login policy', () => {
  it('refuses codes and every login for a restricted account', async () => {
    for (const [channel, account] of [['email', RESTRICTED_ACCOUNT.email], ['sms', RESTRICTED_ACCOUNT.phone]] as const) {
      const sent = await sendCode(channel, account, channel === 'sms' ? { languageType: 'cn' } : {})
      expect(sent.status).toBe(403)
      expect(sent.body.msg).toBe(channel === 'sms' ? '账号已被限制' : 'Account restricted')
      expect(server.outbox.list(account)).toHaveLength(0)
    }
    const byPassword = await login({ grant_type: 'password', account: RESTRICTED_ACCOUNT.email, password: RESTRICTED_ACCOUNT.password })
    expect(byPassword.status).toBe(403)
    expect(byPassword.body.msg).toBe('Account restricted')
    const reset = await sendCode('email', RESTRICTED_ACCOUNT.email, { purpose: 'resetPassword' })
    expect(reset.status).toBe(403)
  })

  it('answers "E-mail accounts are not supported" where the exhibition signs in by SMS only', async () => {
    const response = await sendCode('email', 'someone@example.com', { languageType: 'cn' })
    expect(response.status).toBe(409)
    expect(response.body.msg).toBe('暂不支持邮箱账号')
    const en = await login({ grant_type: 'appemail', account: 'someone@example.com', code: '123456', languageType: 'cn', 'accept-language': 'en' })
    expect(en.status).toBe(409)
  })

  it('refuses SMS codes and SMS login on an e-mail-only exhibition, in both languages', async () => {
    for (const languageType of ['cn', 'en'] as const) {
      const response = await sendCode('sms', '13900000555', { exhibitionId: '1004', languageType })
      expect(response.status).toBe(409)
      expect(response.body.msg).toBe(languageType === 'cn' ? '本展会未开放短信登录' : 'SMS login is not available for this exhibition')
    }
    expect(server.outbox.list('13900000555')).toHaveLength(0)
    const viaLogin = await login({ grant_type: 'appsms', account: '13900000555', code: '123456', exhibitionId: '1004', languageType: 'cn' })
    expect(viaLogin.status).toBe(409)
    expect((await sendCode('email', 'mailer@example.com', { exhibitionId: '1004', languageType: 'cn' })).status).toBe(200)
  })

  it('refuses codes and login outside the registration window: "Registration has ended or not started"', async () => {
    const setWindow = (opensAt: Date | null, closesAt: Date | null) =>
      server.database.db.update(exhibitions).set({ registrationOpensAt: opensAt, registrationClosesAt: closesAt }).where(eq(exhibitions.id, '1002'))
    const now = server.clock.now()
    try {
      await setWindow(null, new Date(now - 1000))
      const closed = await sendCode('email', 'late.comer@example.com')
      expect(closed.status).toBe(409)
      expect(closed.body.msg).toBe('Registration has ended or not started')
      const password = await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, languageType: 'cn' })
      expect(password.status).toBe(409)
      expect(password.body.msg).toBe('登记已结束或尚未开始')

      await setWindow(new Date(now + 3600_000), null)
      expect((await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).status).toBe(409)
      // A forgotten password may still be reset outside the window.
      expect((await sendCode('email', DEMO_ACCOUNT.email, { purpose: 'resetPassword' })).status).toBe(200)

      await setWindow(new Date(now - 3600_000), new Date(now + 3600_000))
      expect((await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).status).toBe(200)
    } finally {
      await setWindow(null, null)
      server.clock.advance(61_000)
    }
  })
})

describe('ID-card login', () => {
  const idLogin = (payload: Record<string, unknown>) =>
    login({ grant_type: 'idcard', exhibitionId: '1004', idNumber: DEMO_ID_NUMBER, password: DEMO_ACCOUNT.password, ...payload })

  it('signs in the account holding the ID number with its password', async () => {
    const response = await idLogin({})
    expect(response.status).toBe(200)
    expect(response.body.data.account).toBe(DEMO_ACCOUNT.email)
  })

  it('refuses a wrong password or an unknown ID number with the wrong-credentials message', async () => {
    const wrong = await idLogin({ password: 'Wrong#pass1' })
    const unknown = await idLogin({ idNumber: '310101198511204568' })
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(409)
      expect(response.body.msg).toBe('The account or password is incorrect')
    }
  })

  it('checks the ID number with the shared rule', async () => {
    const response = await idLogin({ idNumber: '110105199003071238', languageType: 'cn' })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors).toEqual({ idNumber: '请输入正确的身份证号码' })
  })

  it('is refused where the exhibition has not switched it on', async () => {
    const response = await idLogin({ exhibitionId: '1002' })
    expect(response.status).toBe(409)
    expect(response.body.msg).toBe('ID-card login is not available for this exhibition')
  })

  it('never matches an ID number held by an account of another tenant', async () => {
    await server.database.db.insert(users).values({
      tenantId: '100001', account: 'id.other@example.com', email: 'id.other@example.com',
      idNumber: '440306199206157896', passwordHash: await hash('Other#pass2024'),
    })
    const response = await idLogin({ idNumber: '440306199206157896', password: 'Other#pass2024' })
    expect(response.status).toBe(409)
  })
})
