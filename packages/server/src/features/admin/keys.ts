import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { AppContext } from '../../context'
import { type Db } from '../../db'
import { adminKeys } from './tables'
import { AppError } from '../../errors'
import { DEMO_ADMIN_KEY } from './demoKey'

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

/** `fpk_` + tenant + 43 characters of randomness; the tenant in it only helps people tell keys apart. */
export function generateAdminKey(tenantId: string): string {
  return `fpk_${tenantId}_${randomBytes(32).toString('base64url')}`
}

export interface CreatedAdminKey {
  id: string
  tenantId: string
  label: string
  /** Shown once; only its hash is stored. */
  key: string
}

export async function createAdminKey(db: Db, tenantId: string, label: string, key = generateAdminKey(tenantId)): Promise<CreatedAdminKey> {
  const [row] = await db
    .insert(adminKeys)
    .values({ tenantId, label, keyHash: hashAdminKey(key) })
    .onConflictDoNothing()
    .returning({ id: adminKeys.id })
  if (!row) {
    const [existing] = await db.select({ id: adminKeys.id }).from(adminKeys).where(eq(adminKeys.keyHash, hashAdminKey(key)))
    return { id: existing.id, tenantId, label, key }
  }
  return { id: row.id, tenantId, label, key }
}

export async function revokeAdminKey(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminKeys)
    .set({ revokedAt: now })
    .where(and(eq(adminKeys.id, id), isNull(adminKeys.revokedAt)))
    .returning({ id: adminKeys.id })
  return rows.length > 0
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
export function requireAdminKey(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function requireAdminKeyHandler(request) {
    const key = adminKeyOf(request.headers)
    if (!key) throw new AppError(401, 'error.adminKeyRequired')
    // A database that once ran the demo may still hold the demo key; outside demo mode it opens nothing.
    if (!ctx.env.demo && key === DEMO_ADMIN_KEY) throw new AppError(401, 'error.adminKeyInvalid')
    const [row] = await ctx.db
      .select({ tenantId: adminKeys.tenantId })
      .from(adminKeys)
      .where(and(eq(adminKeys.keyHash, hashAdminKey(key)), isNull(adminKeys.revokedAt)))
      .limit(1)
    if (!row) throw new AppError(401, 'error.adminKeyInvalid')
    request.adminTenantId = row.tenantId
  }
}

export function adminTenantOf(request: FastifyRequest): string {
  if (!request.adminTenantId) throw new AppError(401, 'error.adminKeyRequired')
  return request.adminTenantId
}
