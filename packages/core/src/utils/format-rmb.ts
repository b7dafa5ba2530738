/**
 * Formats money for display. Decision: amounts are integer fen (cents) everywhere in FairPass —
 * server, stores and props — so arithmetic never meets floating-point yuan. `12800` → `¥128.00`.
 * A fractional input is rounded to the nearest fen; a non-finite one yields an empty string.
 */
export function formatRmb(amountInFen: number): string {
  if (!Number.isFinite(amountInFen)) return ''
  const fen = Math.round(amountInFen)
  const sign = fen < 0 ? '-' : ''
  const absolute = Math.abs(fen)
  const yuan = Math.floor(absolute / 100)
  const cents = absolute % 100
  const grouped = String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}¥${grouped}.${String(cents).padStart(2, '0')}`
}
