import { randomUUID } from 'node:crypto'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { signAccessToken, users } from '../auth'
import { createSecrets } from '../../secrets'
import { TEST_JWT_SECRET, type TestServer } from '../../testing'
import type { AppContext } from '../../context'

/*
 * Helpers the order tests share (and the benchmark may): buyers with real signed tokens, and the buyer's calls
 * through the real HTTP routes.
 */

export const TENANT = '000000'
export const EXHIBITION = '1020'

/** Creates `count` visitors of the tenant and signs each a real access token (as the login would). */
export async function createBuyers(server: TestServer, count: number, tenantId = TENANT): Promise<Array<{ id: string; token: string; account: string }>> {
  const suffix = randomUUID().slice(0, 8)
  const rows = await server.database.db
    .insert(users)
    .values(Array.from({ length: count }, (_, index) => ({ tenantId, account: `buyer${index}.${suffix}@fairpass.example`, email: `buyer${index}.${suffix}@fairpass.example`, name: `Buyer ${index}` })))
    .returning({ id: users.id, account: users.account })
  const ctx = { clock: server.clock, env: server.env, secrets: createSecrets(TEST_JWT_SECRET) } as unknown as AppContext
  return Promise.all(rows.map(async (row) => ({ id: row.id, account: row.account, token: (await signAccessToken(ctx, { userId: row.id, tenantId, account: row.account })).token })))
}

export function auth(token: string, tenantId = TENANT, language: 'cn' | 'en' = 'en'): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'tenant-id': tenantId, 'accept-language': language === 'en' ? 'en' : 'zh-CN' }
}

export interface Line {
  ticketTypeId: string
  quantity: number
  day?: string
  holders?: Array<{ name: string; phone?: string }>
}

export function place(server: TestServer, token: string, items: Line[], options: { key?: string; discountCode?: string; exhibitionId?: string; language?: 'cn' | 'en'; registerLinkId?: string } = {}) {
  return server.call({
    method: 'POST',
    url: TICKET_PATHS.placeOrder,
    headers: { ...auth(token, TENANT, options.language), 'idempotency-key': options.key ?? randomUUID() },
    payload: { exhibitionId: options.exhibitionId ?? EXHIBITION, items, discountCode: options.discountCode, registerLinkId: options.registerLinkId },
  })
}

export function orderDetail(server: TestServer, token: string, orderId: string, language: 'cn' | 'en' = 'en') {
  return server.call({ method: 'GET', url: TICKET_PATHS.order, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, orderId } })
}

/** Starts paying and presses the sandbox cashier's Pay (or Cancel) button, as the browser would. */
export async function payInSandbox(server: TestServer, token: string, orderId: string, action: 'pay' | 'cancel' = 'pay') {
  const started = await server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(token), payload: { exhibitionId: EXHIBITION, orderId } })
  if (started.status !== 200) return { started, pressed: null }
  const cashier = new URL(started.body.data.cashierUrl as string, 'http://localhost')
  const pressed = await server.app.inject({ method: 'POST', url: `${cashier.pathname}/${action}` })
  return { started, pressed }
}
