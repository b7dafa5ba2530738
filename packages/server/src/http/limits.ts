import type { FastifyRequest } from 'fastify'

/*
 * Rate limits shared by the features (the @fastify/rate-limit plugin is registered once in app.ts). Per address
 * limits key on request.ip, which honours TRUST_PROXY only (env.ts); per visitor limits key on the signed-in user.
 */

/**
 * Per signed-in visitor, not per address: a whole venue shares one Wi-Fi address. Runs as a preHandler after the
 * route's requireUser guard, so it keys on the verified token's subject (the user id), never on the raw
 * Authorization text (whose spelling variants would each get a fresh allowance).
 */
export const perVisitor = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`),
  },
})

/** Per client address (the gift offer read without login, login and code sending floods). */
export const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })
