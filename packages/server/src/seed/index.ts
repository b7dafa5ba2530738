import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { type Db } from '../db'
import { users } from '../features/auth'
import { formFields } from '../features/config'
import { dictionaries } from '../features/dict'
import { exhibitions, tenants } from '../tenancy'
import { seedDemoQuestionnaires } from './questionnaires'
import { seedReviewData } from './admin'
import { seedUserCenter } from './userCenter'
import { seedAccounts } from './accounts'
import { DEMO_ACCOUNT, DEMO_TENANT, OTHER_TENANT, otherTenantDictionaries, seedDictionaries, seedExhibitions, type SeedDictionaryEntry } from './data'
import { seedProfileForms } from './profileForms'
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
import { seedTickets, TICKETING_EXHIBITION, ticketingYear } from './tickets'
import { seedInvoiceSeller } from './invoices'
import { demoOffsetDays, demoYear, moveValue, withYear, type MoveDates } from './calendar'
import { systemClock, type Clock } from '../clock'
import { FILE_EXHIBITIONS, seedExhibitionFile } from './exhibitionFiles'

export { DEMO_ACCOUNT, DEMO_TENANT, OTHER_TENANT, seedExhibitions } from './data'
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

    for (const written of seedExhibitions) {
      if (FILE_EXHIBITIONS.includes(written.id)) {
        await seedExhibitionFile(tx, written.id, move)
        continue
      }
      // The ticketing demo's dates follow the clock already (tickets.ts); only its title's year needs to.
      const exhibition =
        written.id === TICKETING_EXHIBITION
          ? { ...written, titleCn: withYear(written.titleCn, ticketingYear(now)), titleEn: withYear(written.titleEn, ticketingYear(now)), pageConfig: { ...written.pageConfig, pageTitle: withYear(String(written.pageConfig.pageTitle), ticketingYear(now)), pageTitleEn: withYear(String(written.pageConfig.pageTitleEn), ticketingYear(now)) } }
          : move(written)
      await tx
        .insert(exhibitions)
        .values({
          id: exhibition.id,
          tenantId: exhibition.tenantId,
          titleCn: exhibition.titleCn,
          titleEn: exhibition.titleEn,
          autoApprove: exhibition.autoApprove,
          pageConfig: exhibition.pageConfig,
          functionConfig: exhibition.functionConfig,
        })
        .onConflictDoNothing()
      await tx
        .insert(formFields)
        .values(
          exhibition.fields.map((field, index) => ({
            tenantId: exhibition.tenantId,
            exhibitionId: exhibition.id,
            registerType: null,
            field: field.field,
            type: field.type,
            required: field.required,
            labelCn: field.labelCn,
            labelEn: field.labelEn,
            dictCode: field.dictCode ?? null,
            sort: (index + 1) * 10,
          })),
        )
        .onConflictDoNothing()
    }

    await tx.insert(dictionaries).values(dictionaryRows(DEMO_TENANT, seedDictionaries)).onConflictDoNothing()
    await tx.insert(dictionaries).values(dictionaryRows(OTHER_TENANT, otherTenantDictionaries)).onConflictDoNothing()
    await seedProfileForms(tx, move)
    await seedDemoQuestionnaires(tx)

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
    await seedTickets(tx, now, move)
    await seedInvoiceSeller(tx)
  })
  await seedReviewData(db, move)
  await seedUserCenter(db)
  await seedAccounts(db, move)
  await seedConferences(db, now)
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
