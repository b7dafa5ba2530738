import { boolean, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { createdAt } from '../db/columns'

/*
 * Tenancy: who an organiser is (tenant) and what they run (exhibition). Shared by every feature: each row of
 * another table belongs to one tenant, and most to one exhibition of it.
 */

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * Other sites (origins such as https://fair.example.com) that embed this tenant's elements: a buyer may be sent back
   * to them after paying, and their pages may call the API (CORS). Merged with the server-wide PAYMENT_RETURN_ORIGINS.
   * Set with `npm run admin -- origins`.
   */
  embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
})

export const exhibitions = pgTable(
  'exhibitions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    /** The SysConfig answered by registerConfig/pageConfig (theme, switches, titles, notices). */
    pageConfig: jsonb('page_config').$type<Record<string, unknown>>().notNull().default({}),
    /** The functionConfig answered by reg_config/registerConfig/functionConfig. */
    functionConfig: jsonb('function_config').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The venue's IANA time zone: the fair's clock its ticket days, sale deadlines, order-number dates and shown times
     * are on (core fair-time). Checked by core timeZoneSchema where it is set.
     */
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    autoApprove: boolean('auto_approve').notNull().default(false),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true, mode: 'date' }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('exhibitions_tenant_idx').on(table.tenantId),
    // Lets child tables reference (tenant_id, exhibition_id) so a row can never pair an exhibition with another tenant.
    unique('exhibitions_tenant_id_unique').on(table.tenantId, table.id),
  ],
)

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type TenantRow = typeof tenants.$inferSelect
export type NewTenant = typeof tenants.$inferInsert
export type ExhibitionRow = typeof exhibitions.$inferSelect
export type NewExhibition = typeof exhibitions.$inferInsert
