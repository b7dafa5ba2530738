/**
 * The fair's clock. A fair's times are the venue's wall-clock times (China time: the ticket days, the sale and refund
 * deadlines, the order number's date), so an order reads the same on a phone at home and abroad. No exhibition names
 * another zone yet; a conference session carries its own.
 */
export const FAIR_TIME_ZONE = 'Asia/Shanghai'

let dayFormat: Intl.DateTimeFormat | undefined

/** The fair's calendar day at an instant, YYYY-MM-DD: the day the order number and the ticket days are written in. */
export function fairDay(at: number | Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: FAIR_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
  // By parts: a locale's own order of year, month and day has changed between ICU versions before.
  const part = Object.fromEntries(dayFormat.formatToParts(at).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day}`
}
