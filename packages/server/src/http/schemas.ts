import type { FastifyRequest, FastifySerializerCompiler } from 'fastify'
import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { idSchema } from '@fairpass/core/validation'
import { validationError } from '../errors'
import { tenantIdOf } from '../tenancy'

/*
 * Building blocks of route schemas (docs/architecture.md "one route style"): every route declares its params,
 * querystring, body and headers with the shared schemas of @fairpass/core/validation, and its 200 reply as the
 * envelope; Fastify validates before the handler runs (a refusal is the contract's 400 with data.fieldErrors).
 */

/**
 * The shared schema with `tenantId` optional: the tenant also arrives as the Tenant-Id header (which wins,
 * tenancy/tenantIdOf), so a request may leave it out of the query or body. Read it with requiredTenantId.
 */
export function tenantOptional<S extends zm.ZodMiniObject>(schema: S) {
  return zm.extend(schema, { tenantId: zm.optional(idSchema) })
}

/** The request's tenant (Tenant-Id header, else the params, query or body), checked like any field: 400 on tenantId. */
export function requiredTenantId(request: FastifyRequest): string {
  const result = idSchema.safeParse(tenantIdOf(request))
  if (result.success) return result.data
  throw validationError({ issues: result.error.issues.map((issue) => ({ ...issue, path: ['tenantId'] })) }, request.language)
}

/** The request's tenant if it names one (checked as requiredTenantId does), else undefined. */
export function namedTenantId(request: FastifyRequest): string | undefined {
  return tenantIdOf(request) === undefined ? undefined : requiredTenantId(request)
}

/** A body schema for calls whose fields are all optional or explained by refinements: no body reads as `{}`. */
export function bodyOrEmpty<S extends z.core.$ZodType>(schema: S) {
  return z.preprocess((value) => value ?? {}, schema)
}

const UNDESCRIBED_DATA = "The call's answer; its TypeScript type is in @fairpass/core/contract."

/**
 * The 200 reply: the envelope, its `data` described by the contract's zod schema (`@fairpass/core/contract/schemas`,
 * whose z.infer is the contract's type), so the OpenAPI document (features/api-docs) shows the answer in full. A
 * reply schema that stripped or re-checked `data` in production would cost every answer and could drop a field a
 * client reads, so production only serialises (envelopeSerializerCompiler); under test the answer is checked.
 * `okReply()` without a schema leaves `data` undescribed (the api-docs test refuses that for spec §7 calls).
 */
export function okReply<T = unknown>(data?: z.core.$ZodType<T>) {
  const envelope = z
    .object({ code: z.number(), success: z.boolean(), msg: z.string(), data: data ?? z.custom<T>().describe(UNDESCRIBED_DATA) })
    .describe('Done: the envelope with code 200, success true and the answer in data.')
  envelopeReplies.set(envelope, data)
  return { 200: envelope }
}

/** The reply schemas okReply made, with the schema of their `data` if described: envelopeSerializer writes them. */
const envelopeReplies = new WeakMap<object, z.core.$ZodType | undefined>()

/**
 * Whether answers are checked against their `data` schema. Only the server test suite (vitest sets NODE_ENV to
 * 'test'): a described reply that the handler does not keep is a lie in the API document, so the test that provokes
 * it fails. Read once per route at start, so production pays nothing per answer.
 */
const checkReplies = process.env.NODE_ENV === 'test'

/** The reply as JSON puts it on the wire (Dates as strings, no undefined): what the schema describes. */
function wireForm(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value))
}

/**
 * Throws unless `data` is what `schema` describes, exactly: a field the schema lacks counts too (zod would strip it
 * silently), so an undocumented field is caught as well as a wrong type.
 */
export function assertReplyData(schema: z.core.$ZodType, data: unknown, route: string): void {
  const sent = wireForm(data)
  const result = z.safeParse(schema, sent)
  if (!result.success) throw new Error(`The answer of ${route} does not match its okReply schema: ${z.prettifyError(result.error)}\n${JSON.stringify(sent).slice(0, 2000)}`)
  const described = wireForm(result.data)
  if (!isDeepStrictEqual(described, sent)) {
    const extra = undescribedPaths(sent, described, '')
    throw new Error(`The answer of ${route} has fields its okReply schema does not describe: ${extra.join(', ') || '(a changed value)'}`)
  }
}

/** Paths present in `sent` but not in `described` (what zod's parse dropped). */
function undescribedPaths(sent: unknown, described: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(described)) return sent.flatMap((item, index) => undescribedPaths(item, described[index], `${at}[${index}]`))
  if (sent === null || typeof sent !== 'object' || described === null || typeof described !== 'object') return []
  return Object.entries(sent).flatMap(([key, value]) =>
    key in described ? undescribedPaths(value, (described as Record<string, unknown>)[key], `${at}.${key}`) : [`data${at}.${key}`],
  )
}

/**
 * The route's reply serialiser: for okReply's envelope, a check of its three fields and JSON.stringify (zod's
 * serialiser would copy the whole answer through the schema first, on every answer of every call); any other reply
 * schema, and an envelope that fails the check, goes through `fallback` (fastify-type-provider-zod's), which refuses
 * it as before. Under test, a described `data` is also checked (assertReplyData).
 */
export function envelopeSerializerCompiler<S>(fallback: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    const checked = fallback(route)
    if (!envelopeReplies.has(route.schema as object)) return checked
    const dataSchema = checkReplies ? envelopeReplies.get(route.schema as object) : undefined
    const name = `${route.method} ${route.url}`
    return (data) => {
      const reply = data as { code?: unknown; success?: unknown; msg?: unknown; data?: unknown } | null
      if (reply === null || typeof reply !== 'object' || typeof reply.code !== 'number' || typeof reply.success !== 'boolean' || typeof reply.msg !== 'string') return checked(data)
      if (dataSchema && reply.success) assertReplyData(dataSchema, reply.data, name)
      return JSON.stringify(data)
    }
  }
}

/**
 * Headers are validated as a whole object that replaces request.headers: a loose object keeps the ones not named
 * (Authorization, Tenant-Id) for the guards.
 */
export function headersWith<S extends zm.core.$ZodLooseShape>(shape: S) {
  return zm.looseObject(shape)
}
