import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { migrationsFolder, openPostgres, wrapPglite, type Database } from '../db'
import { seedDemoData } from '../seed'

const seedFolder = fileURLToPath(new URL('../seed', import.meta.url))
const demoExhibitionsFolder = fileURLToPath(new URL('../../../../demo/exhibitions', import.meta.url))

/** Changes whenever the migrations or the seed (with the demo's exhibition files) change, so a stale template is never reused. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256')
  for (const folder of [migrationsFolder, path.join(migrationsFolder, 'meta'), seedFolder, demoExhibitionsFolder]) {
    for (const name of (await readdir(folder)).sort()) {
      if (!/\.(sql|json|ts|yaml)$/.test(name)) continue
      hash.update(name).update(await readFile(path.join(folder, name)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * A fresh PGlite costs 3–4 s (initdb) plus migrations; loading a dumped data folder is far cheaper.
 * The migrated and seeded template is dumped once to the temp folder and every test file starts
 * from its own in-memory copy of it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `fairpass-pglite-template-${await templateKey()}.tar.gz`)
  if (existsSync(file)) return new Blob([await readFile(file)])
  const client = new PGlite()
  const database = wrapPglite(client)
  await database.migrate()
  // The spec's own dates: tests read the motor show as spec §9 states it (seed/calendar.ts).
  await seedDemoData(database.db, { specDates: true })
  const dump = await client.dumpDataDir('gzip')
  await database.close()
  const bytes = Buffer.from(await dump.arrayBuffer())
  // Parallel workers may build the template at once: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, bytes)
  await rename(partial, file)
  return new Blob([bytes])
}

export async function openPgliteTestDatabase(): Promise<Database> {
  const template = await pgliteTemplate()
  const database = wrapPglite(new PGlite({ loadDataDir: template }))
  // Applies nothing when the template is current; kept so a template can never lag the schema.
  await database.migrate()
  return database
}

/** A database of its own on the PostgreSQL server at DATABASE_URL, dropped again on close. */
async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `fp_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString())
  await database.migrate()
  // The spec's own dates: tests read the motor show as spec §9 states it (seed/calendar.ts).
  await seedDemoData(database.db, { specDates: true })
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/**
 * An isolated, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * throw-away PostgreSQL database when FAIR_TEST_DB=postgres and DATABASE_URL are set.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.FAIR_TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('FAIR_TEST_DB=postgres needs DATABASE_URL')
    return openPostgresTestDatabase(url)
  }
  return openPgliteTestDatabase()
}
