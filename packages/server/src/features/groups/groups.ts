import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { GroupMemberInput, GroupSaveRequest } from '@fairpass/core/validation'
import type { AdminGroupView, GroupCopyResult, GroupJoined, GroupMemberView, GroupView, PreviousGroupView, VisitingGroupLeaderState } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { exhibitions, type Exhibition } from '../../tenancy'
import { users } from '../auth'
import { ensureTicketCodes, registrations } from '../user'
import { holdsTicket } from '../wallet'
import { contactKeys, memberMaxOf, processStatusOf, registrationStateOf } from './rules'
import { visitingGroupMembers, visitingGroups, type VisitingGroupMemberRow, type VisitingGroupRow } from './tables'

/*
 * The group and its members in the database. Every function takes the group as found from the caller (`leaderGroup`),
 * so a member id is always looked for inside it: another group's member reads as not there.
 */

type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export const LEADER_REGISTER_TYPE = 'visitingGroup'

export interface Leader {
  tenantId: string
  exhibition: Exhibition
  userId: string
}

export function newJoinCode(): string {
  return randomBytes(18).toString('base64url')
}

export async function findLeaderGroup(db: Queryable, leader: Leader): Promise<VisitingGroupRow | undefined> {
  const [group] = await db
    .select()
    .from(visitingGroups)
    .where(and(eq(visitingGroups.tenantId, leader.tenantId), eq(visitingGroups.exhibitionId, leader.exhibition.id), eq(visitingGroups.leaderUserId, leader.userId)))
    .limit(1)
  return group
}

export async function requireLeaderGroup(db: Queryable, leader: Leader): Promise<VisitingGroupRow> {
  const group = await findLeaderGroup(db, leader)
  if (!group) throw new AppError(404, 'error.group.none')
  return group
}

export async function memberCount(db: Queryable, groupId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(visitingGroupMembers).where(eq(visitingGroupMembers.groupId, groupId))
  return Number(row?.n ?? 0)
}

export async function groupView(db: Queryable, group: VisitingGroupRow, exhibition: Exhibition): Promise<GroupView> {
  const count = await memberCount(db, group.id)
  return {
    id: group.id,
    exhibitionId: group.exhibitionId,
    name: group.name,
    company: group.company,
    expectedSize: group.expectedSize,
    memberCount: count,
    memberMax: memberMaxOf(exhibition.functionConfig),
    processStatus: processStatusOf(count),
    createdAt: group.createdAt.toISOString(),
  }
}

/** Creates the leader's group or changes its details; the join code is made once. */
export async function saveGroup(ctx: AppContext, leader: Leader, input: GroupSaveRequest): Promise<VisitingGroupRow> {
  const now = new Date(ctx.clock.now())
  const values = { name: input.name, company: input.company, expectedSize: input.expectedSize, updatedAt: now }
  const [row] = await ctx.db
    .insert(visitingGroups)
    .values({ tenantId: leader.tenantId, exhibitionId: leader.exhibition.id, leaderUserId: leader.userId, joinCode: newJoinCode(), ...values })
    .onConflictDoUpdate({ target: [visitingGroups.exhibitionId, visitingGroups.leaderUserId], set: values })
    .returning()
  return row
}

/** Stored as given; an e-mail in lower case, as accounts keep it, so the same person matches. */
function memberValues(member: GroupMemberInput) {
  return { name: member.name, mobile: member.mobile ?? null, email: member.email?.toLowerCase() ?? null, company: member.company, title: member.title }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true
  }
  return false
}

/**
 * Runs `work` with the group's row locked: every add takes this lock first, so of adds at once (by hand, import,
 * copy, join) each counts the members the one before it left, and the cap holds.
 */
async function withGroupLocked<T>(ctx: AppContext, groupId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.select({ id: visitingGroups.id }).from(visitingGroups).where(eq(visitingGroups.id, groupId)).for('update')
      return work(tx)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'error.group.duplicateMember')
    throw error
  }
}

async function assertRoom(tx: Queryable, groupId: string, adding: number, max: number, bulk = false): Promise<number> {
  const count = await memberCount(tx, groupId)
  if (count + adding > max) throw bulk ? new AppError(409, 'error.group.importOverCap', { n: adding, max }) : new AppError(409, 'error.group.full', { n: max })
  return count
}

export async function addMember(ctx: AppContext, group: VisitingGroupRow, exhibition: Exhibition, member: GroupMemberInput): Promise<VisitingGroupMemberRow> {
  return withGroupLocked(ctx, group.id, async (tx) => {
    await assertRoom(tx, group.id, 1, memberMaxOf(exhibition.functionConfig))
    const [row] = await tx.insert(visitingGroupMembers).values({ groupId: group.id, source: 'manual', ...memberValues(member) }).returning()
    return row
  })
}

export async function findMember(db: Queryable, group: VisitingGroupRow, id: string): Promise<VisitingGroupMemberRow> {
  const [row] = await db
    .select()
    .from(visitingGroupMembers)
    .where(and(eq(visitingGroupMembers.groupId, group.id), eq(visitingGroupMembers.id, id)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  return row
}

export async function updateMember(ctx: AppContext, group: VisitingGroupRow, id: string, member: GroupMemberInput): Promise<VisitingGroupMemberRow> {
  const current = await findMember(ctx.db, group, id)
  const values = memberValues(member)
  // A new mobile or e-mail is another person's: the account found by the old one no longer answers for this row.
  const sameContact = values.mobile === current.mobile && values.email === current.email
  try {
    const [row] = await ctx.db
      .update(visitingGroupMembers)
      .set({ ...values, userId: sameContact || current.source === 'joined' ? current.userId : null, updatedAt: new Date(ctx.clock.now()) })
      .where(and(eq(visitingGroupMembers.groupId, group.id), eq(visitingGroupMembers.id, id)))
      .returning()
    if (!row) throw new AppError(404, 'error.notFound')
    return row
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'error.group.duplicateMember')
    throw error
  }
}

export async function removeMember(ctx: AppContext, group: VisitingGroupRow, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(visitingGroupMembers)
    .where(and(eq(visitingGroupMembers.groupId, group.id), eq(visitingGroupMembers.id, id)))
    .returning({ id: visitingGroupMembers.id })
  if (!removed.length) throw new AppError(404, 'error.notFound')
}

export async function existingContacts(db: Queryable, groupId: string): Promise<Set<string>> {
  const rows = await db.select({ mobile: visitingGroupMembers.mobile, email: visitingGroupMembers.email }).from(visitingGroupMembers).where(eq(visitingGroupMembers.groupId, groupId))
  return new Set(rows.flatMap(contactKeys))
}

/** Adds the members in one transaction under the group's lock: all of them or, past the cap, none. */
export async function addMembers(ctx: AppContext, group: VisitingGroupRow, exhibition: Exhibition, members: GroupMemberInput[], source: 'import' | 'copy'): Promise<number> {
  if (!members.length) return memberCount(ctx.db, group.id)
  return withGroupLocked(ctx, group.id, async (tx) => {
    const count = await assertRoom(tx, group.id, members.length, memberMaxOf(exhibition.functionConfig), true)
    // Batches keep each statement's parameters well below PostgreSQL's limit.
    for (let start = 0; start < members.length; start += 500) {
      await tx.insert(visitingGroupMembers).values(members.slice(start, start + 500).map((member) => ({ groupId: group.id, source, ...memberValues(member) })))
    }
    return count + members.length
  })
}

export async function listMembers(db: Queryable, groupId: string): Promise<VisitingGroupMemberRow[]> {
  return db.select().from(visitingGroupMembers).where(eq(visitingGroupMembers.groupId, groupId)).orderBy(asc(visitingGroupMembers.seq))
}

const STATE_RANK = { approve: 4, pending: 3, reject: 2, incomplete: 1, none: 0 } as const

/**
 * Each member's account (joined, else found by mobile or e-mail in the tenant), their furthest registration at the
 * exhibition (of any visitor register type but the leader's own), its entry code, and whether they hold a ticket.
 */
/** Each member's account: the one that joined by the link, else the tenant's account with the member's mobile or e-mail. */
async function memberAccounts(db: Queryable, group: VisitingGroupRow, rows: VisitingGroupMemberRow[]) {
  const mobiles = rows.flatMap((row) => (row.mobile ? [row.mobile] : []))
  const emails = rows.flatMap((row) => (row.email ? [row.email] : []))
  const linked = rows.flatMap((row) => (row.userId ? [row.userId] : []))
  const conditions = [
    mobiles.length ? inArray(users.phone, mobiles) : undefined,
    emails.length ? inArray(users.email, emails) : undefined,
    linked.length ? inArray(users.id, linked) : undefined,
  ].filter((condition) => condition !== undefined)
  const accounts = conditions.length
    ? await db.select({ id: users.id, phone: users.phone, email: users.email }).from(users).where(and(eq(users.tenantId, group.tenantId), or(...conditions)))
    : []
  const byMobile = new Map(accounts.flatMap((account) => (account.phone ? [[account.phone, account.id] as const] : [])))
  const byEmail = new Map(accounts.flatMap((account) => (account.email ? [[account.email.toLowerCase(), account.id] as const] : [])))
  const userOf = (row: VisitingGroupMemberRow) => row.userId ?? (row.mobile ? byMobile.get(row.mobile) : undefined) ?? (row.email ? byEmail.get(row.email) : undefined)
  const userIds = [...new Set(rows.map(userOf).filter((id): id is string => Boolean(id)))]
  return { userOf, userIds }
}

export async function memberViews(ctx: AppContext, group: VisitingGroupRow, rows: VisitingGroupMemberRow[]): Promise<GroupMemberView[]> {
  const { userOf, userIds } = await memberAccounts(ctx.db, group, rows)
  const found = userIds.length
    ? await ctx.db
        .select({ userId: registrations.userId, completeResult: registrations.completeResult, examineResult: registrations.examineResult, userCode: registrations.userCode })
        .from(registrations)
        .where(and(eq(registrations.tenantId, group.tenantId), eq(registrations.exhibitionId, group.exhibitionId), inArray(registrations.userId, userIds), ne(registrations.registerType, LEADER_REGISTER_TYPE)))
    : []
  const best = new Map<string, (typeof found)[number]>()
  for (const registration of found) {
    const current = best.get(registration.userId)
    if (!current || STATE_RANK[registrationStateOf(registration)] > STATE_RANK[registrationStateOf(current)]) best.set(registration.userId, registration)
  }
  const tickets = new Map(
    await Promise.all(userIds.map(async (userId) => [userId, await holdsTicket(ctx, { tenantId: group.tenantId, exhibitionId: group.exhibitionId, userId })] as const)),
  )
  return rows.map((row) => {
    const userId = userOf(row)
    const registration = userId ? best.get(userId) : undefined
    const state = registrationStateOf(registration)
    return {
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      company: row.company,
      title: row.title,
      source: row.source as GroupMemberView['source'],
      registered: Boolean(registration),
      registration: state,
      entryCode: state === 'approve' ? (registration?.userCode ?? null) : null,
      holdsTicket: userId ? (tickets.get(userId) ?? false) : false,
      createdAt: row.createdAt.toISOString(),
    }
  })
}

/** The entry codes to print: each member with their signed QR and 10-digit code when approved, else without. */
export async function memberCodes(ctx: AppContext, group: VisitingGroupRow): Promise<Array<{ view: GroupMemberView; qr: string | null }>> {
  const rows = await listMembers(ctx.db, group.id)
  // An approved registration gets its code when first shown (as the confirmation page does): the sheet is such a showing.
  const { userIds } = await memberAccounts(ctx.db, group, rows)
  if (userIds.length) {
    const uncoded = await ctx.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.tenantId, group.tenantId), eq(registrations.exhibitionId, group.exhibitionId), inArray(registrations.userId, userIds), eq(registrations.examineResult, 'approve'), isNull(registrations.userCode)))
    for (const registration of uncoded) await ensureTicketCodes(ctx, registration)
  }
  const views = await memberViews(ctx, group, rows)
  const codes = views.flatMap((view) => (view.entryCode ? [view.entryCode] : []))
  const qrs = codes.length
    ? await ctx.db
        .select({ userCode: registrations.userCode, userQr: registrations.userQr })
        .from(registrations)
        .where(and(eq(registrations.tenantId, group.tenantId), eq(registrations.exhibitionId, group.exhibitionId), inArray(registrations.userCode, codes)))
    : []
  const qrOf = new Map(qrs.map((row) => [row.userCode, row.userQr]))
  return views.map((view) => ({ view, qr: view.entryCode ? (qrOf.get(view.entryCode) ?? null) : null }))
}

/** The leader's groups at the tenant's other exhibitions, newest first, with their members. */
export async function previousGroups(db: Queryable, leader: Leader, language: 'cn' | 'en'): Promise<PreviousGroupView[]> {
  const groups = await db
    .select({ group: visitingGroups, titleCn: exhibitions.titleCn, titleEn: exhibitions.titleEn })
    .from(visitingGroups)
    .innerJoin(exhibitions, and(eq(exhibitions.tenantId, visitingGroups.tenantId), eq(exhibitions.id, visitingGroups.exhibitionId)))
    .where(and(eq(visitingGroups.tenantId, leader.tenantId), eq(visitingGroups.leaderUserId, leader.userId), ne(visitingGroups.exhibitionId, leader.exhibition.id)))
    .orderBy(sql`${visitingGroups.createdAt} desc`)
  const result: PreviousGroupView[] = []
  for (const { group, titleCn, titleEn } of groups) {
    const members = await listMembers(db, group.id)
    result.push({
      exhibitionId: group.exhibitionId,
      exhibitionTitle: language === 'cn' ? titleCn : titleEn,
      name: group.name,
      company: group.company,
      members: members.map(({ id, name, mobile, email, company, title }) => ({ id, name, mobile, email, company, title })),
    })
  }
  return result
}

/** Copies members of the leader's group at an earlier fair; those whose mobile or e-mail is already in the group are skipped. */
export async function copyPrevious(ctx: AppContext, leader: Leader, group: VisitingGroupRow, fromExhibitionId: string, memberIds?: string[]): Promise<GroupCopyResult> {
  if (fromExhibitionId === leader.exhibition.id) throw new AppError(404, 'error.notFound')
  const [source] = await ctx.db
    .select()
    .from(visitingGroups)
    .where(and(eq(visitingGroups.tenantId, leader.tenantId), eq(visitingGroups.exhibitionId, fromExhibitionId), eq(visitingGroups.leaderUserId, leader.userId)))
    .limit(1)
  if (!source) throw new AppError(404, 'error.notFound')
  let members = await listMembers(ctx.db, source.id)
  if (memberIds) {
    const wanted = new Set(memberIds)
    members = members.filter((member) => wanted.has(member.id))
    if (members.length !== wanted.size) throw new AppError(404, 'error.notFound')
  }
  const present = await existingContacts(ctx.db, group.id)
  const fresh: GroupMemberInput[] = []
  for (const member of members) {
    const keys = contactKeys(member)
    if (keys.some((key) => present.has(key))) continue
    for (const key of keys) present.add(key)
    fresh.push({ name: member.name, mobile: member.mobile ?? undefined, email: member.email ?? undefined, company: member.company, title: member.title })
  }
  const count = await addMembers(ctx, group, leader.exhibition, fresh, 'copy')
  return { copied: fresh.length, skipped: members.length - fresh.length, memberCount: count }
}

export async function groupByJoinCode(db: Queryable, tenantId: string, exhibitionId: string, code: string): Promise<VisitingGroupRow> {
  const [group] = await db
    .select()
    .from(visitingGroups)
    .where(and(eq(visitingGroups.joinCode, code), eq(visitingGroups.tenantId, tenantId), eq(visitingGroups.exhibitionId, exhibitionId)))
    .limit(1)
  if (!group) throw new AppError(404, 'error.notFound')
  return group
}

/**
 * A signed-in visitor joins the group of the link: registered at the exhibition (any type but leader), not a leader
 * there. The member row named by their mobile or e-mail is theirs (linked), else a new one from their registration;
 * a second join answers the same member.
 */
export async function joinGroup(ctx: AppContext, exhibition: Exhibition, user: { id: string; tenantId: string }, code: string): Promise<GroupJoined> {
  const group = await groupByJoinCode(ctx.db, user.tenantId, exhibition.id, code)
  if (group.leaderUserId === user.id) throw new AppError(409, 'error.group.leaderCannotJoin')
  const own = await ctx.db
    .select({ registerType: registrations.registerType, profile: registrations.profile })
    .from(registrations)
    .where(and(eq(registrations.tenantId, user.tenantId), eq(registrations.exhibitionId, exhibition.id), eq(registrations.userId, user.id)))
  if (own.some((row) => row.registerType === LEADER_REGISTER_TYPE)) throw new AppError(409, 'error.group.leaderCannotJoin')
  const registration = own[0]
  if (!registration) throw new AppError(409, 'error.group.notRegistered')
  const [account] = await ctx.db.select({ phone: users.phone, email: users.email, name: users.name }).from(users).where(eq(users.id, user.id)).limit(1)
  const answer = (member: VisitingGroupMemberRow, already: boolean): GroupJoined => ({ groupName: group.name, company: group.company, memberId: member.id, already })
  return withGroupLocked(ctx, group.id, async (tx) => {
    const contacts = [account?.phone ? eq(visitingGroupMembers.mobile, account.phone) : undefined, account?.email ? eq(visitingGroupMembers.email, account.email.toLowerCase()) : undefined, eq(visitingGroupMembers.userId, user.id)].filter(
      (condition) => condition !== undefined,
    )
    const [named] = await tx.select().from(visitingGroupMembers).where(and(eq(visitingGroupMembers.groupId, group.id), or(...contacts))).limit(1)
    if (named) {
      if (named.userId === user.id) return answer(named, true)
      const [linked] = await tx.update(visitingGroupMembers).set({ userId: user.id, updatedAt: new Date(ctx.clock.now()) }).where(eq(visitingGroupMembers.id, named.id)).returning()
      return answer(linked, false)
    }
    await assertRoom(tx, group.id, 1, memberMaxOf(exhibition.functionConfig))
    const profile = registration.profile ?? {}
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
    const [row] = await tx
      .insert(visitingGroupMembers)
      .values({
        groupId: group.id,
        source: 'joined',
        userId: user.id,
        name: text(profile.name) || account?.name || account?.phone || account?.email || '',
        mobile: account?.phone ?? null,
        email: account?.email?.toLowerCase() ?? null,
        company: text(profile.company),
        title: text(profile.position) || text(profile.title),
      })
      .returning()
    return answer(row, false)
  })
}

/**
 * joinGroup for a registration made through the group's link (user feature's GroupJoiner): a refusal (the group full,
 * a leader, an unknown code) leaves the registration as it is, so it is swallowed; anything else is a fault and thrown.
 */
export async function joinGroupQuietly(ctx: AppContext, who: { tenantId: string; exhibition: Exhibition; userId: string }, code: string): Promise<void> {
  try {
    await joinGroup(ctx, who.exhibition, { id: who.userId, tenantId: who.tenantId }, code)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
  }
}

/** visitingGroupLeaderVO of the user info: answered for a visitingGroup registration only (null otherwise). */
export async function leaderState(db: Queryable, scope: { tenantId: string; exhibitionId: string; userId: string }): Promise<VisitingGroupLeaderState> {
  const [group] = await db
    .select({ id: visitingGroups.id })
    .from(visitingGroups)
    .where(and(eq(visitingGroups.tenantId, scope.tenantId), eq(visitingGroups.exhibitionId, scope.exhibitionId), eq(visitingGroups.leaderUserId, scope.userId)))
    .limit(1)
  const count = group ? await memberCount(db, group.id) : 0
  return { processStatus: processStatusOf(count), groupId: group?.id ?? null, memberCount: count }
}

/** The organiser's list: every group of the exhibition, optionally with members and their state. */
export async function adminGroups(ctx: AppContext, exhibition: Exhibition, withMembers: boolean): Promise<AdminGroupView[]> {
  const groups = await ctx.db
    .select({ group: visitingGroups, leaderAccount: users.account })
    .from(visitingGroups)
    .innerJoin(users, eq(users.id, visitingGroups.leaderUserId))
    .where(and(eq(visitingGroups.tenantId, exhibition.tenantId), eq(visitingGroups.exhibitionId, exhibition.id)))
    .orderBy(asc(visitingGroups.createdAt))
  const result: AdminGroupView[] = []
  for (const { group, leaderAccount } of groups) {
    const rows = await listMembers(ctx.db, group.id)
    const view: AdminGroupView = { id: group.id, name: group.name, company: group.company, leaderAccount, expectedSize: group.expectedSize, memberCount: rows.length }
    if (withMembers) {
      view.members = (await memberViews(ctx, group, rows)).map(({ name, mobile, email, company, title, registration, entryCode }) => ({ name, mobile, email, company, title, registration, entryCode }))
    }
    result.push(view)
  }
  return result
}
