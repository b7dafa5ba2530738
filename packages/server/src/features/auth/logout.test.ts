import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokedTokens } from './tables'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

/*
 * Issue 12 hole 5: there was no logout, so a stolen token worked until it expired. POST /api/blade-auth/oauth/logout
 * ends this token (its jti is revoked server side); POST /api/blade-auth/oauth/logout-all ends every session of the
 * account (the token version, as a password change does).
 */

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const userInfo = (token: string) =>
  server.call({ method: 'GET', url: '/api/ef-registration-data-client/reg-user-data/user/info', query: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' }, headers: bearer(token) })
const logout = (token: string, all = false) => server.call({ method: 'POST', url: `/api/blade-auth/oauth/${all ? 'logout-all' : 'logout'}`, headers: bearer(token), payload: {} })

async function revokedCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(revokedTokens)
  return row.n
}

describe('logout', () => {
  it('ends this session only: the token is refused afterwards, another session of the account goes on', async () => {
    const first = await signInByEmail(server, 'leaver@example.com')
    const second = await signInByEmail(server, 'leaver@example.com')
    expect((await userInfo(first)).status).toBe(200)
    const out = await logout(first)
    expect(out).toMatchObject({ status: 200, body: { code: 200, success: true } })
    const after = await userInfo(first)
    expect(after.status).toBe(401)
    expect(after.body.success).toBe(false)
    expect((await userInfo(second)).status).toBe(200)
    // A second logout with the ended token is refused and changes nothing.
    const before = await revokedCount()
    expect((await logout(first)).status).toBe(401)
    expect(await revokedCount()).toBe(before)
  })

  it('logs out everywhere: every token of the account ends, a new login works', async () => {
    const a = await signInByEmail(server, 'everywhere@example.com')
    const b = await signInByEmail(server, 'everywhere@example.com')
    expect((await logout(b, true)).status).toBe(200)
    expect((await userInfo(a)).status).toBe(401)
    expect((await userInfo(b)).status).toBe(401)
    const fresh = await signInByEmail(server, 'everywhere@example.com')
    expect((await userInfo(fresh)).status).toBe(200)
  })

  it('refuses without a token', async () => {
    const before = await revokedCount()
    const anonymous = await server.call({ method: 'POST', url: '/api/blade-auth/oauth/logout', payload: {} })
    expect(anonymous.status).toBe(401)
    expect(await revokedCount()).toBe(before)
  })
})
