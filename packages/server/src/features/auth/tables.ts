import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { tenants } from '../../tenancy/tables'

/*
 * The auth feature's tables: accounts, their sign-in codes and tickets, failed logins and revoked tokens.
 */

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
    /**
     * HMAC of the Idempotency-Key of the login that used the code: the same login sent again (its answer lost to a
     * restart) is answered again for a short while; without the key, or with another, a used code is refused.
     */
    consumedByKey: text('consumed_by_key'),
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

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type VerificationCodeRow = typeof verificationCodes.$inferSelect
export type NewVerificationCode = typeof verificationCodes.$inferInsert
export type OpenIdBindingRow = typeof openIdBindings.$inferSelect
export type NewOpenIdBinding = typeof openIdBindings.$inferInsert
export type LoginTicketRow = typeof loginTickets.$inferSelect
export type NewLoginTicket = typeof loginTickets.$inferInsert
export type LoginFailureRow = typeof loginFailures.$inferSelect
export type NewLoginFailure = typeof loginFailures.$inferInsert
export type RevokedTokenRow = typeof revokedTokens.$inferSelect
export type NewRevokedToken = typeof revokedTokens.$inferInsert
