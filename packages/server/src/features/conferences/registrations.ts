import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm'
import type { AgendaEntry, CancelOutcome, Clash, RegistrationOutcome, SessionRegistration, SignInOutcome } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { users } from '../auth'
import { tickets } from '../orders'
import { sendSeatNotice } from './notices'
import { sessionRecords, sessionTitle, summariesOf, type Scope, type SessionRecord } from './programme'
import { conferenceRegistrations, conferenceSessions, conferenceSignIns, type SessionRow } from './tables'
import { emitWebhook } from '../webhooks'

/*
 * Seats of free sessions. Every change of a session's seats runs in a transaction that first locks the session's row
 * (SELECT … FOR UPDATE): registrations, cancellations and walk-ins of one session queue on it, so the order of
 * arrival (the `seq` drawn after the lock) is the order seats and waiting-list places are given in, and
 * `seats_taken` never passes `capacity` (the table's CHECK refuses it whatever the code does). Sessions of one call
 * are locked in id order, so two visitors registering for the same pair never deadlock. Paid sessions are held by
 * tickets of their type (orders' engine); a visitor holds one while a ticket of it is valid or used in their wallet.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Visitor = { id: string; tenantId: string }

const HELD_TICKET_STATES = ['valid', 'used']

async function lockSession(tx: Tx, id: string): Promise<SessionRow> {
  const [row] = await tx.select().from(conferenceSessions).where(eq(conferenceSessions.id, id)).for('update')
  return row
}

/** Place on the waiting list, 1 = next; read under the session's lock. */
async function positionOf(tx: Tx | Db, sessionId: string, seq: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.sessionId, sessionId), eq(conferenceRegistrations.status, 'waitlisted'), lte(conferenceRegistrations.seq, seq)))
  return row.n
}

/** A seat, or the end of the waiting list; a visitor already registered or waiting keeps their place. */
async function registerOne(tx: Tx, visitor: Visitor, sessionId: string, language: Language): Promise<SessionRegistration> {
  const session = await lockSession(tx, sessionId)
  const [existing] = await tx
    .select()
    .from(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.sessionId, sessionId), eq(conferenceRegistrations.userId, visitor.id)))
  if (existing && existing.status !== 'cancelled') {
    return {
      sessionId,
      status: existing.status as 'registered' | 'waitlisted',
      position: existing.status === 'waitlisted' ? await positionOf(tx, sessionId, existing.seq) : null,
      changed: false,
      seatsLeft: session.capacity - session.seatsTaken,
    }
  }
  let seatsTaken = session.seatsTaken
  if (seatsTaken < session.capacity) {
    await tx.update(conferenceSessions).set({ seatsTaken: sql`${conferenceSessions.seatsTaken} + 1` }).where(eq(conferenceSessions.id, sessionId))
    seatsTaken += 1
  }
  const status = seatsTaken > session.seatsTaken ? 'registered' : 'waitlisted'
  const [row] = await tx
    .insert(conferenceRegistrations)
    .values({ tenantId: session.tenantId, exhibitionId: session.exhibitionId, sessionId, userId: visitor.id, status, seq: sql`nextval('conference_registration_seq')`, language })
    .onConflictDoUpdate({
      target: [conferenceRegistrations.sessionId, conferenceRegistrations.userId],
      // Coming back after cancelling: a new place at the end of the line, never the old one.
      set: { status, seq: sql`nextval('conference_registration_seq')`, walkIn: false, language, updatedAt: new Date() },
    })
    .returning()
  return {
    sessionId,
    status,
    position: status === 'waitlisted' ? await positionOf(tx, sessionId, row.seq) : null,
    changed: true,
    seatsLeft: session.capacity - seatsTaken,
  }
}

function overlaps(a: Pick<SessionRow, 'startsAt' | 'endsAt'>, b: Pick<SessionRow, 'startsAt' | 'endsAt'>): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt
}

/** The sessions on a visitor's agenda: registered or waiting for a free one, or holding a ticket of a paid one. */
async function agendaRows(db: Db, scope: Scope, userId: string): Promise<Array<{ sessionId: string; status: AgendaEntry['status']; seq: number | null }>> {
  const [registered, held] = await Promise.all([
    db
      .select({ sessionId: conferenceRegistrations.sessionId, status: conferenceRegistrations.status, seq: conferenceRegistrations.seq })
      .from(conferenceRegistrations)
      .where(
        and(
          eq(conferenceRegistrations.tenantId, scope.tenantId),
          eq(conferenceRegistrations.exhibitionId, scope.exhibitionId),
          eq(conferenceRegistrations.userId, userId),
          inArray(conferenceRegistrations.status, ['registered', 'waitlisted']),
        ),
      ),
    db
      .selectDistinct({ sessionId: conferenceSessions.id })
      .from(tickets)
      .innerJoin(conferenceSessions, eq(conferenceSessions.ticketTypeId, tickets.ticketTypeId))
      .where(
        and(
          eq(tickets.tenantId, scope.tenantId),
          eq(tickets.exhibitionId, scope.exhibitionId),
          eq(tickets.ownerUserId, userId),
          inArray(tickets.state, HELD_TICKET_STATES),
          eq(conferenceSessions.tenantId, scope.tenantId),
          eq(conferenceSessions.exhibitionId, scope.exhibitionId),
        ),
      ),
  ])
  return [
    ...registered.map((row) => ({ sessionId: row.sessionId, status: row.status as AgendaEntry['status'], seq: row.seq })),
    ...held.map((row) => ({ sessionId: row.sessionId, status: 'ticket' as const, seq: null })),
  ]
}

export async function register(ctx: AppContext, scope: Scope, visitor: Visitor, sessionIds: string[], conferenceId: string | undefined, language: Language): Promise<RegistrationOutcome> {
  const ids = [...new Set(sessionIds)].sort()
  const records = await sessionRecords(ctx.db, scope, ids)
  if (records.length !== ids.length) throw new AppError(404, 'error.notFound')
  const now = ctx.clock.now()
  for (const record of records) {
    const title = sessionTitle(record.session, language)
    if (conferenceId && record.session.conferenceId !== conferenceId) throw new AppError(409, 'error.conference.notInConference')
    if (record.paid) throw new AppError(409, 'error.conference.paidUseOrder', { title })
    if (record.session.startsAt.getTime() <= now) throw new AppError(409, 'error.conference.started', { title })
  }
  const registrations = await ctx.db.transaction(async (tx) => {
    const done: SessionRegistration[] = []
    for (const id of ids) done.push(await registerOne(tx, visitor, id, language))
    return done
  })
  // Answered in the order the visitor named them.
  registrations.sort((a, b) => sessionIds.indexOf(a.sessionId) - sessionIds.indexOf(b.sessionId))
  return { registrations, clashes: await clashesOf(ctx.db, scope, visitor.id, ids, language) }
}

/** Each of these sessions against every other session on the visitor's agenda that overlaps it in time. */
async function clashesOf(db: Db, scope: Scope, userId: string, sessionIds: string[], language: Language): Promise<Clash[]> {
  const agenda = await agendaRows(db, scope, userId)
  const records = await sessionRecords(db, scope, [...new Set([...agenda.map((row) => row.sessionId), ...sessionIds])])
  const byId = new Map(records.map((record) => [record.session.id, record.session]))
  const clashes: Clash[] = []
  for (const id of sessionIds) {
    const session = byId.get(id)
    if (!session) continue
    for (const other of new Set(agenda.map((row) => row.sessionId))) {
      const them = byId.get(other)
      if (other === id || !them || !overlaps(session, them)) continue
      clashes.push({ sessionId: id, withSessionId: other, withTitle: sessionTitle(them, language), withStartsAt: them.startsAt.toISOString(), withEndsAt: them.endsAt.toISOString() })
    }
  }
  return clashes
}

export interface Promoted {
  userId: string
  language: string
  session: SessionRow
}

/** After the commit: each visitor moved from the waiting list to a seat is told, in the language they registered in. */
export async function tellPromoted(ctx: AppContext, scope: Scope, promoted: Promoted[]): Promise<void> {
  for (const entry of promoted) {
    const [person] = await ctx.db.select({ account: users.account, email: users.email, phone: users.phone }).from(users).where(eq(users.id, entry.userId))
    const to = person?.email ?? person?.phone ?? person?.account
    if (to) await sendSeatNotice(ctx, entry.language === 'en' ? 'en' : 'cn', to, entry.session, scope)
  }
}

/**
 * Seats a larger capacity made free go to the waiting list, first come first served, in the caller's transaction
 * (which holds the session's row lock). Answers who moved in.
 */
export async function seatWaiting(tx: Tx, session: SessionRow): Promise<Promoted[]> {
  const free = session.capacity - session.seatsTaken
  if (free <= 0) return []
  const next = await tx
    .select({ id: conferenceRegistrations.id, userId: conferenceRegistrations.userId, language: conferenceRegistrations.language })
    .from(conferenceRegistrations)
    .where(and(eq(conferenceRegistrations.sessionId, session.id), eq(conferenceRegistrations.status, 'waitlisted')))
    .orderBy(asc(conferenceRegistrations.seq))
    .limit(free)
    .for('update')
  if (next.length === 0) return []
  await tx.update(conferenceRegistrations).set({ status: 'registered', updatedAt: new Date() }).where(inArray(conferenceRegistrations.id, next.map((row) => row.id)))
  await tx.update(conferenceSessions).set({ seatsTaken: sql`${conferenceSessions.seatsTaken} + ${next.length}` }).where(eq(conferenceSessions.id, session.id))
  return next.map((row) => ({ userId: row.userId, language: row.language, session }))
}

/**
 * Gives up a seat or a waiting-list place. A freed seat goes to the first visitor waiting, in the same transaction
 * (the seat never stands empty for a racing newcomer), and that visitor is told after the commit.
 */
export async function cancel(ctx: AppContext, scope: Scope, visitor: Visitor, sessionId: string, language: Language): Promise<CancelOutcome> {
  const [record] = await sessionRecords(ctx.db, scope, [sessionId])
  if (!record) throw new AppError(404, 'error.notFound')
  if (record.paid) throw new AppError(409, 'error.conference.paidUseOrder', { title: sessionTitle(record.session, language) })
  const outcome = await ctx.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId)
    const [mine] = await tx
      .select()
      .from(conferenceRegistrations)
      .where(and(eq(conferenceRegistrations.sessionId, sessionId), eq(conferenceRegistrations.userId, visitor.id)))
      .for('update')
    if (!mine || mine.status === 'cancelled') return { changed: false, promoted: null, seatsLeft: session.capacity - session.seatsTaken }
    await tx.update(conferenceRegistrations).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(conferenceRegistrations.id, mine.id))
    if (mine.status !== 'registered') return { changed: true, promoted: null, seatsLeft: session.capacity - session.seatsTaken }
    const [next] = await tx
      .select()
      .from(conferenceRegistrations)
      .where(and(eq(conferenceRegistrations.sessionId, sessionId), eq(conferenceRegistrations.status, 'waitlisted')))
      .orderBy(asc(conferenceRegistrations.seq))
      .limit(1)
      .for('update')
    if (next) {
      await tx.update(conferenceRegistrations).set({ status: 'registered', updatedAt: new Date() }).where(eq(conferenceRegistrations.id, next.id))
      return { changed: true, promoted: next, seatsLeft: session.capacity - session.seatsTaken }
    }
    await tx.update(conferenceSessions).set({ seatsTaken: sql`${conferenceSessions.seatsTaken} - 1` }).where(eq(conferenceSessions.id, sessionId))
    return { changed: true, promoted: null, seatsLeft: session.capacity - session.seatsTaken + 1 }
  })
  if (outcome.promoted) await tellPromoted(ctx, scope, [{ userId: outcome.promoted.userId, language: outcome.promoted.language, session: record.session }])
  return { sessionId, status: 'cancelled', changed: outcome.changed, promoted: outcome.promoted !== null, seatsLeft: outcome.seatsLeft }
}

/** The visitor's agenda in time order, with each entry's overlaps (/conference/mySchedule). */
export async function agenda(db: Db, scope: Scope, userId: string, language: Language): Promise<AgendaEntry[]> {
  const rows = await agendaRows(db, scope, userId)
  const records = await sessionRecords(db, scope, [...new Set(rows.map((row) => row.sessionId))])
  const summaries = new Map((await summariesOf(db, records, language)).map((summary) => [summary.id, summary]))
  const sessions = new Map(records.map((record) => [record.session.id, record.session]))
  const signIns = new Map(
    (
      await db
        .select({ sessionId: conferenceSignIns.sessionId, at: conferenceSignIns.signedInAt })
        .from(conferenceSignIns)
        .where(and(eq(conferenceSignIns.tenantId, scope.tenantId), eq(conferenceSignIns.exhibitionId, scope.exhibitionId), eq(conferenceSignIns.userId, userId)))
    ).map((row) => [row.sessionId, row.at.toISOString()]),
  )
  const entries: AgendaEntry[] = []
  for (const row of rows) {
    const summary = summaries.get(row.sessionId)
    if (!summary) continue
    const session = sessions.get(row.sessionId)!
    entries.push({
      session: summary,
      status: row.status,
      position: row.status === 'waitlisted' && row.seq !== null ? await positionOf(db, row.sessionId, row.seq) : null,
      signedInAt: signIns.get(row.sessionId) ?? null,
      clashesWith: rows
        .filter((other) => {
          const them = sessions.get(other.sessionId)
          return other.sessionId !== row.sessionId && them !== undefined && overlaps(session, them)
        })
        .map((other) => other.sessionId),
    })
  }
  return entries.sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt) || a.session.id.localeCompare(b.session.id))
}

/** Whether the visitor holds a place in any session of the exhibition (registered, waiting, or a paid one's ticket). */
export async function holdsConferenceSeat(db: Db, scope: Scope & { userId: string }): Promise<boolean> {
  return (await agendaRows(db, scope, scope.userId)).length > 0
}

/** The session a sign-in code opens, in the caller's tenant (another tenant's code is "not found"). */
export async function sessionBySignCode(db: Db, tenantId: string, signCode: string): Promise<SessionRecord> {
  const [row] = await db
    .select({ id: conferenceSessions.id, exhibitionId: conferenceSessions.exhibitionId })
    .from(conferenceSessions)
    .where(and(eq(conferenceSessions.tenantId, tenantId), eq(conferenceSessions.signCode, signCode)))
  if (!row) throw new AppError(404, 'error.notFound')
  const [record] = await sessionRecords(db, { tenantId, exhibitionId: row.exhibitionId }, [row.id])
  return record
}

async function holdsTicket(db: Db, record: SessionRecord, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.ticketTypeId, record.paid!.id), eq(tickets.ownerUserId, userId), inArray(tickets.state, HELD_TICKET_STATES)))
  return row.n > 0
}

/**
 * Signs the visitor in to the session of the door's code. Idempotent: the first sign-in stands. A registered
 * visitor (or a ticket holder of a paid session) signs in; anyone else follows the session's walk-in rule — a seat
 * is taken while seats are left, or the refusal says why.
 */
export async function signIn(ctx: AppContext, visitor: Visitor, signCode: string, source: string | undefined, language: Language): Promise<SignInOutcome> {
  const record = await sessionBySignCode(ctx.db, visitor.tenantId, signCode)
  const session = record.session
  const title = sessionTitle(session, language)
  const [already] = await ctx.db
    .select()
    .from(conferenceSignIns)
    .where(and(eq(conferenceSignIns.sessionId, session.id), eq(conferenceSignIns.userId, visitor.id)))
  if (already) return { sessionId: session.id, title, signedInAt: already.signedInAt.toISOString(), walkIn: already.walkIn, changed: false }
  const now = ctx.clock.now()
  if (session.endsAt.getTime() <= now) throw new AppError(409, 'error.conference.signIn.ended', { title })
  const at = new Date(now)
  const written = await ctx.db.transaction(async (tx) => {
    let walkIn = false
    if (record.paid) {
      if (!(await holdsTicket(tx, record, visitor.id))) throw new AppError(409, 'error.conference.signIn.ticketRequired', { title })
    } else {
      const locked = await lockSession(tx, session.id)
      const [mine] = await tx
        .select()
        .from(conferenceRegistrations)
        .where(and(eq(conferenceRegistrations.sessionId, session.id), eq(conferenceRegistrations.userId, visitor.id)))
      if (mine?.status !== 'registered') {
        if (locked.walkIn === 'refused') throw new AppError(409, 'error.conference.signIn.registrationRequired', { title })
        if (locked.seatsTaken >= locked.capacity) throw new AppError(409, 'error.conference.signIn.full', { title })
        await tx.update(conferenceSessions).set({ seatsTaken: sql`${conferenceSessions.seatsTaken} + 1` }).where(eq(conferenceSessions.id, session.id))
        await tx
          .insert(conferenceRegistrations)
          .values({ tenantId: session.tenantId, exhibitionId: session.exhibitionId, sessionId: session.id, userId: visitor.id, status: 'registered', seq: sql`nextval('conference_registration_seq')`, walkIn: true, language })
          .onConflictDoUpdate({
            target: [conferenceRegistrations.sessionId, conferenceRegistrations.userId],
            set: { status: 'registered', seq: sql`nextval('conference_registration_seq')`, walkIn: true, language, updatedAt: new Date() },
          })
        walkIn = true
      }
    }
    const [inserted] = await tx
      .insert(conferenceSignIns)
      .values({ sessionId: session.id, userId: visitor.id, tenantId: session.tenantId, exhibitionId: session.exhibitionId, walkIn, source: source || null, signedInAt: at })
      .onConflictDoNothing()
      .returning()
    if (inserted) {
      await emitWebhook(tx, {
        tenantId: session.tenantId,
        exhibitionId: session.exhibitionId,
        type: 'session.signed_in',
        data: { sessionId: session.id, userId: visitor.id, walkIn, signedInAt: at.toISOString() },
        at,
      })
    }
    return inserted
  })
  if (!written) {
    // A second scan that raced this one committed first (a paid session takes no lock): its sign-in stands.
    const [first] = await ctx.db.select().from(conferenceSignIns).where(and(eq(conferenceSignIns.sessionId, session.id), eq(conferenceSignIns.userId, visitor.id)))
    return { sessionId: session.id, title, signedInAt: first.signedInAt.toISOString(), walkIn: first.walkIn, changed: false }
  }
  return { sessionId: session.id, title, signedInAt: written.signedInAt.toISOString(), walkIn: written.walkIn, changed: true }
}
