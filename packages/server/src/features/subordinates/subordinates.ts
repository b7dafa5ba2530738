import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { SUBORDINATE_REGISTER_TYPE, type AdminSubordinateView, type SubordinateView } from '@fairpass/core/contract'
import type { GroupMemberInput, SubordinateCreateRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { translate } from '../../messages'
import { registrationOpen, type Exhibition } from '../../tenancy'
import { createPasswordAccount, setAccountStatus, storePassword, users } from '../auth'
import { ensureRegistration, ensureTicketCodes, loadUser, registrations, type RegistrationRow } from '../user'
import { LEADER_REGISTER_TYPE } from '../groups'
import { accountNameOf, profileOf, subordinateMaxOf, subordinateStateOf } from './rules'
import { subordinates, type SubordinateRow } from './tables'

/*
 * A leader's subordinates in the database. Every function takes the leader as the guard found them (token and
 * exhibition), so an id is always looked for among the leader's own: another leader's subordinate reads as not there.
 */

export interface Leader {
  tenantId: string
  exhibition: Exhibition
  userId: string
}

const notFound = () => new AppError(404, 'error.subordinate.notFound')

function ownedBy(leader: Leader) {
  return and(eq(subordinates.tenantId, leader.tenantId), eq(subordinates.exhibitionId, leader.exhibition.id), eq(subordinates.leaderUserId, leader.userId))
}

export async function listSubordinates(ctx: AppContext, leader: Leader): Promise<SubordinateRow[]> {
  return ctx.db.select().from(subordinates).where(ownedBy(leader)).orderBy(asc(subordinates.createdAt), asc(subordinates.id))
}

export async function findSubordinate(ctx: AppContext, leader: Leader, by: { id?: string; userId?: string }): Promise<SubordinateRow> {
  const [row] = await ctx.db
    .select()
    .from(subordinates)
    .where(and(ownedBy(leader), by.id ? eq(subordinates.id, by.id) : eq(subordinates.userId, by.userId ?? '')))
    .limit(1)
  if (!row) throw notFound()
  return row
}

/** What the leader sees of each: the account and its status, the registration's state and the entry code once issued. */
export async function subordinateViews(ctx: AppContext, leader: Leader, rows: SubordinateRow[]): Promise<SubordinateView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.userId)
  const [accounts, registered] = await Promise.all([
    ctx.db.select({ id: users.id, account: users.account, status: users.status }).from(users).where(and(eq(users.tenantId, leader.tenantId), inArray(users.id, ids))),
    ctx.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.tenantId, leader.tenantId), eq(registrations.exhibitionId, leader.exhibition.id), eq(registrations.registerType, SUBORDINATE_REGISTER_TYPE), inArray(registrations.userId, ids))),
  ])
  const accountOf = new Map(accounts.map((account) => [account.id, account]))
  const registrationOf = new Map(registered.map((registration) => [registration.userId, registration]))
  return rows.map((row) => {
    const registration = registrationOf.get(row.userId)
    const state = subordinateStateOf(registration)
    return {
      id: row.id,
      userId: row.userId,
      account: accountOf.get(row.userId)?.account ?? '',
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      company: row.company,
      title: row.title,
      status: accountOf.get(row.userId)?.status === 'restricted' ? 'disabled' : 'active',
      registration: state,
      entryCode: state === 'approve' ? (registration?.userCode ?? null) : null,
      passwordSetAt: row.passwordSetAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

/**
 * The subordinate's registration (register type `subordinate`), registered by the leader with the details they gave:
 * submitted at once, approved with its entry code where the exhibition approves automatically, otherwise in review.
 * No notice is sent: the account has no phone or mailbox of its own; the leader hands over name and password.
 */
async function registerSubordinate(ctx: AppContext, leader: Leader, row: SubordinateRow, person: GroupMemberInput, language: 'cn' | 'en'): Promise<RegistrationRow> {
  const key = { tenantId: leader.tenantId, exhibitionId: leader.exhibition.id, userId: row.userId, registerType: SUBORDINATE_REGISTER_TYPE }
  const registration = await ensureRegistration(ctx, leader.exhibition, key, { topRegisterType: SUBORDINATE_REGISTER_TYPE, registrationSource: 'subordinate' })
  const now = new Date(ctx.clock.now())
  const approve = leader.exhibition.autoApprove || registration.examineResult === 'approve'
  const [submitted] = await ctx.db
    .update(registrations)
    .set({
      profile: profileOf(person),
      draft: null,
      completeResult: 'succ',
      examineResult: approve ? 'approve' : 'pending',
      examineReason: null,
      language,
      registeredByUserId: leader.userId,
      submittedAt: now,
      examinedAt: approve ? (registration.examinedAt ?? now) : null,
      updatedAt: now,
    })
    .where(eq(registrations.id, registration.id))
    .returning()
  return approve ? ensureTicketCodes(ctx, submitted) : submitted
}

/**
 * Opens a subordinate account: under the leader's lock (their visitingGroup registration row, `FOR UPDATE`) the cap
 * is counted, the account created (an account name the tenant has: 409) and the row added, in one transaction, so
 * creations at once cannot pass the cap. Then the registration is made.
 */
export async function createSubordinate(ctx: AppContext, leader: Leader, input: SubordinateCreateRequest, language: 'cn' | 'en'): Promise<SubordinateRow> {
  if (!registrationOpen(leader.exhibition, ctx.clock.now())) throw new AppError(409, 'error.registrationClosed')
  const max = subordinateMaxOf(leader.exhibition.functionConfig)
  const now = new Date(ctx.clock.now())
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.tenantId, leader.tenantId),
          eq(registrations.exhibitionId, leader.exhibition.id),
          eq(registrations.userId, leader.userId),
          eq(registrations.registerType, LEADER_REGISTER_TYPE),
        ),
      )
      .for('update')
    const [{ value: held }] = await tx.select({ value: count() }).from(subordinates).where(ownedBy(leader))
    if (held >= max) throw new AppError(409, 'error.subordinate.full', { n: max })
    const account = await createPasswordAccount(tx, { tenantId: leader.tenantId, account: accountNameOf(input.account), password: input.password, name: input.person.name, now })
    if (!account) throw new AppError(409, 'error.subordinate.accountTaken', undefined, { fieldErrors: { account: translate('error.subordinate.accountTaken', language) } })
    const [created] = await tx
      .insert(subordinates)
      .values({
        tenantId: leader.tenantId,
        exhibitionId: leader.exhibition.id,
        leaderUserId: leader.userId,
        userId: account.id,
        ...personColumns(input.person),
        passwordSetAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return created
  })
  await registerSubordinate(ctx, leader, row, input.person, language)
  return row
}

function personColumns(person: GroupMemberInput) {
  return {
    name: person.name,
    mobile: person.mobile ?? null,
    email: person.email ? person.email.toLowerCase() : null,
    company: person.company,
    title: person.title,
  }
}

/** The person's details changed; the registration's profile follows (its review state stays as it is). */
export async function updateSubordinate(ctx: AppContext, leader: Leader, id: string, person: GroupMemberInput): Promise<SubordinateRow> {
  const row = await findSubordinate(ctx, leader, { id })
  const now = new Date(ctx.clock.now())
  const [updated] = await ctx.db
    .update(subordinates)
    .set({ ...personColumns(person), updatedAt: now })
    .where(and(ownedBy(leader), eq(subordinates.id, row.id)))
    .returning()
  await ctx.db
    .update(registrations)
    .set({ profile: profileOf(person), updatedAt: now })
    .where(and(eq(registrations.tenantId, leader.tenantId), eq(registrations.exhibitionId, leader.exhibition.id), eq(registrations.userId, row.userId), eq(registrations.registerType, SUBORDINATE_REGISTER_TYPE)))
  await ctx.db.update(users).set({ name: person.name, updatedAt: now }).where(and(eq(users.id, row.userId), eq(users.tenantId, leader.tenantId)))
  return updated
}

/** The leader sets a new password (argon2 as every other); every session of the subordinate ends (auth's token version). */
export async function resetSubordinatePassword(ctx: AppContext, leader: Leader, userId: string, password: string): Promise<void> {
  const row = await findSubordinate(ctx, leader, { userId })
  await storePassword(ctx, await loadUser(ctx, leader.tenantId, row.userId), password)
  await ctx.db.update(subordinates).set({ passwordSetAt: new Date(ctx.clock.now()), updatedAt: new Date(ctx.clock.now()) }).where(eq(subordinates.id, row.id))
}

/** Disabled: cannot sign in ("Account restricted") and every session ends; enabled: signs in again with the same password. */
export async function setSubordinateEnabled(ctx: AppContext, leader: Leader, id: string, enabled: boolean): Promise<SubordinateRow> {
  const row = await findSubordinate(ctx, leader, { id })
  await setAccountStatus(ctx, { id: row.userId, tenantId: leader.tenantId }, enabled ? 'active' : 'restricted')
  return row
}

/**
 * Removed for good: the account is restricted (sessions end, no sign-in), the row goes (the cap frees a place). The
 * account name stays taken (the user row and its registration are kept for the organiser's records).
 */
export async function removeSubordinate(ctx: AppContext, leader: Leader, id: string): Promise<void> {
  const row = await findSubordinate(ctx, leader, { id })
  await setAccountStatus(ctx, { id: row.userId, tenantId: leader.tenantId }, 'restricted')
  await ctx.db.delete(subordinates).where(and(ownedBy(leader), eq(subordinates.id, row.id)))
}

/** Whether the account is a subordinate at the exhibition (auth's password login for registerType `subordinate`). */
export async function isSubordinateAt(ctx: Pick<AppContext, 'db'>, tenantId: string, userId: string, exhibitionId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: subordinates.id })
    .from(subordinates)
    .where(and(eq(subordinates.tenantId, tenantId), eq(subordinates.exhibitionId, exhibitionId), eq(subordinates.userId, userId)))
    .limit(1)
  return Boolean(row)
}

/** Every sub-account of an exhibition with its leader (the organiser's list), leaders' accounts first by creation. */
export async function adminSubordinates(ctx: AppContext, exhibition: Exhibition): Promise<AdminSubordinateView[]> {
  const rows = await ctx.db
    .select()
    .from(subordinates)
    .where(and(eq(subordinates.tenantId, exhibition.tenantId), eq(subordinates.exhibitionId, exhibition.id)))
    .orderBy(asc(subordinates.createdAt), asc(subordinates.id))
  if (rows.length === 0) return []
  const leaderIds = [...new Set(rows.map((row) => row.leaderUserId))]
  const leaders = await ctx.db.select({ id: users.id, account: users.account }).from(users).where(and(eq(users.tenantId, exhibition.tenantId), inArray(users.id, leaderIds)))
  const leaderOf = new Map(leaders.map((leader) => [leader.id, leader.account]))
  const views: AdminSubordinateView[] = []
  for (const leaderId of leaderIds) {
    const own = rows.filter((row) => row.leaderUserId === leaderId)
    const seen = await subordinateViews(ctx, { tenantId: exhibition.tenantId, exhibition, userId: leaderId }, own)
    for (const view of seen) {
      views.push({ account: view.account, name: view.name, leaderAccount: leaderOf.get(leaderId) ?? '', status: view.status, registration: view.registration, entryCode: view.entryCode, createdAt: view.createdAt })
    }
  }
  return views
}
