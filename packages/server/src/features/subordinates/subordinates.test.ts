import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SUBORDINATE_PATHS } from '@fairpass/core/contract'
import { exhibitions } from '../../tenancy'
import { createTestServer, type TestServer } from '../../testing'
import { auth } from '../orders/testing'
import { users } from '../auth'
import { EXHIBITION, registered, TENANT, type Caller } from '../groups/testing'
import { DEMO_SUBORDINATE } from '../../seed'
import { accountNameOf, subordinateMaxOf, subordinateStateOf } from './rules'

/*
 * Subordinate accounts (issue 18): a group leader opens, edits, resets, disables and removes accounts of their own; the
 * subordinate signs in by account name and password (registerType subordinate) and holds an approved registration
 * with an entry code; the cap holds under parallel creations; nobody else (another leader, a member, the subordinate,
 * a plain visitor) manages them, and a refusal changes nothing.
 */

// Each creation, sign-in and reset hashes or checks an argon2 password: on a busy machine a test takes longer than 5 s.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

type Path = keyof typeof SUBORDINATE_PATHS

function call(token: string, path: Path, body: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') {
  const url = SUBORDINATE_PATHS[path]
  return path === 'list' || path === 'detail'
    ? server.call({ method: 'GET', url, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, languageType: language, ...(body as Record<string, string>) } })
    : server.call({ method: 'POST', url, headers: auth(token, TENANT, language), payload: { exhibitionId: EXHIBITION, languageType: language, ...body } })
}

const PASSWORD = 'Start#2026'
const accountName = () => `sub.${randomUUID().slice(0, 8)}`
const person = { name: '李助理', mobile: '13911112222', company: '海联贸易', title: '助理' }

function create(token: string, account = accountName(), extra: Record<string, unknown> = {}) {
  return call(token, 'create', { account, password: PASSWORD, confirmPassword: PASSWORD, person, ...extra })
}

function login(account: string, password: string, registerType = 'subordinate') {
  return server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { 'tenant-id': TENANT },
    payload: { grant_type: 'password', tenantId: TENANT, exhibitionId: EXHIBITION, account, password, registerType, privacyMark: true, languageType: 'en' },
  })
}

function userInfo(token: string) {
  return server.call({
    method: 'POST',
    url: '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll',
    headers: auth(token),
    payload: { exhibitionId: EXHIBITION, registerType: 'subordinate', topRegisterType: 'subordinate', languageType: 'en' },
  })
}

async function setMax(max: number | undefined) {
  const [row] = await server.database.db.select({ functionConfig: exhibitions.functionConfig }).from(exhibitions).where(eq(exhibitions.id, EXHIBITION))
  const { subordinateMax: _old, ...rest } = row.functionConfig
  await server.database.db.update(exhibitions).set({ functionConfig: max === undefined ? rest : { ...rest, subordinateMax: max } }).where(eq(exhibitions.id, EXHIBITION))
}

describe('rules', () => {
  it('caps at the configured number, the default when unset or nonsense, never above the hard maximum', () => {
    expect(subordinateMaxOf({})).toBe(10)
    expect(subordinateMaxOf({ subordinateMax: 3 })).toBe(3)
    expect(subordinateMaxOf({ subordinateMax: 'x' })).toBe(10)
    expect(subordinateMaxOf({ subordinateMax: 0 })).toBe(10)
    expect(subordinateMaxOf({ subordinateMax: 5000 })).toBe(100)
  })

  it('reads the registration state', () => {
    expect(subordinateStateOf(undefined)).toBe('incomplete')
    expect(subordinateStateOf({ completeResult: 'succ', examineResult: null })).toBe('pending')
    expect(subordinateStateOf({ completeResult: 'succ', examineResult: 'approve' })).toBe('approve')
    expect(accountNameOf('  chen.asst ')).toBe('chen.asst')
  })
})

describe('a leader manages their subordinates', () => {
  let leader: Caller

  beforeAll(async () => {
    ;[leader] = await registered(server, 1, 'visitingGroup')
  })

  it('creates one who signs in by account and password and sees their approved registration and entry code', async () => {
    const account = accountName()
    const created = await create(leader.token, account)
    expect(created.status).toBe(200)
    const view = created.body.data
    expect(view).toMatchObject({ account, name: '李助理', mobile: '13911112222', status: 'active', registration: 'approve' })
    expect(view.entryCode).toMatch(/^\d{10}$/)
    expect(JSON.stringify(created.body)).not.toContain(PASSWORD)
    const [stored] = await server.database.db.select().from(users).where(eq(users.id, view.userId))
    expect(stored.passwordHash).toMatch(/^\$argon2/)

    // 1020 offers no password login to visitors; the subordinate's login page gets the password tab all the same.
    const config = await server.call({ method: 'GET', url: '/api/ef-registration-config-client/reg_config/registerConfig/functionConfig', query: { tenantId: TENANT, exhibitionId: EXHIBITION, registerType: 'subordinate' } })
    expect(config.body.data.functionConfig.passwordLoginSwitch).toBe('on')
    expect((await login(account, PASSWORD, 'visitor')).status).toBe(409)

    const signedIn = await login(account, PASSWORD)
    expect(signedIn.status).toBe(200)
    const info = await userInfo(signedIn.body.data.access_token)
    expect(info.body.data.userExhibitionVO).toMatchObject({ registerType: 'subordinate', completeResult: 'succ', examineResult: 'approve' })
    expect(info.body.data.userCode).toBe(view.entryCode)
    expect((await login(account, 'Wrong#2026')).status).toBe(409)

    const list = await call(leader.token, 'list')
    expect(list.body.data.max).toBe(10)
    expect(list.body.data.items.map((item: { id: string }) => item.id)).toContain(view.id)
    expect((await call(leader.token, 'detail', { id: view.id })).body.data.account).toBe(account)
  })

  it('refuses a weak password, a bad account name and a taken one with a clear message, creating nothing', async () => {
    const before = (await call(leader.token, 'list')).body.data.items.length
    const weak = await call(leader.token, 'create', { account: accountName(), password: 'password', confirmPassword: 'password', person })
    expect(weak.status).toBe(400)
    expect(weak.body.data.fieldErrors['password']).toBe('The password must contain digits, letters and special characters')
    const mismatch = await call(leader.token, 'create', { account: accountName(), password: PASSWORD, confirmPassword: 'Other#2026', person })
    expect(mismatch.status).toBe(400)
    const badName = await call(leader.token, 'create', { account: '13912345678', password: PASSWORD, confirmPassword: PASSWORD, person })
    expect(badName.status).toBe(400)
    const account = accountName()
    expect((await create(leader.token, account)).status).toBe(200)
    const taken = await create(leader.token, account)
    expect(taken.status).toBe(409)
    expect(taken.body.msg).toBe('This account name is already taken, please choose another')
    const takenCn = await call(leader.token, 'create', { account, password: PASSWORD, confirmPassword: PASSWORD, person }, 'cn')
    expect(takenCn.body.msg).toBe('该账号名已被占用，请换一个')
    expect((await call(leader.token, 'list')).body.data.items.length).toBe(before + 1)
  })

  it('edits the details, resets the password (old sessions end, old password refused) and disables, enables, removes', async () => {
    const account = accountName()
    const view = (await create(leader.token, account)).body.data
    const session = (await login(account, PASSWORD)).body.data.access_token

    const edited = await call(leader.token, 'update', { id: view.id, person: { name: 'Emma Li', email: 'Emma.Li@example.com', company: 'Hailian', title: 'Assistant' } })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ name: 'Emma Li', email: 'emma.li@example.com', mobile: null, registration: 'approve' })

    const weak = await call(leader.token, 'resetPassword', { userId: view.userId, newPassword: 'short', confirmPassword: 'short' })
    expect(weak.status).toBe(400)
    const reset = await call(leader.token, 'resetPassword', { userId: view.userId, newPassword: 'Fresh#2027', confirmPassword: 'Fresh#2027' })
    expect(reset.status).toBe(200)
    expect((await userInfo(session)).status).toBe(401)
    expect((await login(account, PASSWORD)).status).toBe(409)
    const fresh = (await login(account, 'Fresh#2027')).body.data.access_token
    expect((await userInfo(fresh)).status).toBe(200)

    const disabled = await call(leader.token, 'status', { id: view.id, enabled: false })
    expect(disabled.body.data.status).toBe('disabled')
    expect((await userInfo(fresh)).status).toBe(401)
    expect((await login(account, 'Fresh#2027')).status).toBe(403)
    expect((await call(leader.token, 'status', { id: view.id, enabled: true })).body.data.status).toBe('active')
    const again = (await login(account, 'Fresh#2027')).body.data.access_token
    expect((await userInfo(again)).status).toBe(200)

    expect((await call(leader.token, 'remove', { id: view.id })).status).toBe(200)
    expect((await userInfo(again)).status).toBe(401)
    expect((await login(account, 'Fresh#2027')).status).not.toBe(200)
    expect((await call(leader.token, 'detail', { id: view.id })).status).toBe(404)
  })

  it('holds the cap under parallel creations', async () => {
    const [busy] = await registered(server, 1, 'visitingGroup')
    await setMax(3)
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => create(busy.token)))
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
      const refused = answers.filter((answer) => answer.status === 409)
      expect(refused).toHaveLength(5)
      expect(refused[0].body.msg).toBe('You already have 3 sub-accounts, the most allowed')
      expect((await call(busy.token, 'list')).body.data.items).toHaveLength(3)
    } finally {
      await setMax(undefined)
    }
  })
})

describe('the demo', () => {
  it('the demo leader\'s assistant signs in with the seeded password and holds an approved registration', async () => {
    const signedIn = await login(DEMO_SUBORDINATE.account, DEMO_SUBORDINATE.password)
    expect(signedIn.status, signedIn.body.msg).toBe(200)
    const info = await userInfo(signedIn.body.data.access_token)
    expect(info.body.data.userExhibitionVO).toMatchObject({ registerType: 'subordinate', examineResult: 'approve' })
  })
})

describe('only the leader manages their own subordinates', () => {
  let leader: Caller
  let other: Caller
  let visitor: Caller
  let view: { id: string; userId: string; account: string }
  let subordinateToken: string

  beforeAll(async () => {
    ;[leader, other] = await registered(server, 2, 'visitingGroup')
    ;[visitor] = await registered(server, 1, 'visitor')
    view = (await create(leader.token)).body.data
    subordinateToken = (await login(view.account, PASSWORD)).body.data.access_token
  })

  it('another leader gets 404 and changes nothing; a visitor and the subordinate get 403', async () => {
    const attempts: Array<[Path, Record<string, unknown>]> = [
      ['detail', { id: view.id }],
      ['update', { id: view.id, person: { name: 'Mallory', mobile: '13900000000' } }],
      ['resetPassword', { userId: view.userId, newPassword: 'Taken#2026', confirmPassword: 'Taken#2026' }],
      ['status', { id: view.id, enabled: false }],
      ['remove', { id: view.id }],
    ]
    for (const [path, body] of attempts) {
      expect((await call(other.token, path, body)).status, `other leader ${path}`).toBe(404)
      expect((await call(visitor.token, path, body)).status, `visitor ${path}`).toBe(403)
      expect((await call(subordinateToken, path, body)).status, `subordinate ${path}`).toBe(403)
    }
    expect((await call(other.token, 'list')).body.data.items).toEqual([])
    expect((await call(subordinateToken, 'list')).status).toBe(403)
    expect((await call(subordinateToken, 'create')).status).toBe(403)

    // Registering itself as a group leader does not let a sub-account open sub-accounts.
    const asLeader = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll',
      headers: auth(subordinateToken),
      payload: { exhibitionId: EXHIBITION, registerType: 'visitingGroup', topRegisterType: 'visitingGroup', languageType: 'en' },
    })
    expect(asLeader.status).toBe(200)
    expect((await create(subordinateToken)).status).toBe(403)
    expect((await call(subordinateToken, 'list')).status).toBe(403)

    const unchanged = (await call(leader.token, 'detail', { id: view.id })).body.data
    expect(unchanged).toMatchObject({ name: '李助理', status: 'active' })
    expect((await login(view.account, PASSWORD)).status).toBe(200)
  })
})
