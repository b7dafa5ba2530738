import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrations } from './tables'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const prefix = '/api/ef-registration-data-client/reg-user-data/user'

const addAndGetAll = (token: string, exhibitionId = '1002', tenantId = '000000') =>
  server.call({
    method: 'POST',
    url: `${prefix}/registerType/addAndGetAll`,
    headers: bearer(token, tenantId),
    payload: { exhibitionId, registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' },
  })

const save = (token: string, body: Record<string, unknown>) =>
  server.call({
    method: 'POST',
    url: `${prefix}/saveOrUpdate`,
    headers: bearer(token),
    payload: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en', ...body },
  })

const rowsOf = (userId: string) => server.database.db.select().from(registrations).where(eq(registrations.userId, userId))

describe('addAndGetAll', () => {
  it('creates the registration once and answers the UserInfo shape', async () => {
    const token = await signInByEmail(server, 'first@example.com')
    const first = await addAndGetAll(token)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      account: 'first@example.com',
      email: 'first@example.com',
      name: null,
      company: null,
      profile: {},
      draft: null,
      userExhibitionVO: {
        registerType: 'visitor',
        completeResult: 'fail',
        examineResult: null,
        questionnaireResult: null,
        questionnaireTwoResult: null,
        questionnaireThreeResult: null,
      },
      userQr: null,
      userCode: null,
      isHaveTicket: false,
      jumpUrl: null,
    })
    await addAndGetAll(token)
    expect(await rowsOf(first.body.data.userId)).toHaveLength(1)
  })

  it('marks the three questionnaires of the motor show as still to answer', async () => {
    const token = await signInByEmail(server, 'motor@example.com', { exhibitionId: '1001' })
    const response = await addAndGetAll(token, '1001')
    expect(response.body.data.userExhibitionVO).toMatchObject({ questionnaireResult: 'incomplete', questionnaireTwoResult: 'incomplete', questionnaireThreeResult: 'incomplete' })
  })

  it('refuses a new registration once registration has closed', async () => {
    const token = await signInByEmail(server, 'closed@example.com')
    const db = server.database.db
    const { exhibitions } = await import('../../tenancy')
    await db.update(exhibitions).set({ registrationClosesAt: new Date(server.clock.now() - 1000) }).where(eq(exhibitions.id, '1002'))
    try {
      const response = await addAndGetAll(token)
      expect(response.status).toBe(409)
      expect(response.body.msg).toBe('Registration has ended or not started')
    } finally {
      await db.update(exhibitions).set({ registrationClosesAt: null }).where(eq(exhibitions.id, '1002'))
    }
  })
})

describe('saveOrUpdate', () => {
  it('saves a draft with draft rules and keeps the registration incomplete', async () => {
    const token = await signInByEmail(server, 'drafter@example.com')
    const response = await save(token, { isDraft: true, data: { name: 'Ada Lovelace', unknownField: 'dropped' } })
    expect(response.status).toBe(200)
    expect(response.body.data.draft).toEqual({ name: 'Ada Lovelace' })
    expect(response.body.data.userExhibitionVO.completeResult).toBe('fail')
    const info = await server.call({ method: 'GET', url: `${prefix}/info`, query: { exhibitionId: '1002', registerType: 'visitor' }, headers: bearer(token) })
    expect(info.body.data.draft).toEqual({ name: 'Ada Lovelace' })
  })

  it('still checks the shape of drafted values', async () => {
    const token = await signInByEmail(server, 'bad.draft@example.com')
    const response = await save(token, { isDraft: true, data: { name: 'R2-D2' } })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors).toEqual({ name: 'The name must not contain digits or special characters' })
  })

  it('rejects an incomplete submit with field errors in the caller language and stores nothing', async () => {
    const token = await signInByEmail(server, 'incomplete@example.com')
    const response = await save(token, { isDraft: false, languageType: 'cn', data: { name: 'A' } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 400, success: false, msg: '请检查填写的信息' })
    expect(response.body.data.fieldErrors).toEqual({ name: expect.stringContaining('2'), company: '此项为必填项' })
    const me = await server.call({ method: 'GET', url: `${prefix}/info`, query: { exhibitionId: '1002', registerType: 'visitor' }, headers: bearer(token) })
    expect(await rowsOf(me.body.data.userId)).toHaveLength(0)
  })

  it('rejects a body that is not an object of fields', async () => {
    const token = await signInByEmail(server, 'garbage@example.com')
    const response = await save(token, { isDraft: 'maybe', data: 'everything' })
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.data.fieldErrors).sort()).toEqual(['data', 'isDraft'])
  })

  it('approves at once on an auto-approve exhibition, issuing a signed QR and a 10-digit code', async () => {
    const token = await signInByEmail(server, 'approved@example.com')
    await save(token, { isDraft: true, data: { name: 'Grace Hopper' } })
    const response = await save(token, { isDraft: false, data: { name: 'Grace Hopper', company: 'Navy Labs' } })
    expect(response.status).toBe(200)
    const info = response.body.data
    expect(info).toMatchObject({
      name: 'Grace Hopper',
      company: 'Navy Labs',
      profile: { name: 'Grace Hopper', company: 'Navy Labs' },
      draft: null,
      userExhibitionVO: { completeResult: 'succ', examineResult: 'approve' },
      // An entry code is not a ticket: a ticket-selling link still sends this visitor to buy one (issue 12).
      isHaveTicket: false,
    })
    expect(info.userQr).toMatch(/^FP1\.[A-Za-z0-9_-]{43}$/)
    expect(info.userCode).toMatch(/^[1-9]\d{9}$/)

    const again = await save(token, { isDraft: false, data: { name: 'Grace Hopper', company: 'Navy Labs' } })
    expect(again.body.data.userQr).toBe(info.userQr)
    expect(again.body.data.userCode).toBe(info.userCode)
  })

  it('gives different users different QR payloads and codes', async () => {
    const one = await signInByEmail(server, 'one.qr@example.com')
    const two = await signInByEmail(server, 'two.qr@example.com')
    const a = await save(one, { isDraft: false, data: { name: 'Alan Turing', company: 'Bletchley' } })
    const b = await save(two, { isDraft: false, data: { name: 'Alan Turing', company: 'Bletchley' } })
    expect(a.body.data.userQr).not.toBe(b.body.data.userQr)
    expect(a.body.data.userCode).not.toBe(b.body.data.userCode)
  })

  it('puts a manual-review exhibition submit into pending review without a ticket', async () => {
    const token = await signInByEmail(server, 'pending@example.com', { exhibitionId: '1001' })
    const response = await server.call({
      method: 'POST',
      url: `${prefix}/saveOrUpdate`,
      headers: bearer(token),
      payload: {
        exhibitionId: '1001', registerType: 'visitor', languageType: 'en', isDraft: false,
        data: {
          name: 'Karl Benz', company: 'Benz & Cie', position: 'Engineer', country: 'DE',
          industry: ['automotive', 'parts'], visitDate: '2025-09-18', privacy: true,
        },
      },
    })
    expect(response.status).toBe(200)
    expect(response.body.data.userExhibitionVO).toMatchObject({ completeResult: 'succ', examineResult: 'pending' })
    expect(response.body.data.userQr).toBeNull()
  })

  it('checks select values against the dictionary', async () => {
    const token = await signInByEmail(server, 'atlantis@example.com', { exhibitionId: '1001' })
    const response = await server.call({
      method: 'POST',
      url: `${prefix}/saveOrUpdate`,
      headers: bearer(token),
      payload: { exhibitionId: '1001', registerType: 'visitor', languageType: 'en', isDraft: true, data: { country: 'ATLANTIS' } },
    })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors).toEqual({ country: 'Choose one of the listed options' })
  })
})

describe('tenant isolation', () => {
  it('never shows one tenant the registrations of another', async () => {
    const tokenA = await signInByEmail(server, 'same.person@example.com')
    await save(tokenA, { isDraft: false, data: { name: 'Same Person', company: 'Tenant A Ltd' } })
    const tokenB = await signInByEmail(server, 'same.person@example.com', { tenantId: '100001', exhibitionId: '2001' })
    const inB = await addAndGetAll(tokenB, '2001', '100001')
    expect(inB.status).toBe(200)
    expect(inB.body.data.profile).toEqual({})
    expect(inB.body.data.userId).not.toBe((await addAndGetAll(tokenA)).body.data.userId)

    expect((await addAndGetAll(tokenA, '2001', '100001')).status).toBe(403)
    expect((await addAndGetAll(tokenB, '1002', '100001')).status).toBe(404)
  })
})
