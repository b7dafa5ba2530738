import { and, desc, eq, sql } from 'drizzle-orm'
import type { CustomerPerson } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import { jsonColumn } from '../../db/columns'
import { AppError } from '../../errors'
import { users } from '../auth'
import { CONTACT_CONSENT_FIELD } from '../exhibitors'
import { tickets } from '../orders'
import { registrations } from '../user'
import { openQr, qrKeys } from '../wallet'
import type { Queryable, Scope } from './access'

/*
 * Which visitor a scanned code names, only ever at the caller's own tenant and exhibition: a registration's entry QR
 * (`userQr`, the badge and /smsQrCodePage), its 10-digit badge code (`userCode`, typed by hand), or a ticket's signed
 * QR (wallet, `FP1.<payload>.<signature>`), whose visitor is the wallet's owner, or the holder named on it when the
 * holder's mobile belongs to an account. Anything else is 404 `error.customer.codeUnknown`: nothing is written.
 */

const BADGE_CODE = /^\d{10}$/

export async function visitorOfCode(ctx: AppContext, scope: Pick<Scope, 'tenantId' | 'exhibitionId'>, code: string): Promise<string> {
  const text = code.trim()
  const inRegistration = and(eq(registrations.tenantId, scope.tenantId), eq(registrations.exhibitionId, scope.exhibitionId))
  if (BADGE_CODE.test(text) || (text.startsWith('FP1.') && text.split('.').length === 2)) {
    const [row] = await ctx.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(and(inRegistration, BADGE_CODE.test(text) ? eq(registrations.userCode, text) : eq(registrations.userQr, text)))
      .limit(1)
    if (row) return row.userId
  } else if (text.startsWith('FP1.')) {
    const payload = openQr(qrKeys(ctx.env.jwtSecret, ctx.env.ticketQrKey).publicKey, text)
    if (payload && payload.tenantId === scope.tenantId && payload.exhibitionId === scope.exhibitionId) {
      const [ticket] = await ctx.db
        .select({ ownerUserId: tickets.ownerUserId, holder: tickets.holder, qrVersion: tickets.qrVersion, state: tickets.state })
        .from(tickets)
        .where(and(eq(tickets.id, payload.ticketId), eq(tickets.tenantId, scope.tenantId), eq(tickets.exhibitionId, scope.exhibitionId)))
        .limit(1)
      // A code of an earlier version (transferred, reported lost) names nobody any more.
      if (ticket && ticket.qrVersion === payload.qrVersion && ticket.state !== 'void' && ticket.state !== 'refunded') {
        const holderPhone = ticket.holder?.mobile ?? ticket.holder?.phone
        if (!holderPhone) return ticket.ownerUserId
        const [holder] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, scope.tenantId), eq(users.phone, holderPhone))).limit(1)
        if (holder) return holder.id
      }
    }
  }
  throw new AppError(404, 'error.customer.codeUnknown')
}

/** The registered visitor of the exhibition with this mobile, if any. */
export async function visitorOfMobile(db: Queryable, scope: Pick<Scope, 'tenantId' | 'exhibitionId'>, mobile: string): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT u.id FROM users u
    WHERE u.tenant_id = ${scope.tenantId} AND u.phone = ${mobile}
      AND EXISTS (SELECT 1 FROM registrations g WHERE g.user_id = u.id AND g.tenant_id = ${scope.tenantId} AND g.exhibition_id = ${scope.exhibitionId})
    LIMIT 1`)
  const [row] = (result as unknown as { rows: { id: string }[] }).rows
  return row?.id ?? null
}

export const consented = (profile: Record<string, unknown>): boolean => [true, 'true', 'yes', '1', 'on'].includes(profile[CONTACT_CONSENT_FIELD] as never)

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/**
 * What a visitor shares with exhibitors: name, company and title, as the badge prints them; mobile and e-mail only
 * with their consent. Read from their registration when shown, so a consent withdrawn later is respected.
 */
export function sharedPerson(profile: Record<string, unknown>, account: { name: string | null; phone: string | null; email: string | null }): CustomerPerson {
  const consent = consented(profile)
  return {
    name: textOf(profile.name) ?? textOf(account.name),
    company: textOf(profile.company),
    title: textOf(profile.position) ?? textOf(profile.title),
    mobile: consent ? (textOf(profile.phone) ?? account.phone) : null,
    email: consent ? (textOf(profile.email) ?? account.email) : null,
    contactShared: consent,
  }
}

export async function visitorPerson(db: Queryable, scope: Pick<Scope, 'tenantId' | 'exhibitionId'>, userId: string): Promise<CustomerPerson> {
  const [account] = await db.select({ name: users.name, phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId)).limit(1)
  const [registration] = await db
    .select({ profile: registrations.profile })
    .from(registrations)
    .where(and(eq(registrations.tenantId, scope.tenantId), eq(registrations.exhibitionId, scope.exhibitionId), eq(registrations.userId, userId)))
    .orderBy(sql`${registrations.submittedAt} DESC NULLS LAST`, desc(registrations.createdAt))
    .limit(1)
  return sharedPerson(jsonColumn<Record<string, unknown>>(registration?.profile ?? {}), account ?? { name: null, phone: null, email: null })
}
