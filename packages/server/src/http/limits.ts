import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { AppError } from '../errors'
import { countHit } from './rateLimitStore'

/*
 * Every route that limits its callers takes one of these two as its `config` (the @fastify/rate-limit plugin is
 * registered once in app.ts, and answers 429 in the envelope with Retry-After). Per address limits key on request.ip,
 * which honours TRUST_PROXY only (env.ts); per visitor limits key on the signed-in user.
 */

const PER_VISITOR_WINDOW_MS = 60_000

/** The refusal of a request past its limit, as the plugin's (app.ts) and a route's own count (below) answer it. */
export function tooManyRequests(ttlMs: number): AppError {
  return new AppError(429, 'error.tooManyRequests', { n: Math.max(1, Math.ceil(ttlMs / 1000)) })
}

/**
 * Per signed-in visitor, not per address: a whole venue shares one Wi-Fi address. Runs after the route's requireUser
 * guard (both preValidation, the limit appended last), so it keys on the verified token's subject (the user id), never
 * on the raw Authorization text (whose spelling variants would each get a fresh allowance); and before validation,
 * so refused input counts against the allowance too.
 */
export const perVisitor = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: PER_VISITOR_WINDOW_MS,
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => (request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`),
  },
})

/** Per client address (the gift offer read without login, login and code sending floods). */
export const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })

/**
 * A per-visitor limit a route counts itself, with its first statement, instead of the plugin's hook sending the count
 * alone (issue 13: one round trip fewer for every order). It counts in the same row (`rate_limit_hits`, key as
 * perVisitor's under the database store), with the same upsert (rateLimitStore.ts `countHitSql`), so it is exact
 * across processes whichever store the plugin uses. The route takes `attachValidation: true` and calls
 * `countInvalid` first, so that a request refused by its schema is counted (and refused past the limit) as the
 * plugin's hook, which runs before validation, counted it.
 */
export interface CountedLimit {
  key: string
  windowMs: number
  max: number
}

export function perVisitorCounted(max: number, route: { method: string; url: string }, userId: string): CountedLimit {
  return { key: `${route.method} ${route.url}|user:${userId}`, windowMs: PER_VISITOR_WINDOW_MS, max }
}

/** Refuses (429) a request past its limit: `hit` is the count that included it. */
export function checkCounted(limit: CountedLimit, hit: { current: number; ttl: number }): void {
  if (hit.current > limit.max) throw tooManyRequests(hit.ttl)
}

/** For a route counting its own limit: a request its schema refused is counted alone, then refused as it would be. */
export async function countInvalid(db: Db, limit: CountedLimit, request: FastifyRequest): Promise<void> {
  const invalid = request.validationError
  if (!invalid) return
  checkCounted(limit, await countHit(db, limit.key, limit.windowMs))
  throw invalid
}
