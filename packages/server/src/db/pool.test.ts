import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openPostgres } from './index'

const url = process.env.FAIR_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined

/** Resolves once the pool has reported a closed connection with this warning (db/index.ts's listeners). */
function warned(text: string): Promise<void> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  return vi.waitFor(() => expect(warn.mock.calls.some(([message]) => String(message).includes(text))).toBe(true), { timeout: 5_000, interval: 10 })
}

describe.skipIf(!url)('the PostgreSQL pool', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('survives the server closing its idle connections, and the next query opens a new one', async () => {
    const name = `fp_pool_${process.pid}`
    const connection = new URL(url!)
    connection.searchParams.set('application_name', name)
    const database = openPostgres(connection.toString())
    try {
      await database.db.execute(sql`select 1`)
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      const closedIdle = warned('an idle connection was closed')
      try {
        const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name])
        expect(killed.rowCount).toBeGreaterThan(0)
      } finally {
        await admin.end()
      }
      // The idle client's FATAL arrives asynchronously; without the pool's listener it would end the test process.
      await closedIdle
      const result = await database.db.execute(sql`select 2 as two`)
      expect((result as unknown as { rows: Array<{ two: number }> }).rows[0].two).toBe(2)
    } finally {
      await database.close()
    }
  })

  it('survives a connection cut in the middle of a transaction: the transaction fails, the process lives, the next query works', async () => {
    const name = `fp_pool_tx_${process.pid}`
    const connection = new URL(url!)
    connection.searchParams.set('application_name', name)
    const database = openPostgres(connection.toString())
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        // Cut while this request holds the connection, between two of its statements (where no pool listener is).
        const closedInUse = warned('a connection in use was closed')
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name])
        await closedInUse
        await tx.execute(sql`select 2`)
      })
      await expect(transaction).rejects.toThrow()
      const result = await database.db.execute(sql`select 3 as three`)
      expect((result as unknown as { rows: Array<{ three: number }> }).rows[0].three).toBe(3)
    } finally {
      await admin.end()
      await database.close()
    }
  })
})

describe.skipIf(!url)('migrations with several processes starting at once', () => {
  it('run once: three pools migrating one fresh database at the same moment all succeed', async () => {
    const name = `fp_migrate_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const target = new URL(url!)
    target.pathname = `/${name}`
    const databases = [openPostgres(target.toString()), openPostgres(target.toString()), openPostgres(target.toString())]
    try {
      await Promise.all(databases.map((database) => database.migrate()))
      const applied = await databases[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      const files = (await import('node:fs')).readdirSync(new URL('../../drizzle', import.meta.url)).filter((file) => file.endsWith('.sql'))
      expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(files.length)
    } finally {
      await Promise.all(databases.map((database) => database.close()))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }, 60_000)
})
