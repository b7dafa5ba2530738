/*
 * Writes demo/exhibitions/<id>.yaml: every demo exhibition in the exhibition file format (issue 20), exported from a
 * database the demo seed filled with the spec's own dates at a fixed moment (the ticketing fair 1020 follows the
 * clock; here the clock stands still), with names for the keys of the rows the seed made by id.
 * `npm run demo:exhibitions` after changing the seed; features/exhibition-file/demoFiles.test.ts imports every file
 * into the seeded database, checks that no row the files cover changed, and that exporting gives each file back.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { asc } from 'drizzle-orm'
import { openDatabase, type Database } from '../packages/server/src/db'
import { exportExhibition } from '../packages/server/src/features/exhibition-file'
import { DEMO_TICKET_TYPES, seedDemoData } from '../packages/server/src/seed'
import { exhibitions } from '../packages/server/src/tenancy'
import type { ExhibitionFile } from '@fairpass/core/validation'
import { exhibitionYaml } from './adminExhibition'

export const DEMO_EXHIBITIONS_DIR = fileURLToPath(new URL('../demo/exhibitions/', import.meta.url))
/** The moment the demo files were seeded at: 1020's dates (30 days on) and its title's year follow it. */
export const DEMO_FILES_SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0)

/** A fresh in-memory database with the demo seeded at DEMO_FILES_SEEDED_AT with the spec's dates. */
export async function seededDemoDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory' })
  await database.migrate()
  await seedDemoData(database.db, { clock: { now: () => DEMO_FILES_SEEDED_AT }, specDates: true })
  return database
}

/** The demo's rows were seeded in code, so their keys are their ids: the files name them as people would. */
const TICKET_TYPE_KEYS = new Map<string, string>(Object.entries(DEMO_TICKET_TYPES).map(([name, id]) => [id, name]))
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)

function named(file: ExhibitionFile): ExhibitionFile {
  const typeKey = new Map(file.ticketTypes.map((row) => [row.key, row.id && TICKET_TYPE_KEYS.has(row.id) ? TICKET_TYPE_KEYS.get(row.id)! : row.key]))
  const companyKey = new Map(file.companies.map((row) => [row.key, row.key === row.id ? slug(row.name.en ?? row.fullName.en ?? row.key) || row.key : row.key]))
  return {
    ...file,
    ticketTypes: file.ticketTypes.map((row) => ({ ...row, key: typeKey.get(row.key)! })),
    discountCodes: file.discountCodes.map((row) => (row.ticketTypes ? { ...row, ticketTypes: row.ticketTypes.map((key) => typeKey.get(key) ?? key) } : row)),
    companies: file.companies.map((row) => ({ ...row, key: companyKey.get(row.key)! })),
    booths: file.booths.map((row) => ({ ...row, company: companyKey.get(row.company)! })),
  }
}

/** Each demo exhibition's file text, by id. */
export async function demoExhibitionFiles(database: Database): Promise<Map<string, string>> {
  const rows = await database.db.select({ id: exhibitions.id, tenantId: exhibitions.tenantId }).from(exhibitions).orderBy(asc(exhibitions.id))
  const files = new Map<string, string>()
  for (const row of rows) {
    const file = named(await exportExhibition(database.db, row.tenantId, row.id))
    files.set(row.id, exhibitionYaml(file, path.join(DEMO_EXHIBITIONS_DIR, `${row.id}.yaml`)))
  }
  return files
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (isMain) {
  const database = await seededDemoDatabase()
  try {
    await mkdir(DEMO_EXHIBITIONS_DIR, { recursive: true })
    for (const [id, text] of await demoExhibitionFiles(database)) {
      await writeFile(path.join(DEMO_EXHIBITIONS_DIR, `${id}.yaml`), text)
      console.log(`Wrote demo/exhibitions/${id}.yaml`)
    }
  } finally {
    await database.close()
  }
}
