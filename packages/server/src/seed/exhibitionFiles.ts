import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import type { Db } from '../db'
import { importExhibition } from '../features/exhibition-file'
import { followClock, type MoveDates } from './calendar'
import { demoSignCode } from './conferences'

/*
 * Demo exhibitions defined as exhibition files (issue 20, demo/exhibitions/<id>.yaml), loaded through the same import
 * an organiser uses; the files are the only source of what they hold (exhibition, forms, questionnaires, ticket types,
 * discount codes, programme, exhibitor companies and booths). The seed's calendar moves their dates as a move of the
 * parsed file, so the files stay plain files an organiser could have written: the spec's fairs by the demo calendar's
 * offset, the ticketing fair (1020) so it opens 30 days after the moment of seeding (followClock).
 */

const DEMO_EXHIBITIONS = new URL('../../../../demo/exhibitions/', import.meta.url)

/** The ones seeded in seedDemoData's first transaction; accounts.ts seeds 1004 and 1005, admin.ts 1010 and 1011. */
export const MAIN_FILE_EXHIBITIONS: readonly string[] = ['1001', '1002', '1003', '1020', '2001']

interface DemoFile {
  tenant: string
  ticketTypes?: Array<{ validFrom?: unknown }>
}

async function readDemoFile(id: string): Promise<DemoFile> {
  return parse(await readFile(new URL(`${id}.yaml`, DEMO_EXHIBITIONS), 'utf8')) as DemoFile
}

async function importDemoFile(db: Db, file: DemoFile): Promise<void> {
  // Session sign-in codes derived from their keys, so the README and the browser tests can open a session's link.
  await importExhibition(db, file.tenant, file, 'en', { signCode: demoSignCode })
}

export async function seedExhibitionFile(db: Db, id: string, move: MoveDates): Promise<void> {
  await importDemoFile(db, move(await readDemoFile(id)))
}

/** The first day of a fair as its file has it: the earliest day its tickets are valid on. */
function opensOn(id: string, file: DemoFile): string {
  const days = (file.ticketTypes ?? []).map((row) => row.validFrom).filter((day): day is string => typeof day === 'string')
  if (days.length === 0) throw new Error(`demo/exhibitions/${id}.yaml has no ticket day to follow the clock from`)
  return days.sort()[0]
}

/** A demo exhibition that opens CLOCK_LEAD_DAYS after `now` on any calendar (the ticketing fair 1020). */
export async function seedClockExhibitionFile(db: Db, id: string, now: number): Promise<void> {
  const file = await readDemoFile(id)
  await importDemoFile(db, followClock(opensOn(id, file), now)(file))
}
