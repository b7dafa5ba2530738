import * as z from 'zod/mini'
import { requiredOr } from './rules'

/**
 * Province-level codes that open a mainland resident ID number (GB/T 2260), plus 71/81/82/83 used by
 * residence permits for Taiwan, Hong Kong and Macao residents. Only the shape is checked: county codes
 * change every year and a stale table would reject real people.
 */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54,
  61, 62, 63, 64, 65, 71, 81, 82, 83,
])
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARACTERS = '10X98765432'
const EARLIEST_BIRTH_YEAR = 1900

/** ISO 7064 MOD 11-2 over the first 17 digits. */
export function idNumberCheckCharacter(first17: string): string {
  let sum = 0
  for (let index = 0; index < 17; index++) sum += Number(first17[index]) * WEIGHTS[index]
  return CHECK_CHARACTERS[sum % 11]
}

function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4))
  const month = Number(yyyymmdd.slice(4, 6))
  const day = Number(yyyymmdd.slice(6, 8))
  if (year < EARLIEST_BIRTH_YEAR) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  return exists && date.getTime() <= todayUtc
}

/** 18 characters: region (6), birth date (8), sequence (3), check character (digit or X, either case). */
export function isValidChineseId(value: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false
  if (!PROVINCE_CODES.has(Number(value.slice(0, 2)))) return false
  if (!isRealBirthDate(value.slice(6, 14), today)) return false
  return idNumberCheckCharacter(value.slice(0, 17)) === value[17].toUpperCase()
}

export const idNumberSchema = z.string({ error: requiredOr('validation.idNumber.invalid') }).check(
  z.trim(),
  z.refine((value) => isValidChineseId(value), 'validation.idNumber.invalid'),
)
