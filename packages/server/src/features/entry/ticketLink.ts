import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { exhibitions, registrations } from '../../db'
import { AppError } from '../../errors'
import type { RegistrationRow } from '../user'

/** An SMS link to the entry code stays valid this long: through a typical show week. */
export const TICKET_LINK_TTL_SECONDS = 7 * 24 * 3600

interface LinkPayload {
  /** registration id */
  r: string
  /** tenant id */
  t: string
  /** expiry, epoch seconds */
  x: number
}

// The QR key signs these too; the prefix keeps a link signature from ever matching a QR signature's message.
const signed = (ctx: AppContext, payload: string) => ctx.secrets.hmac('qr', `ticket-link\u0000${payload}`)

/** `<payload>.<signature>`, both base64url; the payload names the registration and the expiry, nothing personal. */
export function issueTicketLink(ctx: AppContext, registration: RegistrationRow): { token: string; expiresAt: number } {
  const x = Math.floor(ctx.clock.now() / 1000) + TICKET_LINK_TTL_SECONDS
  const payload = Buffer.from(JSON.stringify({ r: registration.id, t: registration.tenantId, x } satisfies LinkPayload)).toString('base64url')
  return { token: `${payload}.${signed(ctx, payload)}`, expiresAt: x * 1000 }
}

function readPayload(payload: string): LinkPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<LinkPayload>
    return typeof value.r === 'string' && typeof value.t === 'string' && typeof value.x === 'number' ? (value as LinkPayload) : null
  } catch {
    return null
  }
}

/**
 * The registration a link token names: a changed byte anywhere is "invalid" (403), a good signature past its
 * expiry is "expired" (410). Only a registration that still has its entry code answers.
 */
export async function resolveTicketLink(ctx: AppContext, token: string): Promise<{ registration: RegistrationRow; expiresAt: number }> {
  const [payload, signature] = token.split('.')
  if (!payload || !signature || !ctx.secrets.hmacMatches('qr', `ticket-link\u0000${payload}`, signature)) {
    throw new AppError(403, 'error.ticketLinkInvalid')
  }
  const claims = readPayload(payload)
  if (!claims) throw new AppError(403, 'error.ticketLinkInvalid')
  if (claims.x * 1000 <= ctx.clock.now()) throw new AppError(410, 'error.ticketLinkExpired')
  const [registration] = await ctx.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, claims.r), eq(registrations.tenantId, claims.t)))
    .limit(1)
  if (!registration?.userQr) throw new AppError(403, 'error.ticketLinkInvalid')
  return { registration, expiresAt: claims.x * 1000 }
}

export async function exhibitionOf(ctx: AppContext, registration: RegistrationRow) {
  const [exhibition] = await ctx.db
    .select()
    .from(exhibitions)
    .where(and(eq(exhibitions.id, registration.exhibitionId), eq(exhibitions.tenantId, registration.tenantId)))
    .limit(1)
  return exhibition
}
