import type { Clock } from '../clock'
import type { Db } from '../db'
import type { Env } from '../env'
import type { DevOutbox, Notifier } from '../notifier'
import type { Secrets } from '../secrets'

/** Per-route request limits per client IP; tests lower or raise them. */
export interface RateLimits {
  sendCodePerMinute: number
  tokenPerMinute: number
}

export const defaultRateLimits: RateLimits = { sendCodePerMinute: 20, tokenPerMinute: 30 }

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
}
