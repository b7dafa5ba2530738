import { map } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import { RELATION_PATHS as R, type QuestionnaireForOtherResult } from '@fairpass/core/contract'
import { serverFieldErrors } from '@fairpass/core/forms'
import { createStrictHttp } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { buildAnswersSchema, fieldErrors, visibleQuestions, type Answers, type AnswerValue, type QuestionnaireDefinition } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'
import { PERSON_REGISTER_TYPE } from './api'

/*
 * The exhibition's questionnaires answered by the registrant for a person they registered (spec §7 questionnaire
 * submitForOther): the same definitions and answer schema as the visitor's own questionnaire page, checked here
 * first and again by the server, which takes them only for a registration the caller made.
 */

const quiet = createStrictHttp()

export const fetchQuestionnaires = (ref: ExhibitionRef) => quiet.get<QuestionnaireDefinition[]>(R.questionnaires, { ...scopeOf(ref), registerType: PERSON_REGISTER_TYPE })
const sendForOther = (ref: ExhibitionRef, userId: string, questionnaireId: string, answers: Answers) =>
  quiet.post<QuestionnaireForOtherResult>(R.questionnaireForOther, { ...scopeOf(ref), registerType: PERSON_REGISTER_TYPE, questionnaireId, answers, userId })

export interface ForOtherState {
  status: 'loading' | 'ready' | 'failed'
  definitions: QuestionnaireDefinition[]
  /** Questionnaire indexes the person's registration has complete answers to. */
  done: number[]
  /** The questionnaire being filled in (its index), if any. */
  open: number | null
  answers: Answers
  errors: Record<string, string>
  sending: boolean
  /** A refusal that is not about one question (the server's words). */
  refusal: string
  /** The questionnaire just answered, for the status line. */
  saved: number | null
}

const initial = (done: number[]): ForOtherState => ({ status: 'loading', definitions: [], done, open: null, answers: {}, errors: {}, sending: false, refusal: '', saved: null })

export type ForOtherStore = ReturnType<typeof createForOther>

/** One person's questionnaires on their record's page: a store per page, started from what the record says is done. */
export function createForOther(ref: ExhibitionRef, personUserId: string, done: number[]) {
  const $state = map<ForOtherState>(initial(done))

  async function load(): Promise<void> {
    $state.setKey('status', 'loading')
    try {
      const definitions = [...(await fetchQuestionnaires(ref))].sort((a, b) => a.index - b.index)
      $state.set({ ...$state.get(), status: 'ready', definitions })
    } catch {
      $state.setKey('status', 'failed')
    }
  }

  function openOne(index: number | null): void {
    $state.set({ ...$state.get(), open: index, answers: {}, errors: {}, refusal: '', saved: null })
  }

  function answer(questionId: string, value: AnswerValue): void {
    const state = $state.get()
    const { [questionId]: _fixed, ...errors } = state.errors
    $state.set({ ...state, answers: { ...state.answers, [questionId]: value }, errors })
  }

  function shown(): ReturnType<typeof visibleQuestions> {
    const state = $state.get()
    const definition = state.definitions.find((each) => each.index === state.open)
    return definition ? visibleQuestions(definition.questions, state.answers) : []
  }

  /** Checks the open questionnaire with its own schema, then sends the answers shown; true once the server took them. */
  async function submit(): Promise<boolean> {
    const state = $state.get()
    const definition = state.definitions.find((each) => each.index === state.open)
    if (!definition || state.sending) return false
    const visible = new Set(visibleQuestions(definition.questions, state.answers).map((question) => question.id))
    const answers = Object.fromEntries(Object.entries(state.answers).filter(([id]) => visible.has(id)))
    const parsed = buildAnswersSchema(definition.questions, { draft: false }).safeParse(answers)
    if (!parsed.success) {
      $state.set({ ...state, errors: fieldErrors(parsed.error, $language.get()), refusal: '' })
      return false
    }
    $state.set({ ...state, sending: true, refusal: '' })
    try {
      await sendForOther(ref, personUserId, definition.id, answers)
      const next = $state.get()
      $state.set({ ...next, sending: false, open: null, answers: {}, errors: {}, saved: definition.index, done: [...new Set([...next.done, definition.index])] })
      return true
    } catch (error) {
      const fields = serverFieldErrors(error)
      $state.set({ ...$state.get(), sending: false, errors: fields ?? {}, refusal: fields ? '' : refusalOf(error).message || t('core.networkError') })
      return false
    }
  }

  return { $state, load, openOne, answer, shown, submit }
}
