import type { Db } from '../db'
import { users } from '../features/auth'
import { visitingGroupMembers, visitingGroups } from '../features/groups'
import { registrations } from '../features/user'
import { DEMO_TENANT } from './data'
import { DEMO_EXHIBITOR_HISTORY_EXHIBITION } from './exhibitors'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The group manager's demo (issue 18): a group leader of a buyers' delegation at the ticketing fair (1020), who signs in
 * with an e-mail code as every visitor there (the code lands in the dev outbox), with five members in every state (approved with an entry code once shown, in review, not registered),
 * and the same leader's group of the earlier fair (1001) to copy members from (/groupManagement/previousData).
 */

export const DEMO_GROUP_LEADER = { account: 'leader@fairpass.example', name: '陈静 Chen Jing' } as const
/** The group link's code at 1020, fixed so the README and tests can name it. */
export const DEMO_GROUP_JOIN_CODE = 'demo-group-1020-join-code'

interface DemoMember {
  name: string
  mobile?: string
  email?: string
  company: string
  title: string
  /** The member already has an account and a visitor registration at 1020 in this state. */
  registered?: 'approve' | 'pending'
}

const MEMBERS_1020: readonly DemoMember[] = [
  { name: '王磊', mobile: '13900001001', company: '厦门海联进出口有限公司', title: '采购总监', registered: 'approve' },
  { name: 'Emily Carter', email: 'emily.carter@harbourtrade.example', company: 'Harbour Trade Ltd.', title: 'Sourcing Manager', registered: 'approve' },
  { name: '刘芳', mobile: '13900001003', company: '厦门海联进出口有限公司', title: '产品经理', registered: 'pending' },
  { name: '赵明', mobile: '13900001004', company: '厦门海联进出口有限公司', title: '质检主管' },
  { name: 'Lukas Becker', email: 'lukas.becker@nordimport.example', company: 'Nord Import GmbH', title: 'Buyer' },
]

const MEMBERS_1001: readonly DemoMember[] = [
  { name: '王磊', mobile: '13900001001', company: '厦门海联进出口有限公司', title: '采购总监' },
  { name: '孙悦', mobile: '13900001006', company: '厦门海联进出口有限公司', title: '市场专员' },
  { name: 'Sophie Martin', email: 'sophie.martin@lyonmaison.example', company: 'Lyon Maison SARL', title: 'Category Buyer' },
]

export async function seedGroups(db: Db): Promise<void> {
  const [leader] = await db
    .insert(users)
    .values({ tenantId: DEMO_TENANT, account: DEMO_GROUP_LEADER.account, email: DEMO_GROUP_LEADER.account, name: DEMO_GROUP_LEADER.name })
    .returning({ id: users.id })
  const profile = { name: DEMO_GROUP_LEADER.name, company: '厦门海联进出口有限公司 Xiamen Hailian Import & Export' }
  const now = new Date()
  for (const exhibitionId of [TICKETING_EXHIBITION, DEMO_EXHIBITOR_HISTORY_EXHIBITION]) {
    await db.insert(registrations).values({
      tenantId: DEMO_TENANT,
      exhibitionId,
      userId: leader.id,
      registerType: 'visitingGroup',
      topRegisterType: 'visitingGroup',
      profile,
      completeResult: 'succ',
      examineResult: 'approve',
      submittedAt: now,
      examinedAt: now,
    })
  }

  const [current] = await db
    .insert(visitingGroups)
    .values({ tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION, leaderUserId: leader.id, name: '海联采购团 Hailian buyers', company: '厦门海联进出口有限公司', expectedSize: 12, joinCode: DEMO_GROUP_JOIN_CODE })
    .returning({ id: visitingGroups.id })
  const [earlier] = await db
    .insert(visitingGroups)
    .values({ tenantId: DEMO_TENANT, exhibitionId: DEMO_EXHIBITOR_HISTORY_EXHIBITION, leaderUserId: leader.id, name: '海联采购团 Hailian buyers', company: '厦门海联进出口有限公司', expectedSize: 8, joinCode: 'demo-group-1001-join-code' })
    .returning({ id: visitingGroups.id })

  for (const member of MEMBERS_1020) {
    if (!member.registered) continue
    const account = member.mobile ?? member.email!
    const [user] = await db
      .insert(users)
      .values({ tenantId: DEMO_TENANT, account, phone: member.mobile ?? null, email: member.email ?? null, name: member.name })
      .returning({ id: users.id })
    await db.insert(registrations).values({
      tenantId: DEMO_TENANT,
      exhibitionId: TICKETING_EXHIBITION,
      userId: user.id,
      registerType: 'visitor',
      topRegisterType: 'visitor',
      profile: { name: member.name, company: member.company },
      completeResult: 'succ',
      examineResult: member.registered,
      visitingGroupId: DEMO_GROUP_JOIN_CODE,
      submittedAt: now,
      examinedAt: member.registered === 'approve' ? now : null,
    })
  }
  const row = (groupId: string, member: DemoMember) => ({ groupId, source: 'manual', name: member.name, mobile: member.mobile ?? null, email: member.email ?? null, company: member.company, title: member.title })
  await db.insert(visitingGroupMembers).values(MEMBERS_1020.map((member) => row(current.id, member)))
  await db.insert(visitingGroupMembers).values(MEMBERS_1001.map((member) => row(earlier.id, member)))
}
