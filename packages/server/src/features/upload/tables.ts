import { boolean, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, bytea } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions, tenants } from '../../tenancy/tables'

/*
 * The upload feature's table: uploaded files.
 */

/**
 * Uploaded files (profile photos and other form uploads), bytes kept in the database so PGlite and
 * PostgreSQL behave alike. The id is 192 random bits (base64url), so a link cannot be guessed; the
 * owner is the only user whose profile may reference it.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    exhibitionId: text('exhibition_id').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The form field it was uploaded for; its config chose the upload rule. */
    field: text('field').notNull(),
    /** Sniffed from the bytes, never the client's claim. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** The client's file name, for display only. */
    name: text('name').notNull(),
    content: bytea('content').notNull(),
    /**
     * Named by something other than a registration (an exhibitor's catalogue logo, a product's images): the
     * unused-uploads sweep, which looks into registrations only, leaves it alone (store.ts keepFiles).
     */
    kept: boolean('kept').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('files_owner_idx').on(table.tenantId, table.ownerUserId),
    // The unused-uploads sweep walks files oldest first.
    index('files_created_idx').on(table.createdAt),
  ],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type FileRow = typeof files.$inferSelect
export type NewFile = typeof files.$inferInsert
