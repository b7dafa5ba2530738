import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { loginFailures } from './tables'
import { AppError } from '../../errors'
import { normaliseAccount, normaliseIdNumber } from './accounts'

/*
 * Per-account limits of password and ID-card login (issue 12 hole 1). Kept per identifier as typed (normalised),
 * whether or not an account has it, so a lock tells nobody which accounts exist. Code login stays open to the owner
 * of the phone or mailbox while a password is locked.
 */

export const FAILURES_PER_LOCK = 5
export const FIRST_LOCK_MINUTES = 5
export const LONGEST_LOCK_MINUTES = 24 * 60
/** Failures older than this no longer count towards a lock. */
export const FAILURE_WINDOW_MS = 60 * 60_000
/** A day without failures: the next lock starts at the first length again, and the row may go. */
const FORGET_AFTER_MS = 24 * 60 * 60_000

/** 5, 10, 20, 40 … minutes, at most a day: the n-th lock (1-based). */
export function lockMinutes(lockouts: number): number {
  return Math.min(LONGEST_LOCK_MINUTES, FIRST_LOCK_MINUTES * 2 ** Math.max(0, lockouts - 1))
}

export type LoginSubject = { tenantId: string; subject: string }

/** Normalised as the account look-up normalises it: every spelling of one account shares one count. */
export function accountSubject(tenantId: string, account: string): LoginSubject {
  return { tenantId, subject: `account:${normaliseAccount(account).account}` }
}

export function idNumberSubject(tenantId: string, idNumber: string): LoginSubject {
  return { tenantId, subject: `idNumber:${normaliseIdNumber(idNumber)}` }
}

function locked(until: Date, now: number): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now) / 1000))
  return new AppError(429, 'error.loginLocked', { n: Math.ceil(seconds / 60), retryAfter: seconds })
}

/** Refuses (429, "try again in N minutes") while the identifier is locked; checked before the password is. */
export async function assertNotLocked(ctx: AppContext, who: LoginSubject): Promise<void> {
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, who.tenantId), eq(loginFailures.subject, who.subject)))
    .limit(1)
  if (row?.lockedUntil && row.lockedUntil.getTime() > now) throw locked(row.lockedUntil, now)
}

/**
 * Counts a failure in one statement (concurrent guesses cannot lose a count); the failure that completes a series
 * locks the identifier and is answered with the lock.
 */
export async function recordFailure(ctx: AppContext, who: LoginSubject): Promise<AppError | null> {
  const now = ctx.clock.now()
  const at = new Date(now).toISOString()
  const windowStart = new Date(now - FAILURE_WINDOW_MS).toISOString()
  const forgetBefore = new Date(now - FORGET_AFTER_MS).toISOString()
  const result = await ctx.db.execute(sql`
    INSERT INTO login_failures (tenant_id, subject, failures, lockouts, locked_until, updated_at)
    VALUES (${who.tenantId}, ${who.subject}, 1, 0, NULL, ${at}::timestamptz)
    ON CONFLICT (tenant_id, subject) DO UPDATE SET
      failures = CASE WHEN login_failures.updated_at < ${windowStart}::timestamptz THEN 1 ELSE login_failures.failures + 1 END,
      lockouts = CASE WHEN login_failures.updated_at < ${forgetBefore}::timestamptz THEN 0 ELSE login_failures.lockouts END,
      updated_at = EXCLUDED.updated_at
    RETURNING failures, lockouts`)
  const [row] = (result as unknown as { rows: Array<{ failures: number; lockouts: number }> }).rows
  if (row.failures === 1) {
    // A new series: a good moment to drop a few rows nobody has failed on for a day (unknown identifiers pile up).
    await ctx.db.execute(sql`
      DELETE FROM login_failures WHERE ctid IN (
        SELECT ctid FROM login_failures
        WHERE updated_at < ${forgetBefore}::timestamptz AND (locked_until IS NULL OR locked_until < ${at}::timestamptz) LIMIT 100)`)
  }
  if (row.failures < FAILURES_PER_LOCK) return null
  const lockouts = row.lockouts + 1
  const until = new Date(now + lockMinutes(lockouts) * 60_000)
  await ctx.db
    .update(loginFailures)
    .set({ failures: 0, lockouts, lockedUntil: until, updatedAt: new Date(now) })
    .where(and(eq(loginFailures.tenantId, who.tenantId), eq(loginFailures.subject, who.subject)))
  return locked(until, now)
}

/** A successful login forgets the identifier's failures and locks. */
export async function clearFailures(ctx: AppContext, who: LoginSubject): Promise<void> {
  await ctx.db.delete(loginFailures).where(and(eq(loginFailures.tenantId, who.tenantId), eq(loginFailures.subject, who.subject)))
}
