import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
/*
 * No schema is handed to drizzle: the code builds its queries from the table objects (never the relational
 * db.query API), so the handle need not know every feature's tables, and db/ depends on no feature.
 */
export type Db = PgDatabase<PgQueryResultHKT>

/** A database handle plus how to migrate and close it, whichever engine sits underneath. */
export interface Database extends ChangeFeed {
  db: Db
  engine: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

/**
 * The database's notices (PostgreSQL LISTEN/NOTIFY), which the migrations' triggers send when shared configuration
 * changes (changes/). `live` is called once the subscription holds (again after a reconnect), `lost` when it no longer
 * does: notices sent in between are gone, so a listener must then trust nothing it remembered.
 */
export interface ChangeFeed {
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>
  /** Sends a notice on the channel (after everything this process committed before). */
  notify(channel: string, payload: string): Promise<void>
}

export interface ChangeListener {
  notice(payload: string): void
  live(): void
  lost(): void
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export interface DatabaseOptions {
  databaseUrl?: string
  dataDir: string
  /** PostgreSQL connections this process may hold (DATABASE_POOL_MAX); N processes hold up to N times as many. */
  poolMax?: number
}

/** Opens PostgreSQL when a URL is given, else PGlite under dataDir ('memory' keeps it in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax)
  if (options.dataDir === 'memory') return wrapPglite(new PGlite())
  const dataDir = path.resolve(options.dataDir)
  await mkdir(dataDir, { recursive: true })
  return wrapPglite(new PGlite(dataDir))
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client })
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
    // One process owns the embedded database: its notices cannot be lost.
    async listen(channel, listener) {
      const stop = await client.listen(channel, (payload) => listener.notice(payload))
      listener.live()
      return stop
    },
  }
}

/** Waits before listening again after the listening connection was lost. */
const RELISTEN_DELAYS_MS = [100, 500, 2000, 5000]
/**
 * A connection cut without a word (a network partition, a failover behind a proxy) would leave a listener believing
 * it still hears: it asks the server every HEARTBEAT_MS and counts the connection lost when no answer comes in time.
 */
const HEARTBEAT_MS = 5_000

/** How the listening connection shows in `pg_stat_activity`, so an operator (or a test) can tell it from the pool's. */
export const LISTENER_APPLICATION_NAME = 'fairpass-changes'

/**
 * The listener's connection string: the operator's `application_name`, if any, with the listener's suffix. A name in
 * the connection string wins over node-postgres' option, so it is set there.
 */
export function listenerConnectionString(connectionString: string): string {
  let url: URL
  try {
    url = new URL(connectionString)
  } catch {
    return connectionString
  }
  const given = url.searchParams.get('application_name')
  url.searchParams.set('application_name', given ? `${given}/${LISTENER_APPLICATION_NAME}` : LISTENER_APPLICATION_NAME)
  return url.toString()
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), opened again whenever it is lost.
 */
function listenOnPostgres(connectionString: string, channel: string, listener: ChangeListener): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | undefined
  let attempt = 0
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: listenerConnectionString(connectionString), keepAlive: true })
    const dropped = () => {
      if (client !== next) return
      client = undefined
      clearInterval(heartbeat)
      listener.lost()
      next.end().catch(() => {})
      if (stopped) return
      retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAYS_MS[Math.min(attempt++, RELISTEN_DELAYS_MS.length - 1)])
      retry.unref()
    }
    next.on('error', dropped)
    next.on('end', dropped)
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notice(message.payload ?? '')
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      dropped()
      throw error
    }
    attempt = 0
    if (stopped) return
    heartbeat = setInterval(() => {
      const timeout = setTimeout(dropped, HEARTBEAT_MS)
      next.query('SELECT 1').then(() => clearTimeout(timeout), () => {})
    }, HEARTBEAT_MS)
    heartbeat.unref()
    listener.live()
  }
  return connect()
    .catch((error: unknown) => {
      console.warn(`database: cannot listen for changes yet (${error instanceof Error ? error.message : String(error)}); retrying`)
    })
    .then(() => async () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      const open = client
      client = undefined
      await open?.end().catch(() => {})
    })
}

/** The advisory lock key migrations are run under (any constant; 'fpmg' in ASCII). */
const MIGRATION_LOCK = 0x66706d67

export function openPostgres(connectionString: string, poolMax = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolMax })
  // An idle connection the server closes (a restart, a failover, an administrator) is reported here; the pool
  // replaces it on the next query. Without a listener node-postgres would throw it and end the whole process.
  pool.on('error', (error) => {
    console.warn(`database: an idle connection was closed (${error.message}); the next query opens a new one`)
  })
  // The pool listens only while a connection is idle. One cut while a request holds it (in a transaction, between two
  // statements) would otherwise be an unhandled 'error' event that ends the process: the request's statement fails
  // instead, and the pool drops the connection when it is released (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(`database: a connection in use was closed (${error.message}); its request fails and may be retried`)
    })
  })
  const db = drizzleNodePg({ client: pool })
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Several processes starting at once on one database: the first to take the lock migrates, the others wait and
      // then find nothing left to do (drizzle's migrator alone would run the same migration twice).
      const lock = await pool.connect()
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migrateNodePg(db, { migrationsFolder })
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
        lock.release()
      }
    },
    close: () => pool.end(),
    listen: (channel, listener) => listenOnPostgres(connectionString, channel, listener),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
  }
}
