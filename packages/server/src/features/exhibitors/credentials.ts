import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CredentialList, CredentialState, CredentialView, PreviousCredential, ReviewState, StaffInvitationView, StaffInviteLanding, StaffInviteState } from '@fairpass/core/contract'
import { applicantValues, type ApplicantInput, type StaffInviteCreateRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { translate } from '../../messages'
import { exhibitions } from '../../tenancy'
import { users } from '../auth'
import { boothView, boothsOf, companyName, countedCredentials, participationOf, productCount, type Queryable, type Scope } from './company'
import {
  assertCredentialApplicationOpen,
  assertCredentialRoom,
  assertPrerequisite,
  credentialApplicationOpen,
  credentialEditable,
  credentialPrerequisite,
  INVITE_REFUSAL_KEYS,
  inviteRefusal,
  maskMiddle,
  newInviteCode,
  staffInviteStep,
} from './rules'
import { exhibitorCompanies, exhibitorCredentials, exhibitorInvitations, exhibitorMembers, exhibitorParticipations, type CredentialRow, type InvitationRow } from './tables'

/*
 * Staff badges and the invitations that let staff fill in their own data. The company admin applies for badges
 * (caps, deadline and prerequisite checked under the company's row lock, all or none); the organiser decides.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null

export function credentialView(row: CredentialRow): CredentialView {
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    type: 'staff',
    state: row.state as CredentialState,
    reason: row.reason,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    idNumberMasked: maskMiddle(row.idNumber),
    position: row.position,
    source: row.source as CredentialView['source'],
    userId: row.userId,
    appliedAt: iso(row.appliedAt),
    decidedAt: iso(row.decidedAt),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const ownCredentials = (scope: Scope) =>
  and(eq(exhibitorCredentials.tenantId, scope.tenantId), eq(exhibitorCredentials.exhibitionId, scope.exhibitionId), eq(exhibitorCredentials.deptId, scope.deptId))

export async function findCredential(db: Queryable, scope: Scope, id: string): Promise<CredentialRow> {
  const [row] = await db.select().from(exhibitorCredentials).where(and(eq(exhibitorCredentials.id, id), ownCredentials(scope))).limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function credentialList(ctx: AppContext, db: Queryable, scope: Scope): Promise<CredentialList> {
  const participation = await participationOf(db, scope)
  const rows = await db.select().from(exhibitorCredentials).where(ownCredentials(scope)).orderBy(asc(exhibitorCredentials.createdAt), asc(exhibitorCredentials.id))
  const deadline = participation.settings.credentialDeadline
  return {
    exhibitionId: scope.exhibitionId,
    cap: participation.credentialCap,
    used: await countedCredentials(db, scope),
    deadline: iso(deadline),
    closed: !credentialApplicationOpen(deadline, ctx.clock.now()),
    prerequisite: credentialPrerequisite(participation.row.catalogueState as ReviewState, participation.row.exhibitsState as ReviewState, await productCount(db, scope)),
    records: rows.map(credentialView),
  }
}

/** A new draft badge, or a draft or rejected one changed (a rejected one becomes a draft to apply for again). */
export async function saveCredential(ctx: AppContext, scope: Scope, id: string | undefined, applicant: ApplicantInput): Promise<CredentialView> {
  const values = { ...applicantValues(applicant), updatedAt: new Date(ctx.clock.now()) }
  if (!id) {
    const [row] = await ctx.db.insert(exhibitorCredentials).values({ ...values, tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, deptId: scope.deptId, source: 'admin', state: 'draft' }).returning()
    return credentialView(row)
  }
  const existing = await findCredential(ctx.db, scope, id)
  if (!credentialEditable(existing.state as CredentialState)) throw new AppError(409, 'error.exhibitor.credentialLocked')
  const [row] = await ctx.db
    .update(exhibitorCredentials)
    .set({ ...values, state: 'draft' })
    .where(and(eq(exhibitorCredentials.id, existing.id), ownCredentials(scope), inArray(exhibitorCredentials.state, ['draft', 'rejected'])))
    .returning()
  if (!row) throw new AppError(409, 'error.exhibitor.credentialLocked')
  return credentialView(row)
}

export async function removeCredential(ctx: AppContext, scope: Scope, id: string): Promise<void> {
  const existing = await findCredential(ctx.db, scope, id)
  if (!credentialEditable(existing.state as CredentialState)) throw new AppError(409, 'error.exhibitor.credentialLocked')
  const removed = await ctx.db
    .delete(exhibitorCredentials)
    .where(and(eq(exhibitorCredentials.id, existing.id), ownCredentials(scope), inArray(exhibitorCredentials.state, ['draft', 'rejected'])))
    .returning({ id: exhibitorCredentials.id })
  if (removed.length === 0) throw new AppError(409, 'error.exhibitor.credentialLocked')
}

/**
 * Applies for the named badges (drafts, or rejected ones fixed): deadline, prerequisite and cap, under the company's
 * row lock so parallel applications cannot together pass the cap. All or none.
 */
export async function applyCredentials(ctx: AppContext, scope: Scope, ids: readonly string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const participation = await participationOf(tx, scope, { lock: true })
    const now = ctx.clock.now()
    const rows = await tx.select().from(exhibitorCredentials).where(and(inArray(exhibitorCredentials.id, [...ids]), ownCredentials(scope)))
    if (rows.length !== new Set(ids).size) throw new AppError(404, 'error.notFound')
    assertCredentialApplicationOpen(participation.settings.credentialDeadline, now)
    assertPrerequisite(credentialPrerequisite(participation.row.catalogueState as ReviewState, participation.row.exhibitsState as ReviewState, await productCount(tx, scope)))
    const toApply = rows.filter((row) => credentialEditable(row.state as CredentialState))
    if (toApply.length !== rows.length) throw new AppError(409, 'error.exhibitor.credentialLocked')
    assertCredentialRoom(await countedCredentials(tx, scope), toApply.length, participation.credentialCap)
    const at = new Date(now)
    await tx
      .update(exhibitorCredentials)
      .set({ state: 'pending', reason: null, appliedAt: at, decidedAt: null, updatedAt: at })
      .where(and(inArray(exhibitorCredentials.id, toApply.map((row) => row.id)), ownCredentials(scope)))
  })
}

/** The company's staff of its earlier exhibitions, newest first, once per person (by mobile, e-mail or name). */
export async function previousCredentials(db: Queryable, scope: Scope, language: Language): Promise<PreviousCredential[]> {
  const rows = await db
    .select()
    .from(exhibitorCredentials)
    .where(and(eq(exhibitorCredentials.tenantId, scope.tenantId), eq(exhibitorCredentials.deptId, scope.deptId), ne(exhibitorCredentials.exhibitionId, scope.exhibitionId)))
    .orderBy(desc(exhibitorCredentials.createdAt))
  const titles = new Map(
    (rows.length ? await db.select({ id: exhibitions.id, titleCn: exhibitions.titleCn, titleEn: exhibitions.titleEn }).from(exhibitions).where(inArray(exhibitions.id, [...new Set(rows.map((row) => row.exhibitionId))])) : []).map((row) => [
      row.id,
      language === 'en' ? row.titleEn : row.titleCn,
    ]),
  )
  const seen = new Set<string>()
  const people: PreviousCredential[] = []
  for (const row of rows) {
    const person = row.mobile ?? row.email ?? row.name
    if (seen.has(person)) continue
    seen.add(person)
    people.push({ id: row.id, exhibitionId: row.exhibitionId, exhibitionTitle: titles.get(row.exhibitionId) ?? row.exhibitionId, name: row.name, mobile: row.mobile, email: row.email, position: row.position })
  }
  return people
}

/* Invitations. */

export function invitationView(row: InvitationRow, language: Language, tenantId: string): StaffInvitationView {
  const params = new URLSearchParams({ code: row.code, tenantId, exhibitionId: row.exhibitionId, languageType: language, registrationSource: 'exhInviteStaffCard' })
  return {
    id: row.id,
    exhibitionId: row.exhibitionId,
    code: row.code,
    linkPath: `#/exhibitorSelfService/exhInviteStaff?${params.toString()}`,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

const ownInvitations = (scope: Scope) =>
  and(eq(exhibitorInvitations.tenantId, scope.tenantId), eq(exhibitorInvitations.exhibitionId, scope.exhibitionId), eq(exhibitorInvitations.deptId, scope.deptId))

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true
  }
  return false
}

export async function createInvitation(ctx: AppContext, scope: Scope, userId: string, request: StaffInviteCreateRequest): Promise<InvitationRow> {
  const expiresAt = new Date(ctx.clock.now() + request.validDays * 86_400_000)
  // A new code clashing with an existing one is drawn again (the unique index decides).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const [row] = await ctx.db
        .insert(exhibitorInvitations)
        .values({ tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, deptId: scope.deptId, code: newInviteCode(), maxUses: request.maxUses, expiresAt, createdBy: userId })
        .returning()
      return row
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error('could not draw a unique invite code')
}

export async function listInvitations(db: Queryable, scope: Scope): Promise<InvitationRow[]> {
  return db.select().from(exhibitorInvitations).where(ownInvitations(scope)).orderBy(desc(exhibitorInvitations.createdAt))
}

export async function revokeInvitation(ctx: AppContext, scope: Scope, id: string): Promise<InvitationRow> {
  const [row] = await ctx.db
    .update(exhibitorInvitations)
    .set({ revokedAt: sql`coalesce(${exhibitorInvitations.revokedAt}, ${new Date(ctx.clock.now()).toISOString()}::timestamptz)` })
    .where(and(eq(exhibitorInvitations.id, id), ownInvitations(scope)))
    .returning()
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

async function invitationByCode(db: Queryable, code: string): Promise<InvitationRow> {
  const [row] = await db.select().from(exhibitorInvitations).where(eq(exhibitorInvitations.code, code)).limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function inviteLanding(ctx: AppContext, code: string, language: Language): Promise<StaffInviteLanding> {
  const invitation = await invitationByCode(ctx.db, code)
  const scope = { tenantId: invitation.tenantId, exhibitionId: invitation.exhibitionId, deptId: invitation.deptId }
  const participation = await participationOf(ctx.db, scope)
  const [exhibition] = await ctx.db.select().from(exhibitions).where(eq(exhibitions.id, invitation.exhibitionId)).limit(1)
  const refusal = inviteRefusal(invitation, participation.settings.credentialDeadline, ctx.clock.now())
  return {
    tenantId: invitation.tenantId,
    exhibitionId: invitation.exhibitionId,
    exhibitionTitle: language === 'en' ? exhibition.titleEn : exhibition.titleCn,
    deptId: invitation.deptId,
    companyName: companyName(participation.company, language),
    booths: (await boothsOf(ctx.db, invitation.exhibitionId, invitation.deptId)).map(boothView),
    refusal: refusal ? { code: refusal, message: translate(INVITE_REFUSAL_KEYS[refusal], language) } : null,
  }
}

/** Where the signed-in account stands as invited staff of this exhibition (spec §4 staff invite flow). */
export async function staffState(db: Queryable, tenantId: string, exhibitionId: string, userId: string, language: Language): Promise<StaffInviteState> {
  const [row] = await db
    .select({ credential: exhibitorCredentials, company: exhibitorCompanies })
    .from(exhibitorCredentials)
    .innerJoin(exhibitorCompanies, eq(exhibitorCompanies.id, exhibitorCredentials.deptId))
    .where(and(eq(exhibitorCredentials.tenantId, tenantId), eq(exhibitorCredentials.exhibitionId, exhibitionId), eq(exhibitorCredentials.userId, userId)))
    .limit(1)
  if (!row) return { step: 'form', credential: null, companyName: null }
  return { step: staffInviteStep({ state: row.credential.state as CredentialState }), credential: credentialView(row.credential), companyName: companyName(row.company, language) }
}

/**
 * A staff member fills in their own data by an invitation: the account joins the company as staff (unless it acts
 * for another company: refused), and its badge is a draft the admin applies for. Filling in again changes the
 * draft (or a rejected badge); a pending or approved badge stays as it is. One use of the invitation per person.
 */
export async function submitAsStaff(ctx: AppContext, tenantId: string, exhibitionId: string, userId: string, code: string, applicant: ApplicantInput, language: Language): Promise<StaffInviteState> {
  await ctx.db.transaction(async (tx) => {
    const invitation = await invitationByCode(tx, code)
    if (invitation.tenantId !== tenantId || invitation.exhibitionId !== exhibitionId) throw new AppError(404, 'error.notFound')
    const scope = { tenantId, exhibitionId, deptId: invitation.deptId }
    const participation = await participationOf(tx, scope, { lock: true })
    const [membership] = await tx.select().from(exhibitorMembers).where(and(eq(exhibitorMembers.tenantId, tenantId), eq(exhibitorMembers.userId, userId))).limit(1)
    if (membership && membership.deptId !== invitation.deptId) throw new AppError(409, 'error.exhibitor.otherCompany')
    const [existing] = await tx.select().from(exhibitorCredentials).where(and(eq(exhibitorCredentials.exhibitionId, exhibitionId), eq(exhibitorCredentials.userId, userId))).limit(1)
    const now = new Date(ctx.clock.now())
    if (existing) {
      if (!credentialEditable(existing.state as CredentialState)) return
      await tx.update(exhibitorCredentials).set({ ...applicantValues(applicant), state: 'draft', updatedAt: now }).where(eq(exhibitorCredentials.id, existing.id))
      return
    }
    const refusal = inviteRefusal(invitation, participation.settings.credentialDeadline, now.getTime())
    if (refusal) throw new AppError(409, INVITE_REFUSAL_KEYS[refusal])
    // The use is counted with a guard in the same statement: two people taking the last use at once cannot both win.
    const counted = await tx
      .update(exhibitorInvitations)
      .set({ uses: sql`${exhibitorInvitations.uses} + 1` })
      .where(and(eq(exhibitorInvitations.id, invitation.id), sql`${exhibitorInvitations.uses} < ${exhibitorInvitations.maxUses}`))
      .returning({ id: exhibitorInvitations.id })
    if (counted.length === 0) throw new AppError(409, INVITE_REFUSAL_KEYS.used)
    if (!membership) {
      await tx.insert(exhibitorMembers).values({ tenantId, deptId: invitation.deptId, userId, role: 'staff' })
      // The login answer's dept_id (spec §3) names the company from now on.
      await tx.update(users).set({ deptId: invitation.deptId }).where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    }
    await tx.insert(exhibitorCredentials).values({
      ...applicantValues(applicant),
      tenantId,
      exhibitionId,
      deptId: invitation.deptId,
      source: 'invite',
      state: 'draft',
      userId,
      invitationId: invitation.id,
      createdAt: now,
      updatedAt: now,
    })
  })
  return staffState(ctx.db, tenantId, exhibitionId, userId, language)
}

export async function credentialCounts(db: Queryable, scope: Scope): Promise<{ draft: number; pending: number; approved: number; rejected: number }> {
  const rows = await db.select({ state: exhibitorCredentials.state, n: sql<number>`count(*)::int` }).from(exhibitorCredentials).where(ownCredentials(scope)).groupBy(exhibitorCredentials.state)
  const counts = { draft: 0, pending: 0, approved: 0, rejected: 0 }
  for (const row of rows) counts[row.state as keyof typeof counts] = Number(row.n)
  return counts
}

