import type { LanguageType } from '../link'
import { fairTimeZone } from './fair-time'

/** The page language's locale for Intl: en is British English (day before month, 24-hour clock), cn mainland Chinese. */
export const LOCALE: Readonly<Record<LanguageType, string>> = { cn: 'zh-CN', en: 'en-GB' }

// Intl formatters are costly to make (the conference programme's profile found most of its script time there), so
// each kind is made once per locale and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function dateFormat(language: LanguageType, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let made = dateFormats.get(key)
  if (!made) dateFormats.set(key, (made = new Intl.DateTimeFormat(LOCALE[language], options)))
  return made
}

export function numberFormat(language: LanguageType, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let made = numberFormats.get(key)
  if (!made) numberFormats.set(key, (made = new Intl.NumberFormat(LOCALE[language], options)))
  return made
}

type DateInput = string | number | Date | null | undefined

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A calendar day (`2026-09-17`) is the fair's day as the server gave it: read at UTC midnight and shown in UTC, so a
 * phone in another time zone never moves it by a day. Anything else is an instant shown in the phone's time zone.
 */
function parse(value: DateInput): { date: Date; calendarDay: boolean } | null {
  if (value === null || value === undefined || value === '') return null
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value)
  const date = value instanceof Date ? value : new Date(calendarDay ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay }
}

function format(value: DateInput, language: LanguageType, options: Intl.DateTimeFormatOptions): string {
  const parsed = parse(value)
  if (!parsed) return ''
  return dateFormat(language, parsed.calendarDay ? { ...options, timeZone: 'UTC' } : options).format(parsed.date)
}

/** "17 Sept 2026" / "2026年9月17日". */
export const formatDate = (value: DateInput, language: LanguageType): string => format(value, language, { dateStyle: 'medium' })

/** "17 Sept 2026, 09:30" / "2026年9月17日 09:30". */
export const formatDateTime = (value: DateInput, language: LanguageType): string =>
  format(value, language, { dateStyle: 'medium', timeStyle: 'short' })

/** The fair formatters' options: the zone defaults to the page's fair zone (the session's exhibition's, core fair-time). */
interface FairOptions {
  timeZone?: string
}

/**
 * "17 Sept 2026, 09:30" on the fair's clock, whatever the phone's zone: an order's time, read with its number (whose
 * date is the fair's day) and the fair's other times.
 */
export const formatFairDateTime = (value: DateInput, language: LanguageType, { timeZone = fairTimeZone() }: FairOptions = {}): string =>
  format(value, language, { dateStyle: 'medium', timeStyle: 'short', timeZone })

/** "17 Sept 2026" on the fair's clock: the day of a fair's instant (a news item, a membership), not the phone's. */
export const formatFairDate = (value: DateInput, language: LanguageType, { timeZone = fairTimeZone() }: FairOptions = {}): string =>
  format(value, language, { dateStyle: 'medium', timeZone })

/** "09:30" (or "09:30:05") on the fair's clock: a scan's time at the stand, as its lead shows it afterwards. */
export const formatFairTime = (value: DateInput, language: LanguageType, { seconds = false, timeZone = fairTimeZone() }: FairOptions & { seconds?: boolean } = {}): string =>
  format(value, language, { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), timeZone })

/** "09:30" in both: the 24-hour clock of both locales. */
export const formatTime = (value: DateInput, language: LanguageType, { seconds = false }: { seconds?: boolean } = {}): string =>
  format(value, language, { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) })

/** "1,234" / "1,234": counts with the locale's grouping. */
export const formatNumber = (value: number, language: LanguageType): string => (Number.isFinite(value) ? numberFormat(language).format(value) : '')

const listFormats = new Map<LanguageType, Intl.ListFormat>()

/** "Lin Xiaowen, Zhao Min" / "林晓雯、赵敏": names in a row, with the language's own separator. */
export function formatList(items: readonly string[], language: LanguageType): string {
  let made = listFormats.get(language)
  if (!made) listFormats.set(language, (made = new Intl.ListFormat(LOCALE[language], { type: 'conjunction', style: 'narrow' })))
  return made.format(items)
}
