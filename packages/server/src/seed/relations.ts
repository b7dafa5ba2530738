import type { Db } from '../db'
import { users } from '../features/auth'
import { userRelations } from '../features/relations'
import { registrations } from '../features/user'
import { DEMO_TENANT } from './data'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * Registering other people, the demo (issue 18): a visitor of the ticketing fair (1020) who registered colleagues
 * through help registration (/helpRegistration): 何静 submitted and in review (her account made for her, she confirms
 * when she signs in with her mobile), Tom Baker still a draft. The visitor signs in with an e-mail code from the dev
 * outbox.
 */

export const DEMO_REGISTRANT = { account: 'helper@fairpass.example', name: '林涛 Lin Tao' } as const

export async function seedRelations(db: Db): Promise<void> {
  const now = new Date()
  const [helper] = await db
    .insert(users)
    .values({ tenantId: DEMO_TENANT, account: DEMO_REGISTRANT.account, email: DEMO_REGISTRANT.account, name: DEMO_REGISTRANT.name })
    .returning({ id: users.id })
  await db.insert(registrations).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    userId: helper.id,
    registerType: 'visitor',
    topRegisterType: 'visitor',
    profile: { name: DEMO_REGISTRANT.name, company: '宁波东港贸易有限公司 Ningbo Donggang Trading' },
    completeResult: 'succ',
    examineResult: 'approve',
    submittedAt: now,
    examinedAt: now,
  })

  const submitted = { name: '何静', mobile: '13900002001', profile: { name: '何静', company: '宁波东港贸易有限公司 Ningbo Donggang Trading' } }
  const [person] = await db.insert(users).values({ tenantId: DEMO_TENANT, account: submitted.mobile, phone: submitted.mobile, name: submitted.name }).returning({ id: users.id })
  await db.insert(registrations).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    userId: person.id,
    registerType: 'visitor',
    topRegisterType: 'visitor',
    registrationSource: 'relation:help',
    profile: submitted.profile,
    completeResult: 'succ',
    examineResult: 'pending',
    registeredByUserId: helper.id,
    submittedAt: now,
  })
  const batch = { help: '5e1a7f00-0000-4000-8000-000000001020', draft: '5e1a7f00-0000-4000-8000-000000001021' }
  await db.insert(userRelations).values([
    {
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      registrantUserId: helper.id,
      kind: 'help',
      batchId: batch.help,
      name: submitted.name,
      mobile: submitted.mobile,
      profile: submitted.profile,
      state: 'submitted',
      personUserId: person.id,
      submittedAt: now,
    },
    {
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      registrantUserId: helper.id,
      kind: 'help',
      batchId: batch.draft,
      name: 'Tom Baker',
      email: 'tom.baker@donggang.example',
      profile: { name: 'Tom Baker', company: 'Ningbo Donggang Trading' },
    },
  ])
}
