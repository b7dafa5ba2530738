import { boolean, check, foreignKey, index, integer, jsonb, pgSequence, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The orders feature's tables. Money is integer fen (1 RMB = 100 fen) everywhere; a float never holds a price.
 * The orders feature owns ticket types, quotas, orders, payments and refunds, and the tickets themselves: it issues
 * them (lifecycle.ts, in the statement that marks the order issued) and writes the footprints of what happens to
 * orders and tickets. features/wallet owns what happens to a ticket after it was issued (gifts, transfers, loss,
 * entry) and writes `tickets` and `footprints` through these exports.
 */

/** A kind of ticket an exhibition sells (spec §2 /ticket-type). */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** The registration links that offer this type (`registerLinkId`); null: every link of the exhibition. */
    registerLinkIds: jsonb('register_link_ids').$type<string[]>(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** The ticket-use notice shown before buying (spec §1 "ticket-use notices for a motor show"). */
    noticeCn: text('notice_cn').notNull().default(''),
    noticeEn: text('notice_en').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    /** First and last day the ticket is valid, as ISO dates (YYYY-MM-DD) in the exhibition's time zone. */
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    /** How many times the ticket lets its holder in. */
    entries: integer('entries').notNull().default(1),
    /** The buyer chooses one day between validFrom and validTo; the ticket is good for that day only. */
    requiresDay: boolean('requires_day').notNull().default(false),
    /** Tickets of one type per person (buyer's wallet and holders), null: no limit. */
    perPersonLimit: integer('per_person_limit'),
    /** Tickets of one type per order, null: no limit. */
    perOrderLimit: integer('per_order_limit'),
    /** Two types with the same group cannot be bought together, nor held by the same person. */
    conflictGroup: text('conflict_group'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true, mode: 'date' }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true, mode: 'date' }),
    /** Refunds are allowed until this moment (null: not refundable), minus `refundFeePercent` of the price. */
    refundableUntil: timestamp('refundable_until', { withTimezone: true, mode: 'date' }),
    refundFeePercent: integer('refund_fee_percent').notNull().default(0),
    /** What a new QR costs when the visitor reports the ticket lost (spec getPayOfReportLoss); 0: free. */
    reissueFeeFen: integer('reissue_fee_fen').notNull().default(0),
    giftable: boolean('giftable').notNull().default(true),
    transferable: boolean('transferable').notNull().default(true),
    /** 'onSale' | 'hidden' */
    status: text('status').notNull().default('onSale'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('ticket_types_exhibition_idx').on(table.tenantId, table.exhibitionId),
    check('ticket_types_price_check', sql`${table.priceFen} >= 0`),
  ],
)

/**
 * How many tickets of a type may exist. `sold` counts every ticket held by an unpaid or paid order; an order that
 * is cancelled, expires or is refunded gives its tickets back. One conditional UPDATE (`sold + n <= total`) is the
 * whole oversell guard, and the CHECK makes the database refuse an oversell whatever the code does.
 */
export const ticketQuotas = pgTable(
  'ticket_quotas',
  {
    ticketTypeId: uuid('ticket_type_id')
      .primaryKey()
      .references(() => ticketTypes.id),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [check('ticket_quotas_sold_check', sql`${table.sold} >= 0 AND ${table.sold} <= ${table.total}`)],
)

/** An order (spec §2 /order): its `state` only moves along core/orders' state machine. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people read and quote on the phone: date + sequence, unique. */
    orderNo: text('order_no').notNull().unique(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    registerLinkId: text('register_link_id'),
    /** One of core/orders ORDER_STATES. */
    state: text('state').notNull().default('pendingPayment'),
    /** 'tickets': tickets bought (order_items); 'reissue': the fee for new QRs of tickets reported lost (wallet's ticket_reissues). */
    kind: text('kind').notNull().default('tickets'),
    /** While refunding: the state the refund was asked in ('paid' | 'ticketIssued'). */
    refundedFrom: text('refunded_from'),
    totalFen: integer('total_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    payableFen: integer('payable_fen').notNull(),
    discountCode: text('discount_code'),
    /**
     * ISO 4217 code of what the order was paid in. Ticket types are priced in RMB, so every order placed here is; an
     * order in another currency (in demo mode `POST /api/dev/orders/currency` makes one) cannot be invoiced (spec §5).
     */
    currency: text('currency').notNull().default('RMB'),
    /** The client's Idempotency-Key: the same key from the same buyer answers the first order again. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request the key was first used with: the same key with another body is refused, not answered. */
    requestHash: text('request_hash'),
    /** 'cn' | 'en': notices about the order are written in it. */
    language: text('language').notNull().default('cn'),
    /** Bought from a link with upgradeTicket=yes (spec §4). */
    upgrade: boolean('upgrade').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_idx').on(table.tenantId, table.exhibitionId, table.userId),
    index('orders_expiry_idx').on(table.state, table.expiresAt),
    check('orders_amounts_check', sql`${table.payableFen} >= 0 AND ${table.discountFen} >= 0 AND ${table.payableFen} = ${table.totalFen} - ${table.discountFen}`),
  ],
)

/** One line of an order: `quantity` tickets of one type (and one day, for day tickets). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** ISO date, for types with requiresDay. */
    day: text('day'),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    /** Holder data given when buying for others, one entry per ticket (name, phone, e-mail, idNumber…). */
    holders: jsonb('holders').$type<Array<Record<string, string>>>().notNull().default([]),
  },
  (table) => [index('order_items_order_idx').on(table.orderId), check('order_items_quantity_check', sql`${table.quantity} > 0`)],
)

/**
 * An issued ticket. Its entry QR is not stored: it is signed on read from (id, qrVersion), and raising
 * `qrVersion` (transfer, loss) makes every earlier QR of the ticket fail verification.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** null for tickets that came from no order (complimentary). */
    orderId: uuid('order_id').references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    /** Whose wallet holds it. */
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The person it admits (spec /ticketAdd); null until given. */
    holder: jsonb('holder').$type<Record<string, string>>(),
    day: text('day'),
    /** 'valid' | 'gifting' (offered in a gift, not yet received) | 'used' | 'refunding' | 'refunded' | 'void' */
    state: text('state').notNull().default('valid'),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    qrVersion: integer('qr_version').notNull().default(1),
    entriesUsed: integer('entries_used').notNull().default(0),
    /** How it came into the current owner's wallet: 'order' | 'gift' | 'transfer'. */
    source: text('source').notNull().default('order'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('tickets_owner_idx').on(table.tenantId, table.exhibitionId, table.ownerUserId),
    index('tickets_order_idx').on(table.orderId),
  ],
)

/**
 * The visitor's footprints (spec §2 /journal): one row per thing that happened to their orders and tickets, written
 * in the same transaction as the change itself, so the time line never shows what did not happen.
 */
export const footprints = pgTable(
  'footprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** core/contract FootprintEntry['kind'] */
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    /** What the summary needs (quantity, ticket type, masked counterpart…), never a secret. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('footprints_user_idx').on(table.tenantId, table.exhibitionId, table.userId, table.createdAt),
  ],
)

/** orderNo's running number (orders are numbered date + sequence). */
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 1, increment: 1 })

/**
 * Discount codes of an exhibition (spec §5: "a discount code may not apply to some products"): a percentage off
 * the lines of the ticket types it covers; the other lines of the order keep their price, and an order with none
 * of its types is refused with the type's name.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** Compared case-insensitively; stored upper case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    /** The ticket types it applies to; null: all of the exhibition's. */
    ticketTypeIds: jsonb('ticket_type_ids').$type<string[]>(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    active: boolean('active').notNull().default(true),
    /** Orders that may use the code in all; null: no cap. */
    maxUses: integer('max_uses'),
    /** Orders one buyer may use the code in; null: no cap. */
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    /** Live orders holding a use (raised when placed, lowered when cancelled, expired or refunded). */
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('discount_codes_code_unique').on(table.tenantId, table.exhibitionId, table.code),
    check('discount_codes_percent_check', sql`${table.percentOff} between 1 and 100`),
    // Not `used <= max_uses`: an organiser may lower the cap below the uses already taken, and giving a use back must
    // still work then. The cap is held by the conditional UPDATE that takes a use (features/orders/place.ts).
    check('discount_codes_used_check', sql`${table.used} >= 0`),
  ],
)

/** One attempt to pay an order at a provider (features/payments): the sandbox or a real one. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'sandbox' | 'wechat' | 'alipay' … */
    provider: text('provider').notNull(),
    /** The provider's own id of the payment (transaction id), once known. */
    providerRef: text('provider_ref'),
    amountFen: integer('amount_fen').notNull(),
    /**
     * 'created' | 'succeeded' | 'cancelled' | 'lateSucceeded' (paid after the order closed: being returned, or to return
     * by hand when the provider refused) | 'lateRefunded' (that money is back with the buyer)
     */
    state: text('state').notNull().default('created'),
    /** Where the browser goes back after paying (our own origin only). */
    returnUrl: text('return_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('payments_order_idx').on(table.orderId), unique('payments_provider_ref_unique').on(table.provider, table.providerRef)],
)

/**
 * Every provider callback accepted, by the provider's event id: the unique key is what makes a replayed callback
 * change nothing the second time.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** 'payment' | 'refund' */
    kind: text('kind').notNull(),
    /** What the event did: 'paid' | 'cancelled' | 'late' | 'refunded' | 'refundRejected' | 'ignored' */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('payment_events_unique').on(table.provider, table.eventId)],
)

/** A refund asked for by the buyer (spec /refund/{orderId}): the reason, the organiser's fee and what goes back. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /**
     * 'order': the buyer asked for it (the order moves to refunding); 'latePayment': a payment that arrived after its
     * order had closed, returned in full by the server itself (the order stays closed).
     */
    kind: text('kind').notNull().default('order'),
    reason: text('reason').notNull(),
    feeFen: integer('fee_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'requested' | 'succeeded' | 'rejected' */
    state: text('state').notNull().default('requested'),
    providerRef: text('provider_ref'),
    /** When a process last handed it to the provider: a late-payment refund not confirmed a while after is sent again. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_late_payment_unique').on(table.paymentId).where(sql`${table.kind} = 'latePayment'`),
    check('refunds_amounts_check', sql`${table.feeFen} >= 0 AND ${table.amountFen} >= 0`),
  ],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type TicketTypeRow = typeof ticketTypes.$inferSelect
export type NewTicketType = typeof ticketTypes.$inferInsert
export type TicketQuotaRow = typeof ticketQuotas.$inferSelect
export type NewTicketQuota = typeof ticketQuotas.$inferInsert
export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrderItem = typeof orderItems.$inferInsert
export type TicketRow = typeof tickets.$inferSelect
export type NewTicket = typeof tickets.$inferInsert
export type FootprintRow = typeof footprints.$inferSelect
export type NewFootprint = typeof footprints.$inferInsert
export type DiscountCodeRow = typeof discountCodes.$inferSelect
export type NewDiscountCode = typeof discountCodes.$inferInsert
export type PaymentRow = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert
export type PaymentEventRow = typeof paymentEvents.$inferSelect
export type NewPaymentEvent = typeof paymentEvents.$inferInsert
export type RefundRow = typeof refunds.$inferSelect
export type NewRefund = typeof refunds.$inferInsert
