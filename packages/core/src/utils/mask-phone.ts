const KEEP_START = 3
const KEEP_END = 2

/** Spec §9: a phone mask keeps the first 3 and last 2 characters (`13812345678` → `138******78`). */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim()
  if (value.length <= KEEP_START + KEEP_END) return value
  const hidden = value.length - KEEP_START - KEEP_END
  return value.slice(0, KEEP_START) + '*'.repeat(hidden) + value.slice(-KEEP_END)
}

/**
 * An account as others may see it: a phone masked as spec §9 says, an e-mail address with its name hidden but its
 * first character and domain kept (`visitor@example.com` → `v***@example.com`), so a mask never runs off the page.
 */
export function maskAccount(account: string | null | undefined): string {
  const value = (account ?? '').trim()
  const at = value.lastIndexOf('@')
  if (at <= 0) return maskPhone(value)
  return `${value[0]}***${value.slice(at)}`
}
