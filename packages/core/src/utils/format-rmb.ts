import type { LanguageType } from '../link'
import { numberFormat } from './format-locale'

/**
 * Formats money for display. Decision: amounts are integer fen (cents) everywhere in FairPass —
 * server, stores and props — so arithmetic never meets floating-point yuan. `12800` → `¥128.00`.
 * A fractional input is rounded to the nearest fen; a non-finite one yields an empty string.
 * The sign is `¥` in both languages (Intl's en currency style writes `CN¥`, which visitors read as a foreign
 * currency); grouping and decimals follow the page language's locale.
 */
export function formatRmb(amountInFen: number, language: LanguageType = 'cn'): string {
  if (!Number.isFinite(amountInFen)) return ''
  const fen = Math.round(amountInFen)
  const amount = numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(fen) / 100)
  return `${fen < 0 ? '-' : ''}¥${amount}`
}

/** An amount in another currency (an order paid abroad): the currency's own code or sign, per locale. */
export function formatMoney(amountInMinorUnits: number, currency: string, language: LanguageType): string {
  if (currency === 'RMB' || currency === 'CNY') return formatRmb(amountInMinorUnits, language)
  if (!Number.isFinite(amountInMinorUnits)) return ''
  try {
    const format = numberFormat(language, { style: 'currency', currency })
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2
    return format.format(amountInMinorUnits / 10 ** digits)
  } catch {
    // Not an ISO 4217 code: the code and the amount in hundredths.
    return `${currency} ${numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountInMinorUnits / 100)}`
  }
}
