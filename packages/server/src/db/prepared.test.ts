import { sql } from 'drizzle-orm'
import { date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../testing/database'
import type { Database } from './index'
import { prepareStatement, runPrepared, selectColumns, tableRow } from './prepared'

// A table of its own, with every kind of column whose reading differs between the drivers and drizzle's mapping.
const samples = pgTable('prepared_samples', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  count: integer('count').notNull(),
  day: date('day'),
  data: jsonb('data').$type<{ n: number }>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
})

const bySelf = prepareStatement(
  'test_prepared_samples',
  sql`SELECT ${sql.raw(selectColumns(samples, 's'))}, ${sql.placeholder('label')} || '!' AS "shout"
    FROM prepared_samples s WHERE s.label = ${sql.placeholder('label')} AND s.count >= ${sql.placeholder('min')}::int`,
)

describe('prepared statements (db/prepared.ts)', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
    await database.db.execute(
      sql`CREATE TABLE prepared_samples (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), label text NOT NULL, count int NOT NULL, day date, data jsonb, at timestamptz NOT NULL)`,
    )
    await database.db.insert(samples).values([
      { label: 'a', count: 3, day: '2026-05-01', data: { n: 1 }, at: new Date('2026-05-01T01:02:03.456Z') },
      { label: 'b', count: 1, day: null, data: null, at: new Date('2026-05-02T00:00:00Z') },
    ])
  }, 60_000)
  afterAll(() => database?.close())

  it('reads a row exactly as drizzle reads it, on this engine, again and again (a placeholder used twice)', async () => {
    const [expected] = await database.db.select().from(samples).where(sql`${samples.label} = 'a'`)
    for (let round = 0; round < 3; round += 1) {
      const rows = await runPrepared<Record<string, unknown>>(database.db, bySelf, { label: 'a', min: 2 })
      expect(rows).toHaveLength(1)
      expect(tableRow(samples, rows[0])).toEqual(expected)
      expect(rows[0].shout).toBe('a!')
      // The date stays the database's text: no Date at the process's local midnight.
      expect(tableRow(samples, rows[0]).day).toBe('2026-05-01')
    }
    expect(await runPrepared(database.db, bySelf, { label: 'a', min: 4 })).toEqual([])
  })

  it('runs inside a transaction, on its connection: what it reads is the transaction’s, and a rollback undoes its write', async () => {
    const insert = prepareStatement('test_prepared_samples_insert', sql`INSERT INTO prepared_samples (label, count, at) VALUES (${sql.placeholder('label')}, 7, now())`)
    await expect(
      database.db.transaction(async (tx) => {
        await runPrepared(tx, insert, { label: 'c' })
        const seen = await runPrepared<Record<string, unknown>>(tx, bySelf, { label: 'c', min: 0 })
        expect(seen).toHaveLength(1)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await runPrepared(database.db, bySelf, { label: 'c', min: 0 })).toEqual([])
    const [absent] = await runPrepared<Record<string, unknown>>(database.db, bySelf, { label: 'b', min: 0 })
    expect(tableRow(samples, absent)).toMatchObject({ label: 'b', day: null, data: null })
  })
})
