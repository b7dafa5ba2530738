import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing'
import { createBuyers } from '../features/orders/testSupport'

/*
 * Hostile input against every route (issue 12 "hostile input", a deterministic first step before the fast-check
 * property test): each route of Fastify's route list gets bodies and queries whose fields hold wrong types, empty and
 * huge strings, unicode edge cases, injection-looking text and prototype-pollution keys, signed in and not. No answer
 * may be a 5xx, and every refusal is the envelope.
 */

const FIELDS = [
  'tenantId', 'exhibitionId', 'registerType', 'languageType', 'orderId', 'id', 'account', 'code', 'password', 'idNumber',
  'grant_type', 'returnUrl', 'qr', 'items', 'data', 'reason', 'ticketIds', 'ticketId', 'phone', 'token', 'origins',
  'questionnaireId', 'answers', 'isDraft', 'userId', 'discountCode', 'giftId', 'autoApprove', 'state', 'page', 'size',
]

const VALUES: unknown[] = [
  null, 0, -1, 1e308, true, [], {}, '', ' ', 'x'.repeat(20_000), '\u202e\u200b', '𠜎'.repeat(500), '\ud800', '<script>alert(1)</script>',
  "' OR 1=1 --", '../../etc/passwd', '\r\n\t', [{ ticketTypeId: 'x', quantity: -5 }], { nested: { deep: [1, { a: null }] } },
]

function bodies(): Array<Record<string, unknown>> {
  const list: Array<Record<string, unknown>> = VALUES.map((value) => Object.fromEntries(FIELDS.map((field) => [field, value])))
  list.push(JSON.parse('{"__proto__": {"admin": true, "tenantId": "100001"}, "constructor": {"prototype": {"polluted": 1}}, "exhibitionId": "1020"}'))
  return list
}

/** A plausible request with one field made hostile: gets past the first check, so the deeper code sees it. */
const BASE = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en' }
const ONE_FIELD_VALUES: unknown[] = [null, -1, 1e308, [], {}, '', 'x'.repeat(20_000), '\ud800', "' OR 1=1 --"]

function oneFieldBodies(): Array<Record<string, unknown>> {
  return FIELDS.flatMap((field) => ONE_FIELD_VALUES.map((value) => ({ ...BASE, [field]: value })))
}

function oneFieldQueries(): Array<Record<string, string>> {
  return FIELDS.flatMap((field) => ['', 'x'.repeat(4000), '-1', '\u202e', "' OR 1=1 --"].map((value) => ({ ...BASE, [field]: value })))
}

function queries(): Array<Record<string, string>> {
  return ['', 'x'.repeat(4000), '\u202e', '𠜎', '-1', '[object Object]', '1020', "' OR 1=1 --"].map((value) => Object.fromEntries(FIELDS.map((field) => [field, value])))
}

function concrete(url: string): string {
  return url.replace(':exhibitionId', '1020').replace(':paymentId', 'not-a-uuid').replace(':action', 'pay').replace(':provider', 'sandbox').replace(':id', '..%2F..%2Fetc').replace('*', 'x/../../etc/passwd')
}

let server: TestServer
let token: string

beforeAll(async () => {
  server = await createTestServer({ env: { CARD_OCR: 'off' } })
  ;[{ token }] = await createBuyers(server, 1)
}, 60_000)
afterAll(() => server.close())

describe('hostile input on every route', () => {
  it('never answers 5xx, and refuses in the envelope', async () => {
    const failures: string[] = []
    const routes = server.app.routeList
    for (const { method, url } of routes) {
      for (const headers of [{} as Record<string, string>, { authorization: `Bearer ${token}`, 'tenant-id': '000000', 'idempotency-key': 'hostile-sweep-key-1' }]) {
        const signedIn = 'authorization' in headers
        const attempts =
          method === 'GET'
            ? [...queries(), ...(signedIn ? oneFieldQueries() : [])].map((query) => ({ query }))
            : [...bodies(), ...(signedIn ? oneFieldBodies() : [])].map((payload) => ({ payload, query: {} }))
        for (const attempt of attempts) {
          const answer = await server.app.inject({ method: method as 'GET', url: concrete(url), headers, ...attempt })
          if (answer.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(attempt).slice(0, 120)} → ${answer.statusCode} ${answer.body.slice(0, 120)}`)
          else if (answer.statusCode >= 400 && url.startsWith('/api/') && !url.startsWith('/api/pay/sandbox/cashier')) {
            const body = answer.json() as { code?: number; success?: boolean; msg?: string }
            if (body.success !== false || body.code !== answer.statusCode || typeof body.msg !== 'string') failures.push(`${method} ${url}: not an envelope ${answer.body.slice(0, 120)}`)
          }
        }
      }
    }
    expect([...new Set(failures)].slice(0, 30)).toEqual([])
    // Nothing leaked onto Object.prototype.
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 300_000)
})
