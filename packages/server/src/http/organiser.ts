import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { AppError } from '../errors'
import type { Guard } from './auth'

/* The organiser guard: the admin API and the gates (wallet verify) call with a tenant's API key. */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdminKey: the tenant the organiser key belongs to. */
    adminTenantId?: string
  }
}

/*
 * A plain SHA-256, not the secrets' HMAC: keys are 256 random bits (nothing to guess), and they must stay valid
 * when JWT_SECRET changes (demo mode draws a new one on every start).
 */
export function hashAdminKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

/** The key of `Authorization: Bearer <key>` or `X-Admin-Key: <key>`. */
export function adminKeyOf(headers: Record<string, unknown>): string | undefined {
  const explicit = headers['x-admin-key']
  if (typeof explicit === 'string' && explicit.trim()) return explicit.trim()
  const authorization = headers.authorization
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    if (match) return match[1]
  }
  return undefined
}

/** Guards the admin API: a known, unrevoked key (401 otherwise); the tenant check is per exhibition. */
// The context stays in the signature the features call; the key lookup comes through app.credentialChecks.
export function requireAdminKey(_ctx: AppContext): Guard {
  return async function requireAdminKeyHandler(request) {
    const key = adminKeyOf(request.headers)
    if (!key) throw new AppError(401, 'error.adminKeyRequired')
    const tenantId = await request.server.credentialChecks.organiserKeyTenant(key)
    if (!tenantId) throw new AppError(401, 'error.adminKeyInvalid')
    request.adminTenantId = tenantId
  }
}

export function adminTenantOf(request: FastifyRequest): string {
  if (!request.adminTenantId) throw new AppError(401, 'error.adminKeyRequired')
  return request.adminTenantId
}
