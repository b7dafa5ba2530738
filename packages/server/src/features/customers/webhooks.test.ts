import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../../testing'
import { eventData, webhookTestServer } from '../webhooks/testing'
import { buyMembership, EXHIBITION, leadCompany, scan, TENANT, visitors } from './testing'

/* lead.captured (issue 20): a scan that is not a replay, in the scan's transaction, with ids and no contact data. */

let server: TestServer

beforeAll(async () => {
  server = await webhookTestServer([{ tenantId: TENANT, exhibitionId: EXHIBITION }])
}, 60_000)
afterAll(() => server.close())

describe('lead webhooks', { timeout: 60_000 }, () => {
  it('a scan writes lead.captured (created, then a rescan); a replayed scan writes none', async () => {
    const company = await leadCompany(server, 0)
    await buyMembership(server, company.admin.token, 'single')
    const [person] = await visitors(server, 1)
    const scanId = randomUUID()
    const first = await scan(server, company.admin.token, person.userQr, scanId)
    expect(first.status).toBe(200)
    expect((await scan(server, company.admin.token, person.userQr, scanId)).body.data.replayed).toBe(true)
    expect((await scan(server, company.admin.token, person.userQr)).status).toBe(200)
    const events = await eventData(server.database.db, EXHIBITION, 'lead.captured', { deptId: company.deptId })
    // Same clock reading for both: the new lead first, then the rescan.
    expect([...events].sort((a, b) => Number(b.created) - Number(a.created))).toEqual([
      { leadId: first.body.data.customer.id, deptId: company.deptId, visitorUserId: person.id, capturedByUserId: company.admin.userId, source: expect.any(String), created: true, scannedAt: expect.any(String) },
      expect.objectContaining({ leadId: first.body.data.customer.id, created: false }),
    ])
    expect(JSON.stringify(events)).not.toContain(person.phone)
  })
})
