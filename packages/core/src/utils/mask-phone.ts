const KEEP_START = 3
const KEEP_END = 2

/** Spec §9: a phone mask keeps the first 3 and last 2 characters (`13812345678` → `138******78`). */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim()
  if (value.length <= KEEP_START + KEEP_END) return value
  const hidden = value.length - KEEP_START - KEEP_END
  return value.slice(0, KEEP_START) + '*'.repeat(hidden) + value.slice(-KEEP_END)
}
