import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { TicketHolder, TransferRecord } from '@fairpass/core/contract'
import { formatRmb, maskAccount, maskPhone } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { findOrCreateUser, findUserByAccount, normaliseAccount, users } from '../auth'
import { tickets, ticketTypes } from '../orders'
import { ticketTransfers } from './tables'
import { emitWebhook } from '../webhooks'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { sendMoveNotice, walletLinkPath } from './notices'
import { reissueFeeOf, renewLostTickets, ticketsToReissue } from './reissue'
import { assertMayHold, nextQrVersion, ownTicket, ownTickets, recordFootprints, typeNames, untouched, type LoadedTicket, type TicketScope } from './tickets'

/*
 * What the owner does with a ticket in the wallet: name its holder, report it lost, transfer it. Each change is one
 * conditional UPDATE on the state it was checked in, so two taps (or two devices) never both succeed.
 */

function cleanHolder(holder: TicketHolder): Record<string, string> {
  return Object.fromEntries(Object.entries(holder).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Record<string, string>
}

/** Activation and /ticketAdd: the person the ticket admits; only before it has been used. */
export async function setHolder(ctx: AppContext, scope: TicketScope, id: string, holder: TicketHolder): Promise<LoadedTicket> {
  const row = await ownTicket(ctx.db, scope, id)
  if (!untouched(row.ticket)) throw new AppError(409, 'error.ticketNotUsable')
  await assertPersonMayHold(ctx, row, holder)
  const now = new Date(ctx.clock.now())
  const updated = await ctx.db
    .update(tickets)
    .set({ holder: cleanHolder(holder), activatedAt: row.ticket.activatedAt ?? now, updatedAt: now })
    .where(and(eq(tickets.id, id), eq(tickets.ownerUserId, scope.userId), eq(tickets.state, 'valid'), eq(tickets.entriesUsed, 0)))
    .returning({ id: tickets.id })
  if (updated.length === 0) throw new AppError(409, 'error.ticketNotUsable')
  return ownTicket(ctx.db, scope, id)
}

/**
 * The type's per-person limit and conflict group also bind the person a ticket admits, whoever's wallet holds the
 * tickets. A person is known by ID number, else by phone; a name alone identifies no one.
 */
async function assertPersonMayHold(ctx: AppContext, row: LoadedTicket, holder: TicketHolder): Promise<void> {
  const { type, ticket } = row
  if (type.perPersonLimit === null && !type.conflictGroup) return
  const identity = holder.idNumber
    ? sql`upper(${tickets.holder}->>'idNumber') = ${holder.idNumber.toUpperCase()}`
    : holder.phone
      ? sql`${tickets.holder}->>'phone' = ${holder.phone}`
      : undefined
  if (!identity) return
  const held = await ctx.db
    .select({ typeId: tickets.ticketTypeId, group: ticketTypes.conflictGroup })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(
      and(
        eq(tickets.tenantId, ticket.tenantId),
        eq(tickets.exhibitionId, ticket.exhibitionId),
        ne(tickets.id, ticket.id),
        inArray(tickets.state, ['valid', 'gifting', 'used', 'refunding']),
        identity,
      ),
    )
  if (type.conflictGroup && held.some((other) => other.group === type.conflictGroup && other.typeId !== type.id)) throw new AppError(409, 'error.ticketConflict')
  if (type.perPersonLimit !== null && held.filter((other) => other.typeId === type.id).length + 1 > type.perPersonLimit) {
    throw new AppError(409, 'error.ticketLimitReached')
  }
}

/**
 * Every listed ticket gets a new QR, or none does: a lost phone's codes all stop working at once. Only when the
 * reissue is free; a type with a reissue fee is refused with the amount (the visitor pays it through a reissue order,
 * features/orders reissue.ts).
 */
export async function reportLoss(ctx: AppContext, scope: TicketScope, ids: string[]): Promise<LoadedTicket[]> {
  const unique = [...new Set(ids)]
  return ctx.db.transaction(async (tx) => {
    const rows = await ticketsToReissue(tx, scope, unique)
    const feeFen = reissueFeeOf(rows)
    if (feeFen > 0) throw new AppError(409, 'error.reportLoss.feeRequired', { amount: formatRmb(feeFen) })
    const renewed = await renewLostTickets(tx, scope, unique, new Date(ctx.clock.now()))
    if (renewed.length !== unique.length) throw new AppError(409, 'error.ticketNotUsable')
    return ownTickets(tx, scope, unique)
  })
}

async function senderName(ctx: AppContext, userId: string): Promise<string> {
  const [user] = await ctx.db.select({ name: users.name, account: users.account }).from(users).where(eq(users.id, userId)).limit(1)
  return user?.name?.trim() || maskAccount(user?.account)
}

/**
 * Moves an unused ticket to another account of the tenant (created if it never signed in, as a first login would):
 * owner changes, holder cleared, QR version raised, and the move is recorded for both sides.
 */
export async function transferTicket(ctx: AppContext, scope: TicketScope, id: string, account: string, language: Language): Promise<TransferRecord> {
  const row = await ownTicket(ctx.db, scope, id)
  if (!row.type.transferable) throw new AppError(409, 'error.ticketNotTransferable')
  if (!untouched(row.ticket)) throw new AppError(409, 'error.ticketNotUsable')
  const { account: normalised, email } = normaliseAccount(account)
  const receiver = (await findUserByAccount(ctx, scope.tenantId, normalised)) ?? (await findOrCreateUser(ctx, scope.tenantId, email ? 'email' : 'sms', normalised))
  if (receiver.id === scope.userId) throw new AppError(400, 'error.transferToSelf')
  const fromAccount = (await senderAccount(ctx, scope.userId)) ?? ''

  const record = await ctx.db.transaction(async (tx) => {
    await assertMayHold(tx, { ...scope, userId: receiver.id }, row.type, 1)
    const now = new Date(ctx.clock.now())
    const moved = await tx
      .update(tickets)
      .set({ ownerUserId: receiver.id, holder: null, activatedAt: null, qrVersion: nextQrVersion, source: 'transfer', updatedAt: now })
      .where(
        and(
          eq(tickets.id, id),
          eq(tickets.ownerUserId, scope.userId),
          eq(tickets.state, 'valid'),
          eq(tickets.entriesUsed, 0),
          eq(tickets.qrVersion, row.ticket.qrVersion),
        ),
      )
      .returning({ id: tickets.id })
    if (moved.length === 0) throw new AppError(409, 'error.ticketNotUsable')
    const [created] = await tx
      .insert(ticketTransfers)
      .values({
        tenantId: scope.tenantId,
        exhibitionId: scope.exhibitionId,
        ticketId: id,
        fromUserId: scope.userId,
        toUserId: receiver.id,
        revokedQrVersion: row.ticket.qrVersion,
        createdAt: now,
      })
      .returning({ id: ticketTransfers.id, createdAt: ticketTransfers.createdAt })
    const names = typeNames(row.type)
    await recordFootprints(tx, [
      { ...scope, kind: 'transferredOut', ticketId: id, orderId: row.ticket.orderId, data: { ...names, counterpart: maskPhone(receiver.account) }, at: now },
      { ...scope, userId: receiver.id, kind: 'transferredIn', ticketId: id, data: { ...names, counterpart: maskPhone(fromAccount) }, at: now },
    ])
    // Ids only: the receiver's account (a phone or an e-mail) is not the integrator's business.
    await emitWebhook(tx, {
      tenantId: scope.tenantId,
      exhibitionId: scope.exhibitionId,
      type: 'ticket.transferred',
      data: { ticketId: id, transferId: created.id, fromUserId: scope.userId, toUserId: receiver.id, state: 'valid' },
      at: now,
    })
    return created
  })

  await sendMoveNotice(ctx, 'transfer', language, receiver.email ?? receiver.phone ?? receiver.account, {
    sender: await senderName(ctx, scope.userId),
    exhibition: language === 'en' ? row.exhibitionTitleEn : row.exhibitionTitleCn,
    ticketType: language === 'en' ? row.type.nameEn : row.type.nameCn,
    link: `${ctx.env.publicBaseUrl}${walletLinkPath(scope.tenantId, scope.exhibitionId, language)}`,
  })
  return { id: record.id, ticketId: id, toAccountMasked: maskPhone(receiver.account), createdAt: record.createdAt.toISOString() }
}

async function senderAccount(ctx: AppContext, userId: string): Promise<string | undefined> {
  const [user] = await ctx.db.select({ account: users.account }).from(users).where(eq(users.id, userId)).limit(1)
  return user?.account
}

export { senderName }
