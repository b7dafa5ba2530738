import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/*
 * The rate limits' counters when they live in the database (http/rateLimitStore.ts): one row per route and caller
 * (address or visitor), so every server process on the database counts the same requests.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** `<METHOD> <route>|<caller>`, the caller as the route's key generator names it. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_idx').on(table.windowEndsAt)],
)
