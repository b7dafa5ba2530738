import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import type { Db } from '../db'
import { importExhibition } from '../features/exhibition-file'
import type { MoveDates } from './calendar'

/*
 * Demo exhibitions defined as exhibition files (issue 20, demo/exhibitions/<id>.yaml), loaded through the same import
 * an organiser uses. The seed's calendar moves their dates as it moves the ones still written in code. The motor show
 * (1001) and the ticketing fair (1020) are still seeded by code: 1020's dates follow the moment of seeding to the
 * millisecond, and 1001's ticket times are instants the calendar does not move in a file yet.
 */

const DEMO_EXHIBITIONS = new URL('../../../../demo/exhibitions/', import.meta.url)

/** The demo exhibitions whose rows (exhibition, form) come from their file. */
export const FILE_EXHIBITIONS: readonly string[] = ['1002', '1003', '1004', '1005', '1010', '1011', '2001']

export async function seedExhibitionFile(db: Db, id: string, move: MoveDates): Promise<void> {
  const file = move(parse(await readFile(new URL(`${id}.yaml`, DEMO_EXHIBITIONS), 'utf8')) as { tenant: string })
  await importExhibition(db, file.tenant, file, 'en')
}
