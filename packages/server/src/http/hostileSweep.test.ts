import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteEntry } from '../app'
import { createTestServer, type TestServer } from '../testing'
import { createAdminKey } from '../features/admin'
import { createBuyers } from '../features/orders/testing'

/*
 * Hostile input as a property (issue 12 "hostile input"): for every route of Fastify's own route list, fast-check
 * generates queries, bodies and headers — the fields of the route's declared zod schemas plus the names the handlers
 * read — holding wrong types, empty and huge strings, unicode edge cases (lone surrogates, right-to-left and
 * zero-width marks, astral characters), control characters, invalid percent escapes and prototype-pollution keys
 * (`__proto__`, `constructor`, `prototype`), signed in and not. No answer may be a 5xx, every refusal of an API route
 * is the envelope `{ code, success: false, msg, data }`, and `Object.prototype` stays clean.
 *
 * Bounded so the file stays well under 30 s on two cores: HOSTILE_RUNS runs per route (default 50). A failure prints
 * the seed and path; replay with HOSTILE_SEED=<seed> (and HOSTILE_RUNS=<more> for a deeper search, HOSTILE_ROUTE=<part of
 * "METHOD /path"> for one route).
 */

/**
 * The one deliberate 5xx: business card recognition switched off in this deployment (CARD_OCR=off, as here) answers
 * 503 "not available" in the envelope, which the /photo page reads (features/ocr/ocr.test.ts).
 */
const DELIBERATE_5XX: Record<string, number[]> = { 'POST /api/ef-registration-client/businessCard/recognize': [503] }

const RUNS = Number(process.env.HOSTILE_RUNS ?? 50)
const SEED = process.env.HOSTILE_SEED === undefined ? undefined : Number(process.env.HOSTILE_SEED)

/** Names handlers read through parseInput (most routes do not declare their schema yet, issue 12 "one route style"). */
const COMMON_FIELDS = [
  'tenantId', 'exhibitionId', 'exhibitionid', 'registerType', 'topRegisterType', 'type', 'languageType', 'orderId', 'id',
  'account', 'code', 'password', 'idNumber', 'grant_type', 'returnUrl', 'qr', 'items', 'data', 'reason', 'ticketIds',
  'ticketId', 'phone', 'token', 'origins', 'questionnaireId', 'answers', 'isDraft', 'userId', 'discountCode', 'giftId',
  'autoApprove', 'state', 'page', 'size', 'privacyMark', 'openid', 'openIdTicket', 'purpose', 'field', 'redirect_uri',
]
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype']
/** A plausible request of exhibition 1020 of tenant 000000: most generated requests start here and break a few fields, so they get past the first checks and the deeper code sees the hostile values. */
const PLAUSIBLE: Record<string, unknown> = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en' }
const PLAUSIBLE_QUERY: Record<string, unknown> = { ...PLAUSIBLE, code: 'country' }
const PLAUSIBLE_BODY: Record<string, unknown> = { ...PLAUSIBLE, isDraft: true, data: {}, answers: {}, items: [], privacyMark: true }
/** Whether a generated request starts from the plausible one (true 5 times in 6). */
const plausibly = fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })

/** The keys of a zod object schema (classic or mini), looking through optional/pipe/default wrappers. */
function schemaKeys(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def
  if (!def || depth > 5) return []
  if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape)
  for (const inner of [def.innerType, def.in, def.schema]) {
    const keys = schemaKeys(inner, depth + 1)
    if (keys.length) return keys
  }
  return []
}

function fieldsOf(route: RouteEntry): string[] {
  const declared = [...schemaKeys(route.schema?.querystring), ...schemaKeys(route.schema?.body)]
  return [...new Set([...declared, ...COMMON_FIELDS])]
}

// --- values ---------------------------------------------------------------------------------------------------

const EDGE_STRINGS = [
  '', ' ', '\u202e\u200b', '\ufeff', '\ud800', '\udfff', '𠜎😀', 'e\u0301', '\u0000', 'a\u0000b', '\r\n', '\t', '\u0007\u001b[2J',
  '\u2028\u2029', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '{{7*7}}', '${7*7}', 'NaN', '-1', '1e309',
  '000000', '1020', 'visitor', 'en', 'true', '[object Object]', '__proto__', 'constructor',
]
const hugeString = fc
  .tuple(fc.constantFrom('x', '𠜎', '\u202e', '0', ' '), fc.constantFrom(1000, 20_000, 70_000))
  .map(([unit, count]) => unit.repeat(count))
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 8 }) },
  { weight: 1, arbitrary: hugeString },
)
const key = fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ unit: 'binary', maxLength: 12 }))
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 0.5),
  fc.boolean(),
  fc.constant(null),
)
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
}))

/** An object as an attacker writes it: own `__proto__` keys included, serialised as literal JSON text. */
class JsonObject {
  constructor(readonly entries: Array<[string, unknown]>) {}
}

/** A plain value as the JsonObject tree toJson writes. */
function toValue(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(toValue)
  if (input && typeof input === 'object') return new JsonObject(Object.entries(input).map(([n, v]) => [n, toValue(v)]))
  return input
}

function toJson(input: unknown): string {
  if (input instanceof JsonObject) return `{${input.entries.map(([name, inner]) => `${JSON.stringify(name)}:${toJson(inner)}`).join(',')}}`
  if (Array.isArray(input)) return `[${input.map(toJson).join(',')}]`
  return JSON.stringify(input) ?? 'null'
}

// --- requests -------------------------------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes (lone surrogates included, as U+FFFD), the way a raw client would. */
function encode(raw: string): string {
  return [...Buffer.from(raw, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('')
}

const RAW_QUERY_VALUES = ['%', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '%00', 'a=b=c', '&&&', '%E2%80%AE']

function queryArbitrary(fields: string[]) {
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: key })
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(name, text).map(([n, v]) => `${encode(n)}=${encode(v.slice(0, 8000))}`) },
    { weight: 1, arbitrary: fc.tuple(name, fc.constantFrom(...RAW_QUERY_VALUES)).map(([n, v]) => `${encode(n)}=${v}`) },
    { weight: 1, arbitrary: fc.tuple(name, fc.constantFrom('[]', '[0]', '[__proto__]', '.__proto__')).map(([n, suffix]) => `${encode(n + suffix)}=1`) },
  )
  return fc.tuple(plausibly, fc.array(pair, { maxLength: 4 })).map(([plausible, pairs]) => {
    const hostile = new Set(pairs.map((entry) => decodeURIComponent(entry.split('=')[0].replace(/%(?![0-9a-f]{2})/gi, '%25'))))
    const base = plausible ? Object.entries(PLAUSIBLE_QUERY).filter(([n]) => !hostile.has(n)).map(([n, v]) => `${n}=${String(v)}`) : []
    return [...base, ...pairs].join('&')
  })
}

function bodyArbitrary(fields: string[]) {
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: key })
  const record = fc.tuple(plausibly, fc.array(fc.tuple(name, value), { maxLength: 4 })).map(([plausible, entries]) => {
    const hostile = new Set(entries.map(([n]) => n))
    const base = plausible ? Object.entries(PLAUSIBLE_BODY).filter(([n]) => !hostile.has(n)) : []
    return toJson(new JsonObject([...base.map(([n, v]) => [n, toValue(v)] as [string, unknown]), ...entries]))
  })
  return fc.oneof(
    { weight: 8, arbitrary: record },
    // Not an object at all, or not JSON.
    { weight: 1, arbitrary: value.map(toJson) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":1}}', '\u0000', 'a=1&__proto__[x]=1') },
  )
}

/** Header values as they can travel: printable Latin-1 and tab (CR, LF and NUL cannot be sent by any client). */
const headerText = fc.oneof(
  fc.constantFrom('', ' ', '000000', '100001', 'Bearer', 'Bearer ', 'bearer x.y.z', 'Basic YTpi', 'null', '__proto__', 'x'.repeat(8000), 'zh-CN;q=abc, en;q=2'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 60 }),
)

/** Mostly the right credentials for the route (a visitor token, or the organiser key under /api/admin/), sometimes the wrong or hostile ones. */
function headersArbitrary(credentials: { token: string; organiserKey: string }, route: RouteEntry) {
  const own = route.url.startsWith('/api/admin/') ? credentials.organiserKey : credentials.token
  const usually = <T,>(plausible: T, hostile: fc.Arbitrary<T | undefined>) =>
    fc.oneof({ weight: 4, arbitrary: fc.constant(plausible) }, { weight: 1, arbitrary: hostile })
  return fc.record(
    {
      authorization: usually(
        `Bearer ${own}`,
        fc.oneof(fc.constant(undefined), fc.constant(`bearer ${credentials.token}`), fc.constant(`Bearer ${credentials.organiserKey}`), fc.constant(`Bearer ${credentials.token}`), headerText),
      ),
      'tenant-id': usually('000000', fc.oneof(fc.constant(undefined), headerText)),
      'idempotency-key': fc.oneof({ weight: 4, arbitrary: fc.uuid().map(String) }, { weight: 1, arbitrary: headerText }),
      'content-type': usually(
        'application/json',
        fc.constantFrom(
          'application/json; charset=utf-8',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          `multipart/form-data; boundary=${'b'.repeat(300)}`,
          'multipart/form-data; boundary=',
          'application/octet-stream',
          '',
          'application/json; charset=utf-16',
        ),
      ),
      'accept-language': headerText,
      origin: fc.oneof(fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:5173'), headerText),
      'x-forwarded-for': headerText,
      'x-admin-key': fc.oneof(fc.constant(credentials.organiserKey), headerText),
      cookie: headerText,
    },
    { requiredKeys: ['authorization', 'tenant-id', 'idempotency-key', 'content-type'] },
  ).map((headers) => Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>)
}

/** Path parameters: plausible or hostile, percent-encoded like everything else on the wire. */
const pathParameter = fc.oneof(fc.constantFrom('1020', 'sandbox', 'pay', 'not-a-uuid', '..%2F..%2Fetc', '%00', '%ZZ', 'x'.repeat(300)), text.map((raw) => encode(raw.slice(0, 300)) || 'x'))

function concrete(url: string, parameter: string): string {
  return url.replace(/:[A-Za-z]+/g, parameter).replace('*', parameter === '' ? 'x' : `x/${parameter}`)
}

let server: TestServer
let token: string
/** A second visitor for the routes that end sessions (logout, logout-all, password changes): they may revoke it. */
let throwaway: string
const ENDS_SESSIONS = /\/(logout|logout-all|update-password|reset-password)$/
let organiserKey: string

beforeAll(async () => {
  server = await createTestServer({ env: { CARD_OCR: 'off' } })
  ;[{ token }, { token: throwaway }] = await createBuyers(server, 2)
  organiserKey = (await createAdminKey(server.database.db, '000000', 'hostile sweep')).key
}, 60_000)
afterAll(() => server.close())

describe('hostile input on every route (fast-check)', () => {
  it('never answers 5xx, and refuses in the envelope', async () => {
    const routes = server.app.routeList
    expect(routes.length).toBeGreaterThan(50)
    let requests = 0
    const failures: string[] = []
    const statuses: Record<string, number> = {}
    const reached = new Set<string>()
    const refusals = new Map<string, number>()
    for (const route of routes.filter((entry) => `${entry.method} ${entry.url}`.includes(process.env.HOSTILE_ROUTE ?? ''))) {
      const fields = fieldsOf(route)
      const credentials = { token: ENDS_SESSIONS.test(route.url) ? throwaway : token, organiserKey }
      const request = fc.record({
        query: queryArbitrary(fields),
        body: bodyArbitrary(fields),
        headers: headersArbitrary(credentials, route),
        parameter: pathParameter,
      })
      const outcome = await fc.check(
        fc.asyncProperty(request, async ({ query, body, headers, parameter }) => {
          requests += 1
          const url = `${concrete(route.url, parameter)}${query ? `?${query}` : ''}`
          const answer = await server.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(route.method === 'GET' ? {} : { payload: body }),
          })
          const statusClass = `${Math.floor(answer.statusCode / 100)}xx`
          statuses[statusClass] = (statuses[statusClass] ?? 0) + 1
          if (answer.statusCode < 300) reached.add(`${route.method} ${route.url}`)
          if (answer.statusCode >= 400) {
            const refusal = `${route.method} ${route.url} ${answer.statusCode} ${answer.body.slice(0, 160)}`
            refusals.set(refusal, (refusals.get(refusal) ?? 0) + 1)
          }
          const where = `${route.method} ${url.slice(0, 300)} ${route.method === 'GET' ? '' : body.slice(0, 300)} → ${answer.statusCode} ${answer.body.slice(0, 200)}`
          const deliberate = DELIBERATE_5XX[`${route.method} ${route.url}`]?.includes(answer.statusCode) ?? false
          if (answer.statusCode >= 500 && !deliberate) throw new Error(`5xx: ${where}`)
          const api = route.url.startsWith('/api/') && !route.url.startsWith('/api/pay/sandbox/cashier')
          if (answer.statusCode >= 400 && api) {
            let envelope: { code?: unknown; success?: unknown; msg?: unknown } | undefined
            try {
              envelope = answer.json()
            } catch {
              envelope = undefined
            }
            const ok = envelope && envelope.success === false && envelope.code === answer.statusCode && typeof envelope.msg === 'string' && envelope.msg !== '' && 'data' in envelope
            if (!ok) throw new Error(`not an envelope: ${where}`)
          }
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          // Shrinking re-sends many requests; the first counterexample with its seed and path is enough to replay.
          endOnFailure: true,
          examples: [
            [{ query: 'tenantId=000000&exhibitionId=1020&__proto__[admin]=1&constructor[prototype][polluted]=1', body: '{"__proto__":{"admin":true,"tenantId":"100001"},"constructor":{"prototype":{"polluted":1}},"exhibitionId":"1020"}', headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000', 'content-type': 'application/json' }, parameter: '1020' }],
          ],
        },
      )
      if (outcome.failed) failures.push(`${String(outcome.errorInstance).slice(0, 400)} (HOSTILE_SEED=${outcome.seed}, path ${outcome.counterexamplePath})`)
    }
    // HOSTILE_STATS=1: how deep the run got (answers per status class, routes that answered 2xx, commonest refusals).
    if (process.env.HOSTILE_STATS) {
      console.log({ requests, statuses, routesAnswering2xx: `${reached.size} of ${routes.length}` })
      console.log('never 2xx:', routes.filter((route) => !reached.has(`${route.method} ${route.url}`)).map((route) => `${route.method} ${route.url}`))
      console.log('commonest refusals:', [...refusals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    }
    expect(failures).toEqual([])
    // Nothing leaked onto Object.prototype.
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    if (!process.env.HOSTILE_ROUTE) {
      expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS)
      // A floor against a sweep that silently stopped at the door (a revoked token, a refused content type).
      expect(reached.size).toBeGreaterThanOrEqual(Math.min(10, routes.length))
    }
  }, 120_000)
})
