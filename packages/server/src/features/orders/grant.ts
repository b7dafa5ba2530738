import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { exhibitions } from '../../tenancy'
import { fairTimeZoneOr } from '@fairpass/core/utils'
import { issueTickets } from './lifecycle'
import { orderNoDate } from './place'
import { typeName } from './ticketTypes'
import { orderItems, orders, ticketQuotas, tickets, ticketTypes, type OrderRow, type TicketTypeRow } from './tables'

/*
 * Tickets straight into a wallet, without the buying flow: for the wallet tests and the demo-only dev endpoint, so
 * the wallet pages can be walked before (or without) a purchase. There is still only one way a ticket comes into
 * existence: the order of one line is written unpaid, its quota reserved by the same conditional UPDATE a sale
 * takes (never more tickets than the quota), and it is issued by lifecycle.ts' issueTickets, the statement of a
 * paid sale — state machine, tickets and footprint included.
 */

export interface GrantTicketsInput {
  tenantId: string
  exhibitionId: string
  userId: string
  /** A type of the exhibition; when absent the exhibition's first type, or a minimal one made for the purpose. */
  ticketTypeId?: string
  quantity: number
  day?: string | null
  /** The language of the order's notices; the demo's visitors read Chinese first. */
  language?: Language
}

/** What grantTickets made: the paid order and its tickets (the demo's /api/dev/tickets/issue answers it). */
export const grantedTicketsSchema = z.object({ orderId: z.string(), orderNo: z.string(), ticketTypeId: z.string(), ticketIds: z.array(z.string()) })
export type GrantedTickets = z.infer<typeof grantedTicketsSchema>

/** The named type of the exhibition, else its first, else a one-day, one-entry type made for the purpose. */
export async function ensureTicketType(db: Db, tenantId: string, exhibitionId: string, ticketTypeId?: string): Promise<TicketTypeRow> {
  if (ticketTypeId) {
    const [row] = await db
      .select()
      .from(ticketTypes)
      .where(and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, exhibitionId)))
      .limit(1)
    if (!row) throw new AppError(404, 'error.ticketTypeNotFound')
    return row
  }
  const [first] = await db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, exhibitionId)))
    .orderBy(asc(ticketTypes.sort), asc(ticketTypes.createdAt))
    .limit(1)
  if (first) return first
  const [created] = await db
    .insert(ticketTypes)
    .values({
      tenantId,
      exhibitionId,
      nameCn: '普通观众票',
      nameEn: 'Visitor ticket',
      priceFen: 5000,
      validFrom: '2025-01-01',
      validTo: '2030-12-31',
      entries: 1,
    })
    .returning()
  return created
}

/** Issues `quantity` tickets of one type to a user in one transaction, as a paid order of one line. */
export async function grantTickets(ctx: Pick<AppContext, 'db' | 'clock'>, input: GrantTicketsInput): Promise<GrantedTickets> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 50) throw new AppError(400, 'error.badRequest')
  const language = input.language ?? 'cn'
  return ctx.db.transaction(async (tx) => {
    const type = await ensureTicketType(tx, input.tenantId, input.exhibitionId, input.ticketTypeId)
    const day = input.day ?? (type.requiresDay ? type.validFrom : null)
    // A type without a quota row sells without a limit; with one, the reservation is `sold + n <= total` or nothing.
    const reserved = await tx
      .update(ticketQuotas)
      .set({ sold: sql`${ticketQuotas.sold} + ${input.quantity}` })
      .where(and(eq(ticketQuotas.ticketTypeId, type.id), sql`${ticketQuotas.sold} + ${input.quantity} <= ${ticketQuotas.total}`))
      .returning({ sold: ticketQuotas.sold })
    if (reserved.length === 0) {
      const [quota] = await tx.select({ total: ticketQuotas.total }).from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, type.id)).limit(1)
      if (quota) throw new AppError(409, 'error.order.soldOut', { name: typeName(type, language) })
    }
    const now = ctx.clock.now()
    // Within the transaction: a granting script may hand it a Db without the process's configuration cache.
    const [exhibition] = await tx.select({ timeZone: exhibitions.timeZone }).from(exhibitions).where(eq(exhibitions.id, input.exhibitionId)).limit(1)
    const total = type.priceFen * input.quantity
    const [order] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        orderNo: sql`${orderNoDate(now, fairTimeZoneOr(exhibition?.timeZone))} || lpad(nextval('order_no_seq')::text, 8, '0')`,
        tenantId: input.tenantId,
        exhibitionId: input.exhibitionId,
        userId: input.userId,
        state: 'pendingPayment',
        totalFen: total,
        payableFen: total,
        language,
        expiresAt: new Date(now),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning()
    await tx.insert(orderItems).values({ orderId: order.id, ticketTypeId: type.id, day, quantity: input.quantity, unitPriceFen: type.priceFen })
    await issueTickets(tx, order as OrderRow, now, language)
    const issued = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, order.id))
    return { orderId: order.id, orderNo: order.orderNo, ticketTypeId: type.id, ticketIds: issued.map((row) => row.id) }
  })
}
