import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { loginTickets, openIdBindings, users } from './tables'
import { AppError } from '../../errors'
import { assertActive, normaliseAccount, type UserRow } from './accounts'
import { verifyOpenIdTicket } from './openIdTicket'

/** The login fields a partner grant reads, after aliases were folded (see routes). */
export interface ExternalLoginFields {
  tenantId: string
  account?: string
  openid?: string
  imasterCode?: string
  /** Issued with the open id by the exchange call; appopenid needs it (see openIdTicket). */
  openIdTicket?: string
  /** accountPasswordAutoLogin carries its one-time ticket in `password` (or `ticket`). */
  ticket?: string
}

/**
 * A sign-in backed by something another system issued (an open id, a master-app code, an auto-login
 * ticket). Each answers the user or refuses with 409 when nothing valid is bound.
 */
export interface ExternalGrantProvider {
  readonly grantType: 'appopenid' | 'imaster' | 'accountPasswordAutoLogin'
  authenticate(ctx: AppContext, fields: ExternalLoginFields): Promise<UserRow>
}

export type LoginTicketKind = 'imaster' | 'autoLogin'

function ticketMessage(tenantId: string, kind: LoginTicketKind, ticket: string): string {
  return `${tenantId}\u0000${kind}\u0000${ticket}`
}

/** Binds a messaging-app open id to a user so later appopenid grants sign them in. */
export async function bindOpenId(ctx: AppContext, tenantId: string, openId: string, userId: string): Promise<void> {
  await ctx.db
    .insert(openIdBindings)
    .values({ tenantId, openId, userId, createdAt: new Date(ctx.clock.now()) })
    .onConflictDoUpdate({ target: [openIdBindings.tenantId, openIdBindings.openId], set: { userId } })
}

/** Issues a one-time ticket for a user; only its HMAC is stored, the plain ticket is returned once. */
export async function issueLoginTicket(
  ctx: AppContext,
  tenantId: string,
  kind: LoginTicketKind,
  userId: string,
  ttlSeconds = 300,
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url')
  const now = ctx.clock.now()
  await ctx.db.insert(loginTickets).values({
    tenantId,
    kind,
    userId,
    ticketHash: ctx.secrets.hmac('ticket', ticketMessage(tenantId, kind, ticket)),
    expiresAt: new Date(now + ttlSeconds * 1000),
    createdAt: new Date(now),
  })
  return ticket
}

async function redeemTicket(ctx: AppContext, tenantId: string, kind: LoginTicketKind, ticket: string | undefined): Promise<string> {
  if (!ticket) throw new AppError(409, 'error.loginTicketInvalid')
  const now = new Date(ctx.clock.now())
  const [redeemed] = await ctx.db
    .update(loginTickets)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginTickets.tenantId, tenantId),
        eq(loginTickets.kind, kind),
        eq(loginTickets.ticketHash, ctx.secrets.hmac('ticket', ticketMessage(tenantId, kind, ticket))),
        isNull(loginTickets.consumedAt),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ userId: loginTickets.userId })
  if (!redeemed) throw new AppError(409, 'error.loginTicketInvalid')
  return redeemed.userId
}

async function loadUser(ctx: AppContext, tenantId: string, userId: string): Promise<UserRow> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1)
  if (!user) throw new AppError(409, 'error.loginTicketInvalid')
  return assertActive(user)
}

export const openIdProvider: ExternalGrantProvider = {
  grantType: 'appopenid',
  async authenticate(ctx, fields) {
    if (!fields.openid) throw new AppError(409, 'error.openIdNotBound')
    if (!verifyOpenIdTicket(ctx, fields.tenantId, fields.openid, fields.openIdTicket)) throw new AppError(409, 'error.openIdExpired')
    const [binding] = await ctx.db
      .select({ userId: openIdBindings.userId })
      .from(openIdBindings)
      .where(and(eq(openIdBindings.tenantId, fields.tenantId), eq(openIdBindings.openId, fields.openid)))
      .limit(1)
    if (!binding) throw new AppError(409, 'error.openIdNotBound')
    return loadUser(ctx, fields.tenantId, binding.userId)
  },
}

export const imasterProvider: ExternalGrantProvider = {
  grantType: 'imaster',
  async authenticate(ctx, fields) {
    const userId = await redeemTicket(ctx, fields.tenantId, 'imaster', fields.imasterCode)
    return loadUser(ctx, fields.tenantId, userId)
  },
}

export const autoLoginProvider: ExternalGrantProvider = {
  grantType: 'accountPasswordAutoLogin',
  async authenticate(ctx, fields) {
    if (!fields.account) throw new AppError(409, 'error.loginTicketInvalid')
    const userId = await redeemTicket(ctx, fields.tenantId, 'autoLogin', fields.ticket)
    const user = await loadUser(ctx, fields.tenantId, userId)
    // The ticket was issued for one account; presenting it with another is refused like a bad ticket.
    const presented = normaliseAccount(fields.account).account
    if (![user.account, user.phone, user.email].includes(presented)) throw new AppError(409, 'error.loginTicketInvalid')
    return user
  },
}

export const externalProviders: readonly ExternalGrantProvider[] = [openIdProvider, imasterProvider, autoLoginProvider]
