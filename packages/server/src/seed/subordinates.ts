import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { createPasswordAccount, users } from '../features/auth'
import { subordinates } from '../features/subordinates'
import { registrations } from '../features/user'
import { DEMO_TENANT } from './data'
import { DEMO_GROUP_LEADER } from './groups'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The sub-accounts' demo (issue 18): the demo group leader at 1020 has opened one for an assistant, who signs in on the
 * registration page with the link's registerType=subordinate, "Password", account and password below, and sees the
 * entry code (issued when first shown).
 */

export const DEMO_SUBORDINATE = { account: 'chen.assistant', password: 'Demo#2026', name: '周敏 Zhou Min' } as const

export async function seedSubordinates(db: Db): Promise<void> {
  const [leader] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, DEMO_TENANT), eq(users.account, DEMO_GROUP_LEADER.account)))
  if (!leader) return
  const now = new Date()
  const account = await createPasswordAccount(db, { tenantId: DEMO_TENANT, account: DEMO_SUBORDINATE.account, password: DEMO_SUBORDINATE.password, name: DEMO_SUBORDINATE.name, now })
  if (!account) return
  await db.insert(subordinates).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    leaderUserId: leader.id,
    userId: account.id,
    name: DEMO_SUBORDINATE.name,
    email: 'zhou.min@hailian.example',
    company: '厦门海联进出口有限公司',
    title: '采购助理 Purchasing assistant',
    passwordSetAt: now,
  })
  await db.insert(registrations).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    userId: account.id,
    registerType: 'subordinate',
    topRegisterType: 'subordinate',
    registrationSource: 'subordinate',
    registeredByUserId: leader.id,
    profile: { name: DEMO_SUBORDINATE.name, company: '厦门海联进出口有限公司', position: '采购助理 Purchasing assistant', email: 'zhou.min@hailian.example' },
    completeResult: 'succ',
    examineResult: 'approve',
    language: 'cn',
    submittedAt: now,
    examinedAt: now,
  })
}
