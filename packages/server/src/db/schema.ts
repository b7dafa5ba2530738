import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

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

export const formFields = pgTable(
  'form_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** null: the field is asked of every register type. */
    registerType: text('register_type'),
    field: text('field').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    labelCn: text('label_cn').notNull(),
    labelEn: text('label_en').notNull(),
    dictCode: text('dict_code'),
    placeholderCn: text('placeholder_cn'),
    placeholderEn: text('placeholder_en'),
    /**
     * Extra per-field rules handed to the shared profile schema: multiSelect `min`/`max`, date
     * `minDate`/`maxDate`, image `upload` (an upload kind of spec §5), agreement `document`
     * ({ titleCn, titleEn, bodyCn, bodyEn }).
     */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('form_fields_field_unique').on(table.exhibitionId, table.registerType, table.field).nullsNotDistinct(),
  ],
)

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

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The identifier the user signed up with (phone or e-mail); shown as `account`. */
    account: text('account').notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name'),
    /** 'active' | 'restricted'; restricted accounts cannot sign in. */
    status: text('status').notNull().default('active'),
    /** Resident ID number (upper-case X) for ID-card login; unique within the tenant when set. */
    idNumber: text('id_number'),
    /** Raised when the password is reset or changed: tokens signed with an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    deptId: text('dept_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('users_account_unique').on(table.tenantId, table.account),
    unique('users_phone_unique').on(table.tenantId, table.phone),
    unique('users_email_unique').on(table.tenantId, table.email),
    unique('users_id_number_unique').on(table.tenantId, table.idNumber),
  ],
)

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    registerType: text('register_type').notNull(),
    topRegisterType: text('top_register_type'),
    registerLinkId: text('register_link_id'),
    registrationSource: text('registration_source'),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /** 'succ' once the profile form was submitted, else 'fail'. */
    completeResult: text('complete_result').notNull().default('fail'),
    /** null until submitted; then 'approve' | 'pending' | 'reject'. */
    examineResult: text('examine_result'),
    examineReason: text('examine_reason'),
    /** 'cn' | 'en': the page language of the last submit; review notices are written in it. */
    language: text('language'),
    /** null: no such questionnaire configured; else 'incomplete' | 'complete'. */
    questionnaireResult: text('questionnaire_result'),
    questionnaireTwoResult: text('questionnaire_two_result'),
    questionnaireThreeResult: text('questionnaire_three_result'),
    userQr: text('user_qr'),
    userCode: text('user_code'),
    deptId: text('dept_id'),
    /** Who registered this person (help or team registration); null when they registered themselves. */
    registeredByUserId: uuid('registered_by_user_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    examinedAt: timestamp('examined_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('registrations_user_type_unique').on(table.exhibitionId, table.userId, table.registerType),
    unique('registrations_user_code_unique').on(table.exhibitionId, table.userCode),
    unique('registrations_user_qr_unique').on(table.userQr),
    index('registrations_tenant_user_idx').on(table.tenantId, table.userId),
  ],
)

/**
 * One questionnaire in one language. The cn and en versions of questionnaire N share `seq` and their question
 * and option keys (inside `questions`), so answers are language-free and survive a language switch.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** null: asked of every register type. */
    registerType: text('register_type'),
    languageType: text('language_type').notNull(),
    /** 1, 2 or 3: which of questionnaireResult / questionnaireTwoResult / questionnaireThreeResult it drives. */
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** QuestionDefinition[] of @fairpass/core/validation, in display order. */
    questions: jsonb('questions').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('questionnaires_slot_unique').on(table.exhibitionId, table.registerType, table.languageType, table.seq).nullsNotDistinct(),
    check('questionnaires_seq_check', sql`${table.seq} between 1 and 3`),
    check('questionnaires_language_check', sql`${table.languageType} in ('cn', 'en')`),
  ],
)

/** A registration's answers to questionnaire `seq` (a draft until submitted), keyed by language-free question ids. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull().default({}),
    /** 'draft' | 'submitted'. */
    status: text('status').notNull().default('draft'),
    languageType: text('language_type'),
    /** Who sent the last answers: the registrant themselves or the person who registered them. */
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('questionnaire_answers_slot_unique').on(table.registrationId, table.seq),
    check('questionnaire_answers_seq_check', sql`${table.seq} between 1 and 3`),
  ],
)

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** What the code may be used for: 'login', 'resetPassword' or 'receiveGift'; a code never serves another purpose. */
    purpose: text('purpose').notNull().default('login'),
    /** HMAC of the code; the plain code is only ever sent to the recipient. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (table) => [
    index('verification_codes_recipient_idx').on(table.tenantId, table.channel, table.recipient, table.createdAt),
    // The per-day limit counts one address over every tenant and channel.
    index('verification_codes_recipient_day_idx').on(table.recipient, table.createdAt),
  ],
)

/** A messaging-app open id bound to a user, used by the appopenid grant. */
export const openIdBindings = pgTable(
  'open_id_bindings',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    openId: text('open_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.openId] })],
)

/**
 * One-time sign-in tickets issued to a user by a partner system: kind 'imaster' (the imasterCode of a
 * master-app jump) or 'autoLogin' (the ticket of accountPasswordAutoLogin). Stored as HMACs.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull(),
    ticketHash: text('ticket_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [unique('login_tickets_hash_unique').on(table.tenantId, table.kind, table.ticketHash)],
)

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

/**
 * The entries of an exhibition's user center (spec §7 userCenterConfig/listAll), per register type (null: every
 * type), titled per language, in `sort` order.
 */
export const userCenterEntries = pgTable(
  'user_center_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    registerType: text('register_type'),
    key: text('key').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    path: text('path').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('user_center_entries_key_unique').on(table.exhibitionId, table.registerType, table.key).nullsNotDistinct(),
  ],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

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
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('files_owner_idx').on(table.tenantId, table.ownerUserId),
    // The unused-uploads sweep walks files oldest first.
    index('files_created_idx').on(table.createdAt),
  ],
)

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

/**
 * A specially-invited guest (spec: /special, speciallyInviteUserInfo). The id is the unguessable capability in
 * the invitation link; it is used once, by the registration that applied it.
 */
export const specialInvites = pgTable(
  'special_invites',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    registerType: text('register_type').notNull().default('visitor'),
    guestName: text('guest_name').notNull(),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    inviterName: text('inviter_name').notNull().default(''),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    usedByRegistrationId: uuid('used_by_registration_id').references(() => registrations.id),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
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

/*
 * Tickets (issue 4). Money is integer fen (1 RMB = 100 fen) everywhere; a float never holds a price.
 * The orders feature owns ticket types, quotas, orders and payments; the wallet feature owns what happens to a
 * ticket after it was issued (gifts, transfers, loss, entry). Both write `tickets`.
 */

/** A kind of ticket an exhibition sells (spec §2 /ticket-type). */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** The registration links that offer this type (`registerLinkId`); null: every link of the exhibition. */
    registerLinkIds: jsonb('register_link_ids').$type<string[]>(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** The ticket-use notice shown before buying (spec §1 "ticket-use notices for a motor show"). */
    noticeCn: text('notice_cn').notNull().default(''),
    noticeEn: text('notice_en').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    /** First and last day the ticket is valid, as ISO dates (YYYY-MM-DD) in the exhibition's time zone. */
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    /** How many times the ticket lets its holder in. */
    entries: integer('entries').notNull().default(1),
    /** The buyer chooses one day between validFrom and validTo; the ticket is good for that day only. */
    requiresDay: boolean('requires_day').notNull().default(false),
    /** Tickets of one type per person (buyer's wallet and holders), null: no limit. */
    perPersonLimit: integer('per_person_limit'),
    /** Tickets of one type per order, null: no limit. */
    perOrderLimit: integer('per_order_limit'),
    /** Two types with the same group cannot be bought together, nor held by the same person. */
    conflictGroup: text('conflict_group'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true, mode: 'date' }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true, mode: 'date' }),
    /** Refunds are allowed until this moment (null: not refundable), minus `refundFeePercent` of the price. */
    refundableUntil: timestamp('refundable_until', { withTimezone: true, mode: 'date' }),
    refundFeePercent: integer('refund_fee_percent').notNull().default(0),
    /** What a new QR costs when the visitor reports the ticket lost (spec getPayOfReportLoss); 0: free. */
    reissueFeeFen: integer('reissue_fee_fen').notNull().default(0),
    giftable: boolean('giftable').notNull().default(true),
    transferable: boolean('transferable').notNull().default(true),
    /** 'onSale' | 'hidden' */
    status: text('status').notNull().default('onSale'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('ticket_types_exhibition_idx').on(table.tenantId, table.exhibitionId),
    check('ticket_types_price_check', sql`${table.priceFen} >= 0`),
  ],
)

/**
 * How many tickets of a type may exist. `sold` counts every ticket held by an unpaid or paid order; an order that
 * is cancelled, expires or is refunded gives its tickets back. One conditional UPDATE (`sold + n <= total`) is the
 * whole oversell guard, and the CHECK makes the database refuse an oversell whatever the code does.
 */
export const ticketQuotas = pgTable(
  'ticket_quotas',
  {
    ticketTypeId: uuid('ticket_type_id')
      .primaryKey()
      .references(() => ticketTypes.id),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [check('ticket_quotas_sold_check', sql`${table.sold} >= 0 AND ${table.sold} <= ${table.total}`)],
)

/** An order (spec §2 /order): its `state` only moves along core/orders' state machine. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people read and quote on the phone: date + sequence, unique. */
    orderNo: text('order_no').notNull().unique(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    registerLinkId: text('register_link_id'),
    /** One of core/orders ORDER_STATES. */
    state: text('state').notNull().default('pendingPayment'),
    /** 'tickets': tickets bought (order_items); 'reissue': the fee for new QRs of tickets reported lost (ticket_reissues). */
    kind: text('kind').notNull().default('tickets'),
    /** While refunding: the state the refund was asked in ('paid' | 'ticketIssued'). */
    refundedFrom: text('refunded_from'),
    totalFen: integer('total_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    payableFen: integer('payable_fen').notNull(),
    discountCode: text('discount_code'),
    /** The client's Idempotency-Key: the same key from the same buyer answers the first order again. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request the key was first used with: the same key with another body is refused, not answered. */
    requestHash: text('request_hash'),
    /** 'cn' | 'en': notices about the order are written in it. */
    language: text('language').notNull().default('cn'),
    /** Bought from a link with upgradeTicket=yes (spec §4). */
    upgrade: boolean('upgrade').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_idx').on(table.tenantId, table.exhibitionId, table.userId),
    index('orders_expiry_idx').on(table.state, table.expiresAt),
    check('orders_amounts_check', sql`${table.payableFen} >= 0 AND ${table.discountFen} >= 0 AND ${table.payableFen} = ${table.totalFen} - ${table.discountFen}`),
  ],
)

/** One line of an order: `quantity` tickets of one type (and one day, for day tickets). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** ISO date, for types with requiresDay. */
    day: text('day'),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    /** Holder data given when buying for others, one entry per ticket (name, phone, e-mail, idNumber…). */
    holders: jsonb('holders').$type<Array<Record<string, string>>>().notNull().default([]),
  },
  (table) => [index('order_items_order_idx').on(table.orderId), check('order_items_quantity_check', sql`${table.quantity} > 0`)],
)

/**
 * An issued ticket. Its entry QR is not stored: it is signed on read from (id, qrVersion), and raising
 * `qrVersion` (transfer, loss) makes every earlier QR of the ticket fail verification.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** null for tickets that came from no order (complimentary). */
    orderId: uuid('order_id').references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    /** Whose wallet holds it. */
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The person it admits (spec /ticketAdd); null until given. */
    holder: jsonb('holder').$type<Record<string, string>>(),
    day: text('day'),
    /** 'valid' | 'gifting' (offered in a gift, not yet received) | 'used' | 'refunding' | 'refunded' | 'void' */
    state: text('state').notNull().default('valid'),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    qrVersion: integer('qr_version').notNull().default(1),
    entriesUsed: integer('entries_used').notNull().default(0),
    /** How it came into the current owner's wallet: 'order' | 'gift' | 'transfer'. */
    source: text('source').notNull().default('order'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('tickets_owner_idx').on(table.tenantId, table.exhibitionId, table.ownerUserId),
    index('tickets_order_idx').on(table.orderId),
  ],
)

/**
 * The visitor's footprints (spec §2 /journal): one row per thing that happened to their orders and tickets, written
 * in the same transaction as the change itself, so the time line never shows what did not happen.
 */
export const footprints = pgTable(
  'footprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** core/contract FootprintEntry['kind'] */
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    /** What the summary needs (quantity, ticket type, masked counterpart…), never a secret. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('footprints_user_idx').on(table.tenantId, table.exhibitionId, table.userId, table.createdAt),
  ],
)

/**
 * A gift (spec §2 /give): `quantity` tickets of one type offered to a phone number. Its tickets wait in state
 * 'gifting' (listed in ticket_gift_items) until someone signed in with that phone receives them, or the giver takes
 * them back. `token` is the capability in the gift link: unguessable, compared in constant time.
 */
export const ticketGifts = pgTable(
  'ticket_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    giverUserId: uuid('giver_user_id')
      .notNull()
      .references(() => users.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    receiverPhone: text('receiver_phone').notNull(),
    quantity: integer('quantity').notNull(),
    token: text('token').notNull(),
    /** The giver's page language: the notice to the receiver is written in it. */
    language: text('language').notNull().default('cn'),
    /** 'pending' | 'partlyReceived' | 'received' | 'takenBack' | 'expired' (not received in time: back to the giver) */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('ticket_gifts_giver_idx').on(table.tenantId, table.exhibitionId, table.giverUserId),
    index('ticket_gifts_open_idx').on(table.createdAt).where(sql`${table.state} in ('pending', 'partlyReceived')`),
    check('ticket_gifts_quantity_check', sql`${table.quantity} > 0`),
  ],
)

/** One ticket of a gift, and what became of it: received by whom and when, or taken back when. */
export const ticketGiftItems = pgTable(
  'ticket_gift_items',
  {
    giftId: uuid('gift_id')
      .notNull()
      .references(() => ticketGifts.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    receiverUserId: uuid('receiver_user_id').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    takenBackAt: timestamp('taken_back_at', { withTimezone: true, mode: 'date' }),
    /** Set with takenBackAt when nobody received it in time and it went back by itself (features/wallet giftExpiry.ts). */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.giftId, table.ticketId] }), index('ticket_gift_items_ticket_idx').on(table.ticketId)],
)

/** The tickets a reissue order (orders.kind 'reissue') renews the QR of once it is paid, and the fee of each. */
export const ticketReissues = pgTable(
  'ticket_reissues',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    feeFen: integer('fee_fen').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.ticketId] }), index('ticket_reissues_ticket_idx').on(table.ticketId), check('ticket_reissues_fee_check', sql`${table.feeFen} >= 0`)],
)

/** Every move of a ticket between wallets by transfer: who gave it, who got it, when, and the QR version it ended. */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id),
    /** The QR version that stopped working with this transfer. */
    revokedQrVersion: integer('revoked_qr_version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    index('ticket_transfers_ticket_idx').on(table.ticketId),
  ],
)

/** orderNo's running number (orders are numbered date + sequence). */
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 1, increment: 1 })

/**
 * Discount codes of an exhibition (spec §5: "a discount code may not apply to some products"): a percentage off
 * the lines of the ticket types it covers; the other lines of the order keep their price, and an order with none
 * of its types is refused with the type's name.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** Compared case-insensitively; stored upper case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    /** The ticket types it applies to; null: all of the exhibition's. */
    ticketTypeIds: jsonb('ticket_type_ids').$type<string[]>(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    active: boolean('active').notNull().default(true),
    /** Orders that may use the code in all; null: no cap. */
    maxUses: integer('max_uses'),
    /** Orders one buyer may use the code in; null: no cap. */
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    /** Live orders holding a use (raised when placed, lowered when cancelled, expired or refunded). */
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('discount_codes_code_unique').on(table.tenantId, table.exhibitionId, table.code),
    check('discount_codes_percent_check', sql`${table.percentOff} between 1 and 100`),
    // Not `used <= max_uses`: an organiser may lower the cap below the uses already taken, and giving a use back must
    // still work then. The cap is held by the conditional UPDATE that takes a use (features/orders/place.ts).
    check('discount_codes_used_check', sql`${table.used} >= 0`),
  ],
)

/** One attempt to pay an order at a provider (features/payments): the sandbox or a real one. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'sandbox' | 'wechat' | 'alipay' … */
    provider: text('provider').notNull(),
    /** The provider's own id of the payment (transaction id), once known. */
    providerRef: text('provider_ref'),
    amountFen: integer('amount_fen').notNull(),
    /**
     * 'created' | 'succeeded' | 'cancelled' | 'lateSucceeded' (paid after the order closed: being returned, or to return
     * by hand when the provider refused) | 'lateRefunded' (that money is back with the buyer)
     */
    state: text('state').notNull().default('created'),
    /** Where the browser goes back after paying (our own origin only). */
    returnUrl: text('return_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('payments_order_idx').on(table.orderId), unique('payments_provider_ref_unique').on(table.provider, table.providerRef)],
)

/**
 * Every provider callback accepted, by the provider's event id: the unique key is what makes a replayed callback
 * change nothing the second time.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** 'payment' | 'refund' */
    kind: text('kind').notNull(),
    /** What the event did: 'paid' | 'cancelled' | 'late' | 'refunded' | 'refundRejected' | 'ignored' */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('payment_events_unique').on(table.provider, table.eventId)],
)

/** A refund asked for by the buyer (spec /refund/{orderId}): the reason, the organiser's fee and what goes back. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /**
     * 'order': the buyer asked for it (the order moves to refunding); 'latePayment': a payment that arrived after its
     * order had closed, returned in full by the server itself (the order stays closed).
     */
    kind: text('kind').notNull().default('order'),
    reason: text('reason').notNull(),
    feeFen: integer('fee_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'requested' | 'succeeded' | 'rejected' */
    state: text('state').notNull().default('requested'),
    providerRef: text('provider_ref'),
    /** When a process last handed it to the provider: a late-payment refund not confirmed a while after is sent again. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_late_payment_unique').on(table.paymentId).where(sql`${table.kind} = 'latePayment'`),
    check('refunds_amounts_check', sql`${table.feeFen} >= 0 AND ${table.amountFen} >= 0`),
  ],
)


export const schema = {
  tenants,
  exhibitions,
  formFields,
  dictionaries,
  users,
  registrations,
  questionnaires,
  questionnaireAnswers,
  verificationCodes,
  openIdBindings,
  loginTickets,
  adminKeys,
  userCenterEntries,
  files,
  entryLinks,
  staticPages,
  specialInvites,
  registerLogs,
  ticketTypes,
  ticketQuotas,
  orders,
  orderItems,
  tickets,
  footprints,
  ticketGifts,
  ticketGiftItems,
  ticketReissues,
  ticketTransfers,
  discountCodes,
  payments,
  paymentEvents,
  refunds,
}

/**
 * Failed password (or ID-card) logins of one account identifier of a tenant, known account or not (so a lock says
 * nothing about who has an account). Every LOGIN_FAILURES_PER_LOCK failures lock it, each lock longer than the last.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    tenantId: text('tenant_id').notNull(),
    /** 'account:<normalised phone or e-mail>' or 'idNumber:<number>'. */
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.subject] })],
)

/** Access tokens ended by logout before their expiry (by their `jti`); a row can go once `expires_at` has passed. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expiry_idx').on(table.expiresAt)],
)
