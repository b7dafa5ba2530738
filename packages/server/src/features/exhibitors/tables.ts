import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { files } from '../upload/tables'
import { exhibitions, tenants } from '../../tenancy/tables'

/*
 * The exhibitor portal's tables (issue 16). A company (its id is the `deptId` of spec §3) belongs to a tenant and
 * lives across that tenant's exhibitions; what it does at one exhibition (booths, caps, catalogue entry, products,
 * badges, invitations, review) hangs off its participation there. Every row names tenant, exhibition and company, so a
 * query scoped to the caller's company cannot reach another company's row by an id alone.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const exhibitorCompanies = pgTable(
  'exhibitor_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en'),
    fullNameCn: text('full_name_cn').notNull(),
    fullNameEn: text('full_name_en'),
    createdAt: createdAt(),
  },
  (table) => [index('exhibitor_companies_tenant_idx').on(table.tenantId), unique('exhibitor_companies_tenant_id_unique').on(table.tenantId, table.id)],
)

/** The exhibition's own rules for its exhibitors: default caps and the badge deadline (set by the organiser). */
export const exhibitorSettings = pgTable(
  'exhibitor_settings',
  {
    exhibitionId: text('exhibition_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    defaultProductCap: integer('default_product_cap').notNull().default(10),
    defaultCredentialCap: integer('default_credential_cap').notNull().default(10),
    credentialDeadline: at('credential_deadline'),
    updatedAt: updatedAt(),
  },
  (table) => [foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] })],
)

/**
 * A company at one exhibition. Its row is what concurrent writers of the company lock (SELECT … FOR UPDATE) before
 * counting against a cap, so twenty parallel "add a product" calls take turns and the cap holds. Caps null: the
 * exhibition's defaults. The catalogue's and the exhibits' review states live here, one of each per participation.
 */
export const exhibitorParticipations = pgTable(
  'exhibitor_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    productCap: integer('product_cap'),
    credentialCap: integer('credential_cap'),
    /** 'none' | 'pending' | 'approved' | 'rejected' */
    catalogueState: text('catalogue_state').notNull().default('none'),
    catalogueReason: text('catalogue_reason'),
    catalogueSubmittedAt: at('catalogue_submitted_at'),
    catalogueDecidedAt: at('catalogue_decided_at'),
    exhibitsState: text('exhibits_state').notNull().default('none'),
    exhibitsReason: text('exhibits_reason'),
    exhibitsSubmittedAt: at('exhibits_submitted_at'),
    exhibitsDecidedAt: at('exhibits_decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('exhibitor_participations_unique').on(table.exhibitionId, table.deptId),
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    check('exhibitor_participations_catalogue_state', sql`${table.catalogueState} IN ('none', 'pending', 'approved', 'rejected')`),
    check('exhibitor_participations_exhibits_state', sql`${table.exhibitsState} IN ('none', 'pending', 'approved', 'rejected')`),
  ],
)

export const exhibitorBooths = pgTable(
  'exhibitor_booths',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    hall: text('hall').notNull(),
    boothNo: text('booth_no').notNull(),
    /** 'standard' | 'bareSpace' */
    type: text('type').notNull(),
    /** m² (a bare space may be a fraction, e.g. 31.5). */
    area: doublePrecision('area').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    // One booth is let to one company: the same hall and number twice at one exhibition is refused by the database.
    uniqueIndex('exhibitor_booths_unique').on(table.exhibitionId, sql`upper(${table.hall})`, sql`upper(${table.boothNo})`),
    index('exhibitor_booths_company_idx').on(table.exhibitionId, table.deptId),
  ],
)

/**
 * Who acts for a company: its admin (created by the organiser, with a password set by the organiser until the first
 * login replaces it) and staff who joined through an invitation. A member belongs to the company for every
 * exhibition the company takes part in.
 */
export const exhibitorMembers = pgTable(
  'exhibitor_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'admin' | 'staff' */
    role: text('role').notNull(),
    mustSetPassword: boolean('must_set_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // An account acts for one company of its tenant: which company a call is about is never ambiguous.
    unique('exhibitor_members_user_unique').on(table.tenantId, table.userId),
    index('exhibitor_members_company_idx').on(table.deptId),
    check('exhibitor_members_role', sql`${table.role} IN ('admin', 'staff')`),
  ],
)

/** The catalogue entry (exhibitor journal v2) of a company at one exhibition: a kept draft or the submitted entry. */
export const exhibitorJournals = pgTable(
  'exhibitor_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    /** 'draft' | 'submitted' */
    status: text('status').notNull().default('draft'),
    nameCn: text('name_cn').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    contacts: text('contacts').notNull().default(''),
    contactInformation: text('contact_information').notNull().default(''),
    introductionCn: text('introduction_cn').notNull().default(''),
    introductionEn: text('introduction_en').notNull().default(''),
    logoFileId: text('logo_file_id'),
    logoThumbFileId: text('logo_thumb_file_id'),
    initiativeLetterAccepted: boolean('initiative_letter_accepted').notNull().default(false),
    copiedFromId: uuid('copied_from_id'),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('exhibitor_journals_unique').on(table.exhibitionId, table.deptId), index('exhibitor_journals_company_idx').on(table.tenantId, table.deptId)],
)

export interface ProductImage {
  fileId: string
  thumbFileId: string | null
}

export const exhibitorProducts = pgTable(
  'exhibitor_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCn: text('description_cn').notNull(),
    descriptionEn: text('description_en').notNull(),
    category: text('category').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    videoFileId: text('video_file_id'),
    copiedFromId: uuid('copied_from_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('exhibitor_products_company_idx').on(table.exhibitionId, table.deptId), index('exhibitor_products_history_idx').on(table.tenantId, table.deptId)],
)

/** Staff badges: draft → pending (applied) → approved | rejected (with reason); rejected → pending when applied again. */
export const exhibitorCredentials = pgTable(
  'exhibitor_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    type: text('type').notNull().default('staff'),
    state: text('state').notNull().default('draft'),
    reason: text('reason'),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    idNumber: text('id_number'),
    position: text('position').notNull(),
    /** 'admin' | 'invite' */
    source: text('source').notNull(),
    /** The staff member's account when they filled it in themselves (their wallet gets the entry credential). */
    userId: uuid('user_id').references(() => users.id),
    invitationId: uuid('invitation_id'),
    appliedAt: at('applied_at'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exhibitor_credentials_company_idx').on(table.exhibitionId, table.deptId),
    // A staff member fills in one badge per exhibition, however many invitations they open.
    uniqueIndex('exhibitor_credentials_one_per_user').on(table.exhibitionId, table.userId).where(sql`${table.userId} IS NOT NULL`),
    check('exhibitor_credentials_state', sql`${table.state} IN ('draft', 'pending', 'approved', 'rejected')`),
  ],
)

export const exhibitorInvitations = pgTable(
  'exhibitor_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    /** 8 characters of INVITE_CODE_ALPHABET; unique across the deployment, so a code alone names the invitation. */
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('exhibitor_invitations_code').on(table.code), index('exhibitor_invitations_company_idx').on(table.exhibitionId, table.deptId)],
)

/**
 * The portal's uploads (logo, product images and video): which company's member uploaded a file and for what, and
 * its resized thumbnail. A catalogue entry or a product may name only files of its own company and purpose.
 */
export const exhibitorUploads = pgTable(
  'exhibitor_uploads',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    thumbFileId: text('thumb_file_id'),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    deptId: uuid('dept_id')
      .notNull()
      .references(() => exhibitorCompanies.id),
    /** 'exhibitorLogo' | 'productImage' | 'productVideo' */
    purpose: text('purpose').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (table) => [index('exhibitor_uploads_company_idx').on(table.exhibitionId, table.deptId)],
)

export type CompanyRow = typeof exhibitorCompanies.$inferSelect
export type ParticipationRow = typeof exhibitorParticipations.$inferSelect
export type BoothRow = typeof exhibitorBooths.$inferSelect
export type MemberRow = typeof exhibitorMembers.$inferSelect
export type JournalRow = typeof exhibitorJournals.$inferSelect
export type ProductRow = typeof exhibitorProducts.$inferSelect
export type CredentialRow = typeof exhibitorCredentials.$inferSelect
export type InvitationRow = typeof exhibitorInvitations.$inferSelect
export type UploadRow = typeof exhibitorUploads.$inferSelect
