import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFERENCE_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, TENANT } from '../orders/testing'
import { DEMO_ADMIN_KEY } from '../../seed'
import { conferenceRegistrations, conferenceSessions } from './tables'

/*
 * Issue 15: "200 parallel registrations for 50 seats → exactly 50 registered, 150 on the waiting list, in order".
 * Runs in the server-pglite project always and in server-postgres when DATABASE_URL is set (vite.config.ts), through
 * the real route with real tokens. "In order": the waiting list is served by order of arrival (`seq`, drawn under the
 * session's lock), every seat went to an earlier arrival than every waiting visitor, each visitor was told the
 * place they hold, and cancelling seats moves the first waiting visitors in, in that order.
 */

const VISITORS = 200
const SEATS = 50

let server: TestServer
let visitors: Array<{ id: string; token: string; account: string }>
let sessionId: string

beforeAll(async () => {
  server = await createTestServer()
  const programme = {
    rooms: [{ key: 'LOAD', nameCn: '压力测试厅', nameEn: 'Load test room' }],
    sessions: [{ key: 'LOAD-1', room: 'LOAD', date: '2031-05-01', start: '09:00', end: '10:00', titleCn: '压力测试', titleEn: 'Load test', topicKey: 'load', topicCn: '测试', topicEn: 'Test', capacity: SEATS }],
  }
  const imported = await server.call({ method: 'PUT', url: CONFERENCE_PATHS.programme.replace(':exhibitionId', EXHIBITION), headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` }, payload: programme })
  if (imported.status !== 200) throw new Error(JSON.stringify(imported.body))
  const [session] = await server.database.db.select({ id: conferenceSessions.id }).from(conferenceSessions).where(and(eq(conferenceSessions.exhibitionId, EXHIBITION), eq(conferenceSessions.key, 'LOAD-1')))
  sessionId = session.id
  visitors = await createBuyers(server, VISITORS)
}, 120_000)
afterAll(() => server?.close())

const register = (visitor: { token: string }) =>
  server.call({ method: 'POST', url: CONFERENCE_PATHS.register, headers: auth(visitor.token, TENANT), payload: { exhibitionId: EXHIBITION, sessionIds: [sessionId] } })

describe('the last seats under load', () => {
  it(`seats exactly ${SEATS} of ${VISITORS} parallel registrations and lines the other ${VISITORS - SEATS} up in order`, async () => {
    const started = performance.now()
    const answers = await Promise.all(visitors.map(register))
    const seconds = (performance.now() - started) / 1000
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const outcomes = answers.map((answer, index) => ({ userId: visitors[index].id, ...answer.body.data.registrations[0] }))
    expect(outcomes.filter((outcome) => outcome.status === 'registered')).toHaveLength(SEATS)
    const waiting = outcomes.filter((outcome) => outcome.status === 'waitlisted')
    expect(waiting).toHaveLength(VISITORS - SEATS)
    // Each waiting visitor was told a distinct place, 1 to 150.
    expect(waiting.map((outcome) => outcome.position).sort((a, b) => a - b)).toEqual(Array.from({ length: VISITORS - SEATS }, (_, index) => index + 1))

    const rows = await server.database.db.select().from(conferenceRegistrations).where(eq(conferenceRegistrations.sessionId, sessionId)).orderBy(asc(conferenceRegistrations.seq))
    expect(rows).toHaveLength(VISITORS)
    // The first 50 arrivals hold the seats; everyone after waits, and the place told is the place in the line.
    expect(rows.slice(0, SEATS).every((row) => row.status === 'registered')).toBe(true)
    expect(rows.slice(SEATS).every((row) => row.status === 'waitlisted')).toBe(true)
    const told = new Map(waiting.map((outcome) => [outcome.userId, outcome.position]))
    expect(rows.slice(SEATS).map((row) => told.get(row.userId))).toEqual(Array.from({ length: VISITORS - SEATS }, (_, index) => index + 1))
    const [session] = await server.database.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, sessionId))
    expect(session.seatsTaken).toBe(SEATS)

    // Ten seats freed at once go to the first ten waiting, in order; the seat count never moves.
    const leaving = rows.slice(0, 10).map((row) => visitors.find((visitor) => visitor.id === row.userId)!)
    const cancelled = await Promise.all(
      leaving.map((visitor) => server.call({ method: 'POST', url: CONFERENCE_PATHS.cancel, headers: auth(visitor.token, TENANT), payload: { exhibitionId: EXHIBITION, sessionId } })),
    )
    expect(cancelled.every((answer) => answer.body.data.promoted === true)).toBe(true)
    const after = await server.database.db.select().from(conferenceRegistrations).where(eq(conferenceRegistrations.sessionId, sessionId)).orderBy(asc(conferenceRegistrations.seq))
    expect(after.slice(SEATS, SEATS + 10).every((row) => row.status === 'registered')).toBe(true)
    expect(after.slice(SEATS + 10).every((row) => row.status === 'waitlisted')).toBe(true)
    expect(after.filter((row) => row.status === 'registered')).toHaveLength(SEATS)
    const [still] = await server.database.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, sessionId))
    expect(still.seatsTaken).toBe(SEATS)
    // Registering twice, all at once, changes nothing.
    const again = await Promise.all(visitors.slice(100, 150).map(register))
    expect(again.every((answer) => answer.body.data.registrations[0].changed === false)).toBe(true)
    console.info(`[${server.database.engine}] ${VISITORS} registrations for ${SEATS} seats: ${SEATS} registered, ${waiting.length} waiting in ${seconds.toFixed(2)} s`)
  }, 120_000)
})
