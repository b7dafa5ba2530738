import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { registrations } from '../user/tables'

/*
 * The questionnaire feature's table: a registration's answers (the definitions are exhibition configuration,
 * features/config).
 */

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

/* Row types: what a select answers (`…Row`) and what an insert takes (`New…`). */
export type QuestionnaireAnswerRow = typeof questionnaireAnswers.$inferSelect
export type NewQuestionnaireAnswer = typeof questionnaireAnswers.$inferInsert
