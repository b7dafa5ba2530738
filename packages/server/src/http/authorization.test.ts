import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing'
import { createAdminKey } from '../features/admin'
import { createBuyers } from '../features/orders/testing'
import { buyMembership, leadCompany } from '../features/customers/testing'
import { ACCESS } from './accessMatrix'

/*
 * The authorisation matrix of issue 12 (first part): every route of Fastify's own route list has an entry saying who
 * may call it, and a route without one fails here. Each route that is not public is called as anonymous, as a visitor
 * of another tenant, and (organiser routes) with a key of another tenant; every call is refused with a 4xx in the
 * envelope, never a 5xx, and no table changes. The caller inside the exhibition who is not the owner is in
 * ownership.test.ts.
 */

/** A plausible request of the exhibition 1020 of tenant 000000: the refusals must come from who calls, not from what. */
const TYPICAL = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en' }

function concrete(url: string, exhibitionId: string): string {
  return url
    .replace(':exhibitionId', exhibitionId)
    .replace(':paymentId', randomUUID())
    .replace(':action', 'pay')
    .replace(':provider', 'sandbox')
    .replace(':id', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
    .replace(':deptId', randomUUID())
    .replace('*', 'nothing-here')
}

let server: TestServer
let demoServer: TestServer
let foreignVisitor: string
let organiserKey: string

async function rowCounts(target: TestServer): Promise<Record<string, number>> {
  const listed = await target.database.db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
  const names = (listed as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name)
  const counts: Record<string, number> = {}
  for (const name of names) {
    const result = await target.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`)
    counts[name] = (result as unknown as { rows: Array<{ n: number }> }).rows[0].n
  }
  return counts
}

function call(target: TestServer, method: string, url: string, headers: Record<string, string>) {
  const query = method === 'GET' ? TYPICAL : { tenantId: TYPICAL.tenantId, exhibitionId: TYPICAL.exhibitionId }
  return target.call({ method: method as 'GET', url, headers: { 'accept-language': 'en', ...headers }, query, payload: method === 'GET' ? undefined : { ...TYPICAL, orderId: randomUUID(), items: [] } })
}

beforeAll(async () => {
  // Not in demo mode: the demo routes must not exist there. One demo server checks they exist only with demo on.
  server = await createTestServer({ env: { DEMO: 'off' } })
  // With the static folder (demo/ holds index.html), so the app's wildcard route is in the list too.
  demoServer = await createTestServer({ env: { STATIC_DIR: 'demo' } })
  ;[{ token: foreignVisitor }] = await createBuyers(server, 1, '100001')
  organiserKey = (await createAdminKey(server.database.db, '000000', 'authorisation matrix')).key
}, 60_000)
afterAll(async () => {
  await server.close()
  await demoServer.close()
})

describe('the authorisation matrix', () => {
  it('has an entry for every route, and every entry is a route', () => {
    const routes = [...new Set(demoServer.app.routeList.map((route) => `${route.method} ${route.url}`))]
    expect(routes.filter((route) => !(route in ACCESS)), 'routes without an entry in ACCESS').toEqual([])
    expect(Object.keys(ACCESS).filter((entry) => !routes.includes(entry)), 'entries without a route').toEqual([])
  })

  it('refuses every guarded route to anonymous callers, other tenants and other tenants\' organiser keys; nothing changes', async () => {
    const before = await rowCounts(server)
    const unexpected: string[] = []
    for (const { method, url } of server.app.routeList) {
      const access = ACCESS[`${method} ${url}`]
      if (access === 'public' || access === 'capability' || access === 'demo') continue
      const attempts: Array<{ who: string; headers: Record<string, string>; exhibitionId: string; allowed: number[] }> = [{ who: 'anonymous', headers: {}, exhibitionId: '1020', allowed: [401] }]
      // Guards run before the route's schemas (preValidation): who calls is settled before what they sent is read.
      // An exhibitor route checks the token first (requireUser): another tenant's account is refused before its company is looked for.
      if (access === 'visitor' || access === 'exhibitor' || access === 'exhibitorAdmin' || access === 'groupLeader' || access === 'inviter' || access === 'leadUser') attempts.push({ who: 'visitor of another tenant', headers: { authorization: `Bearer ${foreignVisitor}`, 'tenant-id': '000000' }, exhibitionId: '1020', allowed: [403] })
      if (access === 'organiser' || access === 'gate') {
        attempts.push({ who: 'a visitor token as organiser key', headers: { authorization: `Bearer ${foreignVisitor}` }, exhibitionId: '1020', allowed: [401] })
        if (url.includes(':exhibitionId')) attempts.push({ who: "another tenant's organiser", headers: { authorization: `Bearer ${organiserKey}` }, exhibitionId: '2001', allowed: [403] })
      }
      for (const attempt of attempts) {
        const answer = await call(server, method, concrete(url, attempt.exhibitionId), attempt.headers)
        const refused = attempt.allowed.includes(answer.status) && answer.body.success === false && answer.body.code === answer.status
        if (!refused) unexpected.push(`${method} ${url} as ${attempt.who}: ${answer.status} ${answer.body.msg}`)
      }
    }
    expect(unexpected).toEqual([])
    expect(await rowCounts(server)).toEqual(before)
  }, 120_000)

  it('answers every public route without a 5xx, and has no demo routes outside demo mode', async () => {
    const failures: string[] = []
    for (const { method, url } of server.app.routeList) {
      const access = ACCESS[`${method} ${url}`]
      if (access !== 'public' && access !== 'capability') continue
      const answer = await server.app.inject({ method: method as 'GET', url: concrete(url, '1020'), query: TYPICAL })
      if (answer.statusCode >= 500) failures.push(`${method} ${url}: ${answer.statusCode}`)
    }
    expect(failures).toEqual([])
    const demoOnly = Object.entries(ACCESS).filter(([, access]) => access === 'demo').map(([route]) => route)
    for (const route of demoOnly) {
      const [method, url] = route.split(' ')
      expect(server.app.routeList.some((entry) => entry.method === method && entry.url === url), route).toBe(false)
      expect((await server.app.inject({ method: method as 'GET', url })).statusCode, route).toBe(404)
    }
  }, 120_000)
})

describe('the authorisation matrix inside the exhibition: the customer tool', () => {
  /*
   * The lead routes ('leadUser') have two more callers who are signed in and act for a company at the exhibition, yet
   * may not read or add leads: the admin of a company without a membership, and a staff account of a company with the
   * multi-account membership whom the admin did not authorise. Both are refused on every lead route with the reason
   * (403), and nothing changes. Another company's ids are features/customers/security.test.ts's.
   */
  it("refuses every lead route to a company without membership and to staff without authorisation; nothing changes", async () => {
    const unpaid = await leadCompany(demoServer, 0)
    const paid = await leadCompany(demoServer, 1)
    await buyMembership(demoServer, paid.admin.token, 'multi')
    const callers = [
      { who: 'a company without membership', token: unpaid.admin.token, message: /no customer-lead membership/ },
      { who: 'staff without authorisation', token: paid.staff[0].token, message: /not authorised/ },
    ]
    const before = await rowCounts(demoServer)
    const unexpected: string[] = []
    const leadRoutes = demoServer.app.routeList.filter(({ method, url }) => ACCESS[`${method} ${url}`] === 'leadUser')
    expect(leadRoutes.length).toBeGreaterThan(10)
    for (const { method, url } of leadRoutes) {
      for (const caller of callers) {
        const answer = await call(demoServer, method, url, { authorization: `Bearer ${caller.token}`, 'tenant-id': '000000' })
        if (answer.status !== 403 || answer.body.success !== false || !caller.message.test(String(answer.body.msg))) unexpected.push(`${method} ${url} as ${caller.who}: ${answer.status} ${answer.body.msg}`)
      }
    }
    expect(unexpected).toEqual([])
    expect(await rowCounts(demoServer)).toEqual(before)
  }, 120_000)
})
