import { randomInt } from 'node:crypto'
import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, min, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { verificationCodes } from './tables'
import { AppError } from '../../errors'
import type { Channel } from '../../notifier'

export const CODE_TTL_SECONDS = 5 * 60
export const RESEND_AFTER_SECONDS = 60
export const MAX_CODES_PER_HOUR = 10
/** Per phone number or e-mail address over every tenant, channel and purpose: bounds SMS/e-mail bombing of one person. */
export const MAX_CODES_PER_DAY = 20
const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
export const MAX_WRONG_ATTEMPTS = 5

export { CODE_PURPOSES, type CodePurpose } from '@fairpass/core/validation'
import type { CodePurpose } from '@fairpass/core/validation'

export interface CodeTarget {
  tenantId: string
  channel: Channel
  /** Normalised phone number or lower-cased e-mail address. */
  recipient: string
  /** Defaults to 'login'. A login code cannot reset a password, nor a reset code sign in. */
  purpose?: CodePurpose
}

function purposeOf(target: CodeTarget): CodePurpose {
  return target.purpose ?? 'login'
}

function codeMessage(target: CodeTarget, code: string): string {
  // Bound to tenant, channel, recipient and purpose so a stored hash is useless for anything else.
  return `${target.tenantId}\u0000${target.channel}\u0000${target.recipient}\u0000${purposeOf(target)}\u0000${code}`
}

/** Six random digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Stores a fresh code for the target after the per-recipient limits (one per 60 s, ten per hour, counted
 * over every purpose; twenty a day over every tenant); earlier unused codes of the same purpose die so only the newest one works.
 */
export async function issueCode(ctx: AppContext, target: CodeTarget, ip: string | undefined): Promise<{ id: string; code: string }> {
  const now = ctx.clock.now()
  const scope = and(
    eq(verificationCodes.tenantId, target.tenantId),
    eq(verificationCodes.channel, target.channel),
    eq(verificationCodes.recipient, target.recipient),
  )
  const [latest] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(scope)
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (latest) {
    const waitMs = latest.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 - now
    if (waitMs > 0) throw new AppError(429, 'error.tooManyRequests', { n: Math.ceil(waitMs / 1000) })
  }
  const [{ sentLastHour, oldest }] = await ctx.db
    .select({ sentLastHour: count(), oldest: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(and(scope, gt(verificationCodes.createdAt, new Date(now - HOUR_MS))))
  if (sentLastHour >= MAX_CODES_PER_HOUR && oldest) {
    // The window frees a slot when its oldest code turns an hour old.
    throw new AppError(429, 'error.tooManyRequests', { n: Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR_MS - now) / 1000)) })
  }
  const [{ sentLastDay, oldestOfDay }] = await ctx.db
    .select({ sentLastDay: count(), oldestOfDay: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, target.recipient), gt(verificationCodes.createdAt, new Date(now - DAY_MS))))
  if (sentLastDay >= MAX_CODES_PER_DAY && oldestOfDay) {
    const seconds = Math.max(1, Math.ceil((new Date(oldestOfDay).getTime() + DAY_MS - now) / 1000))
    throw new AppError(429, 'error.codeSendLimit', { account: target.recipient, n: Math.ceil(seconds / 60), retryAfter: seconds })
  }

  const code = generateCode()
  const id = await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(scope, eq(verificationCodes.purpose, purposeOf(target)), isNull(verificationCodes.consumedAt)))
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        tenantId: target.tenantId,
        channel: target.channel,
        recipient: target.recipient,
        purpose: purposeOf(target),
        codeHash: ctx.secrets.hmac('code', codeMessage(target, code)),
        expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
        createdAt: new Date(now),
        ip: ip ?? null,
      })
      .returning({ id: verificationCodes.id })
    return row.id
  })
  return { id, code }
}

/** Removes a code whose delivery failed, so the failure does not count against the user's limits. */
export async function withdrawCode(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, id))
}

/** How long the same login (its Idempotency-Key) may be answered again with the code it already used. */
export const LOGIN_REPLAY_SECONDS = 120

/** The codes sent to this recipient for this purpose. */
function codesOf(target: CodeTarget) {
  return and(
    eq(verificationCodes.tenantId, target.tenantId),
    eq(verificationCodes.channel, target.channel),
    eq(verificationCodes.recipient, target.recipient),
    eq(verificationCodes.purpose, purposeOf(target)),
  )
}

/**
 * Checks a code and uses it up. Every try counts, so the fifth wrong one kills the code; the attempt
 * counter is raised in the same statement that checks it, which keeps parallel guesses within the cap.
 *
 * `attemptKey`: the Idempotency-Key of the login. A code used by a login with the same key within LOGIN_REPLAY_SECONDS
 * is accepted again, so a client asking again after a lost answer is signed in instead of told the code is wrong; the
 * code itself must still match, so the key alone opens nothing.
 */
export async function consumeCode(ctx: AppContext, target: CodeTarget, code: string, attemptKey?: string): Promise<void> {
  const now = new Date(ctx.clock.now())
  const keyHash = attemptKey ? ctx.secrets.hmac('loginAttempt', attemptKey) : null
  if (keyHash) {
    const [replayed] = await ctx.db
      .select({ codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(and(codesOf(target), eq(verificationCodes.consumedByKey, keyHash), gt(verificationCodes.consumedAt, new Date(now.getTime() - LOGIN_REPLAY_SECONDS * 1000))))
      .limit(1)
    if (replayed && ctx.secrets.hmacMatches('code', codeMessage(target, code), replayed.codeHash)) return
  }
  const [current] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(codesOf(target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (!current) throw new AppError(409, 'error.codeIncorrect')
  if (current.expiresAt.getTime() <= now.getTime()) throw new AppError(409, 'error.codeExpired')

  const [counted] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, current.id), lt(verificationCodes.attempts, MAX_WRONG_ATTEMPTS), isNull(verificationCodes.consumedAt)))
    .returning({ attempts: verificationCodes.attempts })
  if (!counted) throw new AppError(429, 'error.codeTooManyAttempts')

  if (!ctx.secrets.hmacMatches('code', codeMessage(target, code), current.codeHash)) {
    if (counted.attempts >= MAX_WRONG_ATTEMPTS) throw new AppError(429, 'error.codeTooManyAttempts')
    throw new AppError(409, 'error.codeIncorrect')
  }
  const [used] = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now, consumedByKey: keyHash })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id })
  // Lost a race with a parallel request using the same code.
  if (!used) throw new AppError(409, 'error.codeIncorrect')
}

/**
 * Whether anyone proved one of these mobiles or e-mail addresses (a code of any purpose used) since `since`: for a
 * person registered by someone else, that they signed in themselves (their account has no password to sign in with).
 */
export async function codeUsedSince(ctx: AppContext, tenantId: string, recipients: string[], since: Date): Promise<boolean> {
  if (!recipients.length) return false
  const [row] = await ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.tenantId, tenantId), inArray(verificationCodes.recipient, recipients), isNotNull(verificationCodes.consumedAt), gte(verificationCodes.consumedAt, since)))
    .limit(1)
  return Boolean(row)
}
