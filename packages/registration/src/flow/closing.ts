import type { SysConfig } from '@fairpass/core/session'

/** Spec §9: a warning shows when less than two hours remain until registration closes. */
export const CLOSING_WARNING_MS = 2 * 60 * 60 * 1000

export function closesSoon(sysConfig: SysConfig | null | undefined, now: number = Date.now()): boolean {
  const closesAt = sysConfig?.registrationClosesAt
  if (typeof closesAt !== 'number') return false
  const remaining = closesAt - now
  return remaining > 0 && remaining < CLOSING_WARNING_MS
}
