import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFERENCE_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer, adminCli } from '../../testing'
import { auth, createBuyers, TENANT } from '../orders/testing'
import { DEMO_ADMIN_KEY } from '../../seed'
import { conferenceSessions } from './tables'

/*
 * `npm run admin -- programme-import` and `conference-export`: the CLI over HTTP (testing/adminCli) against this test
 * server, with a programme as JSON, YAML and an xlsx workbook (times and dates typed as Excel dates), a workbook with
 * bad rows (every bad row named by sheet and row, nothing imported), and the attendance workbook read back.
 */

let server: TestServer
let dir: string

beforeAll(async () => {
  server = await createTestServer()
  dir = await mkdtemp(path.join(tmpdir(), 'fairpass-programme-'))
}, 60_000)
afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const cli = adminCli(() => server, { FAIRPASS_ADMIN_KEY: DEMO_ADMIN_KEY })

const sessionsOf = (exhibitionId: string) => server.database.db.select().from(conferenceSessions).where(eq(conferenceSessions.exhibitionId, exhibitionId))

const header = ['key', 'room', 'date', 'start', 'end', 'titleCn', 'titleEn', 'topicKey', 'topicCn', 'topicEn', 'capacity', 'walkIn', 'priceFen', 'speakers']

async function workbook(file: string, sessions: unknown[][]): Promise<void> {
  const book = new ExcelJS.Workbook()
  const rooms = book.addWorksheet('rooms')
  rooms.addRows([
    ['key', 'nameCn', 'nameEn', 'hallCn', 'hallEn'],
    ['A', 'A 厅', 'Room A', '5 号馆', 'Hall 5'],
  ])
  const speakers = book.addWorksheet('Speakers')
  speakers.addRows([
    ['key', 'nameCn', 'nameEn', 'bioEn'],
    ['ADA', '阿达', 'Ada Lovelace', '<p>Analyst <script>alert(1)</script></p>'],
    [7, '七号', 'Speaker Seven', ''],
  ])
  const sheet = book.addWorksheet('sessions')
  sheet.addRows([header, ...sessions])
  await book.xlsx.writeFile(file)
}

/** 09:30 as Excel types a time: a date on 30 December 1899. */
const excelTime = (hh: number, mm: number) => new Date(Date.UTC(1899, 11, 30, hh, mm))

describe('npm run admin -- programme-import / conference-export', () => {
  it('imports a programme from JSON and from YAML, updating by key', async () => {
    const programme = {
      rooms: [{ key: 'J', nameCn: 'J 厅', nameEn: 'Room J' }],
      sessions: [{ key: 'J1', room: 'J', date: '2031-06-01', start: '09:00', end: '10:00', titleCn: '杰', titleEn: 'From JSON', topicKey: 'j', topicCn: '杰', topicEn: 'J', capacity: 10 }],
    }
    const json = path.join(dir, 'programme.json')
    await writeFile(json, JSON.stringify(programme))
    const first = await cli(['programme-import', '--exhibition', '1001', '--file', json])
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('1 session(s) (0 updated, 1 new), 1 room(s)')
    const yaml = path.join(dir, 'programme.yaml')
    await writeFile(
      yaml,
      `rooms:\n  - { key: J, nameCn: J 厅, nameEn: Room J }\nsessions:\n  - key: J1\n    room: J\n    date: "2031-06-01"\n    start: "09:30"\n    end: "10:30"\n    titleCn: 杰\n    titleEn: From YAML\n    topicKey: j\n    topicCn: 杰\n    topicEn: J\n    capacity: 12\n`,
    )
    const second = await cli(['programme-import', '--exhibition', '1001', '--file', yaml])
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('1 session(s) (1 updated, 0 new)')
    const [row] = await sessionsOf('1001')
    expect(row).toMatchObject({ titleEn: 'From YAML', capacity: 12, startsAt: new Date('2031-06-01T01:30:00Z') })
  }, 120_000)

  it('imports an xlsx workbook, typed cells and all, sanitising rich text', async () => {
    const file = path.join(dir, 'programme.xlsx')
    await workbook(file, [
      ['X1', 'A', new Date(Date.UTC(2031, 6, 1)), excelTime(9, 30), excelTime(10, 15), '开幕', 'Opening', 'ai', '人工智能', 'AI', 80, 'allowed', 0, 'ADA, 7'],
      ['X2', 'A', '2031-07-01', '11:00', '12:00', '工作坊', 'Workshop', 'ai', '人工智能', 'AI', '20', 'refused', 5000, 'ADA'],
    ])
    const done = await cli(['programme-import', '--exhibition', '1002', '--file', file])
    expect(done.stderr).toBe('')
    expect(done.code).toBe(0)
    expect(done.stdout).toContain('2 session(s) (0 updated, 2 new), 1 room(s), 2 speaker(s)')
    const rows = await sessionsOf('1002')
    const opening = rows.find((row) => row.key === 'X1')!
    expect(opening).toMatchObject({ day: '2031-07-01', startsAt: new Date('2031-07-01T01:30:00Z'), endsAt: new Date('2031-07-01T02:15:00Z'), capacity: 80, ticketTypeId: null })
    expect(rows.find((row) => row.key === 'X2')).toMatchObject({ walkIn: 'refused', capacity: 20, ticketTypeId: expect.any(String) })
    const speakers = await server.call({ method: 'GET', url: CONFERENCE_PATHS.speakers, query: { tenantId: TENANT, exhibitionId: '1002', languageType: 'en' } })
    const ada = speakers.body.data.find((speaker: { name: string }) => speaker.name === 'Ada Lovelace')
    expect(ada.bioHtml).toBe('<p>Analyst </p>')
    expect(ada.sessions).toHaveLength(2)
  }, 120_000)

  it('refuses a workbook with bad rows, naming each by sheet and row, and imports none of it', async () => {
    const before = await sessionsOf('1003')
    const file = path.join(dir, 'bad.xlsx')
    await workbook(file, [
      ['B1', 'A', '2031-07-01', '09:00', '10:00', '好', 'Good', 'ai', '人工智能', 'AI', 10, 'allowed', 0, 'ADA'],
      ['B2', 'Z', '2031-07-01', '09:00', '10:00', '坏', 'Bad room', 'ai', '人工智能', 'AI', 10, 'allowed', 0, 'ADA'],
      ['B3', 'A', '2031-07-01', '9.30', '10:00', '坏', 'Bad time', 'ai', '人工智能', 'AI', 'many', 'sometimes', 0, 'NOBODY'],
    ])
    const refused = await cli(['programme-import', '--exhibition', '1003', '--file', file])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('nothing was imported')
    expect(refused.stderr).toContain('sheet sessions row 4 (key B3), start: Enter a time as HH:mm, e.g. 09:30')
    expect(refused.stderr).toContain('sheet sessions row 4 (key B3), capacity: The capacity must be a whole number from 1 to 100000')
    expect(refused.stderr).toContain('sheet sessions row 4 (key B3), walkIn: Walk-in must be allowed or refused')
    expect(await sessionsOf('1003')).toEqual(before)
    // Once the rows themselves are right, the references are checked too.
    await workbook(file, [['B2', 'Z', '2031-07-01', '09:00', '10:00', '坏', 'Bad room', 'ai', '人工智能', 'AI', 10, 'allowed', 0, 'NOBODY']])
    const references = await cli(['programme-import', '--exhibition', '1003', '--file', file])
    expect(references.stderr).toContain('sheet sessions row 2 (key B2), room: There is no room with the key Z')
    expect(references.stderr).toContain('sheet sessions row 2 (key B2), speakers: There is no speaker with the key NOBODY')
    expect(await sessionsOf('1003')).toEqual(before)
    expect((await cli(['programme-import', '--exhibition', '1003'])).code).toBe(2)
  }, 120_000)

  it('names the file’s row when the server refuses (a session with registrations turning paid), and exports attendance to xlsx', async () => {
    const [visitor, other] = await createBuyers(server, 2)
    const [session] = (await sessionsOf('1001')).filter((row) => row.key === 'J1')
    for (const person of [visitor, other]) {
      const registered = await server.call({ method: 'POST', url: CONFERENCE_PATHS.register, headers: auth(person.token), payload: { exhibitionId: '1001', sessionIds: [session.id] } })
      expect(registered.status).toBe(200)
    }
    await server.database.db.update(conferenceSessions).set({ capacity: 1, seatsTaken: 1 }).where(and(eq(conferenceSessions.id, session.id)))
    await server.call({ method: 'POST', url: CONFERENCE_PATHS.cancel, headers: auth(visitor.token), payload: { exhibitionId: '1001', sessionId: session.id } })
    const signed = await server.call({ method: 'POST', url: CONFERENCE_PATHS.signIn, headers: auth(other.token), payload: { signCodeId: session.signCode } })
    expect(signed.body.data).toMatchObject({ changed: true })

    const json = path.join(dir, 'shrink.json')
    await writeFile(
      json,
      JSON.stringify({
        rooms: [{ key: 'J', nameCn: 'J 厅', nameEn: 'Room J' }],
        sessions: [{ key: 'J1', room: 'J', date: '2031-06-01', start: '09:30', end: '10:30', titleCn: '杰', titleEn: 'From YAML', topicKey: 'j', topicCn: '杰', topicEn: 'J', capacity: 2, priceFen: 100 }],
      }),
    )
    const refused = await cli(['programme-import', '--exhibition', '1001', '--file', json])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('sessions[0] (key J1), priceFen: A session cannot change between free and paid')
    expect(refused.stderr).toContain('Nothing was imported.')

    const out = path.join(dir, 'attendance.xlsx')
    const exported = await cli(['conference-export', '--exhibition', '1001', '--out', out])
    expect(exported.stderr).toBe('')
    expect(exported.stdout).toContain('2 row(s) of 1 session(s), 1 sign-in(s)')
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(out)
    const rows = (name: string) => {
      const values: unknown[][] = []
      book.getWorksheet(name)!.eachRow((row) => values.push((row.values as unknown[]).slice(1)))
      return values
    }
    const registrations = rows('Registrations')
    expect(registrations[0]).toEqual(['Session key', 'Session (cn)', 'Session (en)', 'Starts (UTC)', 'Account', 'Name', 'Status', 'Waiting list place', 'Registered (UTC)', 'Signed in (UTC)'])
    expect(registrations.slice(1).map((row) => [row[4], row[6]])).toEqual([
      [other.account, 'registered'],
      [visitor.account, 'cancelled'],
    ])
    const signIns = rows('Sign-ins')
    expect(signIns).toHaveLength(2)
    expect(signIns[1][9]).toBeInstanceOf(Date)
    expect(rows('Sessions')[1]).toEqual(expect.arrayContaining(['From YAML', 1, 1, 0, 1, 0]))
    expect((await cli(['conference-export', '--exhibition', '1001', '--out', path.join(dir, 'attendance.csv')])).code).toBe(2)
  }, 120_000)
})
