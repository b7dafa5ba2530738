import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
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
 * from its own in-memory copy of it. Dumped uncompressed: 47 MB instead of 6, but every server test file loads it,
 * and gunzipping was about 0.3 s of the 1.25 s of CPU a load cost (docs/benchmarks.md "CI time").
 */
async function pgliteTemplate(): Promise<Blob> {
  const key = await templateKey()
  const file = path.join(os.tmpdir(), `${PGLITE_TEMPLATE_PREFIX}${key}.tar`)
  if (existsSync(file)) {
    try {
      return new Blob([await readFile(file)])
    } catch (error) {
      // Removed as stale by a checkout of another version since (removeStalePgliteTemplates): built again below.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  const client = new PGlite()
  const database = wrapPglite(client)
  await database.migrate()
  // The spec's own dates: tests read the motor show as spec §9 states it (seed/calendar.ts).
  await seedDemoData(database.db, { specDates: true })
  const dump = await client.dumpDataDir('none')
  await database.close()
  const bytes = Buffer.from(await dump.arrayBuffer())
  // Parallel workers may build the template at once: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, bytes)
  await rename(partial, file)
  await removeStalePgliteTemplates(os.tmpdir(), key).catch((error: unknown) => console.warn(`Stale test templates not removed: ${String(error)}`))
  return new Blob([bytes])
}

const PGLITE_TEMPLATE_PREFIX = 'fairpass-pglite-template-'

/**
 * The PGlite templates (47 MB each) of other versions, and pieces of writes that died, older than the grace
 * (TEMPLATE_GRACE_MS, for the same reason as on PostgreSQL): removed when a new template is written, so they do not
 * pile up in the temp folder. A reader that loses one meanwhile builds it again. Returns the names removed.
 */
export async function removeStalePgliteTemplates(folder: string, currentKey: string, options: { graceMs?: number; now?: number } = {}): Promise<string[]> {
  const { graceMs = TEMPLATE_GRACE_MS, now = Date.now() } = options
  const ours = new RegExp(`^${PGLITE_TEMPLATE_PREFIX}([0-9a-f]{16})\\.tar(\\.\\d+\\.[0-9a-f]{8})?$`)
  const removed: string[] = []
  for (const name of await readdir(folder)) {
    const match = ours.exec(name)
    if (!match || (match[1] === currentKey && match[2] === undefined)) continue
    try {
      if (now - (await stat(path.join(folder, name))).mtimeMs < graceMs) continue
      await unlink(path.join(folder, name))
      removed.push(name)
    } catch (error) {
      // Another process removed it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return removed
}

export async function openPgliteTestDatabase(): Promise<Database> {
  const template = await pgliteTemplate()
  const database = wrapPglite(new PGlite({ loadDataDir: template }))
  // Applies nothing when the template is current; kept so a template can never lag the schema.
  await database.migrate()
  return database
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

let postgresTemplateName: Promise<string> | undefined

/** The templates' names: `fp_template_<templateKey>`, built under `fp_template_<templateKey>_<8 hex>` first. */
const TEMPLATE_PREFIX = 'fp_template_'

/** The advisory lock a template's build holds (per key), so parallel workers and checkouts build it once. */
function buildLock(key: string): number {
  return parseInt(key.slice(0, 8), 16)
}

/** PostgreSQL's SQLSTATEs the clean-up expects: someone is connected to the database; it is gone already. */
const OBJECT_IN_USE = '55006'
const UNDEFINED_DATABASE = '3D000'

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code
}

/**
 * How long a template of another version is kept after it was built. Checkouts of different versions (branches)
 * share one server and one temp folder: without it each would drop the other's template while both run tests, and
 * every test file would build its template again. A day bounds the pile to the versions built that day.
 */
export const TEMPLATE_GRACE_MS = 24 * 3_600_000

/** Written on a template when it is built (the database comment): its build time, which the clean-up reads. */
const BUILT_NOTE = 'fairpass test template built '

/**
 * Drops the templates of other migrations-and-seed versions, which otherwise pile up on a developer's server, one
 * per schema change. Only names that are exactly ours (`prefix`, a 16-hex key, maybe a scratch suffix), never the
 * current key's template, and a template only once it is older than `graceMs` (one without a build note is).
 * A key whose build lock is held is being built by someone right now: skipped whole; a scratch database of a key
 * nobody builds is what a run that died half-way left, dropped whatever its age. A template another process is
 * connected to (copying a test database from it) is skipped, not forced. Returns the names dropped.
 */
export async function dropStaleTemplates(admin: pg.Client, currentKey: string, options: { prefix?: string; graceMs?: number; now?: number } = {}): Promise<string[]> {
  const { prefix = TEMPLATE_PREFIX, graceMs = TEMPLATE_GRACE_MS, now = Date.now() } = options
  const ours = new RegExp(`^${prefix}([0-9a-f]{16})(_[0-9a-f]{8})?$`)
  const { rows } = await admin.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname`,
    [prefix],
  )
  const byKey = new Map<string, string[]>()
  for (const { datname, note } of rows) {
    const match = ours.exec(datname)
    if (!match || datname === `${prefix}${currentKey}`) continue
    const scratch = match[2] !== undefined
    const built = note?.startsWith(BUILT_NOTE) ? Date.parse(note.slice(BUILT_NOTE.length)) : NaN
    if (!scratch && now - built < graceMs) continue
    byKey.set(match[1]!, [...(byKey.get(match[1]!) ?? []), datname])
  }
  const dropped: string[] = []
  for (const [key, names] of byKey) {
    // Session locks nest: the current key's lock, held by the caller on this connection, is taken again and given back.
    const { rows: locked } = await admin.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1) AS free', [buildLock(key)])
    if (!locked[0]?.free) continue
    try {
      for (const name of names) {
        try {
          await admin.query(`DROP DATABASE ${name}`)
          dropped.push(name)
        } catch (error) {
          if (sqlState(error) !== OBJECT_IN_USE && sqlState(error) !== UNDEFINED_DATABASE) throw error
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [buildLock(key)])
    }
  }
  return dropped
}

/**
 * Migrating and seeding a PostgreSQL database cost every test file 9–10 s on a busy two-core machine; copying a
 * database that already holds both, 0.8 s (docs/benchmarks.md "CI time"). The template is built once
 * per migrations-and-seed version (templateKey) and kept on the server for later runs; building one drops the
 * stale ones (dropStaleTemplates). Parallel workers, and other checkouts on the same server, wait on an advisory
 * lock so it is built once; it is built under a scratch name and renamed when complete, so a run that dies half-way
 * never leaves a half-seeded template behind (its scratch database goes with the next clean-up).
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const key = await templateKey()
    const name = `${TEMPLATE_PREFIX}${key}`
    return withAdmin(adminUrl, async (admin) => {
      const exists = async () => ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0
      if (await exists()) return name
      const lock = buildLock(key)
      await admin.query('SELECT pg_advisory_lock($1)', [lock])
      try {
        if (await exists()) return name
        const scratch = `${name}_${randomBytes(4).toString('hex')}`
        await admin.query(`CREATE DATABASE ${scratch}`)
        await admin.query(`COMMENT ON DATABASE ${scratch} IS '${BUILT_NOTE}${new Date().toISOString()}'`)
        const database = openPostgres(databaseUrl(adminUrl, scratch))
        try {
          await database.migrate()
          // The spec's own dates: tests read the motor show as spec §9 states it (seed/calendar.ts).
          await seedDemoData(database.db, { specDates: true })
        } finally {
          await database.close()
        }
        await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${name}`)
        // Housekeeping must not fail the run that needs the new template.
        await dropStaleTemplates(admin, key).catch((error: unknown) => console.warn(`Stale test templates not dropped: ${String(error)}`))
        return name
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => {})
      }
    })
  })()
  try {
    return await postgresTemplateName
  } catch (error) {
    // A failed build (the server briefly away) is not remembered: the next test file tries again.
    postgresTemplateName = undefined
    throw error
  }
}

/** A database of its own on the PostgreSQL server at DATABASE_URL (a copy of the seeded template), dropped again on close. */
async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `fp_test_${randomBytes(6).toString('hex')}`
  const copy = async () => {
    const template = await postgresTemplate(adminUrl)
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  }
  await copy().catch(async (error: unknown) => {
    if (sqlState(error) !== UNDEFINED_DATABASE) throw error
    // Another checkout of another version built its template and dropped ours as stale meanwhile: build it again.
    postgresTemplateName = undefined
    await copy()
  })
  const database = openPostgres(databaseUrl(adminUrl, name))
  // Applies nothing when the template is current; kept so a template can never lag the schema.
  await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
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
