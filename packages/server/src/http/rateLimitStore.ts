import { lt, sql } from 'drizzle-orm'
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

/** A store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, `${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
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
 * Counts one request of `key` in a window of `windowMs`; answers the count so far and the window's ms left (never more
 * than the window: the epoch arithmetic in floating point could round a fresh window's 60000 ms up to 60001).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await runPrepared<{ current: number; ttl: number }>(db, countHitStatement, { key, windowMs })
  return { current: Number(row.current), ttl: Number(row.ttl) }
}

/** countHit's upsert, prepared: every limited request sends it (the order hot path's first statement). */
const countHitStatement = prepareStatement(
  'rate_limit_count_hit',
  sql`
    INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at) VALUES (${sql.placeholder('key')}, 1, now() + ${sql.placeholder('windowMs')} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
      window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
    RETURNING r.hits AS current, least(${sql.placeholder('windowMs')}, greatest(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000)))::int AS ttl`,
)

/** Rows whose window ended more than an hour ago: nobody's count any more (a background job removes them). */
export async function forgetEndedWindows(db: Db): Promise<number> {
  const removed = await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 hour'`)).returning({ key: rateLimitHits.key })
  return removed.length
}
