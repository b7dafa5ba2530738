/*
 * Writes demo/exhibitions/<id>.yaml back in export's form: every demo exhibition in the exhibition file format (issue
 * 20), exported from a database the demo seed filled from those same files, with the spec's own dates at the moment
 * 1020's file is written for (so the seed moves nothing). `npm run demo:exhibitions` after editing a file by hand;
 * features/exhibition-file/demoFiles.test.ts imports every file into the seeded database, checks that no row the files
 * cover changed, and that exporting gives each file back.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { asc } from 'drizzle-orm'
import { openDatabase, type Database } from '../packages/server/src/db'
import { exportExhibition } from '../packages/server/src/features/exhibition-file'
import { seedDemoData } from '../packages/server/src/seed'
import { exhibitions } from '../packages/server/src/tenancy'
import { exhibitionYaml } from './adminExhibition'

export const DEMO_EXHIBITIONS_DIR = fileURLToPath(new URL('../demo/exhibitions/', import.meta.url))
/** The moment 1020's file is written for: seeded then, its fair opens on the file's first day (seed/calendar.ts followClock). */
export const DEMO_FILES_SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0)

/** A fresh in-memory database with the demo seeded at DEMO_FILES_SEEDED_AT with the spec's dates. */
export async function seededDemoDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory' })
  await database.migrate()
  await seedDemoData(database.db, { clock: { now: () => DEMO_FILES_SEEDED_AT }, specDates: true })
  return database
}

/** Each demo exhibition's file text, by id. */
export async function demoExhibitionFiles(database: Database): Promise<Map<string, string>> {
  const rows = await database.db.select({ id: exhibitions.id, tenantId: exhibitions.tenantId }).from(exhibitions).orderBy(asc(exhibitions.id))
  const files = new Map<string, string>()
  for (const row of rows) {
    const file = await exportExhibition(database.db, row.tenantId, row.id)
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
