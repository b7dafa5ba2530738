import { hash } from '@node-rs/argon2'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { type UserRow, users } from './tables'

/*
 * Accounts another person opens and manages (a group leader's subordinates, features/subordinates): an account name
 * and a password, no phone or e-mail of the users table (so the name never collides with a code sign-up). The password
 * is hashed as every other (argon2); the hash never leaves this feature.
 */

type Queryable = Pick<Db, 'insert' | 'update'>

/** A new account with a password; undefined when the tenant already has the account name (the unique index decides). */
export async function createPasswordAccount(
  db: Queryable,
  input: { tenantId: string; account: string; password: string; name: string; now: Date },
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ tenantId: input.tenantId, account: input.account, passwordHash: await hash(input.password), name: input.name, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning()
  return created
}

/**
 * Opens or closes an account for sign-in ('active' | 'restricted'). Closing also raises the token version, so every
 * session of the account ends at once (401), not only its next sign-in.
 */
export async function setAccountStatus(ctx: Pick<AppContext, 'db' | 'changes' | 'clock'>, user: { id: string; tenantId: string }, status: 'active' | 'restricted'): Promise<void> {
  await ctx.db
    .update(users)
    .set({ status, ...(status === 'restricted' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}), updatedAt: new Date(ctx.clock.now()) })
    .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)))
  ctx.changes.forget('users', user.id)
}
