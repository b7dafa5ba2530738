import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { type Db } from '../../db'
import { adminKeys } from './tables'
import { hashAdminKey } from '../../http'
import { DEMO_ADMIN_KEY } from './demoKey'

/* Organiser keys: made and revoked here (CLI, seed); checked by the guard of http/organiser.ts. */

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

/** Outside demo mode the demo key (which a database that once ran the demo may still hold) opens nothing. */
export function organiserKeyUsable(ctx: Pick<AppContext, 'env'>, key: string): boolean {
  return ctx.env.demo || key !== DEMO_ADMIN_KEY
}

/** The organiser guard's lookup (http/organiser.ts): the tenant of a usable, unrevoked key. */
export async function organiserKeyTenant(ctx: Pick<AppContext, 'env' | 'db'>, key: string): Promise<string | undefined> {
  if (!organiserKeyUsable(ctx, key)) return undefined
  const [row] = await ctx.db
    .select({ tenantId: adminKeys.tenantId })
    .from(adminKeys)
    .where(and(eq(adminKeys.keyHash, hashAdminKey(key)), isNull(adminKeys.revokedAt)))
    .limit(1)
  return row?.tenantId
}
