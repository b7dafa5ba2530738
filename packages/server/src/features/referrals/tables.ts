import { foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The referrals feature's tables (issue 18): a visitor's invitation at an exhibition, the people he invited by SMS or
 * e-mail, who registered through whose link (the fission parent), and the day's count of invitations behind the cap.
 */

/** A visitor's invitation at one exhibition: made once (createOrGet); only an inviter with one can be a parent. */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('referral_invitations_user_unique').on(table.exhibitionId, table.userId),
  ],
)

/** One person invited by SMS or e-mail: the address lower-cased, one invitation per inviter and address. */
export const referralInviteRecords = pgTable(
  'referral_invite_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id),
    /** 'sms' | 'email' */
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('referral_invite_records_address_unique').on(table.exhibitionId, table.inviterUserId, table.address),
    index('referral_invite_records_inviter_idx').on(table.exhibitionId, table.inviterUserId),
  ],
)

/** Who registered through whose link: one parent per person and exhibition, never changed once recorded. */
export const referralParents = pgTable(
  'referral_parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    parentUserId: uuid('parent_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('referral_parents_user_unique').on(table.exhibitionId, table.userId),
    index('referral_parents_parent_idx').on(table.exhibitionId, table.parentUserId),
  ],
)

/** Invitations a visitor sent on one day (UTC) at one exhibition: one conditional upsert holds the cap under parallel sends. */
export const referralDailyCounts = pgTable(
  'referral_daily_counts',
  {
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exhibitionId, table.userId, table.day] })],
)

export type ReferralInviteRecordRow = typeof referralInviteRecords.$inferSelect
export type ReferralParentRow = typeof referralParents.$inferSelect
