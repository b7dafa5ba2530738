import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrations } from '../features/user'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../testing'
import { PNG_1X2, upload } from '../features/upload/testing'
import { KNOWN_REGISTER_TYPES } from './inputGuards'

/*
 * Issue 12 bug list: an unknown `registerType` was accepted (a registration stored under a type no page or rule
 * knows). Wherever it is read (the login's `type`, addAndGetAll's registerType and topRegisterType, the config calls)
 * an unknown one is now a 400 in the envelope whose message lists the valid types, and nothing is stored.
 */

let server: TestServer
let token: string

async function registrationCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(registrations)
  return row.n
}

function expectRefused(answer: { status: number; body: { code: number; success: boolean; msg: string; data: any } }, field: string) {
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ code: 400, success: false })
  expect(answer.body.msg).toContain('Unknown registration type')
  for (const type of ['visitor', 'professionalVisitor', 'exhibitorDept', 'media', 'visitingGroup', 'conference']) expect(answer.body.msg).toContain(type)
  expect(answer.body.data.fieldErrors[field]).toBe(answer.body.msg)
  expect(answer.body.data.validRegisterTypes).toEqual(KNOWN_REGISTER_TYPES)
}

beforeAll(async () => {
  server = await createTestServer()
  token = await signInByEmail(server, 'register-type@example.com')
}, 60_000)
afterAll(() => server.close())

describe('an unknown registerType', () => {
  it('is refused by addAndGetAll (registerType and topRegisterType), nothing stored', async () => {
    const before = await registrationCount()
    const url = '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll'
    const body = { exhibitionId: '1002', registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' }
    expectRefused(await server.call({ method: 'POST', url, headers: bearer(token), payload: { ...body, registerType: 'bogus' } }), 'registerType')
    expectRefused(await server.call({ method: 'POST', url, headers: bearer(token), payload: { ...body, topRegisterType: 'superAdmin' } }), 'topRegisterType')
    expect(await registrationCount()).toBe(before)
    // The known ones still pass.
    expect((await server.call({ method: 'POST', url, headers: bearer(token), payload: { ...body, registerType: 'professionalVisitor', topRegisterType: 'professionalVisitor' } })).status).toBe(200)
  })

  it("is refused by the login (the legacy `type`, or registerType), in the caller's language", async () => {
    for (const field of ['type', 'registerType']) {
      const answer = await server.call({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        payload: { grant_type: 'appemail', account: 'register-type@example.com', code: '123456', tenantId: '000000', exhibitionId: '1002', languageType: 'en', privacyMark: true, [field]: 'bogus' },
      })
      expectRefused(answer, field)
    }
    const cn = await server.call({ method: 'POST', url: '/api/blade-auth/oauth/token', payload: { grant_type: 'appemail', tenantId: '000000', exhibitionId: '1002', languageType: 'cn', type: 'bogus' } })
    expect(cn.status).toBe(400)
    expect(cn.body.msg).toContain('未知的登记类型')
  })

  it('is refused by the config calls', async () => {
    for (const path of ['registerConfig/pageConfig', 'reg_config/registerConfig/functionConfig', 'formConfig/listForUser', 'userCenterConfig/listAll']) {
      const answer = await server.call({
        method: 'GET',
        url: `/api/ef-registration-config-client/${path}`,
        query: { tenantId: '000000', exhibitionId: '1002', registerType: 'visitorX', languageType: 'en' },
      })
      expectRefused(answer, 'registerType')
      const known = await server.call({ method: 'GET', url: `/api/ef-registration-config-client/${path}`, query: { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' } })
      expect(known.status, path).toBe(200)
    }
  })

  it("is refused in the upload's multipart fields too (read after the input guards)", async () => {
    const refused = await upload(server, token, { exhibitionId: '1001', field: 'photo', registerType: 'bogus' }, { name: 'me.png', type: 'image/png', bytes: PNG_1X2 })
    expectRefused(refused, 'registerType')
    const known = await upload(server, token, { exhibitionId: '1001', field: 'photo', registerType: 'visitor' }, { name: 'me.png', type: 'image/png', bytes: PNG_1X2 })
    expect(known.status).toBe(200)
  })
})
