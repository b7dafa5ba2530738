import { boolean, check, foreignKey, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt } from '../../db/columns'
import { exhibitions } from '../../tenancy/tables'

/*
 * The config feature's tables: what an organiser configures per exhibition (profile form fields, user center
 * entries, questionnaire definitions). The answers live with the features that collect them.
 */

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

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type FormFieldRow = typeof formFields.$inferSelect
export type NewFormField = typeof formFields.$inferInsert
export type UserCenterEntryRow = typeof userCenterEntries.$inferSelect
export type NewUserCenterEntry = typeof userCenterEntries.$inferInsert
export type QuestionnaireRow = typeof questionnaires.$inferSelect
export type NewQuestionnaire = typeof questionnaires.$inferInsert
