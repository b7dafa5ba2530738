import { and, desc, eq, sql } from 'drizzle-orm'
import type {
  AdminInviter,
  ReferralCounts,
  ReferralInvitation,
  ReferralInviter,
  ReferralNoticeTemplate,
  ReferralParent,
  ReferralRanking,
  ReferralRecordList,
  ReferralRecordView,
  ReferralSent,
} from '@fairpass/core/contract'
import { interpolate, maskName, REFERRAL_DAILY_MAX, REFERRAL_RANKING_TOP, type ReferralChannel, type ReferralRecipientInput } from '@fairpass/core/validation'
import { fairDay, fairTimeZoneOr } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { users } from '../auth'
import { registrations } from '../user'
import { referralDailyCounts, referralInvitations, referralInviteRecords, referralParents } from './tables'
import { DEFAULT_NOTICE } from './texts'

/*
 * Invitations and referrals in the database (issue 18). Every function takes the caller as found from the token
 * (`Visitor`): records, counts and the invitation are always his own, never ones a request names.
 */

type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface Visitor {
  tenantId: string
  exhibition: Exhibition
  userId: string
}

/** A complete registration of the user at the exhibition, of any register type. */
async function registeredAt(db: Queryable, tenantId: string, exhibitionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.exhibitionId, exhibitionId), eq(registrations.userId, userId), eq(registrations.completeResult, 'succ')))
    .limit(1)
  return Boolean(row)
}

/** Only a visitor who completed his own registration invites others (403 otherwise). */
export async function requireRegistered(db: Queryable, who: Visitor): Promise<void> {
  if (!(await registeredAt(db, who.tenantId, who.exhibition.id, who.userId))) throw new AppError(403, 'error.referral.notRegistered')
}

/** The name a person gave at the exhibition (the newest profile), else the account's name. */
async function nameOf(db: Queryable, tenantId: string, exhibitionId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ profile: registrations.profile })
    .from(registrations)
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.exhibitionId, exhibitionId), eq(registrations.userId, userId)))
    .orderBy(desc(registrations.updatedAt))
    .limit(1)
  const name = row?.profile?.name
  if (typeof name === 'string' && name.trim()) return name.trim()
  const [user] = await db.select({ name: users.name, account: users.account }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1)
  return user?.name?.trim() || maskName(user?.account ?? '?')
}

const titleOf = (exhibition: Exhibition, language: Language) => (language === 'en' ? exhibition.titleEn : exhibition.titleCn)

/** The hash route of /invite/home an invitation opens, with the spec §2 link parameters naming the inviter. */
export function invitationPath(who: Visitor, registerType: string, language: Language, inviterName: string, source: 'LINK' | 'QRCODE' | 'SHORT_MSG' | 'EMAIL' = 'LINK'): string {
  const params = new URLSearchParams({
    tenantId: who.tenantId,
    exhibitionId: who.exhibition.id,
    registerType,
    languageType: language,
    sourceInviteUserId: who.userId,
    inviteUserId: who.userId,
    fissionParentBladeUserId: who.userId,
    inviteUserName: inviterName,
    source,
  })
  return `/invite/home?${params.toString()}`
}

/** The caller's invitation at the exhibition, made on the first call (createOrGet). */
export async function invitationOf(db: Queryable, who: Visitor, registerType: string, language: Language): Promise<ReferralInvitation> {
  await db.insert(referralInvitations).values({ tenantId: who.tenantId, exhibitionId: who.exhibition.id, userId: who.userId }).onConflictDoNothing()
  const inviterName = await nameOf(db, who.tenantId, who.exhibition.id, who.userId)
  return {
    exhibitionId: who.exhibition.id,
    exhibitionTitle: titleOf(who.exhibition, language),
    inviterName,
    registerType,
    sourceInviteUserId: who.userId,
    fissionParentBladeUserId: who.userId,
    path: invitationPath(who, registerType, language, inviterName),
  }
}

async function hasInvitation(db: Queryable, tenantId: string, exhibitionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referralInvitations.id })
    .from(referralInvitations)
    .where(and(eq(referralInvitations.tenantId, tenantId), eq(referralInvitations.exhibitionId, exhibitionId), eq(referralInvitations.userId, userId)))
    .limit(1)
  return Boolean(row)
}

/** /invite/home before login: who invites. An id without an invitation at this exhibition reads as an invalid link. */
export async function inviterOf(db: Queryable, exhibition: Exhibition, userId: string, language: Language): Promise<ReferralInviter> {
  if (!(await hasInvitation(db, exhibition.tenantId, exhibition.id, userId))) throw new AppError(404, 'error.referral.unknownInviter')
  return {
    exhibitionId: exhibition.id,
    exhibitionTitle: titleOf(exhibition, language),
    inviterName: await nameOf(db, exhibition.tenantId, exhibition.id, userId),
    registerType: 'visitor',
  }
}

/**
 * The message an invitation sends, in the page language (texts.ts). The exhibitor portal's invitation templates are
 * a company's (its booth and wording), not a visitor's: they are not used here.
 */
export async function noticeTemplate(db: Queryable, who: Visitor, channel: ReferralChannel, link: string, recipientName: string, language: Language): Promise<ReferralNoticeTemplate> {
  const notice = DEFAULT_NOTICE[language]
  const params = { name: recipientName, inviter: await nameOf(db, who.tenantId, who.exhibition.id, who.userId), exhibition: titleOf(who.exhibition, language), link }
  const text = interpolate(notice.text, params)
  return { channel, subject: interpolate(notice.subject, params), text: text.includes(link) ? text : `${text}\n${link}` }
}

/** The address as recorded: an e-mail lower-cased, a mobile without spaces. */
export const addressKey = (channel: ReferralChannel, address: string) => (channel === 'email' ? address.trim().toLowerCase() : address.replace(/[\s-]/g, ''))

/**
 * One invitation by SMS or e-mail. Refused (nothing recorded, nothing sent, the day's count unchanged) for the
 * caller's own address, an address he invited before (409) and past the day's cap (429). The cap is one conditional
 * upsert inside the transaction that records the address, so parallel sends cannot pass it and a refused address
 * gives its slot back.
 */
export async function sendInvitation(ctx: AppContext, who: Visitor, recipient: ReferralRecipientInput, linkOrigin: string, language: Language): Promise<ReferralSent> {
  const address = addressKey(recipient.channel, recipient.address)
  const [me] = await ctx.db.select({ account: users.account, phone: users.phone, email: users.email }).from(users).where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId))).limit(1)
  const own = [me?.account, me?.phone, me?.email].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase())
  if (own.includes(address)) throw new AppError(409, 'error.referral.self')

  const invitation = await invitationOf(ctx.db, who, 'visitor', language)
  const { id, sent } = await ctx.db.transaction(async (tx) => {
    const counted = await tx.execute(sql`
      INSERT INTO referral_daily_counts (exhibition_id, user_id, day, sent)
      VALUES (${who.exhibition.id}, ${who.userId}::uuid, ${fairDay(ctx.clock.now(), fairTimeZoneOr(who.exhibition.timeZone))}, 1)
      ON CONFLICT (exhibition_id, user_id, day) DO UPDATE SET sent = referral_daily_counts.sent + 1
      WHERE referral_daily_counts.sent < ${REFERRAL_DAILY_MAX}
      RETURNING sent`)
    const countRow = (counted as unknown as { rows: { sent: number }[] }).rows[0]
    if (!countRow) throw new AppError(429, 'error.referral.dailyCap', { n: REFERRAL_DAILY_MAX })
    const [recorded] = await tx
      .insert(referralInviteRecords)
      .values({ tenantId: who.tenantId, exhibitionId: who.exhibition.id, inviterUserId: who.userId, channel: recipient.channel, name: recipient.name, address })
      .onConflictDoNothing()
      .returning({ id: referralInviteRecords.id })
    // Throwing rolls the day's count back with it.
    if (!recorded) throw new AppError(409, 'error.referral.alreadyInvited', { address })
    return { id: recorded.id, sent: Number(countRow.sent) }
  })
  const link = `${linkOrigin}#${invitationPath(who, 'visitor', language, invitation.inviterName, recipient.channel === 'sms' ? 'SHORT_MSG' : 'EMAIL')}`
  const notice = await noticeTemplate(ctx.db, who, recipient.channel, link, recipient.name, language)
  await ctx.notifier.send({ channel: recipient.channel, to: address, subject: notice.subject, text: notice.text })
  return { id, channel: recipient.channel, address, sentToday: sent, dailyMax: REFERRAL_DAILY_MAX }
}

/** Parents of `userId` upward, nearest first (a chain is short; the walk stops at 64 steps whatever the data). */
async function ancestorsOf(db: Queryable, exhibitionId: string, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE chain(user_id, depth) AS (
      SELECT parent_user_id, 1 FROM referral_parents WHERE exhibition_id = ${exhibitionId} AND user_id = ${userId}::uuid
      UNION
      SELECT p.parent_user_id, c.depth + 1 FROM referral_parents p JOIN chain c ON p.user_id = c.user_id
      WHERE p.exhibition_id = ${exhibitionId} AND c.depth < 64
    )
    SELECT user_id::text AS user_id FROM chain`)
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id)
}

/**
 * Records who invited the caller (saveFissionParentId). Refused: the caller himself, an id without an invitation at
 * this exhibition (a forged or foreign link), a parent who descends from the caller (a circle), and a different parent
 * once one is recorded. The same parent again changes nothing.
 */
export async function saveParent(db: Queryable, who: Visitor, parentUserId: string): Promise<ReferralParent> {
  if (parentUserId === who.userId) throw new AppError(409, 'error.referral.ownParent')
  if (!(await hasInvitation(db, who.tenantId, who.exhibition.id, parentUserId))) throw new AppError(404, 'error.referral.unknownInviter')
  if ((await ancestorsOf(db, who.exhibition.id, parentUserId)).includes(who.userId)) throw new AppError(409, 'error.referral.circle')
  const [created] = await db
    .insert(referralParents)
    .values({ tenantId: who.tenantId, exhibitionId: who.exhibition.id, userId: who.userId, parentUserId })
    .onConflictDoNothing()
    .returning({ parentUserId: referralParents.parentUserId })
  if (created) return { parentUserId, created: true }
  const [existing] = await db
    .select({ parentUserId: referralParents.parentUserId })
    .from(referralParents)
    .where(and(eq(referralParents.exhibitionId, who.exhibition.id), eq(referralParents.userId, who.userId)))
    .limit(1)
  if (existing?.parentUserId !== parentUserId) throw new AppError(409, 'error.referral.parentSet')
  return { parentUserId, created: false }
}

/**
 * The registration's hook (app.ts hands it to the user feature): a visitor entering by an invitation link records its
 * inviter. A link that cannot be a parent (forged, his own, a changed parent) never stops the registration.
 */
export async function recordParentQuietly(ctx: AppContext, who: Visitor, parentUserId: string | undefined): Promise<void> {
  if (!parentUserId) return
  try {
    await saveParent(ctx.db, who, parentUserId)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
  }
}

interface RecordRow {
  id: string
  channel: string
  name: string | null
  address: string | null
  invited_at: string | Date | null
  registered_at: string | Date | null
  profile_name: string | null
  account: string | null
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/**
 * The caller's invitations by SMS and e-mail, and the people who registered through his link without one; an invited
 * address counts as registered once an account of that address, or a person recording him as parent, completed a
 * registration here.
 */
export async function recordsOf(db: Queryable, who: Visitor): Promise<ReferralRecordList> {
  const result = await db.execute(sql`
    WITH invited AS (
      SELECT r.id::text AS id, r.channel, r.name, r.address, r.created_at AS invited_at,
        (SELECT u.id FROM users u WHERE u.tenant_id = ${who.tenantId} AND (lower(u.account) = r.address OR lower(u.phone) = r.address OR lower(u.email) = r.address) LIMIT 1) AS user_id
      FROM referral_invite_records r
      WHERE r.tenant_id = ${who.tenantId} AND r.exhibition_id = ${who.exhibition.id} AND r.inviter_user_id = ${who.userId}::uuid
    ),
    linked AS (
      SELECT p.id::text AS id, 'link' AS channel, NULL::text AS name, NULL::text AS address, NULL::timestamptz AS invited_at, p.user_id
      FROM referral_parents p
      WHERE p.tenant_id = ${who.tenantId} AND p.exhibition_id = ${who.exhibition.id} AND p.parent_user_id = ${who.userId}::uuid
        AND NOT EXISTS (SELECT 1 FROM invited i WHERE i.user_id = p.user_id)
    ),
    people AS (SELECT * FROM invited UNION ALL SELECT * FROM linked)
    SELECT p.id, p.channel, p.name, p.address, p.invited_at,
      (SELECT min(g.submitted_at) FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = ${who.exhibition.id} AND g.complete_result = 'succ') AS registered_at,
      (SELECT g.profile->>'name' FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = ${who.exhibition.id} ORDER BY g.updated_at DESC LIMIT 1) AS profile_name,
      u.account
    FROM people p LEFT JOIN users u ON u.id = p.user_id
    ORDER BY coalesce(p.invited_at, (SELECT min(g.submitted_at) FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = ${who.exhibition.id})) DESC NULLS LAST, p.id`)
  const rows = (result as unknown as { rows: RecordRow[] }).rows
  const records = rows.map(
    (row): ReferralRecordView => ({
      id: row.id,
      channel: row.channel as ReferralRecordView['channel'],
      // What he typed himself he sees; someone who came by the link only masked.
      name: row.name ?? maskName(row.profile_name ?? row.account ?? '?'),
      address: row.address,
      status: row.registered_at ? 'registered' : 'invited',
      invitedAt: iso(row.invited_at),
      registeredAt: iso(row.registered_at),
    }),
  )
  return { counts: await countsOf(db, who), records }
}

/** Invited: addresses he sent to. Registered: people recording him as parent, or invited addresses, with a complete registration. */
export async function countsOf(db: Queryable, who: Visitor): Promise<ReferralCounts> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM referral_invite_records r WHERE r.exhibition_id = ${who.exhibition.id} AND r.inviter_user_id = ${who.userId}::uuid)::int AS invited,
      (SELECT count(DISTINCT u.id) FROM users u
        JOIN registrations g ON g.user_id = u.id AND g.exhibition_id = ${who.exhibition.id} AND g.complete_result = 'succ'
        WHERE u.tenant_id = ${who.tenantId} AND (
          u.id IN (SELECT p.user_id FROM referral_parents p WHERE p.exhibition_id = ${who.exhibition.id} AND p.parent_user_id = ${who.userId}::uuid)
          OR EXISTS (SELECT 1 FROM referral_invite_records r WHERE r.exhibition_id = ${who.exhibition.id} AND r.inviter_user_id = ${who.userId}::uuid
                     AND r.address IN (lower(u.account), lower(u.phone), lower(u.email))))
      )::int AS registered`)
  const [row] = (result as unknown as { rows: { invited: number; registered: number }[] }).rows
  return { invited: Number(row?.invited ?? 0), registered: Number(row?.registered ?? 0) }
}

/**
 * The exhibition's inviters by people registered through their link (a complete registration recording them as
 * parent), most first; equal counts share a rank (1, 2, 2, 4). Names are masked except the caller's.
 */
export async function rankingOf(db: Queryable, who: Visitor): Promise<ReferralRanking> {
  const result = await db.execute(sql`
    WITH counts AS (
      SELECT p.parent_user_id AS user_id, count(DISTINCT p.user_id)::int AS registered
      FROM referral_parents p
      WHERE p.tenant_id = ${who.tenantId} AND p.exhibition_id = ${who.exhibition.id}
        AND EXISTS (SELECT 1 FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = p.exhibition_id AND g.complete_result = 'succ')
      GROUP BY p.parent_user_id
    ),
    ranked AS (SELECT user_id, registered, rank() OVER (ORDER BY registered DESC)::int AS rank FROM counts)
    SELECT r.user_id::text AS user_id, r.registered, r.rank,
      coalesce((SELECT g.profile->>'name' FROM registrations g WHERE g.user_id = r.user_id AND g.exhibition_id = ${who.exhibition.id} ORDER BY g.updated_at DESC LIMIT 1), u.name, u.account) AS name,
      (SELECT count(*) FROM ranked)::int AS inviters
    FROM ranked r JOIN users u ON u.id = r.user_id
    WHERE r.rank <= ${REFERRAL_RANKING_TOP} OR r.user_id = ${who.userId}::uuid
    ORDER BY r.rank, r.user_id`)
  const rows = (result as unknown as { rows: { user_id: string; registered: number; rank: number; name: string | null; inviters: number }[] }).rows
  const mine = rows.find((row) => row.user_id === who.userId)
  const top = rows
    .filter((row) => row.rank <= REFERRAL_RANKING_TOP)
    .map((row) => ({ rank: row.rank, registered: row.registered, self: row.user_id === who.userId, name: row.user_id === who.userId ? (row.name ?? '') : maskName(row.name ?? '?') }))
  return { rank: mine?.rank ?? null, registered: mine?.registered ?? 0, inviters: rows[0]?.inviters ?? 0, top }
}

/** The organiser's view (`npm run admin -- referrals`): every inviter of the exhibition, unmasked, ranked as /myRanking ranks. */
export async function adminInviters(db: Queryable, exhibition: Exhibition): Promise<AdminInviter[]> {
  const result = await db.execute(sql`
    WITH inviters AS (
      SELECT user_id FROM referral_invitations WHERE tenant_id = ${exhibition.tenantId} AND exhibition_id = ${exhibition.id}
    ),
    counts AS (
      SELECT i.user_id,
        (SELECT count(*) FROM referral_invite_records r WHERE r.exhibition_id = ${exhibition.id} AND r.inviter_user_id = i.user_id)::int AS invited,
        (SELECT count(DISTINCT p.user_id) FROM referral_parents p WHERE p.exhibition_id = ${exhibition.id} AND p.parent_user_id = i.user_id
          AND EXISTS (SELECT 1 FROM registrations g WHERE g.user_id = p.user_id AND g.exhibition_id = p.exhibition_id AND g.complete_result = 'succ'))::int AS registered
      FROM inviters i
    )
    SELECT c.user_id::text AS user_id, u.account, c.invited, c.registered,
      CASE WHEN c.registered > 0 THEN (rank() OVER (ORDER BY c.registered DESC))::int END AS rank,
      coalesce((SELECT g.profile->>'name' FROM registrations g WHERE g.user_id = c.user_id AND g.exhibition_id = ${exhibition.id} ORDER BY g.updated_at DESC LIMIT 1), u.name, '') AS name
    FROM counts c JOIN users u ON u.id = c.user_id
    ORDER BY c.registered DESC, c.invited DESC, u.account`)
  return (result as unknown as { rows: Array<{ user_id: string; account: string; name: string; invited: number; registered: number; rank: number | null }> }).rows.map((row) => ({
    userId: row.user_id,
    account: row.account,
    name: row.name,
    invited: Number(row.invited),
    registered: Number(row.registered),
    rank: row.registered > 0 ? Number(row.rank) : null,
  }))
}
