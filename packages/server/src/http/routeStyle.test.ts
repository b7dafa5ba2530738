import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../testing'

/*
 * The one route style (docs/architecture.md): every route declares the schemas of what it reads and the envelope it
 * answers, so Fastify validates before any handler runs. A route added without them fails here; the exceptions are
 * listed with the reason they answer something else.
 */

/** API routes whose 200 is not the JSON envelope. */
const NOT_THE_ENVELOPE: Record<string, string> = {
  'GET /api/blade-auth/openid/authorize': 'a redirect to the messaging app',
  'GET /api/dev/openid/authorize': 'the simulated consent page (HTML)',
  'GET /api/dev/openid/consent': 'a redirect back to the page',
  'GET /api/blade-resource/oss/file/:id': "the file's bytes",
  'POST /api/pay/notify/:provider': "the provider's own acknowledgement",
  'GET /api/pay/sandbox/cashier/:paymentId': 'the cashier page (HTML)',
  'POST /api/pay/sandbox/cashier/:paymentId/:action': 'a redirect to the return address',
  'GET /api/ef-registration-client/invoice/download': "the invoice's PDF",
  'GET /api/ef-exhibitor-self-service/information/document/download': "the published document's bytes",
  'GET /api/ef-exhibitor-self-service/visaInvitation/letter': "the visa letter's PDF",
  'GET /api/ef-connect-client/customer/export': 'the leads as an xlsx file, streamed',
  'GET /api/admin/exhibitions/:exhibitionId/exports/registrations': "the organiser's xlsx export, streamed",
  'GET /api/admin/exhibitions/:exhibitionId/exports/orders': "the organiser's xlsx export, streamed",
  'GET /api/admin/exhibitions/:exhibitionId/exports/invoices': "the organiser's xlsx export, streamed",
  'GET /api/admin/exhibitions/:exhibitionId/exports/signins': "the organiser's xlsx export, streamed",
  'GET /api/admin/exhibitions/:exhibitionId/exports/leads': "the organiser's xlsx export, streamed",
  'GET /api/ef-registration-config-client/conference/session/ics': 'an iCalendar file',
  'GET /api/ef-registration-client/conference/mySchedule/ics': 'an iCalendar file',
  'GET /api/ef-registration-client/visitingGroup/member/template': 'the members spreadsheet template (xlsx or csv)',
  'GET /api/ef-registration-client/visitingGroup/printCode': "the entry codes sheet's PDF",
  'GET /api/docs/openapi.json': 'the OpenAPI document itself',
  'GET /api/docs/json': 'the OpenAPI document itself (where Swagger UI reads it)',
  'GET /api/docs/yaml': 'the OpenAPI document as YAML',
  'GET /api/docs': 'the API page (HTML)',
  'GET /api/docs/static/index.html': 'a redirect to the API page',
  'GET /api/docs/static/swagger-initializer.js': "the API page's script",
  'GET /api/docs/static/*': "the API page's files",
}

/** Calls that send something and have no JSON body to declare. */
const NO_BODY: Record<string, string> = {
  'POST /api/blade-auth/oauth/logout': 'the token is all it needs',
  'POST /api/blade-auth/oauth/logout-all': 'the token is all it needs',
  'POST /api/blade-resource/oss/endpoint/put-file': 'multipart, its fields read with the file (files/)',
  'POST /api/ef-registration-client/businessCard/recognize': 'multipart, its fields read with the file (files/)',
  'POST /api/pay/sandbox/cashier/:paymentId/:action': 'an empty form post of the cashier page',
  'POST /api/admin/exhibitions/:exhibitionId/exhibitors/:deptId/reopen': 'the path names the company; reopening takes nothing else',
}

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('the one route style', () => {
  it('every API route declares its path parameters, body and envelope', () => {
    const missing: string[] = []
    for (const route of server.app.routeList.filter((entry) => entry.url.startsWith('/api/'))) {
      const name = `${route.method} ${route.url}`
      if (route.url.includes(':') && !route.schema?.params) missing.push(`${name}: params`)
      if ((route.method === 'POST' || route.method === 'PUT') && !route.schema?.body && !(name in NO_BODY)) missing.push(`${name}: body`)
      if (!route.schema?.response?.[200] && !(name in NOT_THE_ENVELOPE)) missing.push(`${name}: the envelope reply`)
    }
    expect(missing).toEqual([])
    const routes = server.app.routeList.map((entry) => `${entry.method} ${entry.url}`)
    expect([...Object.keys(NOT_THE_ENVELOPE), ...Object.keys(NO_BODY)].filter((name) => !routes.includes(name)), 'exceptions without a route').toEqual([])
  })

  it('decides the language before a schema strips the legacy spelling, and refuses in it', async () => {
    // `languatetype` (sic) is not in the route's schema; the refusal still speaks English.
    const legacy = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, query: { tenantId: '000000', languatetype: 'en' } })
    expect(legacy.status).toBe(400)
    expect(legacy.body.msg).toBe('Please check the information entered')
    expect(legacy.body.data.fieldErrors).toEqual({ exhibitionId: 'This field is required' })
    // The body's languageType outranks Accept-Language, for a refusal of the body's own schema too.
    const fromBody = await server.call({
      method: 'POST',
      url: '/api/blade-user/reset-password',
      headers: { 'accept-language': 'zh-CN' },
      payload: { languageType: 'en' },
    })
    expect(fromBody.status).toBe(400)
    expect(fromBody.body.msg).toBe('Please check the information entered')
    // An unknown path answers in the language of the headers.
    const missing = await server.call({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'en-GB' } })
    expect(missing.status).toBe(404)
    expect(missing.body.msg).toMatch(/[a-z]/)
    expect((await server.call({ method: 'GET', url: '/api/no-such-call' })).body.msg).not.toBe(missing.body.msg)
  })

  it('reads the tenant from the Tenant-Id header or the query, and checks it like a field', async () => {
    const query = { exhibitionId: '1020', languageType: 'en' }
    const byHeader = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, headers: { 'tenant-id': '000000' }, query })
    expect(byHeader.status).toBe(200)
    expect(Array.isArray(byHeader.body.data)).toBe(true)
    const byQuery = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, query: { ...query, tenantId: '000000' } })
    expect(byQuery.body.data).toEqual(byHeader.body.data)
    const none = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, query })
    expect(none.status).toBe(400)
    expect(none.body.data.fieldErrors).toEqual({ tenantId: 'This field is required' })
    // The header wins over the query, and a malformed one is refused by name.
    const malformed = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, headers: { 'tenant-id': '../000000' }, query: { ...query, tenantId: '000000' } })
    expect(malformed.status).toBe(400)
    expect(Object.keys(malformed.body.data.fieldErrors)).toEqual(['tenantId'])
  })

  it('passes the reply through the envelope schema untouched', async () => {
    const answer = await server.call({ method: 'GET', url: TICKET_PATHS.ticketTypes, headers: { 'tenant-id': '000000' }, query: { exhibitionId: '1020', languageType: 'en' } })
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'msg', 'success'])
    // Every field a ticket type view has on its way out is still there (the schema neither strips nor re-checks data).
    expect(answer.body.data.length).toBeGreaterThan(0)
    for (const type of answer.body.data) expect(type).toEqual(expect.objectContaining({ id: expect.any(String), priceFen: expect.any(Number) }))
  })
})
