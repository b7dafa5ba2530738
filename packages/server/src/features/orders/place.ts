import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { fairDay } from '@fairpass/core/utils'
import type { OrderCreateRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { jsonColumn } from '../../db/columns'
import { prepareStatement, runPrepared } from '../../db/prepared'
import type { AuthenticatedUser } from '../auth'
import { type DiscountCodeRow, discountCodes, orderItems, orders } from './tables'
import { AppError } from '../../errors'
import { exhibitionTimeZone } from '../../tenancy'
import { checkCounted, countHitSql, type CountedLimit } from '../../http'
import type { Language } from '../../language'
import { holdingsSql, limitRefusal, type Holdings } from './limits'
import { issueTickets, type OrderRow } from './lifecycle'
import { daysOf, offeredBy, saleStateOf, ticketCatalogue, typeName, type CatalogueType } from './ticketTypes'

type Line = OrderCreateRequest['items'][number]
type DiscountRow = DiscountCodeRow

export interface Priced {
  totalFen: number
  discountFen: number
  payableFen: number
  discountCode: string | null
}

/**
 * The date an order number opens with (YYYYMMDD, then 8 digits of the sequence): the fair's day in the exhibition's
 * venue zone, the same the pages show the order's time on (core formatFairDateTime), so a number and its order's date
 * never tell two days.
 */
export function orderNoDate(now: number, timeZone: string): string {
  return fairDay(now, timeZone).replaceAll('-', '')
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
 * Answers the types by id, from the exhibition's catalogue (ticketCatalogue). Everything a buyer can fix is refused
 * with the type's name.
 */
export function checkLines(
  catalogue: Map<string, CatalogueType>,
  registerLinkId: string | undefined,
  items: Line[],
  now: number,
  language: Language,
): Map<string, CatalogueType> {
  const types = new Map<string, CatalogueType>()
  for (const line of items) {
    const type = catalogue.get(line.ticketTypeId)
    if (type) types.set(type.id, type)
  }
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
  const groups = new Map<string, CatalogueType>()
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
 * `maxPendingTicketsPerBuyer` tickets in them per exhibition (issue 12 hole 3). Checked against the holdings read
 * before (fairpass_buyer_holdings), which the database confirms under the buyer lock before it writes the order, so a
 * buyer's parallel requests cannot slip past it. Orders past their time count no longer (they expire lazily).
 */
export function checkPendingLimits(limits: AppContext['env']['orders'], pending: { orders: number; tickets: number }, wanted: number): void {
  if (pending.orders >= limits.maxPendingPerBuyer) throw new AppError(409, 'error.order.tooManyPending', { n: pending.orders })
  if (pending.tickets + wanted > limits.maxPendingTicketsPerBuyer) throw new AppError(409, 'error.order.tooManyPendingTickets', { n: pending.tickets })
}

/**
 * A code's per-buyer cap (issue 12 hole 2), against `uses`: the buyer's orders that still use it, read with their
 * holdings and, like them, checked again by the database under the buyer lock. Its total cap is the code row's
 * counter, raised by a conditional UPDATE when the order is written (fairpass_place_order), so concurrent buyers queue
 * on the row and exactly `max_uses` of them get one; a rollback (or a release: giveQuotaBack) gives the use back.
 */
export function checkDiscountUses(discount: DiscountRow, uses: number): void {
  if (discount.maxUsesPerBuyer !== null && uses >= discount.maxUsesPerBuyer) throw new AppError(409, 'error.discount.perBuyerLimit')
}

/**
 * Total, discount and what is left to pay. A code applies to the types it names; an order with a line it does not
 * cover is refused naming that type (spec §5: "a discount code may not apply to some products").
 */
export function price(items: Line[], types: Map<string, CatalogueType>, discount: DiscountRow | null, language: Language): Priced {
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
  /** The caller's per-visitor limit, counted with the first read (the route's own; other callers limit elsewhere). */
  limit?: CountedLimit
}

/** The order; for a new unpaid one also its lines and types, so the answer needs no further query. */
export interface Placed {
  order: OrderRow
  fresh: { items: Array<typeof orderItems.$inferSelect>; types: Map<string, CatalogueType> } | null
}

/**
 * The buyer's holdings and the key's order, if any: the first statement of every order (prepared: the hot path).
 * `when` (SQL over the row `hit`) says whether to read them: the counted form reads nothing for a request past its limit.
 */
function holdingsColumns(when: SQL | null) {
  const only = (value: SQL) => (when ? sql`CASE WHEN ${when} THEN ${value} END` : value)
  const holdings = holdingsSql(
    { userId: sql.placeholder('userId'), tenantId: sql.placeholder('tenantId'), exhibitionId: sql.placeholder('exhibitionId') },
    sql.placeholder('at'),
    sql.placeholder('code'),
  )
  const existing = sql`(SELECT o.id FROM orders o WHERE o.user_id = ${sql.placeholder('userId')}::uuid AND o.idempotency_key = ${sql.placeholder('idempotencyKey')})`
  return sql`${only(holdings)} AS "holdings", ${only(existing)} AS "existing"`
}

const readHoldings = prepareStatement('orders_read_holdings', sql`SELECT ${holdingsColumns(null)}`)

/**
 * The same read with the caller's per-visitor limit counted first (http/limits.ts `perVisitorCounted`), in one statement
 * instead of the limit's own upsert before it (issue 13). The upsert is the rate limits' own (`countHitSql`): atomic,
 * so parallel requests each get their own count, in every process.
 */
const countAndReadHoldings = prepareStatement(
  'orders_count_and_read_holdings',
  sql`WITH hit AS (${countHitSql(sql.placeholder('limitKey'), sql.placeholder('windowMs'), sql`1`)})
    SELECT hit.current AS "current", hit.ttl AS "ttl", ${holdingsColumns(sql`hit.current <= ${sql.placeholder('max')}::int`)} FROM hit`,
)

const placeStatement = prepareStatement('orders_place', sql`SELECT fairpass_place_order(${sql.placeholder('placement')}::jsonb) AS "outcome"`)

/** Rounds of read-and-check that a buyer's own concurrent changes may cost one order before it gives up. */
const PLACE_ATTEMPTS = 8

/** What fairpass_place_order answers; a sold-out quota is an error instead (it undoes the code's use). */
type PlaceOutcome = { status: 'placed'; orderNo: string } | { status: 'existing'; id: string } | { status: 'stale' } | { status: 'usedUp' }

/** The message and DETAIL fairpass_place_order raises a sold-out quota with (the DETAIL: the types it reserved). */
function soldOutReserved(error: unknown): string[] | null {
  for (let cause = error as { message?: string; detail?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.message === 'fairpass:soldOut') return cause.detail ? (JSON.parse(cause.detail) as string[]) : []
  }
  return null
}

/**
 * Creates an order (issue 13: in two statements, the buyer's read and fairpass_place_order, instead of a transaction
 * of five). The same key answers the first order again; then lines, conflicts, limits and discount are checked here,
 * against the buyer's holdings as read; the database then locks the buyer, and writes the order only if the holdings
 * are still those (else they are read and checked again): the code's use, each line's quota by one conditional UPDATE
 * (no row: sold out, nothing written), the order, its lines and its footprint. An order with nothing to pay is paid
 * at once, in the same transaction.
 */
export async function placeOrder(ctx: AppContext, input: PlaceOrderInput): Promise<Placed> {
  const { user, exhibitionId, request, idempotencyKey, language, limit } = input
  const hash = requestHash(request)
  const now = ctx.clock.now()
  const who = { tenantId: user.tenantId, exhibitionId, userId: user.id }
  const code = request.discountCode ? request.discountCode.toUpperCase() : null
  // Configuration, remembered by the process (ticketTypes.ts, tenancy).
  const [catalogue, timeZone] = await Promise.all([ticketCatalogue(ctx, user.tenantId, exhibitionId), exhibitionTimeZone(ctx, user.tenantId, exhibitionId)])

  const existingOrder = async (id: string): Promise<Placed> => {
    const [existing] = await ctx.db.select().from(orders).where(eq(orders.id, id)).limit(1)
    if (!existing || existing.requestHash !== hash || existing.exhibitionId !== exhibitionId) throw new AppError(422, 'error.order.idempotencyMismatch')
    return { order: existing, fresh: null }
  }

  let discount: DiscountRow | null | undefined
  for (let attempt = 1; ; attempt += 1) {
    const values = { userId: user.id, tenantId: user.tenantId, exhibitionId, at: new Date(now).toISOString(), code, idempotencyKey }
    // The limit is counted once per request: with the first read, not again when the holdings changed under it.
    const counted = attempt === 1 ? limit : undefined
    const [row] = await runPrepared<{ holdings: Holdings | string; existing: string | null; current?: number; ttl?: number }>(
      ctx.db,
      counted ? countAndReadHoldings : readHoldings,
      counted ? { ...values, limitKey: counted.key, windowMs: counted.windowMs, max: counted.max } : values,
    )
    if (counted) checkCounted(counted, { current: Number(row.current), ttl: Number(row.ttl) })
    // A committed order under this key is the answer, whatever is on sale now.
    if (row.existing) return existingOrder(row.existing)
    const holdings = jsonColumn(row.holdings)

    const types = checkLines(catalogue, request.registerLinkId, request.items, now, language)
    const wanted = new Map<string, number>()
    for (const line of request.items) wanted.set(line.ticketTypeId, (wanted.get(line.ticketTypeId) ?? 0) + line.quantity)

    // Limits count what the buyer holds now (wallet limits.ts): given-away tickets no longer, received ones too.
    for (const type of types.values()) {
      const refusal = limitRefusal(holdings.held, type, wanted.get(type.id)!)
      if (refusal?.reason === 'conflict') {
        const heldType = catalogue.get(refusal.heldTypeId)
        throw new AppError(409, 'error.order.conflict', { names: `${heldType ? typeName(heldType, language) : ''}, ${typeName(type, language)}` })
      }
      if (refusal?.reason === 'limit') throw new AppError(409, 'error.ticketLimitReached')
    }

    if (discount === undefined) discount = code ? await findDiscount(ctx.db, user.tenantId, exhibitionId, code, now) : null
    const priced = price(request.items, types, discount, language)
    if (priced.payableFen > 0) checkPendingLimits(ctx.env.orders, holdings.pending, [...wanted.values()].reduce((sum, n) => sum + n, 0))
    if (discount) checkDiscountUses(discount, holdings.codeUses)

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
      // Ticket types are priced in RMB; the INSERT leaves the column's default, the same value.
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
    const quotas = [...wanted].filter(([ticketTypeId]) => types.get(ticketTypeId)!.quotaTotal !== null).map(([id, n]) => ({ id, n }))
    const quantity = request.items.reduce((sum, line) => sum + line.quantity, 0)
    const placement = {
      ...order,
      userId: user.id,
      at: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      orderNoPrefix: orderNoDate(now, timeZone),
      holdings,
      discountId: discount?.id ?? null,
      quotas,
      items,
      // The journal words the entry from these (docs/wallet.md "Journal").
      footprint: {
        quantity,
        payableFen: order.payableFen,
        ticketTypeCn: [...types.values()].map((type) => type.nameCn).join('、'),
        ticketTypeEn: [...types.values()].map((type) => type.nameEn).join(', '),
      },
    }
    const call = async (db: Db): Promise<PlaceOutcome> => {
      const [row] = await runPrepared<{ outcome: PlaceOutcome | string }>(db, placeStatement, { placement: JSON.stringify(placement) })
      return jsonColumn(row.outcome)
    }
    let outcome: PlaceOutcome
    try {
      outcome =
        order.payableFen > 0
          ? await call(ctx.db)
          : await ctx.db.transaction(async (tx) => {
              const placed = await call(tx)
              if (placed.status === 'placed') await issueTickets(tx, { ...order, orderNo: placed.orderNo }, now, language)
              return placed
            })
    } catch (error) {
      // A duplicate that raced past the buyer lock (it cannot, but the unique index is the guard of record).
      if (isUniqueViolation(error, 'orders_idempotency_unique')) {
        const [existing] = await ctx.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey))).limit(1)
        if (existing) return existingOrder(existing.id)
      }
      const reserved = soldOutReserved(error)
      if (!reserved) throw error
      const missing = quotas.find(({ id }) => !reserved.includes(id))
      throw new AppError(409, 'error.order.soldOut', { name: typeName(types.get(missing?.id ?? quotas[0].id)!, language) })
    }
    switch (outcome.status) {
      case 'existing':
        return existingOrder(outcome.id)
      case 'usedUp':
        throw new AppError(409, 'error.discount.usedUp')
      case 'placed':
        order.orderNo = outcome.orderNo
        if (order.payableFen === 0) return { order: { ...order, state: 'ticketIssued', paidAt: new Date(now) }, fresh: null }
        return { order, fresh: { items, types } }
      case 'stale':
        // The buyer's holdings changed between the read and the lock (their own parallel order, a gift, a transfer).
        if (attempt >= PLACE_ATTEMPTS) throw new AppError(503, 'error.temporarilyUnavailable', { retryAfter: 1 })
    }
  }
}
