import { fairDay, FAIR_TIME_ZONE } from '@fairpass/core/utils'

/*
 * The demo's calendar (issue 12). The seed's exhibitions are written with the dates of spec §9 (the motor show on
 * 17–22 September 2025, the review fairs after it). Seeded for a demo, every one of those dates moves by the same
 * number of days, so the motor show opens three weeks after the day of seeding and the other fairs keep their places
 * after it: registration is open, the fair days are ahead, and no demo page shows a fair that is over. The tests
 * seed with the spec's own dates (offset 0) and keep reading them as the spec states them.
 */

const DAY_MS = 86_400_000
/** The first day of the motor show in the spec: every other seed date is written relative to the same calendar. */
export const SPEC_MOTOR_SHOW_OPENS = '2025-09-17'
/** How far ahead of the day of seeding the demo motor show opens. */
export const DEMO_LEAD_DAYS = 21

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/**
 * An ISO day on its own, inside a text ("2026-02-04 至 2026-02-06") or as the day of an instant written with its offset
 * ("2025-09-23T00:00:00+08:00"): moving the day and keeping the time and offset moves the instant by whole days.
 */
const ISO_DAYS = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Days the spec's dates move by for a demo seeded at `now`: from the fair's day at `now`, as the seed's ISO dates are
 * written. One offset for every seeded exhibition, counted on China's clock, where the spec's fairs are.
 */
export function demoOffsetDays(now: number): number {
  return Math.round((Date.parse(`${addDays(fairDay(now, FAIR_TIME_ZONE), DEMO_LEAD_DAYS)}T00:00:00Z`) - Date.parse(`${SPEC_MOTOR_SHOW_OPENS}T00:00:00Z`)) / DAY_MS)
}

/** "2025 年 9 月 17–22 日" and "17–22 September 2025", across a month or a year end when the span crosses one. */
function spanCn(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number)
  const [ty, tm, td] = to.split('-').map(Number)
  if (fy !== ty) return `${fy} 年 ${fm} 月 ${fd} 日–${ty} 年 ${tm} 月 ${td} 日`
  if (fm !== tm) return `${fy} 年 ${fm} 月 ${fd} 日–${tm} 月 ${td} 日`
  return `${fy} 年 ${fm} 月 ${fd}–${td} 日`
}

function spanEn(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number)
  const [ty, tm, td] = to.split('-').map(Number)
  if (fy !== ty) return `${fd} ${MONTHS_EN[fm - 1]} ${fy} – ${td} ${MONTHS_EN[tm - 1]} ${ty}`
  if (fm !== tm) return `${fd} ${MONTHS_EN[fm - 1]} – ${td} ${MONTHS_EN[tm - 1]} ${fy}`
  return `${fd}–${td} ${MONTHS_EN[fm - 1]} ${fy}`
}

/** The ISO day of a span written in a text: "2025 年 9 月 17" → 2025-09-17. */
const iso = (year: string | number, month: string | number, day: string | number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/**
 * The year that opens a fair's name, wherever a text quotes the name: the title itself ("2025 Shanghai…"), or a share
 * title that puts anything before it ("%%name%%（%%company%%）邀您参观 2026 国际…", "… of %%company%% invites you to the
 * 2026 …"). Dates are told apart by what surrounds their year: cn dates go on with 年, en dates have a month before it
 * ("December 2025 · Shanghai"), and a year glued to other characters ("Fairpass#2025") is no word of its own.
 */
const titleYearOf = (year: string) => new RegExp(`(?<=^|\\s)(?<!(?:${MONTHS_EN.join('|')}) )${year}(?= (?!年)\\p{L})`, 'gu')

/**
 * Moves a seed text's dates: ISO days and instants, the date spans of the notices and share texts (cn "2025 年 9 月
 * 17–22 日" or "2025 年 9 月 17 日至 22 日", en "17–22 September 2025"), and the year of a fair's name (titleYearOf):
 * `writtenYear`, the year the text's fair is written in, becomes `titleYear`, the year it falls in.
 */
export function moveText(text: string, days: number, titleYear: string, writtenYear = SPEC_MOTOR_SHOW_OPENS.slice(0, 4)): string {
  if (days === 0) return text
  return text
    .replace(ISO_DAYS, (day) => addDays(day, days))
    .replace(/(\d{4}) 年 (\d{1,2}) 月 (\d{1,2})(?: 日至 |–)(\d{1,2}) 日/g, (_match, year, month, first, last) => {
      const from = addDays(iso(year, month, first), days)
      const to = addDays(iso(year, month, last), days)
      return spanCn(from, to)
    })
    .replace(new RegExp(`(\\d{1,2})–(\\d{1,2}) (${MONTHS_EN.join('|')}) (\\d{4})`, 'g'), (_match, first, last, month, year) => {
      const m = MONTHS_EN.indexOf(month) + 1
      return spanEn(addDays(iso(year, m, first), days), addDays(iso(year, m, last), days))
    })
    .replace(titleYearOf(writtenYear), titleYear)
}

/** Moves a seed value's dates onto the calendar being seeded (identity for the spec's own dates). */
export type MoveDates = <T>(value: T) => T
export const specDates: MoveDates = (value) => value

/**
 * The seed value moved onto the demo calendar: every string through moveText, every Date by the same days; objects
 * and arrays field by field. `titleYear` is the year the value's fair opens in, `writtenYear` the one it is written in.
 */
export function moveValue<T>(value: T, days: number, titleYear: string, writtenYear?: string): T {
  if (days === 0) return value
  if (typeof value === 'string') return moveText(value, days, titleYear, writtenYear) as T
  if (value instanceof Date) return new Date(value.getTime() + days * DAY_MS) as T
  if (Array.isArray(value)) return value.map((entry) => moveValue(entry, days, titleYear, writtenYear)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, moveValue(entry, days, titleYear, writtenYear)])) as T
  }
  return value
}

/** The year the spec's motor show falls in on the demo calendar: the year of every seed title. */
export function demoYear(days: number): string {
  return addDays(SPEC_MOTOR_SHOW_OPENS, days).slice(0, 4)
}

/** How far ahead of the day of seeding the ticketing fair (1020) opens, on either calendar: it is always on sale. */
export const CLOCK_LEAD_DAYS = 30

/**
 * The move that puts a fair whose file has it open on `opens` (an ISO day) CLOCK_LEAD_DAYS after the day of seeding
 * (UTC), whatever calendar the other fairs are on: its days, instants, texts' dates and titles' year move together.
 */
export function followClock(opens: string, now: number): MoveDates {
  const days = Math.round((Date.parse(`${new Date(now + CLOCK_LEAD_DAYS * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`) - Date.parse(`${opens}T00:00:00Z`)) / DAY_MS)
  const titleYear = addDays(opens, days).slice(0, 4)
  return (value) => moveValue(value, days, titleYear, opens.slice(0, 4))
}
