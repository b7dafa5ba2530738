import { lt, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db'
import { prepareStatement, runPrepared } from '../db/prepared'
import { rateLimitHits } from './tables'

/*
 * Rate limits shared by every server process on one PostgreSQL (issue 13): @fastify/rate-limit's own store counts in
 * the process's memory, so N processes behind a load balancer would each allow the whole limit. Here a request is
 * counted by one statement (an upsert that starts a new window when the old one has ended), atomic under concurrency,
 * and the answer says how many requests the window holds and how long it has left.
 */

/**
 * A key's hits counted ahead (a lease): once the database has counted `size` hits of a window for this process, the
 * next `size - 1` requests of the key in that window are answered here. The limit still holds across processes: every
 * hit this process answers was counted in the database first, so the database's count is never below what all
 * processes together let through. What a lease costs is the other way round: hits counted and never used make another
 * process refuse a little early. So a lease is taken only while the window's count is clearly below the limit (at
 * most half of it, lease included) and only for large limits (LEASE_PER_LIMIT: 1/64 of it, at most LEASE_MAX); a
 * limit under 128, such as the defaults, is counted one request at a time, exactly as before.
 */
interface Lease {
  /** The count of the last request answered from it. */
  current: number
  /** Hits counted ahead and not used yet. */
  left: number
  /** When its window ends, by this process's clock (measured from the database's answer, so never later). */
  endsAt: number
}

const LEASE_PER_LIMIT = 64
const LEASE_MAX = 16
/** Leases held at once before the ended ones are dropped. */
const LEASES_KEPT = 10_000

export function leaseSize(max: number): number {
  return Math.max(1, Math.min(LEASE_MAX, Math.floor(max / LEASE_PER_LIMIT)))
}

/** A store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly leases = new Map<string, Lease>()

    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max = 1): void {
      const now = Date.now()
      const lease = this.leases.get(key)
      if (lease && lease.left > 0 && now < lease.endsAt) {
        lease.left -= 1
        lease.current += 1
        callback(null, { current: lease.current, ttl: lease.endsAt - now })
        return
      }
      // The first request of a window is counted alone: only a count seen in this window says it is clearly below.
      const ahead = leaseSize(max)
      const size = ahead > 1 && lease && now < lease.endsAt && lease.current + ahead <= max / 2 ? ahead : 1
      countHit(db, `${this.route}|${key}`, timeWindow, size).then(
        (result) => {
          // This request is the first of the hits counted; the others are answered here, never past the limit.
          const current = result.current - size + 1
          const left = Math.max(0, Math.min(size, max - (result.current - size)) - 1)
          if (this.leases.size >= LEASES_KEPT) for (const [held, { endsAt }] of this.leases) if (endsAt <= now) this.leases.delete(held)
          this.leases.set(key, { current, left, endsAt: Date.now() + result.ttl })
          callback(null, { current, ttl: result.ttl })
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    // Each limited route counts apart, as the plugin's own store does. The plugin passes the route's merged limit
    // options, its route under `routeInfo` (its typings name only the route options).
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo
      return new DatabaseRateLimitStore(undefined, `${String(route?.method ?? '')} ${String(route?.url ?? '')}`)
    }
  }
  return DatabaseRateLimitStore
}

/**
 * Counts `hits` requests (one, or a lease) of `key` in a window of `windowMs`; answers the count so far and the window's ms left (never more
 * than the window: the epoch arithmetic in floating point could round a fresh window's 60000 ms up to 60001).
 */
export async function countHit(db: Db, key: string, windowMs: number, hits = 1): Promise<{ current: number; ttl: number }> {
  const [row] = await runPrepared<{ current: number; ttl: number }>(db, countHitStatement, { key, windowMs, hits })
  return { current: Number(row.current), ttl: Number(row.ttl) }
}

/**
 * countHit's upsert as SQL, answering `current` and `ttl`: also the first part of a route's own statement, when a
 * route counts its limit together with its first read (orders' placement: `place.ts`), so that both count one row.
 */
export function countHitSql(key: Placeholder, windowMs: Placeholder, hits: Placeholder | SQL) {
  return sql`
    INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at) VALUES (${key}, ${hits}::int, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= now() THEN excluded.hits ELSE r.hits + excluded.hits END,
      window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
    RETURNING r.hits AS current, least(${windowMs}, greatest(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000)))::int AS ttl`
}

/** countHit's upsert, prepared: every limited request sends it. */
const countHitStatement = prepareStatement('rate_limit_count_hit', countHitSql(sql.placeholder('key'), sql.placeholder('windowMs'), sql.placeholder('hits')))

/** Rows whose window ended more than an hour ago: nobody's count any more (a background job removes them). */
export async function forgetEndedWindows(db: Db): Promise<number> {
  const removed = await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 hour'`)).returning({ key: rateLimitHits.key })
  return removed.length
}
