import { and, eq, lt, sql } from 'drizzle-orm'
import type { TicketVerification } from '@fairpass/core/contract'
import { orderTransition, type OrderState } from '@fairpass/core/orders'
import { fairDay } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { orders, tickets } from '../orders'
import type { Language } from '../../language'
import { exhibitionTimeZone } from '../../tenancy'
import { openQr } from './qr'
import { emitWebhook } from '../webhooks'
import { keysOf, loadTickets, recordFootprints, typeNames, type LoadedTicket } from './tickets'

/*
 * The gate's check of an entry QR (organiser key, tenant scoped). The order of the checks is the order of the
 * answers' weight: a forged or foreign code says nothing about any ticket; a replaced code is 'revoked' whatever the
 * ticket's state; only a current code reports refunded / used / not valid today.
 */

function answer(result: TicketVerification['result'], row: LoadedTicket | null, language: Language): TicketVerification {
  const holder = row?.ticket.holder
  return {
    valid: result === 'ok',
    result,
    ticketId: row?.ticket.id ?? null,
    ticketTypeName: row ? (language === 'en' ? row.type.nameEn : row.type.nameCn) : null,
    holderName: holder && typeof holder.name === 'string' ? holder.name : null,
  }
}

/** Whether the ticket admits on `today` (ISO date): its chosen day, else its type's validity. */
export function validOn(row: LoadedTicket, today: string): boolean {
  if (row.ticket.day) return row.ticket.day === today
  return row.type.validFrom <= today && today <= row.type.validTo
}

export async function verifyTicket(ctx: AppContext, tenantId: string, qr: string, enter: boolean, language: Language): Promise<TicketVerification> {
  const payload = openQr(keysOf(ctx).publicKey, qr)
  if (!payload) return answer('badSignature', null, language)
  // Another organiser's ticket: their key signed it, but this gate has no business knowing it exists.
  if (payload.tenantId !== tenantId) return answer('unknown', null, language)
  const [row] = await loadTickets(ctx.db, and(eq(tickets.id, payload.ticketId), eq(tickets.tenantId, tenantId)))
  if (!row || row.ticket.exhibitionId !== payload.exhibitionId) return answer('unknown', null, language)
  const { ticket } = row
  // Transferred, reported lost, or given away since: this code was replaced (a ticket still on offer in a gift has
  // no code that admits anyone; void tickets never come back).
  if (payload.qrVersion !== ticket.qrVersion || ticket.state === 'gifting' || ticket.state === 'void') return answer('revoked', row, language)
  if (ticket.state === 'refunded' || ticket.state === 'refunding') return answer('refunded', row, language)
  if (ticket.state === 'used' || ticket.entriesUsed >= row.type.entries) return answer('used', row, language)
  // The day at the venue's gate: the ticket's exhibition's own zone.
  if (!validOn(row, fairDay(ctx.clock.now(), await exhibitionTimeZone(ctx, tenantId, ticket.exhibitionId)))) return answer('notValidToday', row, language)
  if (!enter) return answer('ok', row, language)
  return answer(await recordEntry(ctx, row), row, language)
}

/**
 * One entry: entries_used + 1 while below the type's entries, on the very QR version checked (two gates scanning
 * the same code at once let it in once); the last entry uses the ticket up, and the order moves to entered.
 */
async function recordEntry(ctx: AppContext, row: LoadedTicket): Promise<'ok' | 'used' | 'refunded' | 'revoked'> {
  const { ticket, type } = row
  return ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.clock.now())
    // One lock order with refunds (orders/refunds.ts): the order first, then its tickets. Taking the ticket first
    // deadlocked against a refund of the same order (issue 12 hole 5).
    if (ticket.orderId) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, ticket.orderId)).for('update')
    const entered = await tx
      .update(tickets)
      .set({
        entriesUsed: sql`${tickets.entriesUsed} + 1`,
        state: sql`CASE WHEN ${tickets.entriesUsed} + 1 >= ${type.entries} THEN 'used' ELSE ${tickets.state} END`,
        updatedAt: now,
      })
      .where(and(eq(tickets.id, ticket.id), eq(tickets.qrVersion, ticket.qrVersion), eq(tickets.state, 'valid'), lt(tickets.entriesUsed, type.entries)))
      .returning({ id: tickets.id, entriesUsed: tickets.entriesUsed, state: tickets.state })
    if (entered.length === 0) {
      // Changed since it was checked: a refund (or gift, transfer) that won the order's lock, or another gate.
      const [now] = await tx.select({ state: tickets.state, qrVersion: tickets.qrVersion }).from(tickets).where(eq(tickets.id, ticket.id))
      if (now && (now.state === 'refunding' || now.state === 'refunded')) return 'refunded'
      if (now && (now.qrVersion !== ticket.qrVersion || now.state === 'gifting' || now.state === 'void')) return 'revoked'
      return 'used'
    }
    if (ticket.orderId && row.orderState) {
      const move = orderTransition(row.orderState as OrderState, 'enter')
      // An order already entered (its other ticket came first) stays as it is; any other state is left to orders.
      if (move.ok) {
        await tx
          .update(orders)
          .set({ state: move.state, updatedAt: now })
          .where(and(eq(orders.id, ticket.orderId), eq(orders.state, row.orderState)))
      }
    }
    await recordFootprints(tx, [
      {
        tenantId: ticket.tenantId,
        exhibitionId: ticket.exhibitionId,
        userId: ticket.ownerUserId,
        kind: 'entered',
        ticketId: ticket.id,
        orderId: ticket.orderId,
        data: typeNames(type),
        at: now,
      },
    ])
    // An admitted entry only: a refused scan changes nothing, so it is no event.
    await emitWebhook(tx, {
      tenantId: ticket.tenantId,
      exhibitionId: ticket.exhibitionId,
      type: 'ticket.scanned',
      data: { ticketId: ticket.id, orderId: ticket.orderId, ownerUserId: ticket.ownerUserId, ticketTypeId: ticket.ticketTypeId, entriesUsed: entered[0].entriesUsed, entries: type.entries, state: entered[0].state },
      at: now,
    })
    return 'ok'
  })
}
