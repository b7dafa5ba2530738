/*
 * Taxpayer identification numbers as they appear on a Chinese invoice header (issue 14). Since 2015 a company's is its
 * 18-character unified social credit code (GB 32100-2015), whose last character is a check character over the first
 * 17; older registrations still carry a 15-character tax registration number or a 20-character one (an ID number with
 * a two-character suffix), which have no check character of their own and are accepted by their form.
 */

/** GB 32100's alphabet: digits and the capitals without I, O, S, V, Z (easily misread), in value order 0–30. */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const

export type TaxIdProblem = 'length' | 'characters' | 'checkCharacter'

/** The check character GB 32100 computes over a code's first 17 characters; undefined when one is not in the alphabet. */
export function creditCodeCheckCharacter(first17: string): string | undefined {
  if (first17.length !== 17) return undefined
  let sum = 0
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[index])
    if (value < 0) return undefined
    sum += value * WEIGHTS[index]
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]
}

/** The number as it is compared and stored: spaces gone, letters upper-case (people type codes as they read them). */
export function normaliseTaxId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
}

/** What is wrong with a taxpayer identification number, or null when it is well formed (and, at 18, its check holds). */
export function taxIdProblem(raw: string): TaxIdProblem | null {
  const value = normaliseTaxId(raw)
  if (value.length === 18) {
    if (![...value].every((character) => CREDIT_CODE_ALPHABET.includes(character))) return 'characters'
    return creditCodeCheckCharacter(value.slice(0, 17)) === value[17] ? null : 'checkCharacter'
  }
  if (value.length === 15 || value.length === 20) return /^[0-9A-Z]+$/.test(value) ? null : 'characters'
  return 'length'
}
