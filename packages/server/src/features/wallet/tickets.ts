import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { TicketHolder, TicketPerson, TicketState, WalletTicket } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { users } from '../auth'
import { footprints, orders, type TicketRow, tickets, ticketTypes } from '../orders'
import { exhibitions } from '../../tenancy'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { heldTowardLimits, limitRefusal } from '../orders'
import { qrKeys, signQr, type QrKeys } from './qr'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type { TicketRow }

export interface TicketScope {
  tenantId: string
  exhibitionId: string
  userId: string
}

/** A ticket with what the wallet shows about it: its type, its order and the exhibition. */
export interface LoadedTicket {
  ticket: TicketRow
  type: typeof ticketTypes.$inferSelect
  orderNo: string | null
  orderState: string | null
  orderUserId: string | null
  exhibitionTitleCn: string
  exhibitionTitleEn: string
  /** When it last came back from an expired gift, if nothing has happened to it since. */
  giftExpiredAt: Date | null
}

export function keysOf(ctx: AppContext): QrKeys {
  return qrKeys(ctx.env.jwtSecret, ctx.env.ticketQrKey)
}

export async function loadTickets(db: Db | Tx, where: SQL | undefined): Promise<LoadedTicket[]> {
  const rows = await db
    .select({
      ticket: tickets,
      type: ticketTypes,
      orderNo: orders.orderNo,
      orderState: orders.state,
      orderUserId: orders.userId,
      exhibitionTitleCn: exhibitions.titleCn,
      exhibitionTitleEn: exhibitions.titleEn,
      // The expiry wrote the ticket's updated_at too: any later change to the ticket ends the note.
      giftExpiredAt: sql<Date | null>`(SELECT max(gi.expired_at) FROM ticket_gift_items gi WHERE gi.ticket_id = ${tickets.id} AND gi.expired_at >= ${tickets.updatedAt})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(exhibitions, and(eq(exhibitions.tenantId, tickets.tenantId), eq(exhibitions.id, tickets.exhibitionId)))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(where)
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
  return rows
}

/** The caller's tickets of the exhibition (void ones are gone from the wallet). */
export function ownedBy(scope: TicketScope): SQL | undefined {
  return and(
    eq(tickets.tenantId, scope.tenantId),
    eq(tickets.exhibitionId, scope.exhibitionId),
    eq(tickets.ownerUserId, scope.userId),
    ne(tickets.state, 'void'),
  )
}

/** One of the caller's tickets; another user's (or another exhibition's) is simply not found. */
export async function ownTicket(db: Db | Tx, scope: TicketScope, id: string): Promise<LoadedTicket> {
  const [row] = await loadTickets(db, and(ownedBy(scope), eq(tickets.id, id)))
  if (!row) throw new AppError(404, 'error.ticketNotFound')
  return row
}

export async function ownTickets(db: Db | Tx, scope: TicketScope, ids: string[]): Promise<LoadedTicket[]> {
  if (ids.length === 0) return []
  return loadTickets(db, and(ownedBy(scope), inArray(tickets.id, ids)))
}

function holderOf(value: Record<string, string> | null): TicketHolder | null {
  if (!value || typeof value.name !== 'string') return null
  const holder: TicketHolder = { name: value.name }
  for (const key of ['phone', 'email', 'idNumber', 'company'] as const) if (value[key]) holder[key] = value[key]
  return holder
}

/** Unused and in the owner's hands: the only state in which a ticket may be moved, given or shown at a gate. */
export function untouched(ticket: TicketRow): boolean {
  return ticket.state === 'valid' && ticket.entriesUsed === 0
}

export function walletActions(row: LoadedTicket): WalletTicket['actions'] {
  const { ticket, type } = row
  const actions: WalletTicket['actions'] = []
  if (ticket.state !== 'valid') return actions
  if (!ticket.holder) actions.push('activate')
  if (untouched(ticket) && type.transferable) actions.push('transfer')
  if (untouched(ticket) && type.giftable && !ticket.holder) actions.push('give')
  // Only the buyer's own ticket: the orders API decides whether the order can be refunded now.
  if (untouched(ticket) && ticket.source === 'order' && ticket.orderId && row.orderUserId === ticket.ownerUserId) actions.push('refund')
  actions.push('reportLoss')
  return actions
}

export function qrOf(keys: QrKeys, ticket: TicketRow): string {
  return signQr(keys, {
    ticketId: ticket.id,
    qrVersion: ticket.qrVersion,
    tenantId: ticket.tenantId,
    exhibitionId: ticket.exhibitionId,
    day: ticket.day,
  })
}

export function toWalletTicket(row: LoadedTicket, language: Language, keys: QrKeys): WalletTicket {
  const { ticket, type } = row
  const holder = holderOf(ticket.holder)
  const usable = ticket.state === 'valid' && ticket.entriesUsed < type.entries
  return {
    id: ticket.id,
    ticketTypeId: type.id,
    ticketTypeName: language === 'en' ? type.nameEn : type.nameCn,
    exhibitionId: ticket.exhibitionId,
    exhibitionTitle: language === 'en' ? row.exhibitionTitleEn : row.exhibitionTitleCn,
    orderId: ticket.orderId,
    // Another buyer's order number is theirs: a transferred or gifted ticket does not show it.
    orderNo: row.orderUserId === ticket.ownerUserId ? row.orderNo : null,
    state: ticket.state as TicketState,
    day: ticket.day,
    validFrom: ticket.day ?? type.validFrom,
    validTo: ticket.day ?? type.validTo,
    entries: type.entries,
    entriesUsed: ticket.entriesUsed,
    holder,
    qr: usable ? qrOf(keys, ticket) : null,
    qrVersion: ticket.qrVersion,
    activated: holder !== null,
    actions: walletActions(row),
    source: (['order', 'gift', 'transfer'].includes(ticket.source) ? ticket.source : 'order') as WalletTicket['source'],
    giftExpiredAt: row.giftExpiredAt && ticket.state === 'valid' ? row.giftExpiredAt.toISOString() : null,
  }
}

/** The people the visitor holds tickets for (the personnel list's ticket holders; features/relations adds the people they registered). */
export async function personnelFor(db: Db | Tx, scope: TicketScope): Promise<TicketPerson[]> {
  return personnelOf(await loadTickets(db, ownedBy(scope)))
}

/** The people the visitor holds tickets for: tickets grouped by their holder's identity. */
export function personnelOf(rows: LoadedTicket[]): TicketPerson[] {
  const people = new Map<string, TicketPerson>()
  for (const row of rows) {
    const holder = holderOf(row.ticket.holder)
    if (!holder || row.ticket.state === 'refunded') continue
    const key = holder.idNumber ? `id:${holder.idNumber.toUpperCase()}` : `p:${holder.name}|${holder.phone ?? ''}|${holder.email ?? ''}`
    const person = people.get(key)
    if (person) person.ticketIds.push(row.ticket.id)
    else people.set(key, { holder, ticketIds: [row.ticket.id] })
  }
  return [...people.values()]
}

export interface FootprintInput {
  tenantId: string
  exhibitionId: string
  userId: string
  kind: string
  orderId?: string | null
  ticketId?: string | null
  data?: Record<string, string | number>
  at: Date
}

export async function recordFootprints(db: Db | Tx, entries: FootprintInput[]): Promise<void> {
  if (entries.length === 0) return
  await db.insert(footprints).values(
    entries.map((entry) => ({
      tenantId: entry.tenantId,
      exhibitionId: entry.exhibitionId,
      userId: entry.userId,
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      ticketId: entry.ticketId ?? null,
      data: entry.data ?? {},
      createdAt: entry.at,
    })),
  )
}

/** qr_version + 1: every QR signed before stops passing verify. */
export const nextQrVersion = sql`${tickets.qrVersion} + 1`

/** Footprint data naming a ticket type in both languages, so the journal reads in whichever the visitor uses. */
export function typeNames(type: typeof ticketTypes.$inferSelect): { ticketTypeCn: string; ticketTypeEn: string } {
  return { ticketTypeCn: type.nameCn, ticketTypeEn: type.nameEn }
}

/**
 * Whether `userId` may take `count` more tickets of `type` by transfer or gift: the type's per-person limit and
 * its conflict group apply to what the person holds (limits.ts), however the tickets came, their unpaid orders
 * included. The receiver's user row is locked so two tickets sent to them at once, or a ticket sent while they
 * place an order, are counted one after the other.
 */
export async function assertMayHold(tx: Tx, scope: TicketScope, type: typeof ticketTypes.$inferSelect, count: number): Promise<void> {
  if (type.perPersonLimit === null && !type.conflictGroup) return
  await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update')
  const refusal = limitRefusal(await heldTowardLimits(tx, scope), type, count)
  if (refusal?.reason === 'conflict') throw new AppError(409, 'error.ticketConflict')
  if (refusal?.reason === 'limit') throw new AppError(409, 'error.ticketLimitReached')
}
