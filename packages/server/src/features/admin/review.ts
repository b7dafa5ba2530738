import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AutoApproveView, RegistrationPage, ReviewRecord, ReviewResult, TimeZoneView } from '@fairpass/core/contract'
import type { RegistrationListQuery, ReviewState } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { exhibitions, type Exhibition } from '../../tenancy'
import { findUserByAccount, users, type UserRow } from '../auth'
import { ensureTicketCodes, notifyVisitor, registrations, type RegistrationRow } from '../user'
import { emitWebhook } from '../webhooks'

export function recordOf(registration: RegistrationRow, user: Pick<UserRow, 'account' | 'name'>): ReviewRecord {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  return {
    userId: registration.userId,
    account: user.account,
    name: text(registration.profile.name) ?? user.name,
    company: text(registration.profile.company),
    registerType: registration.registerType,
    completeResult: registration.completeResult === 'succ' ? 'succ' : 'fail',
    examineResult: (registration.examineResult ?? null) as ReviewState | null,
    examineReason: registration.examineReason,
    submittedAt: registration.submittedAt?.toISOString() ?? null,
    examinedAt: registration.examinedAt?.toISOString() ?? null,
  }
}

/** Oldest submission first, so the queue is worked in the order visitors waited. */
export async function listRegistrations(ctx: AppContext, exhibition: Exhibition, query: RegistrationListQuery): Promise<RegistrationPage> {
  const conditions: SQL[] = [eq(registrations.tenantId, exhibition.tenantId), eq(registrations.exhibitionId, exhibition.id)]
  if (query.state) conditions.push(eq(registrations.examineResult, query.state))
  if (query.registerType) conditions.push(eq(registrations.registerType, query.registerType))
  const where = and(...conditions)
  const [{ total }] = await ctx.db.select({ total: count() }).from(registrations).where(where)
  const rows = await ctx.db
    .select({ registration: registrations, account: users.account, name: users.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(where)
    .orderBy(asc(registrations.submittedAt), asc(registrations.createdAt), asc(registrations.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  return {
    page: query.page,
    size: query.size,
    total: Number(total),
    records: rows.map((row) => recordOf(row.registration, row)),
  }
}

export interface ReviewTarget {
  account?: string
  userId?: string
  registerType?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function findTarget(ctx: AppContext, exhibition: Exhibition, target: ReviewTarget): Promise<{ user: UserRow; registration: RegistrationRow }> {
  const notFound = () => new AppError(404, 'error.registrationNotFound')
  let user: UserRow | undefined
  if (target.userId) {
    if (!UUID.test(target.userId)) throw notFound()
    ;[user] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, exhibition.tenantId), eq(users.id, target.userId)))
      .limit(1)
  } else if (target.account) {
    user = await findUserByAccount(ctx, exhibition.tenantId, target.account)
  }
  if (!user) throw notFound()
  const conditions = [eq(registrations.exhibitionId, exhibition.id), eq(registrations.tenantId, exhibition.tenantId), eq(registrations.userId, user.id)]
  if (target.registerType) conditions.push(eq(registrations.registerType, target.registerType))
  // Without a register type, the visitor registration is the one meant; any other only when it is the only one.
  const rows = await ctx.db.select().from(registrations).where(and(...conditions)).orderBy(desc(registrations.submittedAt))
  const registration = rows.find((row) => row.registerType === 'visitor') ?? rows[0]
  if (!registration) throw notFound()
  return { user, registration }
}

/** The review state is anything but `state` (a pending registration's is NULL or 'pending'). */
function notInState(state: 'approve' | 'reject'): SQL {
  return sql`${registrations.examineResult} IS DISTINCT FROM ${state}`
}

async function reread(ctx: AppContext, registration: RegistrationRow): Promise<RegistrationRow> {
  const [current] = await ctx.db.select().from(registrations).where(eq(registrations.id, registration.id)).limit(1)
  if (!current) throw new AppError(404, 'error.registrationNotFound')
  return current
}

export async function approveRegistration(ctx: AppContext, exhibition: Exhibition, target: ReviewTarget): Promise<ReviewResult> {
  const { user, registration } = await findTarget(ctx, exhibition, target)
  if (registration.completeResult !== 'succ') throw new AppError(409, 'error.reviewProfileIncomplete')
  if (registration.examineResult === 'approve') {
    const healed = await ensureTicketCodes(ctx, registration)
    return { record: recordOf(healed, user), changed: false, notified: false }
  }
  const now = new Date(ctx.clock.now())
  // Conditional: of two reviewers approving at once, only the call whose UPDATE changed the row notifies the
  // visitor; the other finds it approved already and answers `changed: false` (issue 12: one notice, not two).
  const [updated] = await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(registrations)
      .set({ examineResult: 'approve', examineReason: null, examinedAt: now, updatedAt: now })
      .where(and(eq(registrations.id, registration.id), notInState('approve'), eq(registrations.completeResult, 'succ')))
      .returning()
    for (const row of changed) await emitWebhook(tx, reviewEvent(row, 'registration.approved', now))
    return changed
  })
  if (!updated) {
    const current = await reread(ctx, registration)
    if (current.examineResult !== 'approve') throw new AppError(409, 'error.reviewProfileIncomplete')
    return { record: recordOf(await ensureTicketCodes(ctx, current), user), changed: false, notified: false }
  }
  const issued = await ensureTicketCodes(ctx, updated)
  const notified = await notifyVisitor(ctx, exhibition, user, issued, 'approve')
  return { record: recordOf(issued, user), changed: true, notified }
}

export async function rejectRegistration(
  ctx: AppContext,
  exhibition: Exhibition,
  target: ReviewTarget,
  reason: string,
): Promise<ReviewResult> {
  const { user, registration } = await findTarget(ctx, exhibition, target)
  if (registration.completeResult !== 'succ') throw new AppError(409, 'error.reviewProfileIncomplete')
  // The visitor already holds an entry code; taking it back is not a review decision.
  if (registration.examineResult === 'approve') throw new AppError(409, 'error.reviewAlreadyApproved')
  if (registration.examineResult === 'reject' && registration.examineReason === reason) {
    return { record: recordOf(registration, user), changed: false, notified: false }
  }
  const now = new Date(ctx.clock.now())
  // Conditional as approval: never over an approval that landed meanwhile, and the same rejection sent twice at
  // once changes the row (and notifies) once.
  const [updated] = await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(registrations)
      .set({ examineResult: 'reject', examineReason: reason, examinedAt: now, updatedAt: now })
      .where(
        and(
          eq(registrations.id, registration.id),
          notInState('approve'),
          eq(registrations.completeResult, 'succ'),
          or(notInState('reject'), sql`${registrations.examineReason} IS DISTINCT FROM ${reason}`),
        ),
      )
      .returning()
    for (const row of changed) await emitWebhook(tx, reviewEvent(row, 'registration.rejected', now))
    return changed
  })
  if (!updated) {
    const current = await reread(ctx, registration)
    if (current.examineResult === 'approve') throw new AppError(409, 'error.reviewAlreadyApproved')
    if (current.examineResult !== 'reject') throw new AppError(409, 'error.reviewProfileIncomplete')
    return { record: recordOf(current, user), changed: false, notified: false }
  }
  const notified = await notifyVisitor(ctx, exhibition, user, updated, 'reject')
  return { record: recordOf(updated, user), changed: true, notified }
}

/**
 * A review decision as a webhook event, written in the decision's transaction. The reason of a rejection is not sent:
 * it is free text about a person, and the organiser who wrote it has it.
 */
function reviewEvent(row: RegistrationRow, type: 'registration.approved' | 'registration.rejected', at: Date) {
  return {
    tenantId: row.tenantId,
    exhibitionId: row.exhibitionId,
    type,
    data: { registrationId: row.id, userId: row.userId, registerType: row.registerType, state: row.examineResult },
    at,
  }
}

/**
 * The exhibition's venue zone: its ticket days, order-number dates and the pages' times follow it from now on (orders
 * numbered before keep their numbers). This process reads it at once, the others on the change's notice.
 */
export async function setTimeZone(ctx: AppContext, exhibition: Exhibition, timeZone: string): Promise<TimeZoneView> {
  await ctx.db
    .update(exhibitions)
    .set({ timeZone })
    .where(and(eq(exhibitions.id, exhibition.id), eq(exhibitions.tenantId, exhibition.tenantId)))
  ctx.changes.forget('exhibitions', `${exhibition.tenantId}/${exhibition.id}`)
  return { exhibitionId: exhibition.id, timeZone }
}

export async function setAutoApprove(ctx: AppContext, exhibition: Exhibition, autoApprove: boolean): Promise<AutoApproveView> {
  await ctx.db
    .update(exhibitions)
    .set({ autoApprove })
    .where(and(eq(exhibitions.id, exhibition.id), eq(exhibitions.tenantId, exhibition.tenantId)))
  ctx.changes.forget('exhibitions', `${exhibition.tenantId}/${exhibition.id}`)
  return { exhibitionId: exhibition.id, autoApprove }
}
