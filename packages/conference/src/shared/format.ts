import type { LanguageType } from '@fairpass/core/link'
import { LOCALE } from '@fairpass/core/utils'

/**
 * Intl formatters are costly to make (a profile of the programme's first view at 4× CPU slowdown found most of its
 * script time there: one per day button, heading and card), so each kind is made once per locale and zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, made)
  }
  return made
}

/**
 * "Thu 26 Nov" / "11月26日 周四": a programme day (the venue's local day, YYYY-MM-DD). Read as a calendar day, never
 * shifted into the phone's time zone: the server already answered the venue's day.
 */
export function formatDay(day: string, language: LanguageType): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return formatter(LOCALE[language], { weekday: 'short', month: language === 'en' ? 'short' : 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
}

/** "09:30–10:15": the venue's wall-clock times as the server gave them. */
export const timeRange = (start: string, end: string) => `${start}–${end}`

/** A moment (a sign-in, a refund deadline) in the visitor's locale and the venue's zone. */
export function formatMoment(iso: string, timeZone: string, language: LanguageType): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return formatter(LOCALE[language], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date)
}

/** "09:30": an instant on the venue's clock (a clashing session's start, which the server sends as an instant). */
export function formatClock(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return formatter('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date)
}
