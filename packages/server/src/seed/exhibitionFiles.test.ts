import { PGlite } from '@electric-sql/pglite'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../clock'
import { wrapPglite, type Database } from '../db'
import { conferenceSessions, newsItems } from '../features/conferences'
import { formFields, questionnaires } from '../features/config'
import { exhibitorBooths } from '../features/exhibitors'
import { discountCodes, ticketTypes } from '../features/orders'
import { exhibitions } from '../tenancy'
import { DEMO_TICKET_TYPES, demoSignCode, seedDemoData, TICKETING_EXHIBITION } from '.'

/*
 * The demo's exhibitions come from their files (demo/exhibitions) and nowhere else. Seeded as the browser tests seed
 * (the spec's own dates, DEMO_CALENDAR 'spec'), the motor show keeps the spec's days and instants, and the ticketing
 * fair follows the clock: it opens 30 days after the day of seeding, here across a year end, with its tickets on
 * sale, its notices, programme and title moved along.
 */

// 20:30 UTC on 10 December 2026 is already the 11th in Shanghai: the ticketing fair follows the UTC day, as it always has.
const NOW = Date.UTC(2026, 11, 10, 20, 30)
let database: Database

beforeAll(async () => {
  database = wrapPglite(new PGlite())
  await database.migrate()
  expect(await seedDemoData(database.db, { clock: manualClock(NOW), specDates: true })).toBe(true)
}, 120_000)
afterAll(async () => {
  await database?.close()
})

const shanghaiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`).getTime()

describe('the demo exhibitions seeded from their files', () => {
  it('keeps the motor show (1001) on the spec’s dates, with its full form, three questionnaires and both tickets', async () => {
    const db = database.db
    const [motorShow] = await db.select().from(exhibitions).where(eq(exhibitions.id, '1001'))
    expect(motorShow.titleEn).toBe('2025 Shanghai International Motor Show')
    expect(motorShow.pageConfig).toMatchObject({ ticketValidFrom: '2025-09-17', whatsAppNumber: '+852 9123 4567', cnQuestionnaireSwitch: 'on', passwordLoginSwitch: 'on' })
    const fields = await db.select().from(formFields).where(eq(formFields.exhibitionId, '1001')).orderBy(asc(formFields.sort))
    expect(fields.map((field) => field.field)).toEqual(['name', 'company', 'position', 'phone', 'email', 'idNumber', 'country', 'industry', 'interests', 'visitDate', 'photo', 'privacy'])
    expect(fields.find((field) => field.field === 'visitDate')!.rules).toEqual({ minDate: '2025-09-17', maxDate: '2025-09-22' })
    const rows = await db.select().from(questionnaires).where(eq(questionnaires.exhibitionId, '1001'))
    expect(rows.map((row) => `${row.seq} ${row.languageType}`).sort()).toEqual(['1 cn', '1 en', '2 cn', '2 en', '3 cn', '3 en'])
    const [day] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, DEMO_TICKET_TYPES.motorDay))
    expect(day).toMatchObject({ validFrom: '2025-09-17', validTo: '2025-09-22', conflictGroup: 'motor-entry', priceFen: 10000 })
    expect(day.saleEndsAt!.getTime()).toBe(shanghaiMidnight('2025-09-23'))
    expect(day.refundableUntil!.getTime()).toBe(shanghaiMidnight('2025-09-17'))
  })

  it('opens the ticketing fair (1020) 30 days after the day of seeding, on sale now, with every date moved along', async () => {
    const db = database.db
    const [fair] = await db.select().from(exhibitions).where(eq(exhibitions.id, TICKETING_EXHIBITION))
    expect(fair.titleEn).toBe('2027 International Ticketing Demo Fair')
    expect(fair.titleCn).toBe('2027 国际票务演示展')
    expect(fair.pageConfig).toMatchObject({ pageTitleEn: '2027 International Ticketing Demo Fair', shareImage: '/poster/fair-1020.svg' })

    const types = await db.select().from(ticketTypes).where(and(eq(ticketTypes.exhibitionId, TICKETING_EXHIBITION), eq(ticketTypes.status, 'onSale')))
    const entry = types.filter((row) => Object.values(DEMO_TICKET_TYPES).includes(row.id as never))
    expect(entry).toHaveLength(5)
    for (const row of entry) {
      expect(row, row.nameEn).toMatchObject({ validFrom: '2027-01-09', validTo: '2027-01-11' })
      expect(row.noticeEn, row.nameEn).toContain('The fair runs from 2027-01-09 to 2027-01-11.')
      expect(row.noticeCn, row.nameEn).toContain('本展会 2027-01-09 至 2027-01-11 举办。')
      expect(row.saleStartsAt!.getTime(), row.nameEn).toBeLessThan(NOW)
      expect(row.saleEndsAt!.getTime(), row.nameEn).toBe(shanghaiMidnight('2027-01-12'))
    }
    const [day] = entry.filter((row) => row.id === DEMO_TICKET_TYPES.day)
    expect(day.refundableUntil!.getTime()).toBe(shanghaiMidnight('2027-01-09') - 1)
    const codes = await db.select().from(discountCodes).where(eq(discountCodes.exhibitionId, TICKETING_EXHIBITION))
    expect(codes.map((row) => [row.code, row.percentOff, row.ticketTypeIds]).sort()).toEqual([
      ['FAIR10', 10, [DEMO_TICKET_TYPES.day]],
      ['SPONSOR100', 100, [DEMO_TICKET_TYPES.day]],
    ])

    const sessions = await db.select().from(conferenceSessions).where(eq(conferenceSessions.exhibitionId, TICKETING_EXHIBITION))
    expect(sessions).toHaveLength(40)
    expect([...new Set(sessions.map((row) => row.day))].sort()).toEqual(['2027-01-09', '2027-01-10'])
    const waiting = sessions.find((row) => row.key === 'D1-3A-2')!
    expect(waiting).toMatchObject({ capacity: 1, signCode: demoSignCode('D1-3A-2') })
    expect(waiting.startsAt.toISOString()).toBe('2027-01-09T02:45:00.000Z')
    const news = await db.select().from(newsItems).where(eq(newsItems.exhibitionId, TICKETING_EXHIBITION))
    expect(news.find((row) => row.key === 'N1')!.bodyEn).toContain('<strong>2027-01-09</strong> to <strong>2027-01-10</strong>')
    for (const row of news) expect(row.publishedAt.getTime(), row.key).toBeLessThanOrEqual(NOW)

    const booths = await db.select().from(exhibitorBooths).where(eq(exhibitorBooths.exhibitionId, TICKETING_EXHIBITION))
    expect(booths.map((row) => `${row.hall} ${row.boothNo} ${row.type} ${row.area}`).sort()).toEqual(['1H A01 standard 9', '1H A02 standard 12', '2H B05 standard 15', '3H C10 bareSpace 54'])
  })
})
