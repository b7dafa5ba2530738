import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
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
    /** Extra per-field rules handed to the shared profile schema (min/max length, multiple…). */
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
    /** null: no such questionnaire configured; else 'incomplete' | 'complete'. */
    questionnaireResult: text('questionnaire_result'),
    questionnaireTwoResult: text('questionnaire_two_result'),
    questionnaireThreeResult: text('questionnaire_three_result'),
    userQr: text('user_qr'),
    userCode: text('user_code'),
    deptId: text('dept_id'),
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

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** What the code may be used for: 'login' or 'resetPassword'; a code never serves another purpose. */
    purpose: text('purpose').notNull().default('login'),
    /** HMAC of the code; the plain code is only ever sent to the recipient. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (table) => [index('verification_codes_recipient_idx').on(table.tenantId, table.channel, table.recipient, table.createdAt)],
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

export const schema = {
  tenants,
  exhibitions,
  formFields,
  dictionaries,
  users,
  registrations,
  verificationCodes,
  openIdBindings,
  loginTickets,
}

