import { foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * Channels and share links (issue 18): a group leader's traceability codes at one exhibition, and the links people
 * made to share (userRegisterLink/save). Registrations record the code they came through (registrations.source_code,
 * features/user); the counts are read from there.
 */

export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    leaderUserId: uuid('leader_user_id')
      .notNull()
      .references(() => users.id),
    /** 1 to 4 digits or letters, upper-case (validation/channels.ts). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    // A code means one channel at an exhibition: the database decides between two leaders taking it at once.
    unique('channels_code_unique').on(table.tenantId, table.exhibitionId, table.code),
    index('channels_leader_idx').on(table.exhibitionId, table.leaderUserId),
  ],
)

/**
 * A link a person made to share (spec §7 userRegisterLink/save): who, at which exhibition, through which of their
 * channels (null: their own poster link), and the hash route the server built for it. One row per person, exhibition
 * and channel; saving again only touches `updated_at` (when it was last shared).
 */
export const userRegisterLinks = pgTable(
  'user_register_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sourceCode: text('source_code'),
    path: text('path').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('user_register_links_unique').on(table.exhibitionId, table.userId, table.sourceCode).nullsNotDistinct(),
  ],
)

export type ChannelRow = typeof channels.$inferSelect
export type UserRegisterLinkRow = typeof userRegisterLinks.$inferSelect
