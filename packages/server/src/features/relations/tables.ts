import { bigint, index, jsonb, pgTable, text, timestamp, unique, uuid, foreignKey } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * Registering other people (issue 18, contract/relations.ts): one row per person a visitor (the registrant) registered
 * at one exhibition. `person_user_id` is the account made for the person when the record is submitted; their
 * registration (user/registrations) then carries `registered_by_user_id`.
 */

export const userRelations = pgTable(
  'user_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order records were saved in; rows saved in one statement share `created_at`, so that cannot tell. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    registrantUserId: uuid('registrant_user_id')
      .notNull()
      .references(() => users.id),
    /** 'help' | 'team' | 'group' | 'work' */
    kind: text('kind').notNull(),
    /** The records saved in one go share it (a team). */
    batchId: uuid('batch_id').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    /** Lower case, as accounts keep it. */
    email: text('email'),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** 'draft' | 'submitted' | 'confirmed' */
    state: text('state').notNull().default('draft'),
    personUserId: uuid('person_user_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    // A person is registered once per exhibition, whoever registers them: the database decides between two at once.
    unique('user_relations_mobile_unique').on(table.exhibitionId, table.mobile),
    unique('user_relations_email_unique').on(table.exhibitionId, table.email),
    index('user_relations_registrant_idx').on(table.tenantId, table.exhibitionId, table.registrantUserId),
    index('user_relations_person_idx').on(table.personUserId),
  ],
)

export type UserRelationRow = typeof userRelations.$inferSelect
