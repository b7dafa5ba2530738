import { hash } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures, users, verificationCodes } from './tables'
import { DEMO_ACCOUNT, DEMO_ID_NUMBER } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'

/*
 * Issue 12 hole 1: password guessing. Password and ID-card logins are limited per account identifier (known or
 * not): every 5 failures lock it, each lock twice as long as the last (5, 10, 20 … minutes), with a message saying
 * when to try again in the caller's language; a success clears the count. Codes are limited per phone/e-mail across
 * tenants per day. Per-address limits cannot be bypassed with X-Forwarded-For: TRUST_PROXY decides whom to believe.
 */

let server: TestServer
const context = { tenantId: '000000', exhibitionId: '1002', languageType: 'en' }
const PASSWORD = 'Right#pass2024'

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}, target: TestServer = server) =>
  target.call({ method: 'POST', url: '/api/blade-auth/oauth/token', payload: { ...context, type: 'visitor', privacyMark: true, ...payload }, headers })

async function count(table: typeof loginFailures | typeof users | typeof verificationCodes): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table)
  return row.n
}

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('password login attempts per account', () => {
  it('locks the account after 5 failures for 5 minutes, then 10, refusing even the right password meanwhile; cn and en', async () => {
    const email = 'guessed@example.com'
    await server.database.db.insert(users).values({ tenantId: '000000', account: email, email, passwordHash: await hash(PASSWORD) })
    const usersBefore = await count(users)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login({ grant_type: 'password', account: email, password: `Wrong#${attempt}xx` })).status).toBe(409)
    }
    const fifth = await login({ grant_type: 'password', account: email, password: 'Wrong#5xxxx' })
    expect(fifth.status).toBe(429)
    expect(fifth.body).toMatchObject({ code: 429, success: false, msg: 'Too many failed sign-in attempts for this account, please try again in 5 minutes' })
    expect(fifth.headers['retry-after']).toBe('300')

    const right = await login({ grant_type: 'password', account: email, password: PASSWORD, languageType: 'cn' })
    expect(right.status).toBe(429)
    expect(right.body.msg).toBe('该账号登录失败次数过多，请5分钟后再试')
    // Another spelling of the same address is the same account.
    expect((await login({ grant_type: 'password', account: ' Guessed@Example.com ', password: PASSWORD })).status).toBe(429)

    server.clock.advance(3 * 60_000)
    expect((await login({ grant_type: 'password', account: email, password: PASSWORD })).body.msg).toMatch(/try again in 2 minutes/)
    server.clock.advance(2 * 60_000 + 1000)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login({ grant_type: 'password', account: email, password: `Wrong#${attempt}yy` })).status).toBe(409)
    }
    const second = await login({ grant_type: 'password', account: email, password: 'Wrong#5yyyy' })
    expect(second.body.msg).toBe('Too many failed sign-in attempts for this account, please try again in 10 minutes')
    server.clock.advance(10 * 60_000 + 1000)
    expect((await login({ grant_type: 'password', account: email, password: PASSWORD })).status).toBe(200)
    // A success clears the count: the next lock starts at 5 minutes again.
    expect(await count(users)).toBe(usersBefore)
  })

  it('locks an unknown account the same way (no hint of which accounts exist), without creating a user', async () => {
    const usersBefore = await count(users)
    let last
    for (let attempt = 1; attempt <= 5; attempt += 1) last = await login({ grant_type: 'password', account: 'nobody-here@example.com', password: `Wrong#${attempt}zz` })
    expect(last!.status).toBe(429)
    expect(await count(users)).toBe(usersBefore)
  })

  it('limits ID-card login per ID number too', async () => {
    const idLogin = (password: string) => login({ grant_type: 'idcard', exhibitionId: '1004', idNumber: DEMO_ID_NUMBER, password })
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await idLogin(`Wrong#${attempt}id`)).status).toBe(409)
    expect((await idLogin('Wrong#5idxx')).status).toBe(429)
    expect((await idLogin(DEMO_ACCOUNT.password)).status).toBe(429)
    server.clock.advance(5 * 60_000 + 1000)
    expect((await idLogin(DEMO_ACCOUNT.password)).status).toBe(200)
  })
})

describe('password attempts over time and through update-password', () => {
  it('forgets failures an hour old: four now and one later do not lock', async () => {
    const email = 'slow-typist@example.com'
    await server.database.db.insert(users).values({ tenantId: '000000', account: email, email, passwordHash: await hash(PASSWORD) })
    for (let attempt = 1; attempt <= 4; attempt += 1) await login({ grant_type: 'password', account: email, password: `Wrong#${attempt}aa` })
    server.clock.advance(61 * 60_000)
    expect((await login({ grant_type: 'password', account: email, password: 'Wrong#5aaaa' })).status).toBe(409)
    expect((await login({ grant_type: 'password', account: email, password: PASSWORD })).status).toBe(200)
  })

  it('counts wrong current passwords of update-password against the same account (a stolen session cannot guess it)', async () => {
    const email = 'stolen-session@example.com'
    await server.database.db.insert(users).values({ tenantId: '000000', account: email, email, passwordHash: await hash(PASSWORD) })
    const token = (await login({ grant_type: 'password', account: email, password: PASSWORD })).body.data.access_token as string
    const update = (oldPassword: string) =>
      server.call({ method: 'POST', url: '/api/blade-user/update-password', headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000' }, payload: { languageType: 'en', oldPassword, newPassword: 'Brand#new2025', newPassword1: 'Brand#new2025' } })
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await update(`Wrong#${attempt}up`)).status).toBe(400)
    const locked = await update('Wrong#5upxx')
    expect(locked.status).toBe(429)
    expect(locked.body.msg).toBe('Too many failed sign-in attempts for this account, please try again in 5 minutes')
    expect((await update(PASSWORD)).status).toBe(429)
    expect((await login({ grant_type: 'password', account: email, password: PASSWORD })).status).toBe(429)
  })
})

describe('verification codes per phone or e-mail', () => {
  it('sends at most 20 codes a day to one address, then says when to try again', async () => {
    const email = 'bombed@example.com'
    const send = () => server.call({ method: 'GET', url: '/api/blade-auth/validate-code/email', query: { account: email, ...context } })
    for (let sent = 0; sent < 20; sent += 1) {
      const answer = await send()
      expect(answer.status, `code ${sent + 1}`).toBe(200)
      server.clock.advance(sent % 10 === 9 ? 61 * 60_000 : 61_000)
    }
    const codesBefore = await count(verificationCodes)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toMatch(/^Too many verification codes were sent to bombed@example\.com, please try again in \d+ minutes$/)
    expect(await count(verificationCodes)).toBe(codesBefore)
  })
})

describe('TRUST_PROXY', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
    PUBLIC_BASE_URL: 'https://tickets.fairpass.example',
    PAYMENT_PROVIDER: 'sandbox',
  }

  async function statuses(env: Record<string, string>): Promise<number[]> {
    const limited = await createTestServer({ env: { ...production, ...env }, rateLimits: { tokenPerMinute: 2 } })
    try {
      const answers = []
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        answers.push((await login({ grant_type: 'password', account: `spoof-${address}@example.com`, password: 'Wrong#pass1' }, { 'x-forwarded-for': address }, limited)).status)
      }
      return answers
    } finally {
      await limited.close()
    }
  }

  it('is off by default, also in production: a client cannot choose its address with X-Forwarded-For', async () => {
    expect(await statuses({})).toEqual([409, 409, 429])
  }, 60_000)

  it('believes X-Forwarded-For only from the proxies named (a hop count or addresses)', async () => {
    expect(await statuses({ TRUST_PROXY: '1' })).toEqual([409, 409, 409])
    expect(await statuses({ TRUST_PROXY: '127.0.0.1' })).toEqual([409, 409, 409])
    expect(await statuses({ TRUST_PROXY: '10.0.0.0/8' })).toEqual([409, 409, 429])
  }, 60_000)
})
