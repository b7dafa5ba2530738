import { and, eq } from 'drizzle-orm'
import { GROUP_PATHS } from '@fairpass/core/contract'
import { exhibitions } from '../../tenancy'
import type { AppContext } from '../../context'
import { createSecrets } from '../../secrets'
import { TEST_JWT_SECRET } from '../../testing'
import { DEMO_GROUP_LEADER } from '../../seed'
import { signAccessToken, users } from '../auth'
import type { TestServer } from '../../testing'
import { auth, createBuyers, EXHIBITION, TENANT } from '../orders/testing'

/* Helpers the group tests share: leaders and visitors with real tokens, and their calls through the real routes. */

export { EXHIBITION, TENANT }

export interface Caller {
  id: string
  token: string
  account: string
}

/** Visitors registered at the exhibition with `registerType` (visitingGroup makes a leader). */
export async function registered(server: TestServer, count: number, registerType: string, extra: Record<string, unknown> = {}): Promise<Caller[]> {
  const callers = await createBuyers(server, count)
  for (const caller of callers) {
    const answer = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll',
      headers: auth(caller.token),
      payload: { exhibitionId: EXHIBITION, registerType, topRegisterType: registerType, languageType: 'en', ...extra },
    })
    if (answer.status !== 200) throw new Error(`registration failed: ${answer.status} ${answer.body.msg}`)
  }
  return callers
}

export function groupCall(server: TestServer, token: string, path: keyof typeof GROUP_PATHS, body?: Record<string, unknown>, language: 'cn' | 'en' = 'en') {
  const url = GROUP_PATHS[path]
  const isGet = ['detail', 'members', 'template', 'previous', 'qrCode', 'printCode', 'joinInfo'].includes(path)
  return isGet
    ? server.call({ method: 'GET', url, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, languageType: language, ...(body as Record<string, string>) } })
    : server.call({ method: 'POST', url, headers: auth(token, TENANT, language), payload: { exhibitionId: EXHIBITION, languageType: language, ...body } })
}

export async function createGroup(server: TestServer, token: string, name = 'Delegation 代表团') {
  const answer = await groupCall(server, token, 'save', { name, company: 'Harbour Trade Ltd.', expectedSize: 20 })
  if (answer.status !== 200) throw new Error(`group not created: ${answer.status} ${answer.body.msg}`)
  return answer.body.data as { id: string }
}

/** The exhibition's cap (functionConfig.groupMemberMax); undefined removes it. */
export async function setMemberMax(server: TestServer, max: number | undefined): Promise<void> {
  const [row] = await server.database.db.select({ functionConfig: exhibitions.functionConfig }).from(exhibitions).where(eq(exhibitions.id, EXHIBITION))
  const { groupMemberMax: _old, ...rest } = row.functionConfig
  await server.database.db.update(exhibitions).set({ functionConfig: max === undefined ? rest : { ...rest, groupMemberMax: max } }).where(eq(exhibitions.id, EXHIBITION))
}

/** The demo group leader of seed/groups.ts with a real signed token (they sign in by e-mail code in the app). */
export async function demoLeaderToken(server: TestServer): Promise<string> {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, TENANT), eq(users.account, DEMO_GROUP_LEADER.account)))
  const ctx = { clock: server.clock, env: server.env, secrets: createSecrets(TEST_JWT_SECRET) } as unknown as AppContext
  return (await signAccessToken(ctx, { userId: user.id, tenantId: TENANT, account: DEMO_GROUP_LEADER.account })).token
}
