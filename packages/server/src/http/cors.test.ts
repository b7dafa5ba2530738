import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenants } from '../tenancy'
import { createTestServer, type TestServer } from '../testing'

/*
 * Issue 12 hole 5: CORS reflected any origin. Now a page may call the API from: our public origin, the server-wide
 * PAYMENT_RETURN_ORIGINS, or an embedding origin of the tenant the request names (Tenant-Id header or tenantId query);
 * a preflight, which carries no Tenant-Id header, passes for an origin some tenant embeds from.
 */

const PARTNER = 'https://expo-partner.example'
const EVERYWHERE = 'https://all-tenants.example'
let server: TestServer

const allowOrigin = async (origin: string, headers: Record<string, string> = {}, url = '/api/health') =>
  (await server.app.inject({ method: 'GET', url, headers: { origin, ...headers } })).headers['access-control-allow-origin']

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_BASE_URL: 'https://tickets.fairpass.example', PAYMENT_RETURN_ORIGINS: EVERYWHERE, DEMO: 'off' } })
  await server.database.db.update(tenants).set({ embedOrigins: [PARTNER] }).where(eq(tenants.id, '000000'))
}, 60_000)
afterAll(() => server.close())

describe('CORS', () => {
  it('looks up no malformed tenant id: a NUL in ?tenantId= with an Origin is the input guard\'s 400, not a 500', async () => {
    // Found by the fast-check sweep: CORS runs before the input guards and sent the NUL to the database.
    const answer = await server.app.inject({ method: 'POST', url: '/api/ef-registration-client/order/cancel?tenantId=%00', headers: { origin: PARTNER, 'accept-language': 'en' }, payload: {} })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code: 400, success: false, data: { fieldErrors: { tenantId: expect.stringContaining('control character') } } })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(await allowOrigin(PARTNER, { 'tenant-id': '000000\u00ff' })).toBeUndefined()
  })

  it('does not reflect an unknown origin', async () => {
    expect(await allowOrigin('https://evil.example')).toBeUndefined()
    expect(await allowOrigin('https://evil.example', { 'tenant-id': '000000' })).toBeUndefined()
    expect(await allowOrigin('null')).toBeUndefined()
  })

  it("allows the tenant's embedding origin for that tenant only", async () => {
    expect(await allowOrigin(PARTNER, { 'tenant-id': '000000' })).toBe(PARTNER)
    expect(await allowOrigin(PARTNER, {}, '/api/health?tenantId=000000')).toBe(PARTNER)
    expect(await allowOrigin(PARTNER, { 'tenant-id': '100001' })).toBeUndefined()
  })

  it('answers a preflight for an origin some tenant embeds from, and not for others', async () => {
    const preflight = (origin: string) =>
      server.app.inject({ method: 'OPTIONS', url: '/api/blade-auth/oauth/token', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'tenant-id,content-type' } })
    const allowed = await preflight(PARTNER)
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER)
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('tenant-id')
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined()
  })

  it('lets any page load the public files outside /api/ (module scripts are fetched with CORS)', async () => {
    expect(await allowOrigin('https://any-site.example', {}, '/lib/fair.js')).toBe('https://any-site.example')
  })

  it('allows our own public origin and the server-wide origins for every tenant', async () => {
    expect(await allowOrigin('https://tickets.fairpass.example', { 'tenant-id': '100001' })).toBe('https://tickets.fairpass.example')
    expect(await allowOrigin(EVERYWHERE, { 'tenant-id': '100001' })).toBe(EVERYWHERE)
  })
})
