import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { type Db } from '../db'
import { users } from '../features/auth'
import { DEMO_ACCOUNT, DEMO_TENANT } from './data'
import { specDates, type MoveDates } from './calendar'
import { seedExhibitionFile } from './exhibitionFiles'

/*
 * Accounts and exhibitions for the password, ID-card, login-policy and messaging-app flows: an e-mail-only
 * exhibition with ID-card login (1004), a link meant to be opened in the messaging app with auto-login (1005),
 * a restricted account, and accounts the end-to-end tests may change the password of.
 */

/** The demo account's resident ID number (a valid one: region, birth date and check character). */
export const DEMO_ID_NUMBER = '110105199003071239'

export const RESTRICTED_ACCOUNT = {
  email: 'restricted@fairpass.example',
  phone: '13800000009',
  password: DEMO_ACCOUNT.password,
} as const

/** Accounts whose password the tests reset or change, one per language so runs in parallel do not collide. */
export const PASSWORD_ACCOUNTS = {
  resetEn: { email: 'reset.en@fairpass.example', phone: '13800000011' },
  resetCn: { email: 'reset.cn@fairpass.example', phone: '13800000012' },
  changeEn: { email: 'change.en@fairpass.example', phone: '13800000013' },
  changeCn: { email: 'change.cn@fairpass.example', phone: '13800000014' },
} as const

/** Their files: demo/exhibitions/1004.yaml and 1005.yaml. */
export const ACCOUNT_EXHIBITION_IDS: readonly string[] = ['1004', '1005']

/** Part of the first-start seed (seedDemoData); every insert ignores rows that exist. */
export async function seedAccounts(db: Db, move: MoveDates = specDates): Promise<void> {
  const passwordHash = await hash(DEMO_ACCOUNT.password)
  await db.transaction(async (tx) => {
    for (const id of ACCOUNT_EXHIBITION_IDS) await seedExhibitionFile(tx, id, move)
    await tx
      .update(users)
      .set({ idNumber: DEMO_ID_NUMBER })
      .where(and(eq(users.tenantId, DEMO_TENANT), eq(users.email, DEMO_ACCOUNT.email)))
    const accounts = [
      { ...RESTRICTED_ACCOUNT, name: '受限账号', status: 'restricted' },
      ...Object.values(PASSWORD_ACCOUNTS).map((account) => ({ ...account, name: null, status: 'active' })),
    ]
    await tx
      .insert(users)
      .values(
        accounts.map((account) => ({
          tenantId: DEMO_TENANT,
          account: account.email,
          email: account.email,
          phone: account.phone,
          name: account.name,
          status: account.status,
          passwordHash,
        })),
      )
      .onConflictDoNothing()
  })
}
