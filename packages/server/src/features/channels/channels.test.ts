import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL_PATHS } from '@fairpass/core/contract'
import { CHANNELS_PER_LEADER_MAX } from '@fairpass/core/validation'
import { JS_SDK_TEST_CREDENTIALS, loadEnv } from '../../env'
import { createTestServer, type TestServer } from '../../testing'
import { createAdminKey } from '../admin'
import { registrations } from '../user'
import { auth } from '../orders/testing'
import { EXHIBITION, registered, TENANT, type Caller } from '../groups/testing'
import { jsSdkSignature } from './jsSdk'
import { userRegisterLinks } from './tables'

/*
 * Channels and sharing (issue 18): a leader's traceability codes, registrations counted through a channel's link,
 * the share context and remembered link, the JS-SDK signature; who may not (a visitor, another leader: refused, 404
 * alike, nothing changes), and the code and cap under concurrent creates.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

type Path = keyof typeof CHANNEL_PATHS
const GETS: Path[] = ['list', 'detail', 'shareContext']

function call(token: string, path: Path, body: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') {
  const url = CHANNEL_PATHS[path]
  return GETS.includes(path)
    ? server.call({ method: 'GET', url, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, languageType: language, ...(body as Record<string, string>) } })
    : server.call({ method: 'POST', url, headers: auth(token, TENANT, language), payload: { exhibitionId: EXHIBITION, languageType: language, ...body } })
}

/** A code no other run of this file (on a shared database) has taken: 4 random letters and digits. */
function freshCode(): string {
  return Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'Z')
}

describe('a leader’s channels', () => {
  let leader: Caller
  let other: Caller
  let visitor: Caller
  const code = freshCode()

  beforeAll(async () => {
    ;[leader, other] = await registered(server, 2, 'visitingGroup')
    ;[visitor] = await registered(server, 1, 'visitor')
  })

  it('creates a code, refuses a bad one in the caller’s language, and a taken one whatever its case', async () => {
    const bad = await call(leader.token, 'save', { code: 'ABCDE', name: 'Booth' }, 'cn')
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors.code).toBe('请输入不超过4位的数字或字母')
    const symbols = await call(leader.token, 'save', { code: 'A-1', name: '' })
    expect(Object.keys(symbols.body.data.fieldErrors).sort()).toEqual(['code', 'name'])

    const created = await call(leader.token, 'save', { code: code.toLowerCase(), name: 'WeChat group 微信群' })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ code, name: 'WeChat group 微信群', registrations: 0 })

    const taken = await call(other.token, 'save', { code: code.toLowerCase(), name: 'Mine' })
    expect(taken.status).toBe(409)
    expect(taken.body.msg).toBe(`The code ${code} is already used at this exhibition; choose another`)
    expect((await call(leader.token, 'list')).body.data.map((row: { code: string }) => row.code)).toEqual([code])
  })

  it('keeps them from another leader and from visitors', async () => {
    expect((await call(other.token, 'list')).body.data).toEqual([])
    const peek = await call(other.token, 'detail', { code })
    expect(peek.status).toBe(404)
    expect((await call(other.token, 'shareContext', { sourceCode: code })).status).toBe(404)
    expect((await call(other.token, 'saveRegisterLink', { sourceCode: code })).status).toBe(404)
    expect((await call(visitor.token, 'list')).status).toBe(403)
    expect((await call(visitor.token, 'save', { code: freshCode(), name: 'X' })).status).toBe(403)
    expect((await call(visitor.token, 'detail', { code })).status).toBe(403)
  })

  it('counts registrations made through the link and ignores unknown codes', async () => {
    const [through, unknown] = await registered(server, 2, 'visitor')
    const reg = (caller: Caller, sourceCode: string) =>
      server.call({
        method: 'POST',
        url: '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll',
        headers: auth(caller.token),
        payload: { exhibitionId: EXHIBITION, registerType: 'professionalVisitor', topRegisterType: 'visitor', languageType: 'en', sourceCode },
      })
    expect((await reg(through, code.toLowerCase())).status).toBe(200)
    // The same person again, through the link: one registration, counted once.
    expect((await reg(through, code)).status).toBe(200)
    expect((await reg(unknown, '9Q9Q')).status).toBe(200)
    const junk = await reg(unknown, '<script>')
    expect(junk.status).toBe(200)
    const [ignored] = await server.database.db.select({ sourceCode: registrations.sourceCode }).from(registrations).where(and(eq(registrations.userId, unknown.id), eq(registrations.registerType, 'professionalVisitor')))
    expect(ignored.sourceCode).toBeNull()

    const detail = await call(leader.token, 'detail', { code: code.toLowerCase() })
    expect(detail.status).toBe(200)
    expect(detail.body.data.channel.registrations).toBe(1)
    expect(detail.body.data.path).toBe(`/registration?tenantId=${TENANT}&exhibitionId=${EXHIBITION}&registerType=visitor&sourceCode=${code}`)
    expect(detail.body.data.registrants).toHaveLength(1)
    expect((await call(leader.token, 'list')).body.data[0].registrations).toBe(1)
  })

  it('holds the code and the cap when creates arrive at once', async () => {
    const leaders = await registered(server, 6, 'visitingGroup')
    const contested = freshCode()
    const answers = await Promise.all(leaders.map((one) => call(one.token, 'save', { code: contested, name: 'Race' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])

    const [busy] = await registered(server, 1, 'visitingGroup')
    const prefix = freshCode().slice(0, 2)
    const many = await Promise.all(
      Array.from({ length: CHANNELS_PER_LEADER_MAX + 4 }, (_, index) => call(busy.token, 'save', { code: `${prefix}${index.toString(36).padStart(2, '0')}`, name: `C${index}` })),
    )
    const created = many.filter((answer) => answer.status === 200).length
    expect(created).toBe(CHANNELS_PER_LEADER_MAX)
    expect(many.filter((answer) => answer.status === 409).every((answer) => answer.body.msg.includes(String(CHANNELS_PER_LEADER_MAX)) || answer.body.msg.includes('already used'))).toBe(true)
    expect((await call(busy.token, 'list')).body.data).toHaveLength(CHANNELS_PER_LEADER_MAX)
  })
})

describe('sharing', () => {
  it('gives the share context and remembers the person’s link, built by the server', async () => {
    const [person] = await registered(server, 1, 'visitor')
    const context = await call(person.token, 'shareContext', {}, 'cn')
    expect(context.status).toBe(200)
    expect(context.body.data).toMatchObject({ exhibitionTitle: expect.any(String), values: expect.any(Object) })
    const first = await call(person.token, 'saveRegisterLink', { path: '/evil?x=1' })
    expect(first.status).toBe(200)
    expect(first.body.data.path).toBe(`/registration?tenantId=${TENANT}&exhibitionId=${EXHIBITION}&registerType=visitor&fissionParentBladeUserId=${person.id}`)
    const again = await call(person.token, 'saveRegisterLink')
    expect(again.body.data.id).toBe(first.body.data.id)
    const rows = await server.database.db.select().from(userRegisterLinks).where(eq(userRegisterLinks.userId, person.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ exhibitionId: EXHIBITION, sourceCode: null, path: first.body.data.path })
  })

  it('refuses someone not registered at the exhibition', async () => {
    const [stranger] = await registered(server, 1, 'visitor')
    await server.database.db.delete(registrations).where(eq(registrations.userId, stranger.id))
    expect((await call(stranger.token, 'saveRegisterLink')).status).toBe(403)
    expect((await call(stranger.token, 'shareContext')).status).toBe(403)
  })
})

describe('the JS-SDK signature', () => {
  it('is the messaging app’s SHA-1 over ticket, nonce, timestamp and the address without its fragment', () => {
    // The example of the messaging app's JS-SDK documentation.
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
    expect(jsSdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#/share')).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('signs for a known tenant without login, refuses a bad address or tenant', async () => {
    const url = 'https://fair.example/app/?exhibitionId=1020#/share'
    const answer = await server.call({ method: 'POST', url: CHANNEL_PATHS.jsSdk, payload: { tenantId: TENANT, url } })
    expect(answer.status).toBe(200)
    const { appId, timestamp, nonceStr, signature } = answer.body.data
    expect(appId).toMatch(/^wx/)
    expect(signature).toBe(jsSdkSignature(server.env.jsSdk!.ticket, nonceStr, timestamp, url))
    expect((await server.call({ method: 'POST', url: CHANNEL_PATHS.jsSdk, payload: { tenantId: TENANT, url: 'javascript:alert(1)' } })).status).toBe(400)
    expect((await server.call({ method: 'POST', url: CHANNEL_PATHS.jsSdk, payload: { tenantId: '999999', url } })).status).toBe(404)
  })
})

describe('the organiser', () => {
  it('lists every channel of the exhibition with its leader and count; another tenant’s key sees none of it', async () => {
    const key = (await createAdminKey(server.database.db, TENANT, 'channels test')).key
    const answer = await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/channels`, headers: { authorization: `Bearer ${key}` } })
    expect(answer.status).toBe(200)
    const demo = answer.body.data.find((row: { code: string }) => row.code === 'WX01')
    expect(demo).toMatchObject({ name: '微信群 WeChat group', leaderAccount: 'leader@fairpass.example', registrations: 1 })
    const other = (await createAdminKey(server.database.db, '100001', 'other tenant')).key
    expect([403, 404]).toContain((await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/channels`, headers: { authorization: `Bearer ${other}` } })).status)
  })
})

describe('the JS-SDK credentials at boot', () => {
  it('are both or neither; the test pair outside production, none in production', () => {
    expect(() => loadEnv({ WECHAT_JSSDK_APP_ID: 'wx0123456789abcdef' })).toThrow(/set both or neither/)
    expect(() => loadEnv({ WECHAT_JSSDK_APP_ID: 'not-an-app-id', WECHAT_JSSDK_TICKET: 'fairpass-test-jsapi-ticket' })).toThrow(/WECHAT_JSSDK_APP_ID/)
    expect(loadEnv({}).jsSdk).toEqual(JS_SDK_TEST_CREDENTIALS)
    expect(loadEnv({ WECHAT_JSSDK_APP_ID: 'wx0123456789abcdef', WECHAT_JSSDK_TICKET: 'a-real-ticket-from-the-app' }).jsSdk).toEqual({ appId: 'wx0123456789abcdef', ticket: 'a-real-ticket-from-the-app' })
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example', SMS_WEBHOOK_URL: 'https://sms.example/hook', PUBLIC_BASE_URL: 'https://fair.example', PAYMENT_PROVIDER: 'sandbox' }
    expect(loadEnv(production).jsSdk).toBeUndefined()
  })
})
