import type { AppContext } from '../../context'

/**
 * Proof that this server exchanged the open id itself (from the messaging app's authorisation code), so
 * nobody can sign in with, or bind, an open id they merely know: `<issuedAt ms>.<hmac>`.
 */
export const OPEN_ID_TICKET_TTL_MS = 60 * 60 * 1000

function message(tenantId: string, openId: string, issuedAt: number): string {
  return `openid\u0000${tenantId}\u0000${openId}\u0000${issuedAt}`
}

export function issueOpenIdTicket(ctx: AppContext, tenantId: string, openId: string): string {
  const issuedAt = ctx.clock.now()
  return `${issuedAt}.${ctx.secrets.hmac('ticket', message(tenantId, openId, issuedAt))}`
}

export function verifyOpenIdTicket(ctx: AppContext, tenantId: string, openId: string, ticket: string | undefined): boolean {
  const match = ticket ? /^(\d{1,15})\.([A-Za-z0-9_-]{20,100})$/.exec(ticket) : null
  if (!match) return false
  const issuedAt = Number(match[1])
  const age = ctx.clock.now() - issuedAt
  if (age < 0 || age > OPEN_ID_TICKET_TTL_MS) return false
  return ctx.secrets.hmacMatches('ticket', message(tenantId, openId, issuedAt), match[2])
}
