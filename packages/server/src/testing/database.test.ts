import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropStaleTemplates } from './database'

const url = process.env.FAIR_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined

/*
 * The clean-up runs on names of its own (a prefix no real template has), so the test never touches the templates
 * of the runs going on beside it on the same server.
 */
describe.skipIf(!url)('dropping stale test templates', () => {
  const prefix = `fp_tpltest${randomBytes(3).toString('hex')}_`
  const key = () => randomBytes(8).toString('hex')
  const [current, stale, busy, building] = [key(), key(), key(), key()]
  const names = {
    current: `${prefix}${current}`,
    currentScratch: `${prefix}${current}_0badf00d`,
    stale: `${prefix}${stale}`,
    staleScratch: `${prefix}${stale}_deadbeef`,
    busy: `${prefix}${busy}`,
    building: `${prefix}${building}_12345678`,
    notOurs: `${prefix}${stale}_extra`,
  }
  let admin: pg.Client
  let other: pg.Client

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`)
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

  it('drops the other versions and abandoned builds, and keeps the current template, one in use, one being built and names not ours', async () => {
    // Someone copying a test database from `busy` right now, someone building `building`'s version.
    const busyUrl = new URL(url!)
    busyUrl.pathname = `/${names.busy}`
    const user = new pg.Client({ connectionString: busyUrl.toString() })
    await user.connect()
    await other.query('SELECT pg_advisory_lock($1)', [parseInt(building.slice(0, 8), 16)])
    try {
      const dropped = await dropStaleTemplates(admin, current, prefix)
      expect(dropped.sort()).toEqual([names.currentScratch, names.stale, names.staleScratch].sort())
      expect(await existing()).toEqual([names.current, names.busy, names.building, names.notOurs].sort())
    } finally {
      await user.end()
      await other.query('SELECT pg_advisory_unlock($1)', [parseInt(building.slice(0, 8), 16)])
    }
    // Once nobody uses or builds them, the next clean-up takes them too; the current one stays.
    expect((await dropStaleTemplates(admin, current, prefix)).sort()).toEqual([names.busy, names.building].sort())
    expect(await existing()).toEqual([names.current, names.notOurs].sort())
  }, 60_000)
})
