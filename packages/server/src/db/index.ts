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
export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
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
  }
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
  }
}
