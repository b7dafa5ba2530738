import type { LanguageType } from '@fairpass/core/link'
import { formatFairDateTime, LOCALE } from '@fairpass/core/utils'

function parse(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "17 Sept 2025" / "2025年9月17日": a ticket's day or validity bound, in the page language. */
export function formatDay(value: string | null | undefined, language: LanguageType): string {
  const date = parse(value)
  if (!date) return ''
  // Ticket days are calendar days of the exhibition: shown as given, not shifted into the phone's time zone.
  const utc = /^\d{4}-\d{2}-\d{2}/.test(value ?? '') && (value ?? '').length === 10
  return new Intl.DateTimeFormat(LOCALE[language], {
    year: 'numeric',
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(date)
}

/** "17–22 Sept 2025": a validity range; one day when both ends fall on the same day. */
export function formatValidity(from: string | null | undefined, to: string | null | undefined, language: LanguageType): string {
  const start = parse(from?.slice(0, 10))
  const end = parse(to?.slice(0, 10)) ?? start
  if (!start || !end) return ''
  const format = new Intl.DateTimeFormat(LOCALE[language], { year: 'numeric', month: language === 'en' ? 'short' : 'long', day: 'numeric', timeZone: 'UTC' })
  return start.getTime() === end.getTime() ? format.format(start) : format.formatRange(start, end)
}

/**
 * Date and time of an event on the time line, on the fair's clock: "Order 20261126… placed" reads the same day as
 * its number, and the visitor's footprints the same times as the ticket-buy pages show, on a phone abroad too.
 */
export function formatMoment(value: string, language: LanguageType): string {
  return formatFairDateTime(value, language) || value
}

