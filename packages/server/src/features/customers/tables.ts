import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitorCompanies } from '../exhibitors/tables'
import { orders, ticketTypes } from '../orders/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The customer tool's tables (issue 19). Every row names tenant, exhibition and company (deptId), so a query scoped
 * to the caller's company cannot reach another company's row by an id alone.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

const companyAtExhibition = () => ({
  tenantId: text('tenant_id').notNull(),
  exhibitionId: text('exhibition_id').notNull(),
  deptId: uuid('dept_id')
    .notNull()
    .references(() => exhibitorCompanies.id),
})

/** The hidden ticket type that sells one membership kind at one exhibition (made when first bought). */
export const customerMembershipTypes = pgTable(
  'customer_membership_types',
  {
    exhibitionId: text('exhibition_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** 'single' | 'multi' */
    kind: text('kind').notNull(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
  },
  (table) => [primaryKey({ columns: [table.exhibitionId, table.kind] })],
)

/** A company's membership order for one exhibition period; 'active' once its order is paid. */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    /** 'unpaid' | 'active' (a cancelled or expired order is read from the order itself). */
    state: text('state').notNull().default('unpaid'),
    activatedAt: at('activated_at'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('customer_memberships_order_unique').on(table.orderId),
    index('customer_memberships_company_idx').on(table.exhibitionId, table.deptId),
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    check('customer_memberships_kind', sql`${table.kind} IN ('single', 'multi')`),
    check('customer_memberships_state', sql`${table.state} IN ('unpaid', 'active')`),
  ],
)

/** A staff account the company admin authorised for the tool (multi-account); taking it back deletes the row. */
export const customerStaffGrants = pgTable(
  'customer_staff_grants',
  {
    ...companyAtExhibition(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    grantedBy: uuid('granted_by')
      .notNull()
      .references(() => users.id),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.exhibitionId, table.deptId, table.userId] })],
)

export interface SurveyQuestionRow {
  id: string
  type: 'single' | 'multiple' | 'text'
  titleCn: string
  titleEn: string
  required: boolean
  options: { value: string; labelCn: string; labelEn: string }[]
}

/** The exhibition's qualification survey for leads (spec §7 "survey url"), set by the organiser. */
export const customerSurveys = pgTable(
  'customer_surveys',
  {
    exhibitionId: text('exhibition_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    questions: jsonb('questions').$type<SurveyQuestionRow[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] })],
)

/**
 * A lead: one per visitor (or, for a number nobody registered with, per typed mobile) per company and exhibition.
 * What the visitor shares is read from their registration when shown, so a consent withdrawn later is respected;
 * the typed_* columns hold only what the staff typed.
 */
export const customerLeads = pgTable(
  'customer_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    visitorUserId: uuid('visitor_user_id').references(() => users.id),
    /** The mobile the staff typed (a lead added by mobile). */
    mobile: text('mobile'),
    /** 'qr' | 'mobile' */
    source: text('source').notNull(),
    typedName: text('typed_name'),
    typedCompany: text('typed_company'),
    typedTitle: text('typed_title'),
    typedEmail: text('typed_email'),
    followUp: text('follow_up').notNull().default('new'),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    survey: jsonb('survey').$type<Record<string, string | string[]>>(),
    surveyAnsweredAt: at('survey_answered_at'),
    scanCount: integer('scan_count').notNull().default(1),
    firstCapturedAt: at('first_captured_at').notNull(),
    lastScannedAt: at('last_scanned_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customer_leads_visitor_unique').on(table.exhibitionId, table.deptId, table.visitorUserId).where(sql`${table.visitorUserId} IS NOT NULL`),
    uniqueIndex('customer_leads_mobile_unique').on(table.exhibitionId, table.deptId, table.mobile).where(sql`${table.visitorUserId} IS NULL`),
    index('customer_leads_list_idx').on(table.exhibitionId, table.deptId, table.firstCapturedAt, table.id),
    index('customer_leads_owner_idx').on(table.exhibitionId, table.deptId, table.ownerUserId),
    check('customer_leads_source', sql`${table.source} IN ('qr', 'mobile')`),
    check('customer_leads_follow_up', sql`${table.followUp} IN ('new', 'contacted', 'interested', 'deal', 'lost')`),
    check('customer_leads_who', sql`${table.visitorUserId} IS NOT NULL OR ${table.mobile} IS NOT NULL`),
  ],
)

/** Every scan (or add by mobile) as the device sent it; `client_scan_id` makes a replayed offline queue write nothing twice. */
export const customerScans = pgTable(
  'customer_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    clientScanId: uuid('client_scan_id').notNull(),
    leadId: uuid('lead_id').references(() => customerLeads.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What was sent (the code, or `mobile:<number>`), so the same id with other content is told apart from a replay. */
    content: text('content').notNull(),
    /** This scan created its lead. */
    created: boolean('created').notNull().default(false),
    scannedAt: at('scanned_at').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [unique('customer_scans_client_unique').on(table.exhibitionId, table.deptId, table.clientScanId), index('customer_scans_lead_idx').on(table.leadId)],
)

export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => customerLeads.id),
    clientNoteId: uuid('client_note_id').notNull(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('customer_notes_client_unique').on(table.leadId, table.clientNoteId)],
)

export const customerLabels = pgTable(
  'customer_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('customer_labels_name_unique').on(table.exhibitionId, table.deptId, sql`lower(${table.name})`)],
)

export const customerLeadLabels = pgTable(
  'customer_lead_labels',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => customerLeads.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => customerLabels.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.labelId] }), index('customer_lead_labels_label_idx').on(table.labelId)],
)

export type LeadRow = typeof customerLeads.$inferSelect
export type MembershipRow = typeof customerMemberships.$inferSelect
export type SurveyRow = typeof customerSurveys.$inferSelect
