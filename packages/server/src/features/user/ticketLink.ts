import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { exhibitions } from '../../tenancy'
import { registrations, type RegistrationRow } from './tables'

/*
 * The signed link to a visitor's entry code (/smsQrCodePage). Shared: features/entry issues it to the signed-in
 * visitor and resolves it, features/admin and features/user put it into the approval notice.
 */


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

/** The app path of the entry code page for a token; `qrToken`, not `token`: a `token` in the hash is a third-party sign-in token to the router (spec §2). */
export function ticketLinkPath(registration: Pick<RegistrationRow, 'tenantId' | 'exhibitionId'>, language: Language, token: string): string {
  const params = new URLSearchParams({ tenantId: registration.tenantId, exhibitionId: registration.exhibitionId, languageType: language, qrToken: token })
  return `/#/smsQrCodePage?${params}`
}

/** A fresh link for the notice: the full address the visitor taps, under the public base URL. */
export function ticketLinkUrl(ctx: AppContext, registration: RegistrationRow, language: Language): string {
  return `${ctx.env.publicBaseUrl}${ticketLinkPath(registration, language, issueTicketLink(ctx, registration).token)}`
}

/**
 * The registration a link token names: a changed byte anywhere is "invalid" (403), a good signature past its
 * expiry is "expired" (410). A registration that no longer is complete and approved (rejected or reopened after
 * the link was sent) is spec §8 "verification code failed, complete your information first" (409), with the
 * exhibition's link parameters so the page can send the visitor to sign in and complete it.
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
  if (!registration) throw new AppError(403, 'error.ticketLinkInvalid')
  if (registration.completeResult !== 'succ' || registration.examineResult !== 'approve' || !registration.userQr) {
    throw new AppError(409, 'error.codeFailedCompleteInfo', undefined, {
      tenantId: registration.tenantId,
      exhibitionId: registration.exhibitionId,
      registerType: registration.registerType,
      ...(registration.registerLinkId ? { registerLinkId: registration.registerLinkId } : {}),
    })
  }
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
