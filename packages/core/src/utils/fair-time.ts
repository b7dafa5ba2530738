/**
 * The fair's clock. A fair's times are the venue's wall-clock times (the ticket days, the sale and refund deadlines,
 * the order number's date), so an order reads the same on a phone at home and abroad. Each exhibition names its
 * venue's zone (the exhibitions' `time_zone`, sent to the pages as sysConfig.timeZone); China time when it names none.
 * A conference session carries its own.
 */
export const FAIR_TIME_ZONE = 'Asia/Shanghai'

/** Names Intl has accepted: the server asks for an exhibition's zone on every order, a formatter each time is waste. */
const knownZones = new Set<string>()

/** Whether Intl knows the IANA name (an unknown zone would make every formatter throw). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone.trim()) return false
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    knownZones.add(zone)
    return true
  } catch {
    return false
  }
}

/** The zone named, when Intl knows it; else the default (a backend that sends none, a typo in a config). */
export function fairTimeZoneOr(zone: unknown): string {
  return isTimeZone(zone) ? zone : FAIR_TIME_ZONE
}

/*
 * The page's fair zone: that of the session's exhibition, set by the session whenever its configuration (sysConfig)
 * changes (session/stores.ts), so the formatters below keep their two arguments on every page. The server never
 * relies on it: one process serves exhibitions in many zones, so it always passes the exhibition's zone.
 */
let pageZone = FAIR_TIME_ZONE

/** The zone the fair formatters and fairDay use when given none. */
export function fairTimeZone(): string {
  return pageZone
}

export function setFairTimeZone(zone: unknown): void {
  pageZone = fairTimeZoneOr(zone)
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The fair's calendar day at an instant, YYYY-MM-DD: the day the order number and the ticket days are written in.
 * `timeZone` is the exhibition's (the server always names it); the page's fair zone otherwise.
 */
export function fairDay(at: number | Date, timeZone: string = pageZone): string {
  let dayFormat = dayFormats.get(timeZone)
  if (!dayFormat) dayFormats.set(timeZone, (dayFormat = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  // By parts: a locale's own order of year, month and day has changed between ICU versions before.
  const part = Object.fromEntries(dayFormat.formatToParts(at).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day}`
}
