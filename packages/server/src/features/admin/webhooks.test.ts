import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_KEY } from '../../seed'
import { bearer, signInByEmail, type TestServer } from '../../testing'
import { eventData, outboxEvents, webhookTestServer } from '../webhooks/testing'

/* The registration webhook events (issue 20): submitted, approved, rejected, each in the change's transaction. */

let server: TestServer

beforeAll(async () => {
  // 1010 reviews by hand; 1011 approves at once.
  server = await webhookTestServer([
    { tenantId: '000000', exhibitionId: '1010' },
    { tenantId: '000000', exhibitionId: '1011' },
  ])
}, 60_000)
afterAll(() => server.close())

const USER = '/api/ef-registration-data-client/reg-user-data/user'
const admin = { 'accept-language': 'en', authorization: `Bearer ${DEMO_ADMIN_KEY}` }

async function submittedVisitor(email: string, exhibitionId: string): Promise<string> {
  const token = await signInByEmail(server, email, { exhibitionId })
  await server.call({ method: 'POST', url: `${USER}/registerType/addAndGetAll`, headers: bearer(token), payload: { exhibitionId, registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' } })
  const saved = await server.call({ method: 'POST', url: `${USER}/saveOrUpdate`, headers: bearer(token), payload: { exhibitionId, registerType: 'visitor', languageType: 'en', isDraft: false, data: { name: 'Ada Lovelace', company: 'Analytical Engines' } } })
  expect(saved.status).toBe(200)
  return token
}

const ofUser = (exhibitionId: string, type: string, userId: string) => eventData(server.database.db, exhibitionId, type, { userId })

describe('registration webhooks', { timeout: 30_000 }, () => {
  it('a submission writes registration.submitted (pending); approving writes registration.approved once', async () => {
    await submittedVisitor('hook.approve@example.com', '1010')
    const [{ userId }] = (await outboxEvents(server.database.db, '1010', 'registration.submitted')).map((event) => event.payload.data as { userId: string })
    expect(await ofUser('1010', 'registration.submitted', userId)).toEqual([{ registrationId: expect.any(String), userId, registerType: 'visitor', state: 'pending' }])
    // Nothing personal: no name, company, account.
    expect(JSON.stringify(await outboxEvents(server.database.db, '1010'))).not.toMatch(/Ada|Analytical|hook\.approve/)

    for (let n = 0; n < 2; n += 1) {
      const approved = await server.call({ method: 'POST', url: '/api/admin/exhibitions/1010/registrations/approve', headers: admin, payload: { account: 'hook.approve@example.com' } })
      expect(approved.status).toBe(200)
    }
    expect(await ofUser('1010', 'registration.approved', userId)).toEqual([{ registrationId: expect.any(String), userId, registerType: 'visitor', state: 'approve' }])
  })

  it('a rejection writes registration.rejected without the reason', async () => {
    await submittedVisitor('hook.reject@example.com', '1010')
    const rejected = await server.call({ method: 'POST', url: '/api/admin/exhibitions/1010/registrations/reject', headers: admin, payload: { account: 'hook.reject@example.com', reason: 'Trade visitors only' } })
    expect(rejected.status).toBe(200)
    const userId = rejected.body.data.record.userId as string
    expect(await ofUser('1010', 'registration.rejected', userId)).toEqual([{ registrationId: expect.any(String), userId, registerType: 'visitor', state: 'reject' }])
    expect(JSON.stringify(await outboxEvents(server.database.db, '1010', 'registration.rejected'))).not.toContain('Trade visitors only')
  })

  it('an auto-approving exhibition writes submitted and approved together', async () => {
    await submittedVisitor('hook.auto@example.com', '1011')
    const [submitted] = (await outboxEvents(server.database.db, '1011', 'registration.submitted')).map((event) => event.payload.data)
    expect(submitted).toMatchObject({ state: 'approve' })
    expect(await ofUser('1011', 'registration.approved', submitted.userId as string)).toEqual([expect.objectContaining({ state: 'approve', auto: true })])
  })
})
