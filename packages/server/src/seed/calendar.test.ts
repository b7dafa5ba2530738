import { PGlite } from '@electric-sql/pglite'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../clock'
import { wrapPglite } from '../db'
import { formFields } from '../features/config'
import { ticketTypes } from '../features/orders'
import { exhibitions } from '../tenancy'
import { demoOffsetDays, followClock, moveText, moveValue } from './calendar'
import { DEMO_TICKET_TYPES, seedDemoData, TICKETING_EXHIBITION } from '.'

describe('the demo calendar', () => {
  it('moves the spec dates so the motor show opens three weeks after the day of seeding (Shanghai time)', () => {
    // 2025-08-27 in Shanghai: the spec's own calendar.
    expect(demoOffsetDays(Date.UTC(2025, 7, 26, 16, 0))).toBe(0)
    expect(demoOffsetDays(Date.UTC(2025, 7, 26, 15, 59))).toBe(-1)
    expect(demoOffsetDays(Date.UTC(2026, 10, 25, 9, 0))).toBe(455)
    // UTC midnight is eight in the morning at the fair: the same fair's day on both sides.
    expect(demoOffsetDays(Date.UTC(2026, 10, 25, 23, 59))).toBe(456)
    expect(demoOffsetDays(Date.UTC(2026, 10, 26, 0, 0))).toBe(456)
  })

  it('moves ISO days, the date spans of texts in both languages and the titles’ year, across month and year ends', () => {
    expect(moveText('2025-09-17', 14, '2025')).toBe('2025-10-01')
    expect(moveText('1. 本票仅限 2025 年 9 月 17 日至 22 日展期内使用。', 14, '2025')).toBe('1. 本票仅限 2025 年 10 月 1–6 日展期内使用。')
    expect(moveText('2025 年 9 月 17–22 日 · 国家会展中心（上海）', 10, '2025')).toBe('2025 年 9 月 27 日–10 月 2 日 · 国家会展中心（上海）')
    expect(moveText('1. This ticket is valid only during the show, 17–22 September 2025.', 14, '2025')).toBe(
      '1. This ticket is valid only during the show, 1–6 October 2025.',
    )
    expect(moveText('17–22 September 2025 · Shanghai', 102, '2025')).toBe('28 December 2025 – 2 January 2026 · Shanghai')
    expect(moveText('2025 Shanghai International Motor Show', 455, '2026')).toBe('2026 Shanghai International Motor Show')
    expect(moveText('%%name%% 邀您参观 2025 上海国际汽车展览会', 455, '2026')).toBe('%%name%% 邀您参观 2026 上海国际汽车展览会')
    // Whatever a share title puts before the fair's name, the name's year moves.
    expect(moveText('%%name%%（%%company%%）邀您参观 2026 国际票务演示展', 339, '2027', '2026')).toBe('%%name%%（%%company%%）邀您参观 2027 国际票务演示展')
    expect(moveText('%%name%% of %%company%% invites you to the 2026 International Ticketing Demo Fair', 339, '2027', '2026')).toBe(
      '%%name%% of %%company%% invites you to the 2027 International Ticketing Demo Fair',
    )
    // A date's year is the date's: one the days did not carry into the fair's year stays.
    expect(moveText('December 2025 Shanghai, 2025 年底', 30, '2026')).toBe('December 2025 Shanghai, 2025 年底')
    // Instants as a file writes them move by whole days at the same time of day and offset; days inside texts too.
    expect(moveText('2025-09-23T00:00:00+08:00', 14, '2025')).toBe('2025-10-07T00:00:00+08:00')
    expect(moveText('2026-02-03T23:59:59.999+08:00', 339, '2027')).toBe('2027-01-08T23:59:59.999+08:00')
    expect(moveText('<p>From <strong>2026-02-04</strong> to <strong>2026-02-05</strong></p>', 1, '2026')).toBe('<p>From <strong>2026-02-05</strong> to <strong>2026-02-06</strong></p>')
    // A title's year is the one its own fair is written in.
    expect(moveText('2026 International Ticketing Demo Fair', 339, '2027', '2026')).toBe('2027 International Ticketing Demo Fair')
    expect(moveText('2026 International Ticketing Demo Fair', 339, '2027')).toBe('2026 International Ticketing Demo Fair')
    // Nothing else changes: a password that ends in a year, a plain number, the demo's fixed ids.
    expect(moveText('Fairpass#2025', 455, '2026')).toBe('Fairpass#2025')
    expect(moveText('7a1c0001-0000-4000-8000-000000001001', 455, '2026')).toBe('7a1c0001-0000-4000-8000-000000001001')
    expect(moveValue({ n: 3, when: new Date('2025-09-23T00:00:00+08:00'), list: ['2025-09-18'] }, 1, '2025')).toEqual({
      n: 3,
      when: new Date('2025-09-24T00:00:00+08:00'),
      list: ['2025-09-19'],
    })
  })

  it('moves a fair that follows the clock so it opens 30 days after the (UTC) day of seeding', () => {
    const file = { validFrom: '2026-02-04', saleEndsAt: '2026-02-07T00:00:00+08:00', title: '2026 International Ticketing Demo Fair' }
    expect(followClock('2026-02-04', Date.UTC(2026, 0, 5, 2, 0))(file)).toEqual(file)
    expect(followClock('2026-02-04', Date.UTC(2026, 11, 10, 20, 30))(file)).toEqual({ validFrom: '2027-01-09', saleEndsAt: '2027-01-12T00:00:00+08:00', title: '2027 International Ticketing Demo Fair' })
  })

  it('seeds the ticketing fair in the year it moves to, its share titles too', async () => {
    // 30 days after 2027-05-20 is in 2027; the file is written in 2026.
    const now = Date.UTC(2027, 4, 20, 9, 0)
    const database = wrapPglite(new PGlite())
    try {
      await database.migrate()
      expect(await seedDemoData(database.db, { clock: manualClock(now) })).toBe(true)
      const [fair] = await database.db.select().from(exhibitions).where(eq(exhibitions.id, TICKETING_EXHIBITION))
      expect(fair.titleEn).toBe('2027 International Ticketing Demo Fair')
      expect(fair.pageConfig).toMatchObject({
        pageTitle: '2027 国际票务演示展',
        pageTitleEn: '2027 International Ticketing Demo Fair',
        shareTitle: '%%name%%（%%company%%）邀您参观 2027 国际票务演示展',
        shareTitleEn: '%%name%% of %%company%% invites you to the 2027 International Ticketing Demo Fair',
      })
    } finally {
      await database.close()
    }
  }, 60_000)

  it('seeds a demo whose fairs are all ahead of the day it was seeded, with registration open and the motor show on sale', async () => {
    const now = Date.UTC(2026, 10, 25, 9, 0)
    const database = wrapPglite(new PGlite())
    try {
      await database.migrate()
      expect(await seedDemoData(database.db, { clock: manualClock(now) })).toBe(true)
      const [motorDay] = await database.db.select().from(ticketTypes).where(eq(ticketTypes.id, DEMO_TICKET_TYPES.motorDay))
      expect(motorDay).toMatchObject({ validFrom: '2026-12-16', validTo: '2026-12-21' })
      expect(motorDay.descriptionEn).toBe('One day of your choice, 16–21 December 2026; one entry.')
      expect(motorDay.saleEndsAt!.getTime()).toBeGreaterThan(now)
      // The file's instants move by the same days as its ISO days.
      expect(motorDay.saleEndsAt!.toISOString()).toBe(new Date('2026-12-22T00:00:00+08:00').toISOString())
      expect(motorDay.refundableUntil!.toISOString()).toBe(new Date('2026-12-16T00:00:00+08:00').toISOString())
      const rows = await database.db.select().from(exhibitions)
      const motorShow = rows.find((row) => row.id === '1001')!
      expect(motorShow.titleEn).toBe('2026 Shanghai International Motor Show')
      expect(motorShow.pageConfig).toMatchObject({ ticketValidFrom: '2026-12-16', ticketValidTo: '2026-12-21', shareDescEn: '16–21 December 2026 · National Exhibition and Convention Center, Shanghai' })
      const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)
      for (const row of rows) {
        for (const key of ['ticketValidFrom', 'ticketValidTo'] as const) {
          const day = row.pageConfig[key]
          if (typeof day === 'string') expect(day > today, `${row.id} ${key} ${day}`).toBe(true)
        }
        expect(row.titleEn.startsWith('2025'), row.titleEn).toBe(false)
        if (row.registrationClosesAt) expect(row.registrationClosesAt.getTime()).toBeGreaterThan(now)
      }
      const [visitDate] = await database.db
        .select()
        .from(formFields)
        .where(and(eq(formFields.exhibitionId, '1001'), eq(formFields.field, 'visitDate')))
      expect(visitDate.rules).toMatchObject({ minDate: '2026-12-16', maxDate: '2026-12-21' })
    } finally {
      await database.close()
    }
  }, 60_000)
})
