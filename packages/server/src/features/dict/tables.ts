import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { tenants } from '../../tenancy/tables'

/*
 * The dict feature's table: the tenant's dictionaries (select options of the profile form).
 */

export const dictionaries = pgTable(
  'dictionaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    dictKey: text('dict_key').notNull(),
    valueCn: text('value_cn').notNull(),
    valueEn: text('value_en').notNull(),
    sort: integer('sort').notNull().default(0),
    parentKey: text('parent_key'),
  },
  (table) => [unique('dictionaries_key_unique').on(table.tenantId, table.code, table.dictKey)],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type DictionaryRow = typeof dictionaries.$inferSelect
export type NewDictionary = typeof dictionaries.$inferInsert
