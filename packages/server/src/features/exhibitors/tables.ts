import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { orders, ticketTypes } from '../orders/tables'
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

/**
 * The columns that place a row at one company's part in one exhibition: every portal row but the company's own and the
 * exhibition's settings carries them, so each query can be scoped to the caller's tenant, exhibition and company.
 */
const companyAtExhibition = () => ({
  tenantId: text('tenant_id').notNull(),
  exhibitionId: text('exhibition_id').notNull(),
  deptId: uuid('dept_id')
    .notNull()
    .references(() => exhibitorCompanies.id),
})

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
    ...companyAtExhibition(),
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
    /** The final submission of the whole setup (issue 17): set, the board, builds and reservations are frozen; reopening clears it. */
    setupSubmittedAt: at('setup_submitted_at'),
    setupReopenedAt: at('setup_reopened_at'),
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
    ...companyAtExhibition(),
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
    ...companyAtExhibition(),
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
    ...companyAtExhibition(),
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
    ...companyAtExhibition(),
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
    ...companyAtExhibition(),
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
    ...companyAtExhibition(),
    /** 'exhibitorLogo' | 'productImage' | 'productVideo' */
    purpose: text('purpose').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (table) => [index('exhibitor_uploads_company_idx').on(table.exhibitionId, table.deptId)],
)

/**
 * Part 2 (issue 17). The fascia board and shell furniture of a company's standard booths at one exhibition: one row,
 * as adjacent standard booths make one stand under one fascia and the spec §9 limits go by the area they add up to.
 */
export const exhibitorBoards = pgTable(
  'exhibitor_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    fasciaCn: text('fascia_cn').notNull(),
    fasciaEn: text('fascia_en').notNull(),
    shelves: integer('shelves').notNull(),
    hangingRods: integer('hanging_rods').notNull(),
    flowTables: integer('flow_tables').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('exhibitor_boards_company').on(table.exhibitionId, table.deptId),
    check('exhibitor_boards_counts', sql`${table.shelves} >= 0 AND ${table.hangingRods} >= 0 AND ${table.flowTables} >= 0`),
  ],
)

/** A bare-space booth's special build: who builds it, how high and heavy, and the drawings (the company's own boothDrawing uploads). */
export const exhibitorSpecialBuilds = pgTable(
  'exhibitor_special_builds',
  {
    boothId: uuid('booth_id')
      .primaryKey()
      .references(() => exhibitorBooths.id, { onDelete: 'cascade' }),
    ...companyAtExhibition(),
    builderName: text('builder_name').notNull(),
    builderContact: text('builder_contact').notNull(),
    builderMobile: text('builder_mobile').notNull(),
    builderEmail: text('builder_email'),
    heightM: doublePrecision('height_m').notNull(),
    floorLoadKgM2: doublePrecision('floor_load_kg_m2').notNull(),
    drawingFileIds: jsonb('drawing_file_ids').$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exhibitor_special_builds_company_idx').on(table.exhibitionId, table.deptId),
    // Spec §9, kept by the database too: a row past the limits cannot exist whatever path wrote it.
    check('exhibitor_special_builds_limits', sql`${table.heightM} > 0 AND ${table.heightM} <= 5 AND ${table.floorLoadKgM2} > 0 AND ${table.floorLoadKgM2} <= 5000`),
  ],
)

/** Documents the organiser publishes for the exhibitors of an exhibition (manual, forms…), with their bytes. */
export const exhibitorDocuments = pgTable(
  'exhibitor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** MATERIAL_TYPES */
    materialType: text('material_type').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    // Kept here, not in `files`: a file there belongs to an account, and the organiser publishes with the admin key.
    content: bytea('content').notNull(),
    publishedAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('exhibitor_documents_exhibition_idx').on(table.exhibitionId, table.materialType),
  ],
)

/**
 * What an exhibition offers its exhibitors for pay: services, ad positions (limited stock) and translators (by
 * language and day). Each is sold as hidden ticket types of the orders engine (exhibitor_service_types), as the
 * conference sells paid sessions: one order engine, its quotas keep the stock, its payment and invoices apply.
 */
export const exhibitorServiceCategories = pgTable(
  'exhibitor_service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    code: text('code').notNull(),
    /** 'service' | 'ad' | 'translator' */
    kind: text('kind').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    /** Translators: ISO 639-1. */
    language: text('language'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    unique('exhibitor_service_categories_code').on(table.exhibitionId, table.code),
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    check('exhibitor_service_categories_kind', sql`${table.kind} IN ('service', 'ad', 'translator')`),
  ],
)

/** The ticket type that sells a category: one for a service or an ad position, one per day for a translator. */
export const exhibitorServiceTypes = pgTable(
  'exhibitor_service_types',
  {
    ticketTypeId: uuid('ticket_type_id')
      .primaryKey()
      .references(() => ticketTypes.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => exhibitorServiceCategories.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD for a translator's day; '' otherwise (so the pair is unique). */
    day: text('day').notNull().default(''),
  },
  (table) => [unique('exhibitor_service_types_day').on(table.categoryId, table.day)],
)

/** A company's reservation: one order of the orders engine, placed by its admin; paid, unpaid or closed as that order is. */
export const exhibitorServiceReservations = pgTable(
  'exhibitor_service_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('exhibitor_service_reservations_order').on(table.orderId), index('exhibitor_service_reservations_company_idx').on(table.exhibitionId, table.deptId)],
)

/** The organiser's invitation texts for exhibitors to send to buyers (config client invitationTemplate/listAllByRegisterType). */
export const exhibitorInvitationTemplates = pgTable(
  'exhibitor_invitation_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** The registerType the invited buyer registers as (the link's registerType). */
    registerType: text('register_type').notNull(),
    /** 'sms' | 'email' | 'link' */
    channel: text('channel').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    bodyCn: text('body_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    check('exhibitor_invitation_templates_channel', sql`${table.channel} IN ('sms', 'email', 'link')`),
  ],
)

/** A company's own VIP invitation at one exhibition: the template it chose, its words and its photo invite image. */
export const exhibitorVipInvites = pgTable(
  'exhibitor_vip_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    templateId: uuid('template_id').references(() => exhibitorInvitationTemplates.id),
    wordingCn: text('wording_cn').notNull().default(''),
    wordingEn: text('wording_en').notNull().default(''),
    imageFileId: text('image_file_id'),
    updatedAt: updatedAt(),
  },
  (table) => [unique('exhibitor_vip_invites_company').on(table.exhibitionId, table.deptId)],
)

/**
 * A buyer a company invited by SMS or e-mail. Who registered by the company's link is read from the register logs
 * (entry feature: the link's inviteDeptId), and who came from the gate's ticket entries; nothing is copied here.
 */
export const exhibitorInviteRecords = pgTable(
  'exhibitor_invite_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** The address the invitation went to (a mobile or an e-mail), lower-cased: one invitation per company and address. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('exhibitor_invite_records_address').on(table.exhibitionId, table.deptId, table.address), index('exhibitor_invite_records_company_idx').on(table.exhibitionId, table.deptId)],
)

/** A visa invitation letter asked for a company's foreign staff member; the organiser decides, an approval issues the letter. */
export const exhibitorVisaRequests = pgTable(
  'exhibitor_visa_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyAtExhibition(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** 'pending' | 'approved' | 'rejected' */
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    surname: text('surname').notNull(),
    givenNames: text('given_names').notNull(),
    sex: text('sex').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    nationality: text('nationality').notNull(),
    passportNo: text('passport_no').notNull(),
    passportExpiry: text('passport_expiry').notNull(),
    position: text('position').notNull(),
    arrival: text('arrival').notNull(),
    departure: text('departure').notNull(),
    /** Given on approval: the reference printed on the letter. */
    letterNo: text('letter_no'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exhibitor_visa_requests_company_idx').on(table.exhibitionId, table.deptId),
    uniqueIndex('exhibitor_visa_requests_letter_no').on(table.letterNo).where(sql`${table.letterNo} IS NOT NULL`),
    check('exhibitor_visa_requests_state', sql`${table.state} IN ('pending', 'approved', 'rejected')`),
  ],
)

export type VisaRequestRow = typeof exhibitorVisaRequests.$inferSelect
export type InvitationTemplateRow = typeof exhibitorInvitationTemplates.$inferSelect
export type InviteRecordRow = typeof exhibitorInviteRecords.$inferSelect
export type ServiceCategoryRow = typeof exhibitorServiceCategories.$inferSelect
export type ServiceReservationRow = typeof exhibitorServiceReservations.$inferSelect
export type BoardRow = typeof exhibitorBoards.$inferSelect
export type SpecialBuildRow = typeof exhibitorSpecialBuilds.$inferSelect
export type DocumentRow = typeof exhibitorDocuments.$inferSelect

export type CompanyRow = typeof exhibitorCompanies.$inferSelect
export type ParticipationRow = typeof exhibitorParticipations.$inferSelect
export type BoothRow = typeof exhibitorBooths.$inferSelect
export type MemberRow = typeof exhibitorMembers.$inferSelect
export type JournalRow = typeof exhibitorJournals.$inferSelect
export type ProductRow = typeof exhibitorProducts.$inferSelect
export type CredentialRow = typeof exhibitorCredentials.$inferSelect
export type InvitationRow = typeof exhibitorInvitations.$inferSelect
export type UploadRow = typeof exhibitorUploads.$inferSelect
