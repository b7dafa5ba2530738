import { and, eq, or } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { type UserRow, users } from './tables'
import { AppError } from '../../errors'
import type { Channel } from '../../notifier'

export type { UserRow }

/** E-mail addresses compare case-insensitively; phone numbers are kept as typed (already trimmed). */
export function normaliseRecipient(channel: Channel, account: string): string {
  return channel === 'email' ? account.trim().toLowerCase() : account.trim()
}

export function normaliseAccount(account: string): { phone?: string; email?: string; account: string } {
  const trimmed = account.trim()
  return trimmed.includes('@') ? { email: trimmed.toLowerCase(), account: trimmed.toLowerCase() } : { phone: trimmed, account: trimmed }
}

export function assertActive(user: UserRow): UserRow {
  if (user.status === 'restricted') throw new AppError(403, 'error.accountRestricted')
  return user
}

/** The tenant's user with this phone number, e-mail address or account name. */
export async function findUserByAccount(ctx: AppContext, tenantId: string, account: string): Promise<UserRow | undefined> {
  const { account: normalised } = normaliseAccount(account)
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(eq(users.account, normalised), eq(users.phone, normalised), eq(users.email, normalised))))
    .limit(1)
  return user
}

/** Signing in with a code is also signing up: the first verified code creates the tenant's user. */
export async function findOrCreateUser(ctx: AppContext, tenantId: string, channel: Channel, recipient: string): Promise<UserRow> {
  const column = channel === 'sms' ? users.phone : users.email
  const lookup = () => ctx.db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(column, recipient))).limit(1)
  const [existing] = await lookup()
  if (existing) return existing
  const now = new Date(ctx.clock.now())
  await ctx.db
    .insert(users)
    .values({
      tenantId,
      account: recipient,
      phone: channel === 'sms' ? recipient : null,
      email: channel === 'email' ? recipient : null,
      createdAt: now,
      updatedAt: now,
    })
    // A parallel first login may have created the user a moment ago; read theirs then.
    .onConflictDoNothing()
  const [created] = await lookup()
  if (!created) throw new Error(`user for ${channel} recipient could not be created in tenant ${tenantId}`)
  return created
}

/** ID numbers are stored with an upper-case check character, so `x` and `X` find the same account. */
export function normaliseIdNumber(idNumber: string): string {
  return idNumber.trim().toUpperCase()
}

/** The tenant's user whose record holds this resident ID number (ID-card login). */
export async function findUserByIdNumber(ctx: AppContext, tenantId: string, idNumber: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.idNumber, normaliseIdNumber(idNumber))))
    .limit(1)
  return user
}
