import { foreignKey, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { exhibitions } from '../../tenancy/tables'

/*
 * The exhibition file's keys (issue 20). Ticket types and exhibitor companies are identified by uuids in the database;
 * the file names them by the organiser's own keys (DAY, ACME…). This table remembers which row a key of a file stands
 * for at one exhibition, so a re-import updates the row instead of creating a second one. The other rows of the file
 * carry their key in their own table (programme rows, discount codes) or are identified by their place (forms by
 * register type, questionnaires by register type and number).
 */
export const exhibitionFileKeys = pgTable(
  'exhibition_file_keys',
  {
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** 'ticketType' | 'company' */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    rowId: uuid('row_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.exhibitionId, table.kind, table.key] }),
    unique('exhibition_file_keys_row_unique').on(table.exhibitionId, table.kind, table.rowId),
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
  ],
)

export type ExhibitionFileKeyRow = typeof exhibitionFileKeys.$inferSelect
