import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * Subordinate accounts (issue 18): the accounts a group leader opened at one exhibition for colleagues of the
 * delegation. The account itself (name, password hash, status) is a row of auth's `users`; this row says whose it is
 * and holds the person's contact as the leader gave it. Removed accounts lose their row (their user stays restricted).
 */
export const subordinates = pgTable(
  'subordinates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    leaderUserId: uuid('leader_user_id')
      .notNull()
      .references(() => users.id),
    /** The subordinate's own account: one leader's, at one exhibition. */
    userId: uuid('user_id')
      .notNull()
      .unique('subordinates_user_unique')
      .references(() => users.id),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    /** When the leader last set the password (created or reset). */
    passwordSetAt: timestamp('password_set_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('subordinates_leader_idx').on(table.tenantId, table.exhibitionId, table.leaderUserId),
  ],
)

export type SubordinateRow = typeof subordinates.$inferSelect
export type NewSubordinate = typeof subordinates.$inferInsert
