import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  ACTIVITY_REGISTER_LINK,
  type ActivityView,
  type ConferenceView,
  type PaidActivity,
  type ProgrammeFacets,
  type ProgrammePage,
  type RoomView,
  type SessionDetail,
  type SessionSummary,
  type SpeakerSession,
  type SpeakerSummary,
  type SpeakerView,
} from '@fairpass/core/contract'
import type { ProgrammeQuery } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { ticketQuotas, ticketTypes } from '../orders'
import { cleanHtml } from './richText'
import {
  conferenceRegistrations,
  conferenceRooms,
  conferenceSessionSpeakers,
  conferenceSessions,
  conferenceSpeakers,
  conferences,
  type RoomRow,
  type SessionRow,
  type SpeakerRow,
} from './tables'
import { wallClock } from './time'

/*
 * Reading the programme: the paged, filtered list (one query for the page with its total, one for the page's
 * speakers, three small ones for the filters), a session, the speakers with their sessions, the paid activities.
 * Every read is scoped by tenant and exhibition; a session of another exhibition is "not found".
 */

export { ACTIVITY_REGISTER_LINK }

export interface Scope {
  tenantId: string
  exhibitionId: string
}

const pick = (language: Language, cn: string, en: string) => (language === 'en' ? en || cn : cn || en)

export function roomView(room: RoomRow, language: Language): RoomView {
  const hall = pick(language, room.hallCn, room.hallEn)
  return { id: room.id, name: pick(language, room.nameCn, room.nameEn), hall: hall || null }
}

export function speakerSummary(speaker: SpeakerRow, language: Language): SpeakerSummary {
  return {
    id: speaker.id,
    name: pick(language, speaker.nameCn, speaker.nameEn),
    title: pick(language, speaker.titleCn, speaker.titleEn),
    company: pick(language, speaker.companyCn, speaker.companyEn),
    photoUrl: speaker.photoUrl,
  }
}

/** A session with what its views need: its room and, for a paid one, its ticket type and quota. */
export interface SessionRecord {
  session: SessionRow
  room: RoomRow
  paid: { id: string; priceFen: number; refundableUntil: Date | null; refundFeePercent: number; total: number | null; sold: number | null } | null
}

const recordColumns = {
  session: conferenceSessions,
  room: conferenceRooms,
  ticketTypeId: ticketTypes.id,
  priceFen: ticketTypes.priceFen,
  refundableUntil: ticketTypes.refundableUntil,
  refundFeePercent: ticketTypes.refundFeePercent,
  quotaTotal: ticketQuotas.total,
  quotaSold: ticketQuotas.sold,
}

type RecordRow = { session: SessionRow; room: RoomRow; ticketTypeId: string | null; priceFen: number | null; refundableUntil: Date | null; refundFeePercent: number | null; quotaTotal: number | null; quotaSold: number | null }

function toRecord(row: RecordRow): SessionRecord {
  return {
    session: row.session,
    room: row.room,
    paid:
      row.ticketTypeId === null
        ? null
        : { id: row.ticketTypeId, priceFen: row.priceFen ?? 0, refundableUntil: row.refundableUntil, refundFeePercent: row.refundFeePercent ?? 0, total: row.quotaTotal, sold: row.quotaSold },
  }
}

function recordQuery(db: Db) {
  return db
    .select(recordColumns)
    .from(conferenceSessions)
    .innerJoin(conferenceRooms, eq(conferenceRooms.id, conferenceSessions.roomId))
    .leftJoin(ticketTypes, eq(ticketTypes.id, conferenceSessions.ticketTypeId))
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, conferenceSessions.ticketTypeId))
}

export async function sessionRecords(db: Db, scope: Scope, ids: string[]): Promise<SessionRecord[]> {
  if (ids.length === 0) return []
  const rows = await recordQuery(db).where(and(eq(conferenceSessions.tenantId, scope.tenantId), eq(conferenceSessions.exhibitionId, scope.exhibitionId), inArray(conferenceSessions.id, ids)))
  return rows.map(toRecord)
}

export async function sessionRecord(db: Db, scope: Scope, id: string): Promise<SessionRecord> {
  const [record] = await sessionRecords(db, scope, [id])
  if (!record) throw new AppError(404, 'error.notFound')
  return record
}

export function seatsLeftOf(record: SessionRecord): number {
  if (record.paid) return record.paid.total === null ? record.session.capacity : Math.max(0, record.paid.total - (record.paid.sold ?? 0))
  return Math.max(0, record.session.capacity - record.session.seatsTaken)
}

function paidView(record: SessionRecord): PaidActivity | null {
  if (!record.paid) return null
  return {
    ticketTypeId: record.paid.id,
    registerLinkId: ACTIVITY_REGISTER_LINK,
    priceFen: record.paid.priceFen,
    currency: 'RMB',
    refundableUntil: record.paid.refundableUntil?.toISOString() ?? null,
    refundFeePercent: record.paid.refundFeePercent,
  }
}

export function sessionTitle(session: Pick<SessionRow, 'titleCn' | 'titleEn'>, language: Language): string {
  return pick(language, session.titleCn, session.titleEn)
}

export function timesOf(session: Pick<SessionRow, 'startsAt' | 'endsAt' | 'timeZone' | 'day'>) {
  return {
    day: session.day,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    timeZone: session.timeZone,
    localStart: wallClock(session.startsAt, session.timeZone).time,
    localEnd: wallClock(session.endsAt, session.timeZone).time,
  }
}

export function summaryOf(record: SessionRecord, speakers: SpeakerRow[], language: Language): SessionSummary {
  const { session } = record
  const seatsLeft = seatsLeftOf(record)
  return {
    id: session.id,
    conferenceTypeId: session.conferenceId,
    title: sessionTitle(session, language),
    topic: { key: session.topicKey, label: pick(language, session.topicCn, session.topicEn) },
    room: roomView(record.room, language),
    ...timesOf(session),
    capacity: record.paid?.total ?? session.capacity,
    seatsLeft,
    full: seatsLeft === 0,
    walkIn: session.walkIn === 'refused' ? 'refused' : 'allowed',
    paid: paidView(record),
    speakers: speakers.map((speaker) => speakerSummary(speaker, language)),
  }
}

/** The speakers of these sessions, in each session's order: one query for a whole page. */
export async function speakersOf(db: Db, sessionIds: string[]): Promise<Map<string, SpeakerRow[]>> {
  const bySession = new Map<string, SpeakerRow[]>()
  if (sessionIds.length === 0) return bySession
  const rows = await db
    .select({ sessionId: conferenceSessionSpeakers.sessionId, speaker: conferenceSpeakers })
    .from(conferenceSessionSpeakers)
    .innerJoin(conferenceSpeakers, eq(conferenceSpeakers.id, conferenceSessionSpeakers.speakerId))
    .where(inArray(conferenceSessionSpeakers.sessionId, sessionIds))
    .orderBy(asc(conferenceSessionSpeakers.sort))
  for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row.speaker])
  return bySession
}

export async function summariesOf(db: Db, records: SessionRecord[], language: Language): Promise<SessionSummary[]> {
  const speakers = await speakersOf(db, records.map((record) => record.session.id))
  return records.map((record) => summaryOf(record, speakers.get(record.session.id) ?? [], language))
}

/** LIKE treats % and _ as wildcards: a visitor's search for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function filters(scope: Scope, query: Pick<ProgrammeQuery, 'conferenceTypeId' | 'day' | 'roomId' | 'topic' | 'q'>): SQL {
  const conditions: Array<SQL | undefined> = [eq(conferenceSessions.tenantId, scope.tenantId), eq(conferenceSessions.exhibitionId, scope.exhibitionId)]
  if (query.conferenceTypeId) conditions.push(eq(conferenceSessions.conferenceId, query.conferenceTypeId))
  if (query.day) conditions.push(eq(conferenceSessions.day, query.day))
  if (query.roomId) conditions.push(eq(conferenceSessions.roomId, query.roomId))
  if (query.topic) conditions.push(eq(conferenceSessions.topicKey, query.topic))
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(
      or(
        ilike(conferenceSessions.titleCn, pattern),
        ilike(conferenceSessions.titleEn, pattern),
        ilike(conferenceSessions.topicCn, pattern),
        ilike(conferenceSessions.topicEn, pattern),
        sql`EXISTS (SELECT 1 FROM ${conferenceSessionSpeakers} ss JOIN ${conferenceSpeakers} sp ON sp.id = ss.speaker_id
                    WHERE ss.session_id = ${conferenceSessions.id} AND (sp.name_cn ILIKE ${pattern} OR sp.name_en ILIKE ${pattern}))`,
      ),
    )
  }
  return and(...conditions)!
}

async function facetsOf(db: Db, scope: Scope, language: Language): Promise<ProgrammeFacets> {
  const where = and(eq(conferenceSessions.tenantId, scope.tenantId), eq(conferenceSessions.exhibitionId, scope.exhibitionId))
  const [days, rooms, topics] = await Promise.all([
    db.selectDistinct({ day: conferenceSessions.day }).from(conferenceSessions).where(where).orderBy(asc(conferenceSessions.day)),
    db
      .select({ room: conferenceRooms })
      .from(conferenceRooms)
      .where(and(eq(conferenceRooms.tenantId, scope.tenantId), eq(conferenceRooms.exhibitionId, scope.exhibitionId), sql`EXISTS (SELECT 1 FROM ${conferenceSessions} s WHERE s.room_id = ${conferenceRooms.id})`))
      .orderBy(asc(conferenceRooms.sort), asc(conferenceRooms.key)),
    db
      .selectDistinct({ key: conferenceSessions.topicKey, cn: conferenceSessions.topicCn, en: conferenceSessions.topicEn })
      .from(conferenceSessions)
      .where(where)
      .orderBy(asc(conferenceSessions.topicKey)),
  ])
  const seen = new Set<string>()
  return {
    days: days.map((row) => row.day),
    rooms: rooms.map((row) => roomView(row.room, language)),
    // A topic key written with two spellings shows once, with its first.
    topics: topics.filter((topic) => !seen.has(topic.key) && seen.add(topic.key)).map((topic) => ({ key: topic.key, label: pick(language, topic.cn, topic.en) })),
  }
}

export async function programmePage(db: Db, scope: Scope, query: ProgrammeQuery, language: Language): Promise<ProgrammePage> {
  const where = filters(scope, query)
  const [rows, [{ total }], facets] = await Promise.all([
    recordQuery(db)
      .where(where)
      .orderBy(asc(conferenceSessions.startsAt), asc(conferenceRooms.sort), asc(conferenceSessions.key))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(conferenceSessions).where(where),
    facetsOf(db, scope, language),
  ])
  return { page: query.page, size: query.size, total, records: await summariesOf(db, rows.map(toRecord), language), facets }
}

export async function sessionDetail(db: Db, scope: Scope, id: string, language: Language): Promise<SessionDetail> {
  const record = await sessionRecord(db, scope, id)
  const speakers = await speakersOf(db, [id])
  const [waiting] = await db
    .select({ n: count() })
    .from(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.sessionId, id), eq(conferenceRegistrations.status, 'waitlisted')))
  return {
    ...summaryOf(record, speakers.get(id) ?? [], language),
    descriptionHtml: cleanHtml(pick(language, record.session.descriptionCn, record.session.descriptionEn)),
    waitlisted: waiting.n,
  }
}

export async function conferenceList(db: Db, scope: Scope, language: Language): Promise<ConferenceView[]> {
  const rows = await db
    .select()
    .from(conferences)
    .where(and(eq(conferences.tenantId, scope.tenantId), eq(conferences.exhibitionId, scope.exhibitionId)))
    .orderBy(asc(conferences.sort), asc(conferences.key))
  return rows.map((row) => ({ id: row.id, name: pick(language, row.nameCn, row.nameEn), description: pick(language, row.descriptionCn, row.descriptionEn) }))
}

function speakerSession(record: SessionRecord, language: Language): SpeakerSession {
  return { id: record.session.id, title: sessionTitle(record.session, language), ...timesOf(record.session), room: roomView(record.room, language) }
}

/** Speakers with their sessions (of one conference when named), in the organiser's order. */
export async function speakerList(db: Db, scope: Scope, language: Language, options: { conferenceId?: string; speakerId?: string } = {}): Promise<SpeakerView[]> {
  const conditions = [eq(conferenceSpeakers.tenantId, scope.tenantId), eq(conferenceSpeakers.exhibitionId, scope.exhibitionId)]
  if (options.speakerId) conditions.push(eq(conferenceSpeakers.id, options.speakerId))
  const speakers = await db.select().from(conferenceSpeakers).where(and(...conditions)).orderBy(asc(conferenceSpeakers.sort), asc(conferenceSpeakers.key))
  if (speakers.length === 0) return []
  const links = await db
    .select({ speakerId: conferenceSessionSpeakers.speakerId, sessionId: conferenceSessionSpeakers.sessionId })
    .from(conferenceSessionSpeakers)
    .where(inArray(conferenceSessionSpeakers.speakerId, speakers.map((speaker) => speaker.id)))
  const records = new Map((await sessionRecords(db, scope, [...new Set(links.map((link) => link.sessionId))])).map((record) => [record.session.id, record]))
  return speakers
    .map((speaker) => {
      const sessions = links
        .filter((link) => link.speakerId === speaker.id)
        .map((link) => records.get(link.sessionId))
        .filter((record): record is SessionRecord => record !== undefined && (!options.conferenceId || record.session.conferenceId === options.conferenceId))
        .sort((a, b) => a.session.startsAt.getTime() - b.session.startsAt.getTime())
      return { speaker, sessions }
    })
    .filter((entry) => !options.conferenceId || entry.sessions.length > 0)
    .map(({ speaker, sessions }) => ({
      ...speakerSummary(speaker, language),
      bioHtml: cleanHtml(pick(language, speaker.bioCn, speaker.bioEn)),
      sessions: sessions.map((record) => speakerSession(record, language)),
    }))
}

/** The paid sessions (/conference/activityBuy/list): what each costs and what its ticket type has left. */
export async function activityList(db: Db, scope: Scope, registerLinkId: string | undefined, language: Language): Promise<ActivityView[]> {
  // Paid sessions are offered by the activity link; another link offers none of them (as orders' offeredBy says).
  if (registerLinkId !== undefined && registerLinkId !== ACTIVITY_REGISTER_LINK) return []
  const rows = await recordQuery(db)
    .where(and(eq(conferenceSessions.tenantId, scope.tenantId), eq(conferenceSessions.exhibitionId, scope.exhibitionId), sql`${conferenceSessions.ticketTypeId} IS NOT NULL`))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.key))
  const summaries = await summariesOf(db, rows.map(toRecord), language)
  return summaries.map((session) => ({ session, paid: session.paid!, remaining: session.seatsLeft, soldOut: session.seatsLeft === 0 }))
}
