import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS } from '../../http/accessMatrix'
import { createTestServer, type TestServer } from '../../testing'
import { API_DOCS_POLICY, API_DOCS_PREFIX, OPENAPI_JSON_PATH, isApiCall } from '.'
import { TAGS } from './document'

/*
 * The OpenAPI document is generated from the routes: a route registered without appearing in it fails here, and
 * the document must be valid OpenAPI 3.1 for integrators' generators to read it.
 */

interface Operation {
  security?: Array<Record<string, string[]>>
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }>
  parameters?: Array<{ in: string; name: string }>
  requestBody?: unknown
}
type JsonSchema = { description?: string; type?: string; properties?: object; items?: object; anyOf?: object[] }
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> }

/** The service prefixes of spec §7 (the document's tags); admin, pay, health and dev are ours. */
const SPEC_SERVICES = new Set(['blade-auth', 'blade-user', 'blade-resource', 'blade-system', 'ef-registration-config-client', 'ef-registration-data-client', 'ef-registration-client', 'ef-exhibitor-self-service', 'ef-connect-client'])
/**
 * Besides spec §7, the organiser API (integrators script against it) and the demo's dev calls (the browser tests and
 * testers script against them): their replies are described as fully.
 */
const DESCRIBED_SERVICES = new Set([...SPEC_SERVICES, 'admin', 'dev'])
/** http/schemas.ts writes this for okReply() without a schema. */
const UNDESCRIBED = "The call's answer; its TypeScript type is in @fairpass/core/contract."
/** Described calls whose answer carries no data (`data: null`): described as null, listed here so each is a choice. */
const NULL_DATA: string[] = []
/** Described calls (spec §7 and organiser) still answering an undescribed `data` (to describe, then remove from here). */
const NOT_YET_DESCRIBED: string[] = []

let server: TestServer
let document: Document

/** Fastify's `/a/:id` as the document writes it, `/a/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

beforeAll(async () => {
  server = await createTestServer()
  const response = await server.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  document = response.json()
}, 60_000)
afterAll(() => server.close())

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('has every API route that is registered, and no other', () => {
    const apiRoutes = server.app.routeList.filter((route) => isApiCall(route.url))
    expect(apiRoutes.length).toBeGreaterThan(200)
    const missing = apiRoutes.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).map((route) => `${route.method} ${route.url}`)
    expect(missing, 'routes missing from the document').toEqual([])
    const registered = new Set(apiRoutes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`))
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
    expect(documented.filter((entry) => !registered.has(entry)), 'operations without a route').toEqual([])
  })

  it('marks who may call each operation with its security scheme', () => {
    for (const route of server.app.routeList.filter((entry) => isApiCall(entry.url))) {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!
      const access = ACCESS[`${route.method} ${route.url}`]
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))
      const name = `${route.method} ${route.url}`
      if (access === 'organiser' || access === 'gate') expect(schemes, name).toEqual(['organiserKey'])
      else if (access === 'public' || access === 'capability' || access === 'provider' || access === 'demo') expect(schemes, name).toEqual([])
      else expect(schemes, name).toEqual(['visitorBearer'])
    }
    expect(Object.keys(document.components.securitySchemes!)).toEqual(['visitorBearer', 'organiserKey'])
    // The organiser API is in the document, with its key.
    expect(document.paths['/api/admin/exhibitions/{exhibitionId}/orders']!.get!.security).toEqual([{ organiserKey: [] }])
  })

  it('describes requests, the envelope and the refusal of the calls of spec §7', () => {
    const placeOrder = document.paths['/api/ef-registration-client/order/placeOrderByIdList']!.post!
    expect(placeOrder.requestBody).toBeDefined()
    expect(placeOrder.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }))
    const functionConfig = document.paths['/api/ef-registration-config-client/reg_config/registerConfig/functionConfig']!.get!
    expect(functionConfig.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['exhibitionId', 'registerType']))
    for (const operation of [placeOrder, functionConfig, document.paths['/api/blade-auth/oauth/token']!.post!]) {
      const envelope = operation.responses['200']!.content!['application/json']!.schema
      expect(envelope.required).toEqual(['code', 'success', 'msg', 'data'])
      expect(operation.responses['4XX']).toEqual({ $ref: '#/components/responses/Refusal' })
    }
    expect(document.components.schemas!.Refusal).toMatchObject({ required: ['code', 'success', 'msg', 'data'] })
    // A reply described in full: the token answer of spec §7.
    const token = document.paths['/api/blade-auth/oauth/token']!.post!.responses['200']!.content!['application/json']!.schema
    expect(Object.keys((token.properties!.data as { properties: object }).properties)).toEqual(
      expect.arrayContaining(['access_token', 'user_id', 'dept_id', 'user_name']),
    )
  })

  it("describes the data of every spec §7, organiser and dev call's 200 reply", () => {
    const undescribed: string[] = []
    const nullData: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const tags = (operation as { tags?: string[] }).tags ?? []
        if (!tags.some((tag) => DESCRIBED_SERVICES.has(tag))) continue
        const data = operation.responses['200']?.content?.['application/json']?.schema.properties?.data as JsonSchema | undefined
        if (!data) continue // not the envelope: a file, a page, a redirect (http/routeStyle.test.ts names them)
        const call = `${method.toUpperCase()} ${path}`
        if (data.description === UNDESCRIBED && !data.type && !data.properties && !data.items && !data.anyOf) undescribed.push(call)
        else if (data.type === 'null') nullData.push(call)
      }
    }
    expect(undescribed, 'spec §7, organiser and dev calls whose reply passes no zod schema to okReply').toEqual(NOT_YET_DESCRIBED)
    // The organiser API is in the check (not only spec §7): one of its replies, described in full.
    const orders = document.paths['/api/admin/exhibitions/{exhibitionId}/orders']!.get!.responses['200']!.content!['application/json']!.schema
    expect(Object.keys((orders.properties!.data as { properties: object }).properties)).toEqual(['quotas', 'orders', 'latePayments'])
    // So are the dev calls (the test server runs in demo mode, so they are in the document): the outbox, in full.
    const outbox = document.paths['/api/dev/outbox']!.get!.responses['200']!.content!['application/json']!.schema
    const message = (outbox.properties!.data as { items: { properties: object } }).items
    expect(Object.keys(message.properties)).toEqual(['to', 'channel', 'subject', 'body', 'code', 'attachments', 'sentAt'])
    expect(nullData.sort(), 'calls that answer data: null (described as such)').toEqual([...NULL_DATA].sort())
  })

  it('has no component that no operation, webhook or response reaches', () => {
    const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!)
    const { schemas, ...otherComponents } = document.components
    // A component counts once something outside the components refers to it, or a component that counts does:
    // a self-referring schema (DictNode's children) refers to itself whether used or not.
    const reached = new Set(refsIn({ ...document, components: otherComponents }))
    for (const name of reached) for (const inner of refsIn(schemas![name])) reached.add(inner)
    expect(reached).toContain('DictNode')
    expect(Object.keys(schemas!).filter((name) => !reached.has(name)), 'components nothing reaches').toEqual([])
  })

  it('puts every operation in a described section', () => {
    const described = new Set(TAGS.map((tag) => tag.name))
    const tags = Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []))
    expect([...new Set(tags)].filter((tag) => !described.has(tag)), 'service prefixes without a section in features/api-docs TAGS').toEqual([])
  })
})

describe('the API page', () => {
  it('serves Swagger UI from this server under its own policy', async () => {
    const page = await server.app.inject({ method: 'GET', url: API_DOCS_PREFIX })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toBe(API_DOCS_POLICY)
    // Every asset the page names is ours (no CDN), and each one is there.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    expect(assets.length).toBeGreaterThan(3)
    for (const asset of assets) {
      expect(asset, asset).toMatch(new RegExp(`^${API_DOCS_PREFIX}/static/`))
      expect((await server.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200)
    }
    // The page loads the same document.
    const json = await server.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })
    expect(json.json()).toEqual(document)
  })

  it('leaves the API answers without the page policy', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.headers['content-security-policy']).toBeUndefined()
  })
})

describe('the typed client', () => {
  it('generates types that compile and type the calls', async () => {
    const ts = (await import('typescript')).default
    const { apiTypes } = await import('./types')
    const folder = mkdtempSync(join(tmpdir(), 'fairpass-api-types-'))
    try {
      writeFileSync(join(folder, 'fairpass-api.d.ts'), await apiTypes(document))
      // What an integrator writes: the body of placeOrder and the answer of the ticket types, typed by the document.
      writeFileSync(
        join(folder, 'usage.ts'),
        [
          "import type { paths } from './fairpass-api'",
          "type PlaceOrder = paths['/api/ef-registration-client/order/placeOrderByIdList']['post']",
          "export const body: PlaceOrder['requestBody']['content']['application/json'] = { exhibitionId: '1020', items: [{ ticketTypeId: '00000000-0000-0000-0000-000000000000', quantity: 1 }] }",
          "type Answer = paths['/api/ef-registration-client/ticketType/list']['get']['responses'][200]['content']['application/json']",
          "export const success: Answer['success'] = true",
          "// @ts-expect-error quantity is a number",
          "export const wrong: PlaceOrder['requestBody']['content']['application/json'] = { exhibitionId: '1020', items: [{ ticketTypeId: 'x', quantity: 'one' }] }",
        ].join('\n'),
      )
      const program = ts.createProgram([join(folder, 'usage.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: false, types: [] })
      const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      expect(diagnostics).toEqual([])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)
})
