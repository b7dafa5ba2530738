import { type Db } from '../db'
import { createAdminKey, DEMO_ADMIN_KEY } from '../features/admin'
import { DEMO_TENANT } from './data'
import { specDates, type MoveDates } from './calendar'
import { seedExhibitionFile } from './exhibitionFiles'

/*
 * Demo review data: the organiser key of tenant 000000, and two small exhibitions the review and user-center
 * journeys run on without the business card and questionnaires of 1001:
 * - 1010 "review only": manual review, name and company, the confirmation page on;
 * - 1011 "one code": auto-approve, the entry shown as its 10-digit code (isOneCode), no confirmation page, so the
 *   visitor lands in the user center.
 */

export { DEMO_ADMIN_KEY }

/** Their files: demo/exhibitions/1010.yaml and 1011.yaml. */
export const REVIEW_EXHIBITION_IDS: readonly string[] = ['1010', '1011']

/** Part of the first-start seed (seedDemoData). */
export async function seedReviewData(db: Db, move: MoveDates = specDates): Promise<void> {
  await createAdminKey(db, DEMO_TENANT, 'demo organiser key', DEMO_ADMIN_KEY)
  for (const id of REVIEW_EXHIBITION_IDS) await seedExhibitionFile(db, id, move)
}
