import { and, eq, ne } from 'drizzle-orm'
import type { SavedAnswers } from '@fairpass/core/contract'
import type { Answers, QuestionnaireIndex } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { questionnaireAnswers } from './tables'
import { type RegistrationRow, registrations } from '../user'

export type AnswerStatus = 'draft' | 'submitted'

export type { SavedAnswers }

const RESULT_COLUMN = {
  1: 'questionnaireResult',
  2: 'questionnaireTwoResult',
  3: 'questionnaireThreeResult',
} as const satisfies Record<QuestionnaireIndex, keyof RegistrationRow>

/** Everything a registration has answered so far, drafts included, slot 1 first. */
export async function savedAnswers(ctx: AppContext, registrationId: string): Promise<SavedAnswers[]> {
  const rows = await ctx.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.registrationId, registrationId))
  return rows
    .map((row) => ({
      index: row.seq as QuestionnaireIndex,
      status: (row.status === 'submitted' ? 'submitted' : 'draft') as AnswerStatus,
      answers: row.answers,
      updatedAt: row.updatedAt.getTime(),
    }))
    .sort((a, b) => a.index - b.index)
}

export interface AnswerWrite {
  index: QuestionnaireIndex
  answers: Answers
  isDraft: boolean
  languageType: string
  answeredByUserId: string
}

/**
 * Stores answers for one slot. A draft never replaces answers already submitted (a late debounced draft must not
 * undo a submit); a submit replaces whatever was there and marks the slot's result 'complete' on the registration.
 */
export async function writeAnswers(ctx: AppContext, registration: RegistrationRow, write: AnswerWrite): Promise<RegistrationRow> {
  const now = new Date(ctx.clock.now())
  const status: AnswerStatus = write.isDraft ? 'draft' : 'submitted'
  const values = {
    answers: write.answers,
    status,
    languageType: write.languageType,
    answeredByUserId: write.answeredByUserId,
    submittedAt: write.isDraft ? null : now,
    updatedAt: now,
  }
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(questionnaireAnswers)
      .values({ registrationId: registration.id, seq: write.index, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: [questionnaireAnswers.registrationId, questionnaireAnswers.seq],
        set: values,
        // A draft only overwrites a draft.
        ...(write.isDraft ? { setWhere: ne(questionnaireAnswers.status, 'submitted') } : {}),
      })
    if (write.isDraft) return registration
    const [updated] = await tx
      .update(registrations)
      .set({ [RESULT_COLUMN[write.index]]: 'complete', updatedAt: now })
      .where(and(eq(registrations.id, registration.id)))
      .returning()
    return updated
  })
}
