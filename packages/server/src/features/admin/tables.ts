import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { tenants } from '../../tenancy/tables'

/*
 * The admin feature's table: organiser API keys.
 */

/**
 * Organiser API keys, one tenant each. Only the SHA-256 of the key is kept: the key itself is shown once when
 * it is created. A revoked key stays for the record and is refused.
 */
export const adminKeys = pgTable(
  'admin_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    label: text('label').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [unique('admin_keys_hash_unique').on(table.keyHash)],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type AdminKeyRow = typeof adminKeys.$inferSelect
export type NewAdminKey = typeof adminKeys.$inferInsert
