import type { ChangeCache } from '../changes'
import type { Clock } from '../clock'
import type { Db } from '../db'
import type { Env } from '../env'
import type { DevOutbox, Notifier } from '../notifier'
import type { Secrets } from '../secrets'

/** Per-route request limits per client IP (env RATE_LIMIT_*); tests lower or raise them. */
export interface RateLimits {
  sendCodePerMinute: number
  tokenPerMinute: number
}

/**
 * Generous on purpose: at a fair entrance hundreds of visitors share the venue Wi-Fi's one public address. The
 * per-recipient limits (one code a minute, ten an hour, five tries a code) are what stop abuse; these only stop
 * floods from one machine.
 */
export const defaultRateLimits: RateLimits = { sendCodePerMinute: 300, tokenPerMinute: 600 }

/** What every feature is built from; one object so features never reach for globals. */
export interface AppContext {
  env: Env
  db: Db
  notifier: Notifier
  /** Set in demo mode: the notifier whose messages /api/dev/outbox lists. */
  outbox?: DevOutbox
  clock: Clock
  secrets: Secrets
  rateLimits: RateLimits
  /** What this process remembers of shared configuration and credentials, forgotten when they change (changes/). */
  changes: ChangeCache
}
