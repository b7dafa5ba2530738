import type { SwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { Access } from '../../http/accessMatrix'
import { openApiWebhooks } from '../webhooks'

/*
 * The OpenAPI 3.1 document is generated from the routes as registered: fastify-type-provider-zod turns each route's
 * zod schemas into JSON Schema, and the functions here add what the schemas do not say: who may call (from the
 * authorisation matrix, the same table its tests enforce), the refusal envelope and a tag per service prefix.
 */

/** Where the document and its page are served. */
export const API_DOCS_PREFIX = '/api/docs'
export const OPENAPI_JSON_PATH = `${API_DOCS_PREFIX}/openapi.json`

/** The routes the document describes: the API, without this page's own routes (the app's pages and files are not calls). */
export function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && url !== API_DOCS_PREFIX && !url.startsWith(`${API_DOCS_PREFIX}/`)
}

export const VISITOR_SCHEME = 'visitorBearer'
export const ORGANISER_SCHEME = 'organiserKey'

/** What `Access` asks of a caller, in the document's words (the text shown under each operation). */
const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone may call.',
  visitor: "A signed-in visitor of the request's tenant (bearer token).",
  organiser: "An organiser key of the exhibition's tenant.",
  gate: "An organiser key of the exhibition's tenant, used at the gate.",
  provider: "The payment provider's signed callback; the signature is checked, no key.",
  capability: 'The unguessable id in the request is the right to read it; no sign-in.',
  demo: 'Demo mode only (FAIRPASS_DEMO=1); absent from a production server.',
  exhibitor: "A member (admin or staff) of a company taking part in the request's exhibition (bearer token).",
  exhibitorAdmin: "The admin of a company taking part in the request's exhibition (bearer token).",
  groupLeader: "The leader of a visiting group at the request's exhibition, acting on their own group (bearer token).",
  inviter: "A visitor with a complete registration at the request's exhibition, acting on their own invitation (bearer token).",
  leadUser: "An exhibitor account of a company with a paid customer-lead membership, authorised under it (bearer token).",
}

/** The security requirement of an operation; `[]` says outright that it takes no credential. */
export function securityFor(access: Access | undefined): Array<Record<string, string[]>> {
  switch (access) {
    case 'organiser':
    case 'gate':
      return [{ [ORGANISER_SCHEME]: [] }]
    case 'visitor':
    case 'exhibitor':
    case 'exhibitorAdmin':
    case 'groupLeader':
    case 'inviter':
    case 'leadUser':
      return [{ [VISITOR_SCHEME]: [] }]
    default:
      return []
  }
}

export function accessText(access: Access | undefined): string {
  return access ? ACCESS_TEXT[access] : 'Not in the authorisation matrix.'
}

/** The tag of a path: its service prefix (`/api/ef-registration-client/…` → `ef-registration-client`). */
export function tagOf(url: string): string {
  const [, api, service] = url.split('/')
  return api === 'api' && service ? service : 'other'
}

/** The service prefixes in the order of spec §7, each with what it holds (the page's sections). */
export const TAGS = [
  { name: 'webhooks', description: 'What FairPass POSTs to an organiser\'s endpoints (docs/webhooks.md): signed as Standard Webhooks, retried for 24 h.' },
  { name: 'blade-auth', description: 'Sign-in: the token (code, password, id card, open id and account grants), verification codes, sign-out.' },
  { name: 'blade-user', description: 'Passwords: update and reset.' },
  { name: 'blade-resource', description: 'System time, file upload and download, the messaging app\'s JS-SDK signature.' },
  { name: 'blade-system', description: 'Dictionaries (query code).' },
  { name: 'ef-registration-config-client', description: 'Configuration: page and function configuration, forms, user centre, questionnaires, static pages, the programme.' },
  { name: 'ef-registration-data-client', description: 'A visitor\'s registration data: register types, profile, questionnaire answers, invitation records, register logs.' },
  { name: 'ef-registration-client', description: 'Registration client: tickets and orders, payment, refunds, the wallet, invoices, conference sessions, groups, relations, invitations.' },
  { name: 'ef-exhibitor-self-service', description: 'Exhibitor self-service: company, booth, catalogue, products, staff, services, documents, visa letters.' },
  { name: 'ef-connect-client', description: 'The customer tool: leads captured by exhibitors, labels, surveys, export, the membership and its staff permissions.' },
  { name: 'admin', description: 'The organiser API (organiser key): registrations to review, orders, exhibitors, origins, exports.' },
  { name: 'pay', description: 'The payment provider\'s signed callbacks and the sandbox cashier.' },
  { name: 'health', description: 'Liveness, including the database.' },
  { name: 'dev', description: 'Demo mode only: the outbox of sent codes, simulated open-id consent, demo tools.' },
]

/** The refusal every call may answer: the same envelope with success false and the message in the caller's language. */
export const REFUSAL_SCHEMA = {
  type: 'object',
  required: ['code', 'success', 'msg', 'data'],
  properties: {
    code: { type: 'integer', description: 'The HTTP status again (400, 401, 403, 404, 409, 413, 429, …).' },
    success: { const: false },
    msg: { type: 'string', description: "What went wrong, in the caller's language (Accept-Language or languageType)." },
    data: {
      description: 'null, or for a 400 on input the fields that failed: `{ fieldErrors: { <field>: <message> } }`.',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { fieldErrors: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      ],
    },
  },
} as const

export interface DocumentOptions {
  /** Method and Fastify path (`GET /api/x/:id`) → who may call it. */
  access: Readonly<Record<string, Access>>
  version: string
}

export function swaggerOptions(options: DocumentOptions): SwaggerOptions {
  const zodTransform = createJsonSchemaTransform({ skipList: [] })
  const zodComponents = createJsonSchemaTransformObject({})
  const transform: SwaggerTransform = (input) => {
    const { schema, url, route } = input
    if (!isApiCall(url)) return { schema: { ...schema, hide: true }, url }
    const transformed = zodTransform(input as Parameters<typeof zodTransform>[0]) as { schema: Record<string, unknown>; url: string }
    const method = [route.method].flat()[0] ?? 'GET'
    const access = options.access[`${method} ${url}`]
    const out = transformed.schema ?? {}
    out.tags = [tagOf(url)]
    out.security = securityFor(access)
    out.description = [typeof out.description === 'string' ? out.description : '', `Who may call: ${accessText(access)}`].filter(Boolean).join('\n\n')
    if (access) out['x-fairpass-access'] = access
    return { schema: out, url: transformed.url }
  }
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FairPass API',
        version: options.version,
        description: [
          'The calls of the FairPass server (spec §7), generated from the zod schemas the server validates with.',
          'Every JSON answer is the envelope `{ code, success, msg, data }`: `success` true with `code` 200 carries the',
          "call's answer in `data`; a refusal has the HTTP status as `code`, `success` false and `msg` in the caller's",
          'language (Accept-Language, or the languageType field). Most calls name the tenant by the `Tenant-Id` header',
          '(or a tenantId field) and the exhibition by `exhibitionId`.',
        ].join(' '),
      },
      tags: TAGS,
      // The events sent to organisers' endpoints (OpenAPI 3.1), beside the calls that manage the endpoints.
      // Plain JSON Schema objects; the validator in apiDocs.test.ts checks them against OpenAPI 3.1, not the types.
      webhooks: openApiWebhooks() as never,
      components: {
        securitySchemes: {
          [VISITOR_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A visitor\'s access token from POST /api/blade-auth/oauth/token (`access_token`). Sent as `Authorization: Bearer <token>`; the Blade-style `Blade-Auth: bearer <token>` is accepted too.',
          },
          [ORGANISER_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Admin-Key',
            description: 'An organiser key of the tenant (`npm run admin -- create-key --tenant <id>`); `Authorization: Bearer <key>` is accepted too.',
          },
        },
        schemas: { Refusal: REFUSAL_SCHEMA as unknown as Record<string, unknown> },
        responses: {
          Refusal: {
            description: 'Refused: the envelope with success false; nothing was changed.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
          },
        },
      },
    },
    transform,
    // Schemas registered with an id (zod `.meta({ id })`) become components; then every operation gets its refusals.
    transformObject: (document) => withoutUnreachedSchemas(withRefusals(zodComponents(document) as OpenApiDocument)) as ReturnType<SwaggerTransformObject>,
  }
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> } | unknown>>
  [key: string]: unknown
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'])

/** Every operation may be refused: its 4XX and 5XX answers are the refusal envelope. */
export function withRefusals<D extends OpenApiDocument>(document: D): D {
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof operation !== 'object' || operation === null) continue
      const responses = ((operation as { responses?: Record<string, unknown> }).responses ??= {})
      responses['4XX'] ??= { $ref: '#/components/responses/Refusal' }
      responses['5XX'] ??= { $ref: '#/components/responses/Refusal' }
    }
  }
  return document
}

const SCHEMA_REF = /"\$ref":"#\/components\/schemas\/([^"]+)"/g

function schemaRefsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(SCHEMA_REF)].map((match) => match[1]!)
}

/**
 * Drops the schema components nothing reaches. The zod provider writes every schema of zod's global registry twice,
 * as the input (`<id>Input`) and the output form, whether a route uses that form or not: DictNode is only ever an
 * answer, so `DictNodeInput` was written beside it, unused (its own children referring to it kept it looking used).
 * Reached means referred to from outside `components.schemas` (operations, webhooks, shared responses), or from a
 * component that is reached.
 */
export function withoutUnreachedSchemas<D extends OpenApiDocument>(document: D): D {
  const components = document.components as { schemas?: Record<string, unknown> } | undefined
  const schemas = components?.schemas
  if (!schemas) return document
  const reached = new Set(schemaRefsIn({ ...document, components: { ...components, schemas: undefined } }))
  for (const name of reached) for (const inner of schemaRefsIn(schemas[name])) reached.add(inner)
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)))
  return document
}
