import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { registrations, specialInvites, type RegistrationRow, type SpecialInviteRow } from './tables'

/** 128 random bits: the invitation link is the only thing standing between a guest's data and the world. */
export function newInviteId(): string {
  return `sp-${randomBytes(16).toString('base64url')}`
}

/** An invitation of the tenant; another tenant's invitation reads as unknown, so ids leak nothing across tenants. */
export async function findInvite(ctx: AppContext, tenantId: string, id: string): Promise<SpecialInviteRow> {
  const [invite] = await ctx.db
    .select()
    .from(specialInvites)
    .where(and(eq(specialInvites.id, id), eq(specialInvites.tenantId, tenantId)))
    .limit(1)
  if (!invite) throw new AppError(404, 'error.inviteNotFound')
  return invite
}

/** What the profile form starts with: the invitation's data under the profile's field names. */
function prefillOf(invite: SpecialInviteRow): Record<string, string> {
  const values: Record<string, string> = { name: invite.guestName }
  if (invite.company) values.company = invite.company
  if (invite.title) values.position = invite.title
  return values
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * Applies an invitation to the registration it was opened for: marks it used by that registration (once, by a
 * conditional update, so two tabs cannot both claim it) and fills the draft profile where the visitor has not
 * typed anything yet. Applying it again for the same registration changes nothing.
 */
export async function applySpecialInvite(ctx: AppContext, registration: RegistrationRow, inviteId: string): Promise<RegistrationRow> {
  const invite = await findInvite(ctx, registration.tenantId, inviteId)
  if (invite.exhibitionId !== registration.exhibitionId) throw new AppError(404, 'error.inviteNotFound')
  if (invite.usedByRegistrationId === registration.id) return registration
  if (invite.usedAt) throw new AppError(409, 'error.inviteUsed')

  const now = new Date(ctx.clock.now())
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(specialInvites)
      .set({ usedAt: now, usedByRegistrationId: registration.id })
      .where(and(eq(specialInvites.id, invite.id), isNull(specialInvites.usedAt)))
      .returning({ id: specialInvites.id })
    if (!claimed) throw new AppError(409, 'error.inviteUsed')
    // A submitted profile is the visitor's own word; the invitation only fills a form not yet sent.
    if (registration.completeResult === 'succ') return registration
    const draft: Record<string, unknown> = { ...(registration.draft ?? {}) }
    for (const [field, value] of Object.entries(prefillOf(invite))) if (isBlank(draft[field])) draft[field] = value
    const [updated] = await tx
      .update(registrations)
      .set({ draft, updatedAt: now })
      .where(eq(registrations.id, registration.id))
      .returning()
    return updated
  })
}
