import type { FastifyRequest, FastifySerializerCompiler } from 'fastify'
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
 * The 200 reply: the envelope, its `data` typed by the contract at compile time and passed through untouched at run
 * time (a reply schema that stripped or re-checked `data` would cost every answer and could drop a field a client
 * reads). `data`, when given, describes the answer in the OpenAPI document (features/api-docs) and must agree with
 * the contract's type; it is never run on an answer (envelopeSerializerCompiler), so it costs nothing per call.
 */
export function okReply<T = unknown>(data?: z.core.$ZodType<T>) {
  const envelope = z
    .object({ code: z.number(), success: z.boolean(), msg: z.string(), data: data ?? z.custom<T>().describe(UNDESCRIBED_DATA) })
    .describe('Done: the envelope with code 200, success true and the answer in data.')
  envelopeReplies.add(envelope)
  return { 200: envelope }
}

/** The reply schemas okReply made: their answers are serialised by envelopeSerializer. */
const envelopeReplies = new WeakSet<object>()

/**
 * The route's reply serialiser: for okReply's envelope, a check of its three fields and JSON.stringify (zod's
 * serialiser would copy the whole answer through the schema first, on every answer of every call); any other reply
 * schema, and an envelope that fails the check, goes through `fallback` (fastify-type-provider-zod's), which refuses
 * it as before.
 */
export function envelopeSerializerCompiler<S>(fallback: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    const checked = fallback(route)
    if (!envelopeReplies.has(route.schema as object)) return checked
    return (data) => {
      const reply = data as { code?: unknown; success?: unknown; msg?: unknown } | null
      if (reply === null || typeof reply !== 'object' || typeof reply.code !== 'number' || typeof reply.success !== 'boolean' || typeof reply.msg !== 'string') return checked(data)
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
