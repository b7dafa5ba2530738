import { randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { type UserRow, users } from '../auth'
import { type RegistrationRow, registrations } from './tables'
import { AppError } from '../../errors'
import { registrationOpen, type Exhibition } from '../../tenancy'
import { configuredSlots } from '../config'
import { notifyVisitor } from './notice'
import { holdsTicket } from '../wallet'
import { holdsConferenceSeat } from '../conferences'
import type { VisitingGroupLeaderState } from '@fairpass/core/contract'
import { emitWebhook } from '../webhooks'

export type { RegistrationRow }

export interface RegistrationKey {
  tenantId: string
  exhibitionId: string
  userId: string
  registerType: string
}

export interface UserInfo {
  userId: string
  account: string
  phone: string | null
  email: string | null
  name: string | null
  company: string | null
  profile: Record<string, unknown>
  /** The unsent form, so the profile page can resume where the visitor left. */
  draft: Record<string, unknown> | null
  userExhibitionVO: {
    registerType: string
    topRegisterType: string | null
    completeResult: 'succ' | 'fail'
    examineResult: 'approve' | 'pending' | 'reject' | null
    examineReason: string | null
    questionnaireResult: string | null
    questionnaireTwoResult: string | null
    questionnaireThreeResult: string | null
  }
  userQr: string | null
  userCode: string | null
  deptId: string | null
  isHaveTicket: boolean
  isHaveConferenceRegistration: boolean
  jumpUrl: string | null
  visitingGroupLeaderVO: VisitingGroupLeaderState | null
}

/**
 * The group leader's state (spec §4 rule 6) for a visitingGroup registration. The groups feature owns groups and
 * depends on this one, so app.ts hands its `leaderState` in (a port, as orders hands in paid orders).
 */
export type GroupLeaderState = (scope: { tenantId: string; exhibitionId: string; userId: string }) => Promise<VisitingGroupLeaderState>

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** The UserInfo shape of docs/architecture.md; a user not yet registered for the type reads as incomplete. */
export function toUserInfo(
  user: UserRow,
  registration: RegistrationRow | undefined,
  registerType: string,
  exhibition: Exhibition,
  holding: { holdsTicket: boolean; holdsConferenceSeat?: boolean } = { holdsTicket: false },
  leader: VisitingGroupLeaderState | null = null,
): UserInfo {
  const profile = registration?.profile ?? {}
  return {
    userId: user.id,
    account: user.account,
    phone: user.phone,
    email: user.email,
    name: textOf(profile.name) ?? user.name,
    company: textOf(profile.company),
    profile,
    draft: registration?.draft ?? null,
    userExhibitionVO: {
      registerType: registration?.registerType ?? registerType,
      topRegisterType: registration?.topRegisterType ?? null,
      completeResult: registration?.completeResult === 'succ' ? 'succ' : 'fail',
      examineResult: (registration?.examineResult ?? null) as UserInfo['userExhibitionVO']['examineResult'],
      examineReason: registration?.examineReason ?? null,
      // Not registered yet: the questionnaires are set up with the registration (initialQuestionnaireResults).
      questionnaireResult: registration?.questionnaireResult ?? null,
      questionnaireTwoResult: registration?.questionnaireTwoResult ?? null,
      questionnaireThreeResult: registration?.questionnaireThreeResult ?? null,
    },
    userQr: registration?.userQr ?? null,
    userCode: registration?.userCode ?? null,
    deptId: registration?.deptId ?? user.deptId,
    isHaveTicket: holding.holdsTicket,
    isHaveConferenceRegistration: holding.holdsConferenceSeat ?? false,
    jumpUrl: null,
    visitingGroupLeaderVO: leader,
  }
}

/**
 * Questionnaires configured for the register type (see features/questionnaire) start as 'incomplete'; the others
 * are null, which the shared routing rules read as "nothing to answer".
 */
export async function initialQuestionnaireResults(
  ctx: AppContext,
  exhibition: Exhibition,
  registerType: string,
): Promise<[string | null, string | null, string | null]> {
  const slots = await configuredSlots(ctx.db, exhibition, registerType)
  return [1, 2, 3].map((seq) => (slots.has(seq) ? 'incomplete' : null)) as [string | null, string | null, string | null]
}

function keyCondition(key: RegistrationKey) {
  return and(
    eq(registrations.tenantId, key.tenantId),
    eq(registrations.exhibitionId, key.exhibitionId),
    eq(registrations.userId, key.userId),
    eq(registrations.registerType, key.registerType),
  )
}

export async function findRegistration(ctx: AppContext, key: RegistrationKey): Promise<RegistrationRow | undefined> {
  const [row] = await ctx.db.select().from(registrations).where(keyCondition(key)).limit(1)
  return row
}

export async function loadUser(ctx: AppContext, tenantId: string, userId: string): Promise<UserRow> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1)
  if (!user) throw new AppError(401, 'error.notSignedIn')
  return user
}

export interface RegistrationOrigin {
  topRegisterType: string
  registerLinkId?: string
  registrationSource?: string
  /** The group link the person registered through (a group's join code). */
  visitingGroupId?: string
  /** The channel code the link carried, already checked against the exhibition's channels (unknown codes never get here). */
  sourceCode?: string
}

/**
 * The user's registration for this exhibition and register type, created on first call. A new one is
 * only accepted while registration is open; an existing one is always returned.
 */
export async function ensureRegistration(
  ctx: AppContext,
  exhibition: Exhibition,
  key: RegistrationKey,
  origin: RegistrationOrigin,
): Promise<RegistrationRow> {
  const existing = await findRegistration(ctx, key)
  if (existing && origin.visitingGroupId && !existing.visitingGroupId) {
    // Registered before, now through a group link: the link is kept, the registration otherwise unchanged.
    const [updated] = await ctx.db.update(registrations).set({ visitingGroupId: origin.visitingGroupId }).where(eq(registrations.id, existing.id)).returning()
    return updated ?? existing
  }
  if (existing) return existing
  if (!registrationOpen(exhibition, ctx.clock.now())) throw new AppError(409, 'error.registrationClosed')
  const now = new Date(ctx.clock.now())
  const [questionnaireResult, questionnaireTwoResult, questionnaireThreeResult] = await initialQuestionnaireResults(
    ctx,
    exhibition,
    key.registerType,
  )
  await ctx.db
    .insert(registrations)
    .values({
      ...key,
      questionnaireResult,
      questionnaireTwoResult,
      questionnaireThreeResult,
      topRegisterType: origin.topRegisterType,
      registerLinkId: origin.registerLinkId ?? null,
      registrationSource: origin.registrationSource ?? null,
      visitingGroupId: origin.visitingGroupId ?? null,
      sourceCode: origin.sourceCode ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
  const created = await findRegistration(ctx, key)
  if (!created) throw new Error('registration row could not be created')
  return created
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true
  }
  return false
}

/** A signed, unguessable ticket QR payload: HMAC over tenant, exhibition, user and registration. */
export function signUserQr(ctx: AppContext, registration: RegistrationRow): string {
  const signature = ctx.secrets.hmac(
    'qr',
    [registration.tenantId, registration.exhibitionId, registration.userId, registration.id].join('\u0000'),
  )
  return `FP1.${signature}`
}

/** Ten digits, never starting with 0, so it survives being read as a number. */
export function generateUserCode(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000))
}

/**
 * Gives an approved registration its QR and 10-digit code if it lacks them. Idempotent, and retried on
 * the rare clash with another registration's code of the same exhibition (the unique index decides).
 */
export async function ensureTicketCodes(ctx: AppContext, registration: RegistrationRow): Promise<RegistrationRow> {
  if (registration.userQr && registration.userCode) return registration
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const [updated] = await ctx.db
        .update(registrations)
        .set({
          userQr: registration.userQr ?? signUserQr(ctx, registration),
          userCode: registration.userCode ?? generateUserCode(),
          updatedAt: new Date(ctx.clock.now()),
        })
        .where(and(eq(registrations.id, registration.id), isNull(registrations.userCode)))
        .returning()
      if (updated) return updated
      // Someone else issued the codes in the meantime: theirs stand.
      const [current] = await ctx.db.select().from(registrations).where(eq(registrations.id, registration.id))
      return current
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error(`could not allocate a unique user code for exhibition ${registration.exhibitionId}`)
}

/** Stores a draft; the submitted profile and review state stay as they are. */
export async function saveDraft(ctx: AppContext, registration: RegistrationRow, draft: Record<string, unknown>): Promise<RegistrationRow> {
  const [updated] = await ctx.db
    .update(registrations)
    .set({ draft, updatedAt: new Date(ctx.clock.now()) })
    .where(eq(registrations.id, registration.id))
    .returning()
  return updated
}

/**
 * Stores a submitted profile: complete, draft cleared, and into review — approved at once (with QR
 * and code) on auto-approve exhibitions, else pending (a rejected one goes back to pending). An approved
 * registration stays approved. The page language is kept for the review notices. An auto-approval sends the
 * approval notice with the entry code link once, when it happens: resubmits of an approved registration send none.
 */
export async function submitProfile(
  ctx: AppContext,
  exhibition: Exhibition,
  registration: RegistrationRow,
  profile: Record<string, unknown>,
  language?: 'cn' | 'en',
): Promise<RegistrationRow> {
  const now = new Date(ctx.clock.now())
  const { row: updated, approve, newlyApproved } = await ctx.db.transaction(async (tx) => {
    // Locked, so of two submits at once only one sees the registration not yet approved and sends the notice.
    const [current] = await tx
      .select({ examineResult: registrations.examineResult, examinedAt: registrations.examinedAt })
      .from(registrations)
      .where(eq(registrations.id, registration.id))
      .for('update')
    const wasApproved = (current ?? registration).examineResult === 'approve'
    const approve = exhibition.autoApprove || wasApproved
    const [row] = await tx
      .update(registrations)
      .set({
        profile,
        draft: null,
        completeResult: 'succ',
        examineResult: approve ? 'approve' : 'pending',
        // A resubmit after a rejection is a new review: the old reason no longer applies.
        examineReason: null,
        ...(language ? { language } : {}),
        submittedAt: now,
        examinedAt: approve ? ((current ?? registration).examinedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(registrations.id, registration.id))
      .returning()
    const name = textOf(profile.name)
    if (name) {
      await tx
        .update(users)
        .set({ name, updatedAt: now })
        .where(and(eq(users.id, registration.userId), eq(users.tenantId, registration.tenantId)))
    }
    // The outbox events of the submission, in its transaction (features/webhooks): ids and the review state only.
    const event = { tenantId: row.tenantId, exhibitionId: row.exhibitionId, at: now }
    const data = { registrationId: row.id, userId: row.userId, registerType: row.registerType }
    await emitWebhook(tx, { ...event, type: 'registration.submitted', data: { ...data, state: approve ? 'approve' : 'pending' } })
    if (approve && !wasApproved) await emitWebhook(tx, { ...event, type: 'registration.approved', data: { ...data, state: 'approve', auto: true } })
    return { row, approve, newlyApproved: approve && !wasApproved }
  })
  if (!approve) return updated
  const issued = await ensureTicketCodes(ctx, updated)
  if (newlyApproved) {
    // A failed delivery leaves the approval standing: the entry code is on the visitor's confirmation page too.
    await notifyVisitor(ctx, exhibition, await loadUser(ctx, registration.tenantId, registration.userId), issued, 'approve')
  }
  return issued
}

/** The visitor's UserInfo as every user call answers it, with whether they hold a ticket for the exhibition. */
export async function userInfoFor(
  ctx: AppContext,
  user: UserRow,
  registration: RegistrationRow | undefined,
  registerType: string,
  exhibition: Exhibition,
  groupLeaderState?: GroupLeaderState,
): Promise<UserInfo> {
  const scope = { tenantId: user.tenantId, exhibitionId: exhibition.id, userId: user.id }
  // Spec §4: the conference register type is routed by whether the visitor holds tickets and conference seats.
  const [ticket, seat] = await Promise.all([holdsTicket(ctx, scope), holdsConferenceSeat(ctx.db, scope)])
  const holding = { holdsTicket: ticket, holdsConferenceSeat: seat }
  const leader = registerType === 'visitingGroup' && registration && groupLeaderState ? await groupLeaderState(scope) : null
  return toUserInfo(user, registration, registerType, exhibition, holding, leader)
}
