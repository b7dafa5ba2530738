import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { type Db } from '../db'
import { users } from '../features/auth'
import { dictionaries } from '../features/dict'
import { tenants } from '../tenancy'
import { REVIEW_EXHIBITION_IDS, seedReviewData } from './admin'
import { seedUserCenter } from './userCenter'
import { ACCOUNT_EXHIBITION_IDS, seedAccounts } from './accounts'
import { DEMO_ACCOUNT, DEMO_TENANT, OTHER_TENANT, otherTenantDictionaries, seedDictionaries, visitInterestDictionary, type SeedDictionaryEntry } from './data'
import { seedEntryData } from './entry'
import { seedConferences } from './conferences'
import { seedExhibitors } from './exhibitors'
import { seedGroups } from './groups'
import { seedSubordinates } from './subordinates'
import { seedReferrals } from './referrals'
import { seedChannels } from './channels'
import { seedLodging } from './lodging'
import { seedRelations } from './relations'
import { seedCustomers } from './customers'
import { TICKETING_EXHIBITION } from './tickets'
import { seedInvoiceSeller } from './invoices'
import { demoOffsetDays, demoYear, moveValue, type MoveDates } from './calendar'
import { systemClock, type Clock } from '../clock'
import { MAIN_FILE_EXHIBITIONS, seedClockExhibitionFile, seedExhibitionFile } from './exhibitionFiles'

export { DEMO_ACCOUNT, DEMO_TENANT, OTHER_TENANT } from './data'
export { DEMO_ADMIN_KEY } from './admin'
export { DEMO_TICKET_TYPES, TICKETING_EXHIBITION, TICKETING_LINK } from './tickets'
export { demoSignCode } from './conferences'
export { DEMO_EXHIBITORS, DEMO_EXHIBITOR_PASSWORD } from './exhibitors'
export { DEMO_GROUP_JOIN_CODE, DEMO_GROUP_LEADER } from './groups'
export { DEMO_SUBORDINATE } from './subordinates'
export { DEMO_INVITER } from './referrals'
export { DEMO_REGISTRANT } from './relations'
export { DEMO_LEAD_COMPANY, DEMO_LEAD_VISITORS } from './customers'
export { ACCOUNT_EXHIBITION_IDS, DEMO_ID_NUMBER, PASSWORD_ACCOUNTS, RESTRICTED_ACCOUNT } from './accounts'

/** Every demo exhibition: each is its file in demo/exhibitions. */
export const FILE_EXHIBITIONS: readonly string[] = [...MAIN_FILE_EXHIBITIONS, ...ACCOUNT_EXHIBITION_IDS, ...REVIEW_EXHIBITION_IDS]

function dictionaryRows(tenantId: string, entries: SeedDictionaryEntry[]) {
  return entries.map((entry, index) => ({
    tenantId,
    code: entry.code,
    dictKey: entry.dictKey,
    valueCn: entry.valueCn,
    valueEn: entry.valueEn,
    parentKey: entry.parentKey ?? null,
    sort: index,
  }))
}

/**
 * Loads the demo tenants, exhibitions, forms, dictionaries and the demo password account. Runs only on
 * a database that has no demo tenant yet (first start) and every insert ignores existing rows, so a
 * repeated or interrupted run never duplicates or overwrites anything. Answers whether it seeded.
 */
export interface SeedOptions {
  /** The moment of seeding (the app's clock): the demo's fair days are set relative to it. */
  clock?: Clock
  /**
   * Keep the spec's own dates (the motor show on 17–22 September 2025…) instead of moving them ahead of the clock:
   * what the tests read. The ticketing demo (1020) follows the clock either way.
   */
  specDates?: boolean
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, DEMO_TENANT)).limit(1)
  if (existing) return false
  const passwordHash = await hash(DEMO_ACCOUNT.password)
  const now = (options.clock ?? systemClock).now()
  const days = options.specDates ? 0 : demoOffsetDays(now)
  const year = demoYear(days)
  const move: MoveDates = (value) => moveValue(value, days, year)

  await db.transaction(async (tx) => {
    await tx
      .insert(tenants)
      .values([
        { id: DEMO_TENANT, name: 'FairPass 演示 / FairPass demo' },
        { id: OTHER_TENANT, name: '其他主办方 / Other organiser' },
      ])
      .onConflictDoNothing()

    for (const id of MAIN_FILE_EXHIBITIONS) {
      if (id === TICKETING_EXHIBITION) await seedClockExhibitionFile(tx, id, now)
      else await seedExhibitionFile(tx, id, move)
    }

    await tx.insert(dictionaries).values(dictionaryRows(DEMO_TENANT, seedDictionaries)).onConflictDoNothing()
    await tx.insert(dictionaries).values(dictionaryRows(OTHER_TENANT, otherTenantDictionaries)).onConflictDoNothing()
    // Its own call, so its sort order starts at 0 as a dictionary of its own.
    await tx.insert(dictionaries).values(dictionaryRows(DEMO_TENANT, visitInterestDictionary)).onConflictDoNothing()

    await tx
      .insert(users)
      .values({
        tenantId: DEMO_TENANT,
        account: DEMO_ACCOUNT.email,
        email: DEMO_ACCOUNT.email,
        phone: DEMO_ACCOUNT.phone,
        name: DEMO_ACCOUNT.name,
        passwordHash,
      })
      .onConflictDoNothing()
    await seedEntryData(tx)
    await seedInvoiceSeller(tx)
  })
  await seedReviewData(db, move)
  await seedUserCenter(db)
  await seedAccounts(db, move)
  await seedConferences(db)
  await seedExhibitors(db)
  await seedGroups(db)
  await seedSubordinates(db)
  await seedReferrals(db)
  await seedChannels(db)
  await seedLodging(db, now)
  await seedRelations(db)
  await seedCustomers(db)
  return true
}
