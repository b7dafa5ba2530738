import type { SavedAnswers } from '@fairpass/core/contract'
import { http } from '@fairpass/core/http'
import type { UserInfo } from '@fairpass/core/session'
import type { Answers, QuestionnaireDefinition } from '@fairpass/core/validation'
import type { ExhibitionRef } from '../api/types'

/* The questionnaire calls of docs/architecture.md; they live in this page's chunk, not in the login download. */

export type { SavedAnswers }

export const fetchQuestionnaires = (ref: ExhibitionRef) =>
  http.get<QuestionnaireDefinition[]>('/api/ef-registration-config-client/questionnaire/listForUser', { ...ref })

export const fetchSavedAnswers = (ref: ExhibitionRef) =>
  http.get<SavedAnswers[]>('/api/ef-registration-data-client/questionnaire/answers', { ...ref })

export const sendAnswers = (ref: ExhibitionRef, questionnaireId: string, answers: Answers, isDraft: boolean) =>
  http.post<UserInfo>('/api/ef-registration-data-client/questionnaire/submit', {
    exhibitionId: ref.exhibitionId,
    registerType: ref.registerType,
    languageType: ref.languageType,
    questionnaireId,
    answers,
    isDraft,
  })
