import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AttendanceExport, AttendanceRow, CheckInBoard, ImportOutcome } from '@fairpass/core/contract'
import type { ProgrammeImport, ProgrammeSessionRow, ValidationIssueLike } from '@fairpass/core/validation'
import { fairTimeZoneOr } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { validationError } from '../../errors'
import type { Language } from '../../language'
import { exhibitions } from '../../tenancy'
import { users } from '../auth'
import { ticketQuotas, tickets, ticketTypes } from '../orders'
import { ACTIVITY_REGISTER_LINK, type Scope } from './programme'
import { cleanHtml } from './richText'
import {
  conferenceRegistrations,
  conferenceRooms,
  conferenceSessionSpeakers,
  conferenceSessions,
  conferenceSignIns,
  conferenceSpeakers,
  conferences,
  newsItems,
  partners,
} from './tables'
import { seatWaiting, type Promoted } from './registrations'
import { zonedInstant } from './time'

/*
 * The organiser's side: loading a whole programme (npm run admin -- programme-import), the attendance export, and
 * the live check-in counts. The import is one transaction: every row was checked by the shared schema on arrival,
 * what only the database knows (a capacity below the seats already taken, a session turning paid after visitors
 * registered) is checked before anything is written, and any failure leaves the programme as it was.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A sign-in code: 24 url-safe characters (144 bits), the right to sign in to one session. */
export const newSignCode = () => randomBytes(18).toString('base64url')

async function upsertKeyed<Row extends { key: string }>(
  tx: Tx,
  table: typeof conferences | typeof conferenceRooms | typeof conferenceSpeakers | typeof newsItems | typeof partners,
  scope: Scope,
  rows: Row[],
  values: (row: Row, index: number) => Record<string, unknown>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const [index, row] of rows.entries()) {
    const written = { ...values(row, index), tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, key: row.key }
    const [saved] = await tx
      .insert(table)
      .values(written as never)
      .onConflictDoUpdate({ target: [table.tenantId, table.exhibitionId, table.key], set: values(row, index) as never })
      .returning({ id: table.id })
    ids.set(row.key, saved.id)
  }
  return ids
}

interface ExistingSession {
  id: string
  key: string
  seatsTaken: number
  ticketTypeId: string | null
  active: number
  sold: number | null
}

/** What the database holds of the file's sessions, to refuse changes that would break seats already given. */
async function existingSessions(tx: Tx, scope: Scope, keys: string[]): Promise<Map<string, ExistingSession>> {
  if (keys.length === 0) return new Map()
  const rows = await tx
    .select({
      id: conferenceSessions.id,
      key: conferenceSessions.key,
      seatsTaken: conferenceSessions.seatsTaken,
      ticketTypeId: conferenceSessions.ticketTypeId,
      sold: ticketQuotas.sold,
      active: sql<number>`(SELECT count(*)::int FROM ${conferenceRegistrations} r WHERE r.session_id = ${conferenceSessions.id} AND r.status <> 'cancelled')`,
    })
    .from(conferenceSessions)
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, conferenceSessions.ticketTypeId))
    .where(and(eq(conferenceSessions.tenantId, scope.tenantId), eq(conferenceSessions.exhibitionId, scope.exhibitionId), inArray(conferenceSessions.key, keys)))
    .for('update', { of: conferenceSessions })
  return new Map(rows.map((row) => [row.key, row]))
}

function conflicts(sessions: ProgrammeSessionRow[], existing: Map<string, ExistingSession>): ValidationIssueLike[] {
  const issues: ValidationIssueLike[] = []
  sessions.forEach((row, index) => {
    const before = existing.get(row.key)
    if (!before) return
    const paid = row.priceFen > 0
    const wasPaid = before.ticketTypeId !== null
    if (paid !== wasPaid && (before.active > 0 || (before.sold ?? 0) > 0)) issues.push({ path: ['sessions', index, 'priceFen'], message: 'validation.conference.paidChange' })
    else if (!paid && row.capacity < before.seatsTaken) issues.push({ path: ['sessions', index, 'capacity'], message: 'validation.conference.capacityBelowTaken', params: { n: before.seatsTaken } })
    else if (paid && wasPaid && row.capacity < (before.sold ?? 0)) issues.push({ path: ['sessions', index, 'capacity'], message: 'validation.conference.capacityBelowTaken', params: { n: before.sold ?? 0 } })
  })
  return issues
}

/** The ticket type that sells a paid session's seats: its price, day, refund rule and a quota of its capacity. */
async function activityTicketType(tx: Tx, scope: Scope, row: ProgrammeSessionRow, startsAt: Date, current: string | null): Promise<string> {
  const values = {
    nameCn: row.titleCn,
    nameEn: row.titleEn,
    descriptionCn: `${row.date} ${row.start}–${row.end}`,
    descriptionEn: `${row.date} ${row.start}–${row.end}`,
    priceFen: row.priceFen,
    validFrom: row.date,
    validTo: row.date,
    perPersonLimit: 1,
    perOrderLimit: 1,
    saleEndsAt: startsAt,
    refundableUntil: row.refundHoursBefore === undefined ? null : new Date(startsAt.getTime() - row.refundHoursBefore * 3_600_000),
    refundFeePercent: row.refundFeePercent,
    registerLinkIds: [ACTIVITY_REGISTER_LINK],
    // A seat is personal: the holder is who registered (gifts and transfers would hand the seat on unseen).
    giftable: false,
    transferable: false,
    status: 'onSale',
  }
  if (current) {
    await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, current))
    await tx.update(ticketQuotas).set({ total: row.capacity }).where(eq(ticketQuotas.ticketTypeId, current))
    return current
  }
  const [created] = await tx.insert(ticketTypes).values({ ...values, tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, sort: 1000 }).returning({ id: ticketTypes.id })
  await tx.insert(ticketQuotas).values({ ticketTypeId: created.id, total: row.capacity })
  return created.id
}

export interface ImportOptions {
  /** The sign-in code of a new session (default: random); the demo seed derives its codes from the keys. */
  signCode?: (sessionKey: string) => string
}

/**
 * Writes the programme; answers the counts and the visitors a raised capacity moved from a waiting list to a seat
 * (the caller tells them after the commit: tellPromoted).
 */
export async function importProgramme(db: Db, scope: Scope, programme: ProgrammeImport, language: Language, options: ImportOptions = {}): Promise<ImportOutcome & { seated: Promoted[] }> {
  const signCodeOf = options.signCode ?? newSignCode
  return db.transaction(async (tx) => {
    const seated: Promoted[] = []
    const existing = await existingSessions(tx, scope, programme.sessions.map((row) => row.key))
    const issues = conflicts(programme.sessions, existing)
    if (issues.length > 0) throw validationError({ issues }, language)
    // A session or news item that names no zone is at the venue: the exhibition's clock (read in the transaction, so
    // an exhibition file that sets the zone and the programme together dates the programme by the new zone).
    const [exhibition] = await tx.select({ timeZone: exhibitions.timeZone }).from(exhibitions).where(and(eq(exhibitions.tenantId, scope.tenantId), eq(exhibitions.id, scope.exhibitionId))).limit(1)
    const venueZone = fairTimeZoneOr(exhibition?.timeZone)

    const conferenceIds = await upsertKeyed(tx, conferences, scope, programme.conferences, (row, index) => ({
      nameCn: row.nameCn,
      nameEn: row.nameEn,
      descriptionCn: row.descriptionCn,
      descriptionEn: row.descriptionEn,
      sort: index,
    }))
    const roomIds = await upsertKeyed(tx, conferenceRooms, scope, programme.rooms, (row) => ({ nameCn: row.nameCn, nameEn: row.nameEn, hallCn: row.hallCn, hallEn: row.hallEn, sort: row.sort }))
    const speakerIds = await upsertKeyed(tx, conferenceSpeakers, scope, programme.speakers, (row, index) => ({
      nameCn: row.nameCn,
      nameEn: row.nameEn,
      titleCn: row.titleCn,
      titleEn: row.titleEn,
      companyCn: row.companyCn,
      companyEn: row.companyEn,
      bioCn: cleanHtml(row.bioCn),
      bioEn: cleanHtml(row.bioEn),
      photoUrl: row.photoUrl || null,
      sort: index,
    }))

    let updated = 0
    for (const row of programme.sessions) {
      const before = existing.get(row.key)
      const timeZone = row.timeZone ?? venueZone
      const startsAt = zonedInstant(row.date, row.start, timeZone)
      const endsAt = zonedInstant(row.date, row.end, timeZone)
      let ticketTypeId: string | null = null
      if (row.priceFen > 0) ticketTypeId = await activityTicketType(tx, scope, row, startsAt, before?.ticketTypeId ?? null)
      else if (before?.ticketTypeId) await tx.update(ticketTypes).set({ status: 'hidden' }).where(eq(ticketTypes.id, before.ticketTypeId))
      const values = {
        conferenceId: row.conference ? conferenceIds.get(row.conference)! : null,
        roomId: roomIds.get(row.room)!,
        day: row.date,
        startsAt,
        endsAt,
        timeZone,
        titleCn: row.titleCn,
        titleEn: row.titleEn,
        topicKey: row.topicKey,
        topicCn: row.topicCn,
        topicEn: row.topicEn,
        descriptionCn: cleanHtml(row.descriptionCn),
        descriptionEn: cleanHtml(row.descriptionEn),
        capacity: row.capacity,
        walkIn: row.walkIn,
        ticketTypeId,
        updatedAt: new Date(),
      }
      let sessionId: string
      if (before) {
        const [saved] = await tx.update(conferenceSessions).set(values).where(eq(conferenceSessions.id, before.id)).returning()
        sessionId = before.id
        updated += 1
        if (ticketTypeId === null) seated.push(...(await seatWaiting(tx, saved)))
        await tx.delete(conferenceSessionSpeakers).where(eq(conferenceSessionSpeakers.sessionId, sessionId))
      } else {
        const [created] = await tx
          .insert(conferenceSessions)
          .values({ ...values, tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, key: row.key, signCode: signCodeOf(row.key) })
          .returning({ id: conferenceSessions.id })
        sessionId = created.id
      }
      if (row.speakers.length > 0) await tx.insert(conferenceSessionSpeakers).values(row.speakers.map((key, index) => ({ sessionId, speakerId: speakerIds.get(key)!, sort: index })))
    }
    await upsertKeyed(tx, newsItems, scope, programme.news, (row) => ({
      titleCn: row.titleCn,
      titleEn: row.titleEn,
      summaryCn: row.summaryCn,
      summaryEn: row.summaryEn,
      bodyCn: cleanHtml(row.bodyCn),
      bodyEn: cleanHtml(row.bodyEn),
      coverUrl: row.coverUrl || null,
      publishedAt: zonedInstant(row.publishedAt, '09:00', venueZone),
    }))
    await upsertKeyed(tx, partners, scope, programme.partners, (row) => ({
      nameCn: row.nameCn,
      nameEn: row.nameEn,
      tierCn: row.tierCn,
      tierEn: row.tierEn,
      logoUrl: row.logoUrl || null,
      url: row.url || null,
      sort: row.sort,
    }))
    return {
      conferences: programme.conferences.length,
      rooms: programme.rooms.length,
      speakers: programme.speakers.length,
      sessions: programme.sessions.length,
      news: programme.news.length,
      partners: programme.partners.length,
      updated,
      seatedFromWaitingList: seated.length,
      seated,
    }
  })
}

/** The link a door's QR code carries (/meetingSignIn opens without login and signs in after it). */
export function signInPath(scope: Scope, signCode: string): string {
  return `/#/meetingSignIn?${new URLSearchParams({ tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, signCodeId: signCode, source: 'door' })}`
}

/** Counts per session for the organiser's live view (polled; docs/conference.md). */
export async function checkInBoard(ctx: AppContext, scope: Scope, sessionId: string | undefined, language: Language): Promise<CheckInBoard> {
  const conditions = [eq(conferenceSessions.tenantId, scope.tenantId), eq(conferenceSessions.exhibitionId, scope.exhibitionId)]
  if (sessionId) conditions.push(eq(conferenceSessions.id, sessionId))
  const rows = await ctx.db
    .select({
      sessionId: conferenceSessions.id,
      titleCn: conferenceSessions.titleCn,
      titleEn: conferenceSessions.titleEn,
      startsAt: conferenceSessions.startsAt,
      signCode: conferenceSessions.signCode,
      capacity: sql<number>`coalesce(${ticketQuotas.total}, ${conferenceSessions.capacity})`,
      registered: sql<number>`CASE WHEN ${conferenceSessions.ticketTypeId} IS NULL
        THEN (SELECT count(*)::int FROM ${conferenceRegistrations} r WHERE r.session_id = ${conferenceSessions.id} AND r.status = 'registered')
        ELSE (SELECT count(*)::int FROM ${tickets} t WHERE t.ticket_type_id = ${conferenceSessions.ticketTypeId} AND t.state IN ('valid', 'used')) END`,
      waitlisted: sql<number>`(SELECT count(*)::int FROM ${conferenceRegistrations} r WHERE r.session_id = ${conferenceSessions.id} AND r.status = 'waitlisted')`,
      signedIn: sql<number>`(SELECT count(*)::int FROM ${conferenceSignIns} s WHERE s.session_id = ${conferenceSessions.id})`,
      walkIns: sql<number>`(SELECT count(*)::int FROM ${conferenceSignIns} s WHERE s.session_id = ${conferenceSessions.id} AND s.walk_in)`,
    })
    .from(conferenceSessions)
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, conferenceSessions.ticketTypeId))
    .where(and(...conditions))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.key))
  return {
    exhibitionId: scope.exhibitionId,
    at: new Date(ctx.clock.now()).toISOString(),
    sessions: rows.map((row) => ({
      sessionId: row.sessionId,
      title: language === 'en' ? row.titleEn : row.titleCn,
      startsAt: row.startsAt.toISOString(),
      signCodeId: row.signCode,
      signInPath: signInPath(scope, row.signCode),
      capacity: Number(row.capacity),
      registered: Number(row.registered),
      waitlisted: Number(row.waitlisted),
      signedIn: Number(row.signedIn),
      walkIns: Number(row.walkIns),
    })),
  }
}

/** Every registration, waiting-list place, ticket holder and sign-in of the exhibition's sessions, session by session. */
export async function attendance(db: Db, scope: Scope): Promise<AttendanceExport> {
  const result = await db.execute(sql`
    WITH people AS (
      SELECT r.session_id, r.user_id,
             CASE WHEN r.walk_in THEN 'walkIn' ELSE r.status END AS status,
             CASE WHEN r.status = 'waitlisted'
                  THEN row_number() OVER (PARTITION BY r.session_id, r.status ORDER BY r.seq) END AS position,
             r.created_at AS registered_at, r.seq
      FROM ${conferenceRegistrations} r
      WHERE r.tenant_id = ${scope.tenantId} AND r.exhibition_id = ${scope.exhibitionId}
      UNION ALL
      SELECT s.id, t.owner_user_id, 'ticket', NULL, min(t.created_at), NULL
      FROM ${conferenceSessions} s JOIN ${tickets} t ON t.ticket_type_id = s.ticket_type_id AND t.state IN ('valid', 'used')
      WHERE s.tenant_id = ${scope.tenantId} AND s.exhibition_id = ${scope.exhibitionId}
      GROUP BY s.id, t.owner_user_id
      UNION ALL
      SELECT g.session_id, g.user_id, CASE WHEN g.walk_in THEN 'walkIn' ELSE 'signedIn' END, NULL, NULL, NULL
      FROM ${conferenceSignIns} g
      WHERE g.tenant_id = ${scope.tenantId} AND g.exhibition_id = ${scope.exhibitionId}
        AND NOT EXISTS (SELECT 1 FROM ${conferenceRegistrations} r WHERE r.session_id = g.session_id AND r.user_id = g.user_id)
        AND NOT EXISTS (SELECT 1 FROM ${conferenceSessions} s2 JOIN ${tickets} t2 ON t2.ticket_type_id = s2.ticket_type_id
                        WHERE s2.id = g.session_id AND t2.owner_user_id = g.user_id AND t2.state IN ('valid', 'used'))
    )
    SELECT s.key AS session_key, s.title_cn, s.title_en, s.starts_at, u.account, u.name,
           p.status, p.position, p.registered_at, g.signed_in_at
    FROM people p
    JOIN ${conferenceSessions} s ON s.id = p.session_id
    JOIN ${users} u ON u.id = p.user_id
    LEFT JOIN ${conferenceSignIns} g ON g.session_id = p.session_id AND g.user_id = p.user_id
    ORDER BY s.starts_at, s.key,
             CASE p.status WHEN 'registered' THEN 0 WHEN 'walkIn' THEN 1 WHEN 'ticket' THEN 2 WHEN 'waitlisted' THEN 3 ELSE 4 END,
             p.seq NULLS LAST, u.account`)
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows
  const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString())
  return {
    exhibitionId: scope.exhibitionId,
    rows: rows.map(
      (row): AttendanceRow => ({
        sessionKey: String(row.session_key),
        sessionTitleCn: String(row.title_cn),
        sessionTitleEn: String(row.title_en),
        startsAt: iso(row.starts_at)!,
        account: String(row.account),
        name: (row.name as string | null) ?? null,
        status: row.status as AttendanceRow['status'],
        position: row.position === null || row.position === undefined ? null : Number(row.position),
        registeredAt: iso(row.registered_at),
        signedInAt: iso(row.signed_in_at),
      }),
    ),
  }
}

