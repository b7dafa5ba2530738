import { foreignKey, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The entry feature's tables: published registration links, content pages and the register log.
 */

/**
 * The registration links an organiser publishes for an exhibition, one per register type and language; the /geo
 * aggregate page lists them. `query` holds extra link parameters (registerLinkId, registrationSource…).
 */
export const entryLinks = pgTable(
  'entry_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    registerType: text('register_type').notNull(),
    languageType: text('language_type').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('entry_links_type_language_unique').on(table.exhibitionId, table.registerType, table.languageType),
  ],
)

/** Content pages of spec §7 `staticPage/detail` (entrance information…), one row per type and language. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    type: text('type').notNull(),
    languageType: text('language_type').notNull(),
    title: text('title').notNull(),
    /** Ordered sections: a heading and its lines. */
    sections: jsonb('sections').$type<{ heading: string; lines: string[] }[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('static_pages_type_language_unique').on(table.exhibitionId, table.type, table.languageType),
  ],
)

/** register-log calls of spec §7: each recorded entry ('entry') and ticket-upgrade request ('upgradeTicket'). */
export const registerLogs = pgTable(
  'register_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    registerType: text('register_type').notNull(),
    registrationSource: text('registration_source'),
    /** The link parameters the visitor came by (known spec §2 names only). */
    linkParams: jsonb('link_params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('register_logs_user_idx').on(table.tenantId, table.exhibitionId, table.userId, table.kind),
  ],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type EntryLinkRow = typeof entryLinks.$inferSelect
export type NewEntryLink = typeof entryLinks.$inferInsert
export type StaticPageRow = typeof staticPages.$inferSelect
export type NewStaticPage = typeof staticPages.$inferInsert
export type RegisterLogRow = typeof registerLogs.$inferSelect
export type NewRegisterLog = typeof registerLogs.$inferInsert
