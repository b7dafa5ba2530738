/*
 * The rules of lodging and parking as plain functions: nights of a stay, whether a stay or a pass lies inside the
 * exhibition's range, how many rooms are left on each night, and whether a new stay overlaps another.
 */

const DAY_MS = 86_400_000

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** The nights a stay covers: every day from check-in up to, not including, check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = []
  for (let n = dayNumber(checkIn); n < dayNumber(checkOut); n += 1) nights.push(dayOf(n))
  return nights
}

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  return nightsOf(first, dayOf(dayNumber(last) + 1))
}

export interface Range {
  firstCheckIn: string
  lastCheckOut: string
}

/** A stay may start on the first check-in day at the earliest and end by the last check-out day. */
export function stayInRange(range: Range, checkIn: string, checkOut: string): boolean {
  return checkIn >= range.firstCheckIn && checkOut <= range.lastCheckOut && checkOut > checkIn
}

/** Two stays share a night when each starts before the other ends. */
export function overlaps(a: { checkIn: string; checkOut: string }, b: { checkIn: string; checkOut: string }): boolean {
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut
}

/** Rooms left on each night of `nights`, given the allotment and the bookings of that room type. */
export function roomsLeft(allotment: number, nights: readonly string[], bookings: ReadonlyArray<{ checkIn: string; checkOut: string; rooms: number }>): Record<string, number> {
  const left: Record<string, number> = Object.fromEntries(nights.map((night) => [night, allotment]))
  for (const booking of bookings) {
    for (const night of nightsOf(booking.checkIn, booking.checkOut)) if (night in left) left[night] -= booking.rooms
  }
  for (const night of nights) left[night] = Math.max(0, left[night])
  return left
}

/** The fewest rooms left over a stay's nights: what may still be booked for the whole stay. */
export function fewestLeft(left: Record<string, number>, nights: readonly string[]): number {
  return Math.min(...nights.map((night) => left[night] ?? 0))
}

/** Days a parking pass may name all lie within the parking range. */
export function daysInRange(first: string, last: string, days: readonly string[]): boolean {
  return days.every((day) => day >= first && day <= last)
}
