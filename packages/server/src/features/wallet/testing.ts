import { and, eq } from 'drizzle-orm'
import { users } from '../auth'
import { grantTickets, ticketQuotas, ticketTypes, type GrantedTickets } from '../orders'
import type { TestServer } from '../../testing'

/*
 * Test helpers of the wallet: tickets as a paid order leaves them (granted by the orders feature, without walking
 * the buying flow, which the wallet's tests do not need), ticket types with the options a test needs, and phone sign-in through the real endpoints.
 */

export const TENANT = '000000'
export const EXHIBITION = '1002'

export async function userIdOf(server: TestServer, account: string, tenantId = TENANT): Promise<string> {
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account.toLowerCase())))
  if (!user) throw new Error(`no user ${account}`)
  return user.id
}

export type TicketTypeSeed = Partial<typeof ticketTypes.$inferInsert> & { quota?: number }

export async function seedTicketType(server: TestServer, seed: TicketTypeSeed = {}): Promise<string> {
  const { quota, ...values } = seed
  const [row] = await server.database.db
    .insert(ticketTypes)
    .values({
      tenantId: TENANT,
      exhibitionId: EXHIBITION,
      nameCn: '电子展普通票',
      nameEn: 'Electronics fair ticket',
      priceFen: 8000,
      validFrom: '2025-09-01',
      validTo: '2025-09-05',
      ...values,
    })
    .returning({ id: ticketTypes.id })
  if (quota !== undefined) await server.database.db.insert(ticketQuotas).values({ ticketTypeId: row.id, total: quota })
  return row.id
}

export async function issueTo(server: TestServer, account: string, ticketTypeId: string, quantity = 1, day?: string): Promise<GrantedTickets> {
  const userId = await userIdOf(server, account)
  const [type] = await server.database.db.select({ exhibitionId: ticketTypes.exhibitionId }).from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId))
  return grantTickets({ db: server.database.db, clock: server.clock }, { tenantId: TENANT, exhibitionId: type.exhibitionId, userId, ticketTypeId, quantity, day })
}

/** Signs in by SMS code through the real endpoints; answers the token. */
export async function signInByPhone(server: TestServer, phone: string, languageType: 'cn' | 'en' = 'cn'): Promise<string> {
  const context = { tenantId: TENANT, exhibitionId: EXHIBITION, languageType }
  const sent = await server.call({ method: 'GET', url: '/api/blade-auth/validate-code/sms', query: { account: phone, ...context } })
  if (sent.status !== 200) throw new Error(`sending the code failed: ${JSON.stringify(sent.body)}`)
  const login = await server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    payload: { grant_type: 'appsms', account: phone, code: server.outbox.lastCode(phone), privacyMark: true, type: 'visitor', ...context },
  })
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`)
  server.clock.advance(61_000)
  return login.body.data.access_token as string
}
