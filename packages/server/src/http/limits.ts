import type { FastifyRequest } from 'fastify'

/*
 * Every route that limits its callers takes one of these two as its `config` (the @fastify/rate-limit plugin is
 * registered once in app.ts, and answers 429 in the envelope with Retry-After). Per address limits key on request.ip,
 * which honours TRUST_PROXY only (env.ts); per visitor limits key on the signed-in user.
 */

/**
 * Per signed-in visitor, not per address: a whole venue shares one Wi-Fi address. Runs after the route's requireUser
 * guard (both preValidation, the limit appended last), so it keys on the verified token's subject (the user id), never
 * on the raw Authorization text (whose spelling variants would each get a fresh allowance); and before validation,
 * so refused input counts against the allowance too.
 */
export const perVisitor = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => (request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`),
  },
})

/** Per client address (the gift offer read without login, login and code sending floods). */
export const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })
