import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { BulkReviewLine, BulkReviewResult } from '@fairpass/core/contract'
import type { BulkReviewOutcome, BulkReviewRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Exhibition } from '../../tenancy'
import { users, type UserRow } from '../auth'
import { ensureTicketCodes, notifyVisitor, registrations, type RegistrationRow } from '../user'
import { findTarget, recordOf } from './review'

/*
 * Many registrations reviewed in one call (issue 20): every pending one of a register type, or the accounts of a
 * list. Each is its own step: a transaction that locks the registration's row, decides on what it finds there and
 * commits, then the notice as a single review sends it. A bulk run therefore never holds many rows at once, a visitor
 * resubmitting meanwhile waits for one row only, and a reviewer approving the same visitor by hand at the same time
 * is serialised with it on that row: whichever comes second finds it reviewed, and the visitor gets one notice.
 *
 * Unlike a single review, a bulk run touches only registrations still pending: one approved or rejected before is
 * "already reviewed" and left alone, so a list run twice (or a run over a list that overlaps what was done by hand)
 * neither overturns a decision nor sends a second notice.
 */

const isPending = (registration: Pick<RegistrationRow, 'examineResult'>) => registration.examineResult === null || registration.examineResult === 'pending'

/** The registrations "all pending of a register type" names, oldest submission first (the order visitors waited). */
async function pendingOf(ctx: AppContext, exhibition: Exhibition, registerType: string): Promise<Array<{ user: UserRow; registration: RegistrationRow }>> {
  const pending: SQL = or(isNull(registrations.examineResult), eq(registrations.examineResult, 'pending'))!
  const rows = await ctx.db
    .select({ registration: registrations, user: users })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.tenantId, exhibition.tenantId),
        eq(registrations.exhibitionId, exhibition.id),
        eq(registrations.registerType, registerType),
        eq(registrations.completeResult, 'succ'),
        pending,
      ),
    )
    .orderBy(asc(registrations.submittedAt), asc(registrations.id))
  return rows
}

type Step = { outcome: Exclude<BulkReviewOutcome, 'notFound'>; registration: RegistrationRow }

/** One registration under its row lock: what it is now decides; a dry run only looks. */
async function reviewStep(ctx: AppContext, id: string, request: BulkReviewRequest): Promise<Step | null> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update').limit(1)
    if (!row) return null
    if (row.completeResult !== 'succ') return { outcome: 'incomplete', registration: row }
    if (!isPending(row)) return { outcome: 'alreadyReviewed', registration: row }
    if (request.dryRun) return { outcome: 'done', registration: row }
    const now = new Date(ctx.clock.now())
    const decided =
      request.decision === 'approve'
        ? { examineResult: 'approve', examineReason: null, examinedAt: now, updatedAt: now }
        : { examineResult: 'reject', examineReason: request.reason!, examinedAt: now, updatedAt: now }
    const [updated] = await tx.update(registrations).set(decided).where(eq(registrations.id, id)).returning()
    return { outcome: 'done', registration: updated }
  })
}

export async function bulkReview(ctx: AppContext, exhibition: Exhibition, request: BulkReviewRequest): Promise<BulkReviewResult> {
  if (request.decision === 'reject' && !request.reason) throw new AppError(400, 'validation.review.reasonRequired')
  const targets: Array<{ account: string; found: { user: UserRow; registration: RegistrationRow } | null }> = []
  if (request.accounts) {
    // A list may name an account twice (two exports pasted together): it is reviewed once and answered once.
    for (const account of [...new Set(request.accounts)]) {
      const found = await findTarget(ctx, exhibition, { account, registerType: request.registerType }).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null
        throw error
      })
      targets.push({ account, found })
    }
  } else {
    for (const found of await pendingOf(ctx, exhibition, request.registerType!)) targets.push({ account: found.user.account, found })
  }

  const counts: Record<BulkReviewOutcome, number> = { done: 0, alreadyReviewed: 0, notFound: 0, incomplete: 0 }
  const lines: BulkReviewLine[] = []
  for (const { account, found } of targets) {
    const step = found ? await reviewStep(ctx, found.registration.id, request) : null
    if (!found || !step) {
      counts.notFound += 1
      lines.push({ account, outcome: 'notFound', record: null, notified: false })
      continue
    }
    let { registration } = step
    let notified = false
    if (step.outcome === 'done' && !request.dryRun) {
      // After the commit, as a single review: the entry code is issued and the notice sent outside the row lock.
      if (request.decision === 'approve') registration = await ensureTicketCodes(ctx, registration)
      notified = await notifyVisitor(ctx, exhibition, found.user, registration, request.decision)
    }
    counts[step.outcome] += 1
    lines.push({ account, outcome: step.outcome, record: recordOf(registration, found.user), notified })
  }
  return { decision: request.decision, dryRun: request.dryRun, counts, lines }
}
