import { foreignKey, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The user feature's tables: a person's registration for an exhibition, and the special invitations applied to one.
 */

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
    /** The group link (`visitingGroupId`, a group's join code) the person registered through; the group feature reads it. */
    visitingGroupId: text('visiting_group_id'),
    /** The channel (`sourceCode`, features/channels) whose link the person first registered through; only a code of this exhibition is kept. */
    sourceCode: text('source_code'),
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
    index('registrations_source_code_idx').on(table.exhibitionId, table.sourceCode),
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

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type RegistrationRow = typeof registrations.$inferSelect
export type NewRegistration = typeof registrations.$inferInsert
export type SpecialInviteRow = typeof specialInvites.$inferSelect
export type NewSpecialInvite = typeof specialInvites.$inferInsert
