import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { OrderCreateRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { type AuthenticatedUser, users } from '../auth'
import { type DiscountCodeRow, discountCodes, orderItems, orders } from './tables'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { heldTowardLimits, limitRefusal } from './limits'
import { issueTickets, type OrderRow } from './lifecycle'
import { daysOf, findTicketTypes, offeredBy, saleStateOf, typeName, type TicketTypeWithQuota } from './ticketTypes'

type Line = OrderCreateRequest['items'][number]
type DiscountRow = DiscountCodeRow

export interface Priced {
  totalFen: number
  discountFen: number
  payableFen: number
  discountCode: string | null
}

/** Shanghai time: order numbers read as the organiser's date. */
const ORDER_NO_OFFSET_MS = 8 * 3_600_000

export function orderDate(now: number): string {
  return new Date(now + ORDER_NO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')
}

/** What the Idempotency-Key promises: the same key stands for the same purchase, byte for byte after parsing. */
export function requestHash(input: OrderCreateRequest): string {
  const canonical = {
    exhibitionId: input.exhibitionId,
    registerLinkId: input.registerLinkId ?? null,
    discountCode: input.discountCode?.toUpperCase() || null,
    upgrade: input.upgradeTicket === 'yes',
    items: input.items.map((line) => ({
      ticketTypeId: line.ticketTypeId,
      day: line.day ?? null,
      quantity: line.quantity,
      holders: line.holders ?? [],
    })),
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url')
}

/**
 * The lines' types, each offered by the link, on sale, with a valid day and holder list; and the per-order limit.
 * Answers the types by id. Everything a buyer can fix is refused with the type's name.
 */
export async function checkLines(
  db: Db,
  tenantId: string,
  exhibitionId: string,
  registerLinkId: string | undefined,
  items: Line[],
  now: number,
  language: Language,
): Promise<Map<string, TicketTypeWithQuota>> {
  const types = new Map((await findTicketTypes(db, tenantId, exhibitionId, [...new Set(items.map((line) => line.ticketTypeId))])).map((type) => [type.id, type]))
  const perType = new Map<string, number>()
  for (const line of items) {
    const type = types.get(line.ticketTypeId)
    if (!type || type.status === 'hidden' || !offeredBy(type, registerLinkId)) throw new AppError(404, 'error.order.notOffered')
    const name = typeName(type, language)
    if (saleStateOf(type, now) !== 'onSale') throw new AppError(409, 'error.order.notOnSale', { name })
    if (type.requiresDay && !line.day) throw new AppError(400, 'error.order.dayRequired', { name })
    if (!type.requiresDay && line.day) throw new AppError(400, 'error.order.dayNotAllowed', { name })
    if (line.day && !daysOf(type.validFrom, type.validTo).includes(line.day)) throw new AppError(400, 'error.order.dayOutOfRange', { name })
    if (line.holders && line.holders.length > 0 && line.holders.length !== line.quantity) throw new AppError(400, 'error.order.holdersMismatch', { name })
    perType.set(type.id, (perType.get(type.id) ?? 0) + line.quantity)
  }
  for (const [id, count] of perType) {
    const type = types.get(id)!
    if (type.perOrderLimit !== null && count > type.perOrderLimit) throw new AppError(409, 'error.ticketLimitReached')
  }
  // Two types of one conflict group in one order.
  const groups = new Map<string, TicketTypeWithQuota>()
  for (const type of types.values()) {
    if (!type.conflictGroup) continue
    const other = groups.get(type.conflictGroup)
    if (other) throw new AppError(409, 'error.order.conflict', { names: `${typeName(other, language)}, ${typeName(type, language)}` })
    groups.set(type.conflictGroup, type)
  }
  return types
}

export async function findDiscount(db: Db, tenantId: string, exhibitionId: string, code: string, now: number): Promise<DiscountRow> {
  const [discount] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.exhibitionId, exhibitionId), eq(discountCodes.code, code.toUpperCase())))
    .limit(1)
  const current = discount && discount.active && (!discount.validFrom || now >= discount.validFrom.getTime()) && (!discount.validTo || now < discount.validTo.getTime())
  if (!current) throw new AppError(409, 'error.discount.invalid')
  return discount
}

/**
 * Unpaid orders hold stock until they are paid or expire: one buyer may hold at most `maxPendingPerBuyer` of them and
 * `maxPendingTicketsPerBuyer` tickets in them per exhibition (issue 12 hole 3). Counted under the buyer lock, so a
 * buyer's parallel requests cannot slip past it. Orders past their time count no longer (they expire lazily).
 */
export async function checkPendingLimits(ctx: AppContext, tx: Db, user: AuthenticatedUser, exhibitionId: string, wanted: number, now: number): Promise<void> {
  const result = await tx.execute(sql`
    SELECT count(DISTINCT o.id)::int AS "orders", coalesce(sum(oi.quantity), 0)::int AS "tickets"
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    WHERE o.user_id = ${user.id} AND o.tenant_id = ${user.tenantId} AND o.exhibition_id = ${exhibitionId}
      AND o.state = 'pendingPayment' AND o.expires_at > ${new Date(now).toISOString()}::timestamptz`)
  const [pending] = (result as unknown as { rows: Array<{ orders: number; tickets: number }> }).rows
  const limits = ctx.env.orders
  if (pending.orders >= limits.maxPendingPerBuyer) throw new AppError(409, 'error.order.tooManyPending', { n: pending.orders })
  if (pending.tickets + wanted > limits.maxPendingTicketsPerBuyer) throw new AppError(409, 'error.order.tooManyPendingTickets', { n: pending.tickets })
}

/**
 * One use of a code for this order, within its caps (issue 12 hole 2). The per-buyer count is safe because one buyer's
 * orders are serialised by the buyer lock of placeOrder; the total is the code row's counter, raised by a conditional
 * UPDATE, so concurrent buyers queue on the row and exactly `max_uses` of them get one. Taken before the quota rows
 * (one lock order: buyer, code, quotas; giveBack releases in the same order). A rollback gives the use back.
 */
export async function takeDiscountUse(tx: Db, discount: DiscountRow, user: AuthenticatedUser): Promise<void> {
  if (discount.maxUsesPerBuyer !== null) {
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.userId, user.id),
          eq(orders.tenantId, discount.tenantId),
          eq(orders.exhibitionId, discount.exhibitionId),
          eq(orders.discountCode, discount.code),
          sql`${orders.state} NOT IN ('cancelled', 'refunded')`,
        ),
      )
    if (mine.n >= discount.maxUsesPerBuyer) throw new AppError(409, 'error.discount.perBuyerLimit')
  }
  const taken = await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1` })
    .where(and(eq(discountCodes.id, discount.id), sql`(${discountCodes.maxUses} IS NULL OR ${discountCodes.used} < ${discountCodes.maxUses})`))
    .returning({ id: discountCodes.id })
  if (taken.length === 0) throw new AppError(409, 'error.discount.usedUp')
}

/**
 * Total, discount and what is left to pay. A code applies to the types it names; an order with a line it does not
 * cover is refused naming that type (spec §5: "a discount code may not apply to some products").
 */
export function price(items: Line[], types: Map<string, TicketTypeWithQuota>, discount: DiscountRow | null, language: Language): Priced {
  let totalFen = 0
  let discountFen = 0
  for (const line of items) {
    const type = types.get(line.ticketTypeId)!
    const lineTotal = type.priceFen * line.quantity
    totalFen += lineTotal
    if (!discount) continue
    if (discount.ticketTypeIds && !discount.ticketTypeIds.includes(type.id)) {
      throw new AppError(409, 'error.discount.notApplicable', { name: typeName(type, language) })
    }
    discountFen += Math.floor((lineTotal * discount.percentOff) / 100)
  }
  return { totalFen, discountFen, payableFen: totalFen - discountFen, discountCode: discount?.code ?? null }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' && (cause.constraint === constraint || cause.message?.includes(constraint))) return true
  }
  return false
}

export interface PlaceOrderInput {
  user: AuthenticatedUser
  exhibitionId: string
  request: OrderCreateRequest
  idempotencyKey: string
  language: Language
}

/**
 * Creates an order in one transaction: the same key answers the first order again; then lines, conflicts, limits
 * and discount are checked, each line's quota reserved by one conditional UPDATE (no row: sold out, nothing
 * written), the order and its lines inserted with their footprint. An order with nothing to pay is paid at once.
 */
/** The order; for a new unpaid one also its lines and types, so the answer needs no further query. */
export interface Placed {
  order: OrderRow
  fresh: { items: Array<typeof orderItems.$inferSelect>; types: Map<string, TicketTypeWithQuota> } | null
}

export async function placeOrder(ctx: AppContext, input: PlaceOrderInput): Promise<Placed> {
  const { user, exhibitionId, request, idempotencyKey, language } = input
  const hash = requestHash(request)
  const now = ctx.clock.now()
  try {
    return await ctx.db.transaction(async (tx) => {
      // One buyer's purchases queue up behind each other: limits are counted against committed orders only, and a
      // duplicate request waits for the first and then finds its order instead of buying twice.
      // (The lock and the look-up of the key are one round trip.)
      const [locked] = await tx
        .select({ order: orders })
        .from(users)
        .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.idempotencyKey, idempotencyKey)))
        .where(eq(users.id, user.id))
        .for('update', { of: users })
      const existing = locked?.order
      if (existing) {
        if (existing.requestHash !== hash || existing.exhibitionId !== exhibitionId) throw new AppError(422, 'error.order.idempotencyMismatch')
        return { order: existing, fresh: null }
      }

      const types = await checkLines(tx, user.tenantId, exhibitionId, request.registerLinkId, request.items, now, language)
      const wanted = new Map<string, number>()
      for (const line of request.items) wanted.set(line.ticketTypeId, (wanted.get(line.ticketTypeId) ?? 0) + line.quantity)

      // Limits count what the buyer holds now (wallet limits.ts): given-away tickets no longer, received ones too.
      const held = await heldTowardLimits(tx, { tenantId: user.tenantId, exhibitionId, userId: user.id })
      for (const type of types.values()) {
        const refusal = limitRefusal(held, type, wanted.get(type.id)!)
        if (refusal?.reason === 'conflict') {
          const heldType = (await findTicketTypes(tx, user.tenantId, exhibitionId, [refusal.heldTypeId]))[0]
          throw new AppError(409, 'error.order.conflict', { names: `${heldType ? typeName(heldType, language) : ''}, ${typeName(type, language)}` })
        }
        if (refusal?.reason === 'limit') throw new AppError(409, 'error.ticketLimitReached')
      }

      const discount = request.discountCode ? await findDiscount(tx, user.tenantId, exhibitionId, request.discountCode, now) : null
      const priced = price(request.items, types, discount, language)
      if (priced.payableFen > 0) await checkPendingLimits(ctx, tx, user, exhibitionId, [...wanted.values()].reduce((sum, n) => sum + n, 0), now)
      if (discount) await takeDiscountUse(tx, discount, user)

      // Sold out already at this instant: refused before queueing for the quota row's lock.
      for (const [ticketTypeId, quantity] of wanted) {
        const type = types.get(ticketTypeId)!
        if (type.quotaTotal !== null && (type.quotaSold ?? 0) + quantity > type.quotaTotal) throw new AppError(409, 'error.order.soldOut', { name: typeName(type, language) })
      }

      // Quota, order, lines and footprint in one statement: the quota rows are reserved first (one conditional
      // UPDATE for all the order's types, each row `sold + n <= total`), and the order is written only when every
      // one of them was; otherwise nothing is, and the transaction is rolled back with the sold-out type named.
      const order: OrderRow = {
        id: randomUUID(),
        orderNo: '',
        tenantId: user.tenantId,
        exhibitionId,
        userId: user.id,
        registerLinkId: request.registerLinkId ?? null,
        state: 'pendingPayment',
        kind: 'tickets',
        refundedFrom: null,
        totalFen: priced.totalFen,
        discountFen: priced.discountFen,
        payableFen: priced.payableFen,
        discountCode: priced.discountCode,
        // Ticket types are priced in RMB; the INSERT below leaves the column's default, the same value.
        currency: 'RMB',
        idempotencyKey,
        requestHash: hash,
        language,
        upgrade: request.upgradeTicket === 'yes',
        expiresAt: new Date(now + ctx.env.orders.paymentMinutes * 60_000),
        paidAt: null,
        closedAt: null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      }
      const items: Array<typeof orderItems.$inferSelect> = request.items.map((line) => ({
        id: randomUUID(),
        orderId: order.id,
        ticketTypeId: line.ticketTypeId,
        day: line.day ?? null,
        quantity: line.quantity,
        unitPriceFen: types.get(line.ticketTypeId)!.priceFen,
        holders: (line.holders ?? []).map((holder) => Object.fromEntries(Object.entries(holder).filter(([, value]) => typeof value === 'string' && value !== '')) as Record<string, string>),
      }))
      const quotaLines = [...wanted].filter(([ticketTypeId]) => types.get(ticketTypeId)!.quotaTotal !== null)
      const reserve = quotaLines.length
        ? sql`UPDATE ticket_quotas AS tq SET sold = tq.sold + w.n
            FROM (VALUES ${sql.join(quotaLines.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`), sql`, `)}) AS w(id, n)
            WHERE tq.ticket_type_id = w.id AND tq.sold + w.n <= tq.total
            RETURNING tq.ticket_type_id`
        : sql`SELECT NULL::uuid AS ticket_type_id WHERE false`
      const quantity = request.items.reduce((sum, line) => sum + line.quantity, 0)
      // The journal words the entry from these (docs/wallet.md "Journal").
      const namesCn = [...types.values()].map((type) => type.nameCn).join('、')
      const namesEn = [...types.values()].map((type) => type.nameEn).join(', ')
      const at = order.createdAt.toISOString()
      const placed = await tx.execute(sql`
        WITH q AS (${reserve}),
        o AS (
          INSERT INTO orders (id, order_no, tenant_id, exhibition_id, user_id, register_link_id, state, total_fen, discount_fen, payable_fen,
                              discount_code, idempotency_key, request_hash, language, upgrade, expires_at, created_at, updated_at)
          SELECT ${order.id}::uuid, ${orderDate(now)} || lpad(nextval('order_no_seq')::text, 8, '0'), ${order.tenantId}, ${order.exhibitionId},
                 ${order.userId}::uuid, ${order.registerLinkId}, 'pendingPayment', ${order.totalFen}::int, ${order.discountFen}::int,
                 ${order.payableFen}::int, ${order.discountCode}, ${idempotencyKey}, ${hash}, ${language}, ${order.upgrade}::boolean,
                 ${order.expiresAt.toISOString()}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
          WHERE (SELECT count(*) FROM q) = ${quotaLines.length}
          RETURNING id, order_no
        ),
        i AS (
          INSERT INTO order_items (id, order_id, ticket_type_id, day, quantity, unit_price_fen, holders)
          SELECT v.id, o.id, v.type, v.day, v.quantity, v.price, v.holders
          FROM o CROSS JOIN (VALUES ${sql.join(
            items.map((item) => sql`(${item.id}::uuid, ${item.ticketTypeId}::uuid, ${item.day}::text, ${item.quantity}::int, ${item.unitPriceFen}::int, ${JSON.stringify(item.holders)}::jsonb)`),
            sql`, `,
          )}) AS v(id, type, day, quantity, price, holders)
        ),
        f AS (
          INSERT INTO footprints (tenant_id, exhibition_id, user_id, kind, order_id, data, created_at)
          SELECT ${order.tenantId}, ${order.exhibitionId}, ${order.userId}::uuid, 'orderPlaced', o.id,
                 jsonb_build_object('orderNo', o.order_no, 'quantity', ${quantity}::int, 'payableFen', ${order.payableFen}::int,
                                    'ticketTypeCn', ${namesCn}::text, 'ticketTypeEn', ${namesEn}::text), ${at}::timestamptz
          FROM o
        )
        SELECT (SELECT order_no FROM o) AS "orderNo", (SELECT coalesce(json_agg(ticket_type_id), '[]'::json) FROM q) AS "reserved"`)
      const [outcome] = (placed as unknown as { rows: Array<{ orderNo: string | null; reserved: string[] }> }).rows
      if (!outcome.orderNo) {
        const missing = quotaLines.find(([id]) => !outcome.reserved.includes(id))
        const type = types.get(missing?.[0] ?? quotaLines[0][0])!
        throw new AppError(409, 'error.order.soldOut', { name: typeName(type, language) })
      }
      order.orderNo = outcome.orderNo

      if (order.payableFen === 0) {
        await issueTickets(tx, order, now, language)
        return { order: { ...order, state: 'ticketIssued', paidAt: new Date(now) }, fresh: null }
      }
      return { order, fresh: { items, types } }
    })
  } catch (error) {
    // A duplicate that raced past the buyer lock (it cannot, but the unique index is the guard of record).
    if (!isUniqueViolation(error, 'orders_idempotency_unique')) throw error
    const [existing] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey)))
      .limit(1)
    if (!existing) throw error
    if (existing.requestHash !== hash) throw new AppError(422, 'error.order.idempotencyMismatch')
    return { order: existing, fresh: null }
  }
}
