import { bigint, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The group manager's tables (issue 18): a leader's group at one exhibition and its members. A member is a person the
 * leader named (mobile or e-mail); `user_id` is set once the person joined by the group link, otherwise their account
 * is found by the mobile or e-mail when the list is read.
 */

export const visitingGroups = pgTable(
  'visiting_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    leaderUserId: uuid('leader_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    company: text('company').notNull(),
    expectedSize: integer('expected_size').notNull(),
    /** What a member's link carries as `visitingGroupId`: unguessable, so the group's id is never the capability. */
    joinCode: text('join_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    // One group per leader and exhibition: the leader's calls find it from the token.
    unique('visiting_groups_leader_unique').on(table.exhibitionId, table.leaderUserId),
    unique('visiting_groups_join_code_unique').on(table.joinCode),
    index('visiting_groups_tenant_leader_idx').on(table.tenantId, table.leaderUserId),
  ],
)

export const visitingGroupMembers = pgTable(
  'visiting_group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order members were added in; rows added in one statement share `created_at`, so that cannot tell. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => visitingGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    /** 'manual' | 'import' | 'copy' | 'joined' */
    source: text('source').notNull(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('visiting_group_members_group_idx').on(table.groupId, table.seq),
    // A person is in a group once: the database decides between two adds at once.
    unique('visiting_group_members_mobile_unique').on(table.groupId, table.mobile),
    unique('visiting_group_members_email_unique').on(table.groupId, table.email),
    unique('visiting_group_members_user_unique').on(table.groupId, table.userId),
  ],
)

export type VisitingGroupRow = typeof visitingGroups.$inferSelect
export type VisitingGroupMemberRow = typeof visitingGroupMembers.$inferSelect
export type NewVisitingGroupMember = typeof visitingGroupMembers.$inferInsert
