import type { Db } from '../db'
import { users } from '../features/auth'
import { referralInvitations, referralInviteRecords, referralParents } from '../features/referrals'
import { registrations } from '../features/user'
import { DEMO_TENANT } from './data'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * The referrals demo (issue 18): a visitor of the ticketing fair (1020) who invites others. She signs in with an
 * e-mail code (dev outbox); her invitation link opens /invite/home, two people registered through it and a third was
 * invited by e-mail, so /myRanking and /inviteRegistration show something at once.
 */

export const DEMO_INVITER = { id: '5eed0000-0000-4000-8000-000000001020', account: 'inviter@fairpass.example', name: '林晓雯 Lin Xiaowen' } as const

const INVITEES = [
  { account: 'invitee.one@fairpass.example', name: 'Oskar Berg', company: 'Berg AB' },
  { account: '13900002002', name: '周子健', company: '厦门海联进出口有限公司' },
] as const

export async function seedReferrals(db: Db): Promise<void> {
  const now = new Date()
  await db.insert(users).values({ id: DEMO_INVITER.id, tenantId: DEMO_TENANT, account: DEMO_INVITER.account, email: DEMO_INVITER.account, name: DEMO_INVITER.name })
  const visitor = (userId: string, name: string, company: string) => ({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    userId,
    registerType: 'visitor',
    topRegisterType: 'visitor',
    profile: { name, company },
    completeResult: 'succ',
    examineResult: 'approve',
    submittedAt: now,
    examinedAt: now,
  })
  await db.insert(registrations).values(visitor(DEMO_INVITER.id, DEMO_INVITER.name, '厦门海联进出口有限公司'))
  await db.insert(referralInvitations).values({ tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION, userId: DEMO_INVITER.id })
  for (const invitee of INVITEES) {
    const phone = /^\d+$/.test(invitee.account) ? invitee.account : null
    const [user] = await db
      .insert(users)
      .values({ tenantId: DEMO_TENANT, account: invitee.account, phone, email: phone ? null : invitee.account, name: invitee.name })
      .returning({ id: users.id })
    await db.insert(registrations).values(visitor(user.id, invitee.name, invitee.company))
    await db.insert(referralParents).values({ tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION, userId: user.id, parentUserId: DEMO_INVITER.id })
  }
  await db.insert(referralInviteRecords).values({
    tenantId: DEMO_TENANT,
    exhibitionId: TICKETING_EXHIBITION,
    inviterUserId: DEMO_INVITER.id,
    channel: 'email',
    name: 'Nora Quist',
    address: 'nora.quist@harbourtrade.example',
  })
}
