import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exhibitions } from '../tenancy'
import { createTestServer, type TestServer } from '../testing'
import { FILE_EXHIBITIONS, seedDemoData } from '.'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('demo seed', () => {
  it('does nothing on a database that already holds the demo data', async () => {
    expect(await seedDemoData(server.database.db)).toBe(false)
    const rows = await server.database.db.select({ id: exhibitions.id }).from(exhibitions)
    expect(rows.map((row) => row.id).sort()).toEqual([...FILE_EXHIBITIONS].sort())
  })

  it('has a closed exhibition, 1003, so the /closed page can be reached from a real link', async () => {
    const response = await server.call({
      method: 'GET',
      url: '/api/ef-registration-config-client/registerConfig/pageConfig',
      query: { tenantId: '000000', exhibitionId: '1003', registerType: 'visitor' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ closeRegistrationLink: 'on', stopRegistration: 'on' })
  })
})
