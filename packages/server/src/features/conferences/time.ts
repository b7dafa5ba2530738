/*
 * Wall-clock times of a venue and the instants they stand for. A programme is written in the venue's time (09:30 in
 * Shanghai); the database keeps instants, and every answer carries both, so no page converts time zones.
 */

function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(at))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  )
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(at / 1000) * 1000
}

/**
 * The instant of a wall-clock time in a zone. Two passes settle a time next to a daylight-saving change; a time that
 * does not exist (skipped by a change) lands an hour later, as calendars do.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, date, hour, minute)
  let at = wall - offsetMs(wall, timeZone)
  at = wall - offsetMs(at, timeZone)
  return new Date(at)
}

/** The day (YYYY-MM-DD) and time (HH:mm) an instant reads as in a zone. */
export function wallClock(at: Date, timeZone: string): { day: string; time: string } {
  const shifted = new Date(at.getTime() + offsetMs(at.getTime(), timeZone))
  const iso = shifted.toISOString()
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) }
}
