import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { footprints, orderItems, orders, ticketQuotas, tickets, ticketTypes, type Db } from '../../db'
import { AppError } from '../../errors'

/*
 * Tickets straight into a wallet, without the buying flow: a paid order in state ticketIssued and its tickets, the
 * way the orders feature leaves them after a confirmed payment. Used by the wallet tests and by the demo-only dev
 * endpoint, so the wallet pages can be walked before (or without) a purchase.
 */

type TicketTypeRow = typeof ticketTypes.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface IssueTicketsInput {
  tenantId: string
  exhibitionId: string
  userId: string
  /** A type of the exhibition; when absent the exhibition's first type, or a minimal one made for the purpose. */
  ticketTypeId?: string
  quantity: number
  day?: string | null
}

export interface IssuedTickets {
  orderId: string
  orderNo: string
  ticketTypeId: string
  ticketIds: string[]
}

/** A one-day, one-entry type, valid over the exhibition's ticket dates when the page config names them. */
export async function ensureTicketType(db: Db | Tx, tenantId: string, exhibitionId: string, ticketTypeId?: string): Promise<TicketTypeRow> {
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

function orderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `T${day}${randomBytes(5).toString('hex').toUpperCase()}`
}

/** Issues `quantity` tickets of one type to a user, inside one transaction; a type with a quota counts them sold. */
export async function issueTickets(ctx: Pick<AppContext, 'db' | 'clock'>, input: IssueTicketsInput): Promise<IssuedTickets> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 50) throw new AppError(400, 'error.badRequest')
  return ctx.db.transaction(async (tx) => {
    const type = await ensureTicketType(tx, input.tenantId, input.exhibitionId, input.ticketTypeId)
    const day = input.day ?? (type.requiresDay ? type.validFrom : null)
    // The same conditional UPDATE the orders feature uses: never more tickets than the quota.
    const [quota] = await tx.select().from(ticketQuotas).where(eq(ticketQuotas.ticketTypeId, type.id)).limit(1)
    if (quota) {
      const taken = await tx
        .update(ticketQuotas)
        .set({ sold: sql`${ticketQuotas.sold} + ${input.quantity}` })
        .where(and(eq(ticketQuotas.ticketTypeId, type.id), sql`${ticketQuotas.sold} + ${input.quantity} <= ${ticketQuotas.total}`))
        .returning({ sold: ticketQuotas.sold })
      if (taken.length === 0) throw new AppError(409, 'error.soldOut')
    }
    const now = new Date(ctx.clock.now())
    const total = type.priceFen * input.quantity
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: orderNumber(now),
        tenantId: input.tenantId,
        exhibitionId: input.exhibitionId,
        userId: input.userId,
        state: 'ticketIssued',
        totalFen: total,
        payableFen: total,
        expiresAt: now,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, orderNo: orders.orderNo })
    const [item] = await tx
      .insert(orderItems)
      .values({ orderId: order.id, ticketTypeId: type.id, day, quantity: input.quantity, unitPriceFen: type.priceFen })
      .returning({ id: orderItems.id })
    const rows = await tx
      .insert(tickets)
      .values(
        Array.from({ length: input.quantity }, () => ({
          tenantId: input.tenantId,
          exhibitionId: input.exhibitionId,
          ticketTypeId: type.id,
          orderId: order.id,
          orderItemId: item.id,
          ownerUserId: input.userId,
          day,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: tickets.id })
    await tx.insert(footprints).values({
      tenantId: input.tenantId,
      exhibitionId: input.exhibitionId,
      userId: input.userId,
      kind: 'orderPaid',
      orderId: order.id,
      data: { quantity: input.quantity, ticketTypeCn: type.nameCn, ticketTypeEn: type.nameEn, orderNo: order.orderNo, amountFen: total },
      createdAt: now,
    })
    return { orderId: order.id, orderNo: order.orderNo, ticketTypeId: type.id, ticketIds: rows.map((row) => row.id) }
  })
}
