import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../features/auth'
import { registrations } from '../features/user'
import { DEMO_ACCOUNT } from '../seed'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../testing'

/*
 * Issue 12 hole 5: a NUL character in any text field and a multipart body without a boundary gave 500s; a password in
 * the URL query was accepted. Each is now a 400 in the envelope with a message that says what is wrong, and changes
 * nothing.
 */

let server: TestServer
let token: string

async function count(table: typeof registrations | typeof users): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table)
  return row.n
}

beforeAll(async () => {
  server = await createTestServer()
  token = await signInByEmail(server, 'hostile@example.com')
}, 60_000)
afterAll(() => server.close())

describe('NUL characters', () => {
  it('in a JSON body field: 400 naming the field, nothing saved', async () => {
    const before = await count(registrations)
    const saved = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
      headers: bearer(token),
      payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en', isDraft: true, data: { name: 'Ada\u0000Lovelace' } },
    })
    expect(saved.status).toBe(400)
    expect(saved.body).toMatchObject({ code: 400, success: false, msg: 'The field data.name contains a control character (such as NUL) that is not allowed' })
    expect(saved.body.data.fieldErrors['data.name']).toBe(saved.body.msg)
    expect(await count(registrations)).toBe(before)
  })

  it('in a login field, a query parameter and an object key: 400, never 500', async () => {
    const usersBefore = await count(users)
    const login = await server.call({ method: 'POST', url: '/api/blade-auth/oauth/token', payload: { grant_type: 'password', tenantId: '000000', exhibitionId: '1002', account: 'a\u0000@example.com', password: 'x' } })
    expect(login.status).toBe(400)
    const query = await server.call({ method: 'GET', url: '/api/blade-system/dict-biz/dictionary?code=country%00&languageType=cn' })
    expect(query.status).toBe(400)
    expect(query.body.msg).toBe('字段code包含不允许的控制字符（如 NUL）')
    const key = await server.call({ method: 'POST', url: '/api/blade-auth/oauth/token', payload: { grant_type: 'password', 'acc\u0000ount': 'x', languageType: 'en' } })
    expect(key.status).toBe(400)
    expect(await count(users)).toBe(usersBefore)
  })
})

describe('multipart without a boundary', () => {
  it('answers 400 with a message, not 500', async () => {
    const upload = await server.call({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data', 'accept-language': 'en' },
      payload: 'exhibitionId=1002',
    })
    expect(upload.status).toBe(400)
    expect(upload.body).toMatchObject({ success: false, msg: 'The upload could not be read: the multipart body has no boundary' })
  })

  it('a body cut off before its closing boundary, or a boundary longer than the parser takes: 400, not 500', async () => {
    // Both found by the fast-check sweep (http/hostileSweep.test.ts).
    const cut = await server.call({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x', 'accept-language': 'en' },
      payload: '{"a":1}}',
    })
    expect(cut.status).toBe(400)
    expect(cut.body).toMatchObject({ code: 400, success: false, msg: 'The upload could not be read: the multipart body is incomplete or its boundary is invalid, please try again' })
    const long = await server.call({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}`, 'accept-language': 'en' },
      payload: `--${'b'.repeat(300)}\r\nContent-Disposition: form-data; name="exhibitionId"\r\n\r\n1002\r\n--${'b'.repeat(300)}--\r\n`,
    })
    expect(long.status).toBe(400)
    expect(long.body.code).toBe(400)
  })
})

describe('a password in the URL query', () => {
  it('is refused even when right, and no token is issued', async () => {
    const query = new URLSearchParams({ grant_type: 'password', tenantId: '000000', exhibitionId: '1002', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, languageType: 'en' })
    const login = await server.call({ method: 'POST', url: `/api/blade-auth/oauth/token?${query}`, payload: { privacyMark: true } })
    expect(login.status).toBe(400)
    expect(login.body.msg).toBe('Never put a password in the address (query string); send it in the request body')
    expect(login.body.data.fieldErrors.password).toBe(login.body.msg)
    // In the body it works.
    const body = Object.fromEntries(query)
    expect((await server.call({ method: 'POST', url: '/api/blade-auth/oauth/token', payload: { ...body, type: 'visitor', privacyMark: true } })).status).toBe(200)
  })
})

describe('errors Fastify raises before routing', () => {
  it('a bad percent escape in the path, or a path parameter past its length limit: 400/414 in the envelope', async () => {
    // Found by the fast-check sweep (http/hostileSweep.test.ts): these were Fastify's own `{ error, code, message }`.
    const badEscape = await server.call({ method: 'GET', url: '/api/blade-resource/oss/file/%ZZ', headers: { 'accept-language': 'en' } })
    expect(badEscape.status).toBe(400)
    expect(badEscape.body).toEqual({ code: 400, success: false, msg: 'The request could not be read, please try again', data: null })
    const long = await server.call({ method: 'GET', url: `/api/admin/exhibitions/${'0'.repeat(200)}/registrations`, headers: { 'accept-language': 'en' } })
    expect(long.status).toBe(414)
    expect(long.body).toEqual({ code: 414, success: false, msg: 'The request address is too long', data: null })
  })
})
