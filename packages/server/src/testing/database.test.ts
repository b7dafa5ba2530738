import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropStaleTemplates, removeStalePgliteTemplates, TEMPLATE_GRACE_MS } from './database'

const url = process.env.FAIR_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined

/*
 * The clean-up runs on names of its own (a prefix no real template has), so the test never touches the templates
 * of the runs going on beside it on the same server.
 */
describe.skipIf(!url)('dropping stale test templates', () => {
  const prefix = `fp_tpltest${randomBytes(3).toString('hex')}_`
  const key = () => randomBytes(8).toString('hex')
  const [current, stale, unnoted, recent, busy, building] = [key(), key(), key(), key(), key(), key()]
  const names = {
    current: `${prefix}${current}`,
    currentScratch: `${prefix}${current}_0badf00d`,
    stale: `${prefix}${stale}`,
    staleScratch: `${prefix}${stale}_deadbeef`,
    /** Built before templates carried their build time. */
    unnoted: `${prefix}${unnoted}`,
    /** Another checkout's version, built an hour ago: its run may still be going. */
    recent: `${prefix}${recent}`,
    busy: `${prefix}${busy}`,
    building: `${prefix}${building}_12345678`,
    notOurs: `${prefix}${stale}_extra`,
  }
  const builtAgo = (ms: number) => `fairpass test template built ${new Date(Date.now() - ms).toISOString()}`
  const notes: Partial<Record<keyof typeof names, string>> = {
    current: builtAgo(3 * TEMPLATE_GRACE_MS),
    stale: builtAgo(2 * TEMPLATE_GRACE_MS),
    staleScratch: builtAgo(60_000),
    recent: builtAgo(3_600_000),
    busy: builtAgo(2 * TEMPLATE_GRACE_MS),
    building: builtAgo(60_000),
  }
  let admin: pg.Client
  let other: pg.Client

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    for (const [role, name] of Object.entries(names)) {
      await admin.query(`CREATE DATABASE ${name}`)
      const note = notes[role as keyof typeof names]
      if (note) await admin.query(`COMMENT ON DATABASE ${name} IS '${note}'`)
    }
    other = new pg.Client({ connectionString: url })
    await other.connect()
  }, 60_000)

  afterAll(async () => {
    await other?.end()
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }, 60_000)

  const existing = async () =>
    (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname', [prefix])).rows.map((row) => row.datname).sort()

  it('drops old templates of other versions and abandoned builds, and keeps the current one, recent ones, one in use, one being built and names not ours', async () => {
    // Someone copying a test database from `busy` right now, someone building `building`'s version.
    const busyUrl = new URL(url!)
    busyUrl.pathname = `/${names.busy}`
    const user = new pg.Client({ connectionString: busyUrl.toString() })
    await user.connect()
    await other.query('SELECT pg_advisory_lock($1)', [parseInt(building.slice(0, 8), 16)])
    try {
      const dropped = await dropStaleTemplates(admin, current, { prefix })
      expect(dropped.sort()).toEqual([names.currentScratch, names.stale, names.staleScratch, names.unnoted].sort())
      expect(await existing()).toEqual([names.current, names.recent, names.busy, names.building, names.notOurs].sort())
    } finally {
      await user.end()
      await other.query('SELECT pg_advisory_unlock($1)', [parseInt(building.slice(0, 8), 16)])
    }
    // Once nobody uses or builds them, the next clean-up takes them too; the recent one once its day is over.
    expect((await dropStaleTemplates(admin, current, { prefix })).sort()).toEqual([names.busy, names.building].sort())
    expect(await dropStaleTemplates(admin, current, { prefix, now: Date.now() + TEMPLATE_GRACE_MS })).toEqual([names.recent])
    expect(await existing()).toEqual([names.current, names.notOurs].sort())
  }, 60_000)
})

describe('removing stale PGlite templates', () => {
  it('removes old templates of other versions and dead partial writes, and keeps the current one, recent ones and files not ours', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'fairpass-template-clean-'))
    try {
      const [current, old, recent] = ['0123456789abcdef', 'fedcba9876543210', 'aaaaaaaaaaaaaaaa']
      const files: Record<string, number> = {
        [`fairpass-pglite-template-${current}.tar`]: 3 * TEMPLATE_GRACE_MS,
        [`fairpass-pglite-template-${current}.tar.4242.0badf00d`]: 2 * TEMPLATE_GRACE_MS,
        [`fairpass-pglite-template-${old}.tar`]: 2 * TEMPLATE_GRACE_MS,
        [`fairpass-pglite-template-${recent}.tar`]: 3_600_000,
        [`fairpass-pglite-template-${recent}.tar.4243.deadbeef`]: 60_000,
        [`fairpass-pglite-template-${old}.tar.gz`]: 2 * TEMPLATE_GRACE_MS,
        'someone-else.tar': 2 * TEMPLATE_GRACE_MS,
      }
      for (const [name, age] of Object.entries(files)) {
        writeFileSync(path.join(folder, name), 'x')
        const at = (Date.now() - age) / 1000
        utimesSync(path.join(folder, name), at, at)
      }
      const removed = await removeStalePgliteTemplates(folder, current)
      expect(removed.sort()).toEqual([`fairpass-pglite-template-${current}.tar.4242.0badf00d`, `fairpass-pglite-template-${old}.tar`].sort())
      expect(readdirSync(folder).sort()).toEqual(
        [`fairpass-pglite-template-${current}.tar`, `fairpass-pglite-template-${recent}.tar`, `fairpass-pglite-template-${recent}.tar.4243.deadbeef`, `fairpass-pglite-template-${old}.tar.gz`, 'someone-else.tar'].sort(),
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
