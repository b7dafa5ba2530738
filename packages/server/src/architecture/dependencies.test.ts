import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

/*
 * The dependency check of `npm run lint:deps` (boundaries.cjs and order.cjs beside this file), run on a small
 * server-shaped tree written for each case: a clean tree passes, and each kind of violation is reported by the
 * rule meant to catch it.
 */

const require = createRequire(import.meta.url)
const boundaries = require('./boundaries.cjs') as IConfiguration
const order = require('./order.cjs') as IConfiguration

/** Feature a depends on feature b, both with tables, index and tests, as the real features are laid out. */
const CLEAN: Record<string, string> = {
  'db/index.ts': 'export type Db = { name: string }\n',
  'db/columns.ts': 'export const createdAt = () => "created_at"\n',
  'db/schema.ts': "export * from '../tenancy/tables'\nexport * from '../features/a/tables'\nexport * from '../features/b/tables'\n",
  'tenancy/tables.ts': "import { createdAt } from '../db/columns'\nexport const tenants = { createdAt: createdAt() }\n",
  'tenancy/index.ts': "export * from './tables'\n",
  'features/b/tables.ts': "import { tenants } from '../../tenancy/tables'\nexport const bRows = { tenants }\n",
  'features/b/internal.ts': 'export const secret = 1\n',
  'features/b/index.ts': "import { secret } from './internal'\nexport { bRows } from './tables'\nexport const b = secret\n",
  'features/b/testing.ts': "import { b } from './index'\nexport const bFixture = b\n",
  'features/a/tables.ts': "import { bRows } from '../b/tables'\nexport const aRows = { bRows }\n",
  'features/a/service.ts': "import type { Db } from '../../db'\nimport { b, bRows } from '../b'\nexport const a = (db: Db) => [db, b, bRows]\n",
  'features/a/index.ts': "export { a } from './service'\nexport { aRows } from './tables'\n",
  'features/a/a.test.ts': "import { bFixture } from '../b/testing'\nimport { a } from './index'\nexport const used = [a, bFixture]\n",
  'app.ts': "import { a } from './features/a'\nimport { b } from './features/b'\nexport const app = [a, b]\n",
}

let root: string | undefined

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

/** Writes the tree (CLEAN with `changes` laid over it) and answers the rules each configuration reports. */
async function violations(changes: Record<string, string> = {}): Promise<{ boundaries: string[]; order: string[] }> {
  root = await mkdtemp(path.join(os.tmpdir(), 'fairpass-deps-'))
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    const target = path.join(root, 'packages/server/src', file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, text)
  }
  const rulesOf = async (config: IConfiguration) => {
    // The real tsconfig is the repository's; the fixture's imports resolve without one.
    const { tsConfig: _unused, ...options } = config.options ?? {}
    const result = await cruise(['packages/server/src'], { ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } })
    const output = result.output as ICruiseResult
    return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort()
  }
  return { boundaries: await rulesOf(boundaries), order: await rulesOf(order) }
}

describe('the dependency check', () => {
  it('passes a tree that keeps to the boundaries', async () => {
    expect(await violations()).toEqual({ boundaries: [], order: [] })
  })

  it('refuses a feature reaching into another feature', async () => {
    const found = await violations({ 'features/a/service.ts': "import { secret } from '../b/internal'\nexport const a = secret\n" })
    expect(found.boundaries).toEqual(['feature-internals'])
  })

  it('refuses a test reaching into another feature past its index.ts and testing.ts', async () => {
    const found = await violations({ 'features/a/a.test.ts': "import { secret } from '../b/internal'\nexport const used = secret\n" })
    expect(found.boundaries).toEqual(['feature-internals-from-tests'])
  })

  it('refuses code outside the features reaching into one', async () => {
    const found = await violations({ 'seed/demo.ts': "import { secret } from '../features/b/internal'\nexport const demo = secret\n" })
    expect(found.boundaries).toEqual(['feature-internals-from-outside'])
  })

  it('refuses a test outside the features using a feature past its index.ts and testing.ts', async () => {
    const found = await violations({ 'http/guard.test.ts': "import { secret } from '../features/b/internal'\nexport const used = secret\n" })
    expect(found.boundaries).toEqual(['feature-internals-from-outside-tests'])
  })

  it('refuses a tables.ts that imports more than tables and column shapes', async () => {
    const found = await violations({ 'features/a/tables.ts': "import { b } from '../b'\nexport const aRows = { b }\n" })
    expect(found.boundaries).toEqual(['tables-only-reference-tables'])
  })

  it('refuses reading tables through the drizzle-kit aggregator', async () => {
    const found = await violations({ 'app.ts': "import { aRows } from './db/schema'\nexport const app = aRows\n" })
    expect(found.boundaries).toEqual(['schema-aggregator-for-drizzle-kit-only'])
  })

  it('refuses a shared layer that depends on a feature', async () => {
    const found = await violations({ 'tenancy/index.ts': "export * from './tables'\nexport { a } from '../features/a'\n" })
    expect(found.boundaries).toEqual(['shared-layers-know-no-feature'])
  })

  it('refuses an http/ module that depends on a feature (app.ts hands it what only a feature knows)', async () => {
    const found = await violations({ 'http/limits.ts': "import { a } from '../features/a'\nexport const limit = a\n" })
    expect(found.boundaries).toEqual(['shared-layers-know-no-feature'])
  })

  it('refuses a module cycle', async () => {
    const found = await violations({
      'features/b/internal.ts': "import { b } from './index'\nexport const secret = 1\nexport const again = () => b\n",
    })
    expect(found.boundaries).toEqual(['no-circular'])
  })

  it('refuses two features that depend on each other, even when no module cycle closes', async () => {
    // Nothing imports b/reverse.ts, so there is no module cycle; b still depends on a, which depends on b.
    const found = await violations({ 'features/b/reverse.ts': "import { a } from '../a'\nexport const reverse = a\n" })
    expect(found).toEqual({ boundaries: [], order: ['no-feature-cycles'] })
  })

  it('lets a test use a feature that depends on its own (tests are not part of the order)', async () => {
    const found = await violations({ 'features/b/b.test.ts': "import { a } from '../a'\nexport const used = a\n" })
    expect(found).toEqual({ boundaries: [], order: [] })
  })
})
