import * as z from 'zod/mini'

/*
 * Questionnaires (spec §3 questionMap / questionSequenceList / questionQueue): the definition the server answers
 * and the one answers schema both sides build from it, so a refusal reads the same in the browser and from the API.
 */

export const QUESTION_TYPES = ['single', 'multiple', 'text'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

/** Questionnaires per exhibition, register type and language; index 1–3 maps to the three UserInfo results. */
export const QUESTIONNAIRE_SLOTS = [1, 2, 3] as const
export type QuestionnaireIndex = (typeof QUESTIONNAIRE_SLOTS)[number]

/** A free-text answer without its own maxLength is held to this. */
export const ANSWER_TEXT_MAX = 500

export interface QuestionOption {
  /** Stable across languages, like the question id, so answers survive a language switch. */
  readonly key: string
  readonly label: string
}

export interface QuestionDefinition {
  readonly id: string
  readonly type: QuestionType
  readonly title: string
  readonly required: boolean
  readonly options?: readonly QuestionOption[]
  readonly minChoices?: number
  readonly maxChoices?: number
  readonly maxLength?: number
  /** A follow-up question: asked only while `optionKey` of the earlier question `questionId` is chosen. */
  readonly showWhen?: { readonly questionId: string; readonly optionKey: string }
}

export interface QuestionnaireDefinition {
  readonly id: string
  readonly index: QuestionnaireIndex
  readonly title: string
  readonly description?: string | null
  readonly questions: readonly QuestionDefinition[]
}

export type AnswerValue = string | string[]
export type Answers = Record<string, AnswerValue>

export function isChosen(answer: unknown, optionKey: string): boolean {
  return Array.isArray(answer) ? answer.includes(optionKey) : answer === optionKey
}

/**
 * The questions the visitor is asked given the answers so far, in order: a follow-up counts only while its trigger
 * question is itself asked and the trigger option is chosen (so follow-ups of follow-ups hide together).
 */
export function visibleQuestions(questions: readonly QuestionDefinition[], answers: Readonly<Record<string, unknown>>): QuestionDefinition[] {
  const shown = new Set<string>()
  const result: QuestionDefinition[] = []
  for (const question of questions) {
    const trigger = question.showWhen
    if (trigger && !(shown.has(trigger.questionId) && isChosen(answers[trigger.questionId], trigger.optionKey))) continue
    shown.add(question.id)
    result.push(question)
  }
  return result
}

interface Problem {
  readonly message: string
  readonly params?: Record<string, number>
}

/** '' / [] / whitespace mean "not answered", not "invalid". */
function normalise(question: QuestionDefinition, value: unknown): { value?: AnswerValue; problem?: Problem } {
  if (value === undefined || value === null) return {}
  if (question.type === 'text') {
    if (typeof value !== 'string') return { problem: { message: 'validation.invalid' } }
    const trimmed = value.trim()
    return trimmed ? { value: trimmed } : {}
  }
  if (question.type === 'single') {
    if (typeof value !== 'string') return { problem: { message: 'validation.select.invalid' } }
    return value ? { value } : {}
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return { problem: { message: 'validation.select.invalid' } }
  }
  const unique = [...new Set(value as string[])]
  return unique.length ? { value: unique } : {}
}

function check(question: QuestionDefinition, value: AnswerValue | undefined, draft: boolean): Problem | undefined {
  if (value === undefined) {
    if (!question.required || draft) return undefined
    return { message: question.type === 'text' ? 'validation.required' : 'validation.choice.required' }
  }
  if (question.type === 'text') {
    const max = question.maxLength ?? ANSWER_TEXT_MAX
    return (value as string).length > max ? { message: 'validation.text.tooLong', params: { n: max } } : undefined
  }
  const allowed = new Set((question.options ?? []).map((option) => option.key))
  const chosen = Array.isArray(value) ? value : [value]
  if (chosen.some((key) => !allowed.has(key))) return { message: 'validation.select.invalid' }
  if (question.type === 'multiple') {
    if (question.maxChoices !== undefined && chosen.length > question.maxChoices) {
      return { message: 'validation.choice.tooMany', params: { n: question.maxChoices } }
    }
    if (!draft && question.minChoices !== undefined && chosen.length < question.minChoices) {
      return { message: 'validation.choice.tooFew', params: { n: question.minChoices } }
    }
  }
  return undefined
}

/**
 * The answers schema of one questionnaire: `{ [questionId]: string | string[] }` → the cleaned answers. An id that is
 * not a question of this questionnaire is refused; the answer to a follow-up whose trigger option is not chosen is
 * DROPPED (the visitor may have answered it before changing their mind — that is not an error, but it is not kept).
 * In draft mode nothing is required and minimum choices do not apply; everything given must still be well-formed.
 * Issues carry the question id as path, so fieldErrors() keys the messages by question.
 */
export function buildAnswersSchema(questions: readonly QuestionDefinition[], options: { readonly draft: boolean }) {
  const known = new Set(questions.map((question) => question.id))
  return z.pipe(
    z.record(z.string(), z.unknown(), 'validation.invalid'),
    z.transform((input: Record<string, unknown>, ctx): Answers => {
      const push = (path: string, problem: Problem) =>
        ctx.issues.push({ code: 'custom', input: input[path], path: [path], message: problem.message, params: problem.params })
      for (const id of Object.keys(input)) if (!known.has(id)) push(id, { message: 'validation.invalid' })

      const normalised: Record<string, AnswerValue> = {}
      const problems = new Map<string, Problem>()
      for (const question of questions) {
        const { value, problem } = normalise(question, input[question.id])
        if (problem) problems.set(question.id, problem)
        else if (value !== undefined) normalised[question.id] = value
      }
      const answers: Answers = {}
      for (const question of visibleQuestions(questions, normalised)) {
        const problem = problems.get(question.id) ?? check(question, normalised[question.id], options.draft)
        if (problem) push(question.id, problem)
        else if (normalised[question.id] !== undefined) answers[question.id] = normalised[question.id]
      }
      return answers
    }),
  )
}

/** The status of one questionnaire as UserInfo reports it; null = not configured. */
export type QuestionnaireResult = 'incomplete' | 'complete' | null
