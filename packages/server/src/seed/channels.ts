import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { users } from '../features/auth'
import { channels } from '../features/channels'
import { registrations } from '../features/user'
import { DEMO_TENANT } from './data'
import { DEMO_GROUP_LEADER } from './groups'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * Channels and sharing demo (issue 18) at the ticketing fair (1020): two channels of the demo group leader, one with a
 * member who registered through it. Runs after seedGroups (the leader and members exist). The fair's share settings
 * (bilingual share titles with %%placeholders%%, the poster artwork served with the app) are in its file
 * (demo/exhibitions/1020.yaml).
 */

export const DEMO_CHANNELS = [
  { code: 'WX01', name: '微信群 WeChat group' },
  { code: 'BTH1', name: '展位传单 Booth flyer' },
] as const

export async function seedChannels(db: Db): Promise<void> {
  const [leader] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, DEMO_TENANT), eq(users.account, DEMO_GROUP_LEADER.account))).limit(1)
  if (!leader) return
  await db
    .insert(channels)
    .values(DEMO_CHANNELS.map((channel) => ({ tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION, leaderUserId: leader.id, ...channel })))
    .onConflictDoNothing()
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, DEMO_TENANT), eq(users.account, '13900001001'))).limit(1)
  if (member) {
    await db
      .update(registrations)
      .set({ sourceCode: DEMO_CHANNELS[0].code })
      .where(and(eq(registrations.exhibitionId, TICKETING_EXHIBITION), eq(registrations.userId, member.id)))
  }
}
