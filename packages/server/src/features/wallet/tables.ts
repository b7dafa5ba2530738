import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt } from '../../db/columns'
import { users } from '../auth/tables'
import { orders, ticketTypes, tickets } from '../orders/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The wallet feature's tables: gifts and transfers of issued tickets (the tickets are features/orders').
 */

/**
 * A gift (spec §2 /give): `quantity` tickets of one type offered to a phone number. Its tickets wait in state
 * 'gifting' (listed in ticket_gift_items) until someone signed in with that phone receives them, or the giver takes
 * them back. `token` is the capability in the gift link: unguessable, compared in constant time.
 */
export const ticketGifts = pgTable(
  'ticket_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    giverUserId: uuid('giver_user_id')
      .notNull()
      .references(() => users.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    receiverPhone: text('receiver_phone').notNull(),
    quantity: integer('quantity').notNull(),
    token: text('token').notNull(),
    /** The giver's page language: the notice to the receiver is written in it. */
    language: text('language').notNull().default('cn'),
    /** 'pending' | 'partlyReceived' | 'received' | 'takenBack' | 'expired' (not received in time: back to the giver) */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('ticket_gifts_giver_idx').on(table.tenantId, table.exhibitionId, table.giverUserId),
    index('ticket_gifts_open_idx').on(table.createdAt).where(sql`${table.state} in ('pending', 'partlyReceived')`),
    check('ticket_gifts_quantity_check', sql`${table.quantity} > 0`),
  ],
)

/** One ticket of a gift, and what became of it: received by whom and when, or taken back when. */
export const ticketGiftItems = pgTable(
  'ticket_gift_items',
  {
    giftId: uuid('gift_id')
      .notNull()
      .references(() => ticketGifts.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    receiverUserId: uuid('receiver_user_id').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    takenBackAt: timestamp('taken_back_at', { withTimezone: true, mode: 'date' }),
    /** Set with takenBackAt when nobody received it in time and it went back by itself (giftExpiry.ts). */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.giftId, table.ticketId] }), index('ticket_gift_items_ticket_idx').on(table.ticketId)],
)

/** The tickets a reissue order (orders.kind 'reissue') renews the QR of once it is paid, and the fee of each. */
export const ticketReissues = pgTable(
  'ticket_reissues',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    feeFen: integer('fee_fen').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.ticketId] }), index('ticket_reissues_ticket_idx').on(table.ticketId), check('ticket_reissues_fee_check', sql`${table.feeFen} >= 0`)],
)

/** Every move of a ticket between wallets by transfer: who gave it, who got it, when, and the QR version it ended. */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id),
    /** The QR version that stopped working with this transfer. */
    revokedQrVersion: integer('revoked_qr_version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('ticket_transfers_ticket_idx').on(table.ticketId),
  ],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type TicketGiftRow = typeof ticketGifts.$inferSelect
export type NewTicketGift = typeof ticketGifts.$inferInsert
export type TicketGiftItemRow = typeof ticketGiftItems.$inferSelect
export type NewTicketGiftItem = typeof ticketGiftItems.$inferInsert
export type TicketTransferRow = typeof ticketTransfers.$inferSelect
export type NewTicketTransfer = typeof ticketTransfers.$inferInsert
