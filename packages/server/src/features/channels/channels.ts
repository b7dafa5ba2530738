import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AdminChannelView, ChannelDetail, ChannelRegistrant, ChannelView, ShareContext, UserRegisterLinkView } from '@fairpass/core/contract'
import { CHANNELS_PER_LEADER_MAX, normaliseChannelCode, type ChannelSaveRequest } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Exhibition } from '../../tenancy'
import { users } from '../auth'
import { registrations } from '../user'
import { channels, userRegisterLinks, type ChannelRow } from './tables'

/* The channel rules: a leader's own codes, the counts read from registrations, the links built by the server. */

export interface Caller {
  tenantId: string
  exhibition: Exhibition
  userId: string
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true
  }
  return false
}

const registrationsOf = (tenantId: string, exhibitionId: string, code: string) =>
  and(eq(registrations.tenantId, tenantId), eq(registrations.exhibitionId, exhibitionId), eq(registrations.sourceCode, code))

/** The registration link of a channel: visitor registration at the exhibition carrying the code (spec §2 sourceCode). */
export function channelPath(tenantId: string, exhibitionId: string, code: string): string {
  return `/registration?${new URLSearchParams({ tenantId, exhibitionId, registerType: 'visitor', sourceCode: code })}`
}

/** A person's share link: visitor registration naming the sharer (fissionParentBladeUserId) and their channel, if any. */
export function sharePath(tenantId: string, exhibitionId: string, userId: string, code: string | null): string {
  return `/registration?${new URLSearchParams({ tenantId, exhibitionId, registerType: 'visitor', fissionParentBladeUserId: userId, ...(code ? { sourceCode: code } : {}) })}`
}

/** What registration keeps of a link's sourceCode: the code when it is a channel of this exhibition, else null. */
export async function channelCodeAt(db: Db, scope: { tenantId: string; exhibitionId: string }, value: string): Promise<string | null> {
  const code = normaliseChannelCode(value)
  if (!code) return null
  const [row] = await db
    .select({ code: channels.code })
    .from(channels)
    .where(and(eq(channels.tenantId, scope.tenantId), eq(channels.exhibitionId, scope.exhibitionId), eq(channels.code, code)))
    .limit(1)
  return row?.code ?? null
}

async function countFor(db: Db, row: ChannelRow): Promise<number> {
  const [answer] = await db.select({ n: count() }).from(registrations).where(registrationsOf(row.tenantId, row.exhibitionId, row.code))
  return Number(answer?.n ?? 0)
}

const viewOf = (row: ChannelRow, registrations: number): ChannelView => ({ code: row.code, name: row.name, registrations, createdAt: row.createdAt.toISOString() })

const registrationCount = sql<number>`(select count(*) from ${registrations} where ${registrations.tenantId} = ${channels.tenantId} and ${registrations.exhibitionId} = ${channels.exhibitionId} and ${registrations.sourceCode} = ${channels.code})`.mapWith(Number)

/** The caller's channels at the exhibition, newest first, each with its registration count (one query). */
export async function listChannels(db: Db, caller: Caller): Promise<ChannelView[]> {
  const rows = await db
    .select({ channel: channels, n: registrationCount })
    .from(channels)
    .where(and(eq(channels.tenantId, caller.tenantId), eq(channels.exhibitionId, caller.exhibition.id), eq(channels.leaderUserId, caller.userId)))
    .orderBy(desc(channels.createdAt), desc(channels.code))
  return rows.map(({ channel, n }) => viewOf(channel, n))
}

/** Every channel of an exhibition with its leader's account and count, most registrations first (the organiser's list). */
export async function adminChannels(db: Db, exhibition: Exhibition): Promise<AdminChannelView[]> {
  const rows = await db
    .select({ channel: channels, n: registrationCount, leaderAccount: users.account })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.leaderUserId))
    .where(and(eq(channels.tenantId, exhibition.tenantId), eq(channels.exhibitionId, exhibition.id)))
    .orderBy(desc(registrationCount), asc(channels.code))
  return rows.map(({ channel, n, leaderAccount }) => ({ ...viewOf(channel, n), leaderAccount }))
}

/**
 * Creates a channel. Under the caller's row lock the cap holds however many arrive at once; the unique code is the
 * database's to decide between two leaders (409 error.channel.taken, nothing written).
 */
export async function createChannel(db: Db, caller: Caller, input: Pick<ChannelSaveRequest, 'code' | 'name'>, now: Date): Promise<ChannelView> {
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update')
      const [{ n }] = await tx
        .select({ n: count() })
        .from(channels)
        .where(and(eq(channels.tenantId, caller.tenantId), eq(channels.exhibitionId, caller.exhibition.id), eq(channels.leaderUserId, caller.userId)))
      if (Number(n) >= CHANNELS_PER_LEADER_MAX) throw new AppError(409, 'error.channel.tooMany', { n: CHANNELS_PER_LEADER_MAX })
      const [created] = await tx
        .insert(channels)
        .values({ tenantId: caller.tenantId, exhibitionId: caller.exhibition.id, leaderUserId: caller.userId, code: input.code, name: input.name, createdAt: now, updatedAt: now })
        .returning()
      return created
    })
    return viewOf(row, await countFor(db, row))
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'error.channel.taken', { code: input.code })
    throw error
  }
}

/** One of the caller's channels; another leader's or an unknown code is 404 alike (nothing tells them apart). */
export async function requireOwnChannel(db: Db, caller: Caller, code: string): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.tenantId, caller.tenantId), eq(channels.exhibitionId, caller.exhibition.id), eq(channels.code, code), eq(channels.leaderUserId, caller.userId)))
    .limit(1)
  if (!row) throw new AppError(404, 'error.channel.notFound')
  return row
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The name a profile shows: the name field, else surname and given name. */
function nameOf(profile: Record<string, unknown>): string {
  return text(profile.name) || [text(profile.lastName), text(profile.firstName)].filter(Boolean).join(' ')
}

/** A channel with its link and the people registered through it, in the order they registered. */
export async function channelDetail(db: Db, caller: Caller, code: string): Promise<ChannelDetail> {
  const row = await requireOwnChannel(db, caller, code)
  const people = await db
    .select({ profile: registrations.profile, registerType: registrations.registerType, completeResult: registrations.completeResult, createdAt: registrations.createdAt })
    .from(registrations)
    .where(registrationsOf(row.tenantId, row.exhibitionId, row.code))
    .orderBy(asc(registrations.createdAt))
    .limit(500)
  const registrants: ChannelRegistrant[] = people.map((person) => ({
    name: nameOf(person.profile),
    company: text(person.profile.company),
    registerType: person.registerType,
    completeResult: person.completeResult,
    registeredAt: person.createdAt.toISOString(),
  }))
  return { channel: viewOf(row, await countFor(db, row)), path: channelPath(row.tenantId, row.exhibitionId, row.code), registrants }
}

/** Any registration of the caller at the exhibition (the share pages are for every registered person). */
async function requireRegistered(db: Db, caller: Caller) {
  const [row] = await db
    .select({ profile: registrations.profile })
    .from(registrations)
    .where(and(eq(registrations.tenantId, caller.tenantId), eq(registrations.exhibitionId, caller.exhibition.id), eq(registrations.userId, caller.userId)))
    .orderBy(asc(registrations.createdAt))
    .limit(1)
  if (!row) throw new AppError(403, 'error.share.notRegistered')
  return row
}

/** The first of a comma-separated image list (spec §3 globalImage), if any. */
export function firstImage(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const first = value.split(',').map((part) => part.trim()).find(Boolean)
  return first ?? null
}

/** What the poster shows: the configured share title and text of the language, the artwork, the caller's own values. */
export async function shareContext(db: Db, caller: Caller, language: 'cn' | 'en', code: string | undefined): Promise<ShareContext> {
  const { profile } = await requireRegistered(db, caller)
  if (code) await requireOwnChannel(db, caller, code)
  const config = caller.exhibition.pageConfig
  const en = language === 'en'
  const pick = (cn: string, english: string) => text(en ? (config[english] ?? config[cn]) : config[cn])
  const exhibitionTitle = en ? caller.exhibition.titleEn : caller.exhibition.titleCn
  const artworkUrl = firstImage(config.globalImage) ?? firstImage(pick('shareImage', 'shareImageEn'))
  const [lastName, firstName] = [text(profile.lastName), text(profile.firstName)]
  return {
    title: pick('shareTitle', 'shareTitleEn') || exhibitionTitle,
    desc: pick('shareDesc', 'shareDescEn'),
    artworkUrl,
    shareImageUrl: firstImage(pick('shareImage', 'shareImageEn')) ?? artworkUrl,
    exhibitionTitle,
    values: {
      name: nameOf(profile),
      lastName,
      firstName,
      company: text(profile.company),
      companyEnName: text(profile.companyEnName),
      boothNo: text(profile.boothNo),
      exhibitionTitle,
    },
  }
}

/** Remembers the caller's share link (built here, never taken from the request): one row per person, exhibition and channel. */
export async function saveRegisterLink(db: Db, caller: Caller, code: string | undefined, now: Date): Promise<UserRegisterLinkView> {
  await requireRegistered(db, caller)
  const sourceCode = code ? (await requireOwnChannel(db, caller, code)).code : null
  const path = sharePath(caller.tenantId, caller.exhibition.id, caller.userId, sourceCode)
  const [row] = await db
    .insert(userRegisterLinks)
    .values({ tenantId: caller.tenantId, exhibitionId: caller.exhibition.id, userId: caller.userId, sourceCode, path, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [userRegisterLinks.exhibitionId, userRegisterLinks.userId, userRegisterLinks.sourceCode], set: { updatedAt: now, path } })
    .returning()
  return { id: row.id, path: row.path, sourceCode: row.sourceCode, createdAt: row.createdAt.toISOString() }
}
