import { map } from 'nanostores'
import { $language, $session, $userInfo, type UserInfo } from '@fairpass/core/session'
import {
  buildAnswersSchema,
  fieldErrors,
  visibleQuestions,
  type AnswerValue,
  type Answers,
  type QuestionDefinition,
  type QuestionnaireDefinition,
} from '@fairpass/core/validation'
import type { LanguageType } from '@fairpass/core/link'
import { requireExhibition } from '../flow/exhibition'
import { decideRoute, follow, leavePage } from '../flow/enter'
import type { Emit } from '../flow/emit'
import { announceIfRegistered } from '../flow/registered'
import type { Router } from '@fairpass/core/router'
import { rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import { fetchQuestionnaires, fetchSavedAnswers, sendAnswers, type SavedAnswers } from './api'

export type QuestionnaireStatus = 'loading' | 'ready' | 'failed' | 'empty'

/**
 * The questionnaire store of spec §3. Keys are the questionnaire index (1–3) and the language-free question ids,
 * so a language switch swaps the wording and keeps every answer.
 */
export interface QuestionnaireState {
  status: QuestionnaireStatus
  /** The questionnaires in the page language, by index. */
  definitions: Record<number, QuestionnaireDefinition>
  /** Answers so far, per questionnaire index — drafts, submitted ones and this tab's unsent typing. */
  questionMap: Record<number, Answers>
  /** Every questionnaire the visitor is asked, in order (progress "2 of 3" counts in this list). */
  questionSequenceList: number[]
  /** Those not yet submitted; the first one is on screen. */
  questionQueue: number[]
  errors: FieldErrors
  submitting: boolean
  /** Epoch ms of the last draft the server accepted. */
  draftSavedAt?: number
}

const initialState = (): QuestionnaireState => ({
  status: 'loading',
  definitions: {},
  questionMap: {},
  questionSequenceList: [],
  questionQueue: [],
  errors: {},
  submitting: false,
})

export const $questionnaire = map<QuestionnaireState>(initialState())

/** How long answering pauses before the draft goes to the server. */
export const DRAFT_DELAY_MS = 1500

const BACKUP_PREFIX = 'fair:questionnaire:'

interface Backup {
  questionMap: Record<number, Answers>
  questionQueue: number[]
}

function backupKey(): string {
  const { tenantId, exhibitionId, registerType } = requireExhibition()
  return `${BACKUP_PREFIX}${tenantId}:${exhibitionId}:${registerType}:${$session.get().userId ?? ''}`
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** Every answer is kept in the tab at once, so a reload before the draft reaches the server loses nothing. */
function writeBackup(state: QuestionnaireState): void {
  try {
    const backup: Backup = { questionMap: state.questionMap, questionQueue: state.questionQueue }
    storage()?.setItem(backupKey(), JSON.stringify(backup))
  } catch {
    // Storage full or forbidden: the server draft still holds the last accepted answers.
  }
}

function readBackup(): Backup | null {
  try {
    const text = storage()?.getItem(backupKey())
    const parsed = text ? (JSON.parse(text) as Partial<Backup>) : null
    if (!parsed || typeof parsed.questionMap !== 'object' || !parsed.questionMap) return null
    return { questionMap: parsed.questionMap, questionQueue: Array.isArray(parsed.questionQueue) ? parsed.questionQueue : [] }
  } catch {
    return null
  }
}

function clearBackup(): void {
  try {
    storage()?.removeItem(backupKey())
  } catch {
    // Nothing to clear.
  }
}

const RESULT_OF = { 1: 'questionnaireResult', 2: 'questionnaireTwoResult', 3: 'questionnaireThreeResult' } as const

function completeInUserInfo(userInfo: UserInfo | null, index: number): boolean {
  const key = RESULT_OF[index as 1 | 2 | 3]
  return Boolean(key && userInfo?.userExhibitionVO?.[key] === 'complete')
}

/**
 * Where the visitor stands: submitted questionnaires (on the server or in the user record) leave the queue; the
 * answers are the server's, overlaid by this tab's unsent typing per questionnaire.
 */
export function resumeState(
  definitions: readonly QuestionnaireDefinition[],
  saved: readonly SavedAnswers[],
  backup: Backup | null,
  userInfo: UserInfo | null,
): Pick<QuestionnaireState, 'questionMap' | 'questionSequenceList' | 'questionQueue'> {
  const sequence = definitions.map((definition) => definition.index).sort((a, b) => a - b)
  const submitted = new Set(saved.filter((entry) => entry.status === 'submitted').map((entry) => entry.index))
  const questionMap: Record<number, Answers> = {}
  for (const index of sequence) {
    const server = saved.find((entry) => entry.index === index)?.answers ?? {}
    questionMap[index] = { ...server, ...(backup?.questionMap[index] ?? {}) }
  }
  const questionQueue = sequence.filter((index) => !submitted.has(index) && !completeInUserInfo(userInfo, index))
  return { questionMap, questionSequenceList: sequence, questionQueue }
}

function byIndex(definitions: readonly QuestionnaireDefinition[]): Record<number, QuestionnaireDefinition> {
  return Object.fromEntries(definitions.map((definition) => [definition.index, definition]))
}

/** The questionnaire on screen, or undefined when none is left. */
export function currentQuestionnaire(state: QuestionnaireState): QuestionnaireDefinition | undefined {
  const index = state.questionQueue[0]
  return index === undefined ? undefined : state.definitions[index]
}

/** The questions asked right now of the questionnaire on screen: follow-ups only while their trigger is chosen. */
export function shownQuestions(state: QuestionnaireState): QuestionDefinition[] {
  const current = currentQuestionnaire(state)
  return current ? visibleQuestions(current.questions, state.questionMap[current.index] ?? {}) : []
}

/** Nothing left to answer (or nothing asked): refresh the record the routing reads and move on. */
async function moveOn(userInfo: UserInfo | null, router: Router, emit: Emit): Promise<void> {
  clearBackup()
  const decision = decideRoute((userInfo ?? $userInfo.get() ?? {}) as UserInfo, router.$route.get().path)
  // Never send the visitor back here in a loop when the server asks nothing of them.
  if (decision.type === 'route' && decision.path === '/questionnaire') {
    $questionnaire.setKey('status', 'empty')
    return
  }
  follow(decision, leavePage, router, emit)
}

/** Loads the questionnaires; with nothing to answer the element's router moves on by the rules. */
export async function loadQuestionnaires(router: Router, emit: Emit): Promise<void> {
  if (draftTimer) clearTimeout(draftTimer)
  draftTimer = undefined
  $questionnaire.set({ ...initialState() })
  try {
    const ref = requireExhibition()
    const [definitions, saved] = await Promise.all([fetchQuestionnaires(ref), fetchSavedAnswers(ref)])
    const resumed = resumeState(definitions, saved, readBackup(), $userInfo.get() as UserInfo | null)
    const state: QuestionnaireState = { ...initialState(), status: 'ready', definitions: byIndex(definitions), ...resumed }
    $questionnaire.set(state)
    if (!state.questionQueue.length) await moveOn(null, router, emit)
  } catch {
    $questionnaire.setKey('status', 'failed')
  }
}

function errorsFor(definition: QuestionnaireDefinition, answers: Answers, language: LanguageType, draft: boolean): FieldErrors | null {
  const parsed = buildAnswersSchema(definition.questions, { draft }).safeParse(answers)
  return parsed.success ? null : fieldErrors(parsed.error, language)
}

/** The answers the server is sent: only questions shown, so a hidden follow-up's old text is kept here, not sent. */
function answersToSend(definition: QuestionnaireDefinition, answers: Answers): Answers {
  const shown = new Set(visibleQuestions(definition.questions, answers).map((question) => question.id))
  return Object.fromEntries(Object.entries(answers).filter(([id]) => shown.has(id)))
}

/**
 * A language switch rewords the questionnaires (fetched in the new language; ids and keys stay) and the messages
 * already on screen; the answers stay as given.
 */
$language.listen((language) => {
  if ($questionnaire.get().status !== 'ready') return
  void fetchQuestionnaires(requireExhibition())
    .then((definitions) => {
      const state = $questionnaire.get()
      const next = { ...state, definitions: { ...state.definitions, ...byIndex(definitions) } }
      const current = currentQuestionnaire(next)
      const fresh = current ? (errorsFor(current, answersToSend(current, next.questionMap[current.index] ?? {}), language, false) ?? {}) : {}
      $questionnaire.set({ ...next, errors: rewordShown(state.errors, fresh) })
    })
    .catch(() => undefined)
})

let draftTimer: ReturnType<typeof setTimeout> | undefined

export function setAnswer(questionId: string, value: AnswerValue): void {
  const state = $questionnaire.get()
  const current = currentQuestionnaire(state)
  if (!current) return
  const answers = { ...(state.questionMap[current.index] ?? {}), [questionId]: value }
  const errors = { ...state.errors }
  delete errors[questionId]
  const next = { ...state, questionMap: { ...state.questionMap, [current.index]: answers }, errors }
  $questionnaire.set(next)
  writeBackup(next)
  if (draftTimer) clearTimeout(draftTimer)
  draftTimer = setTimeout(() => void saveDraftNow(), DRAFT_DELAY_MS)
}

/** Sends the current questionnaire as a draft when what is given so far is well-formed (e.g. not 4 of at most 3). */
export async function saveDraftNow(): Promise<boolean> {
  if (draftTimer) clearTimeout(draftTimer)
  draftTimer = undefined
  const state = $questionnaire.get()
  const current = currentQuestionnaire(state)
  if (!current) return false
  const answers = answersToSend(current, state.questionMap[current.index] ?? {})
  if (errorsFor(current, answers, $language.get(), true)) return false
  try {
    await sendAnswers(requireExhibition(), current.id, answers, true)
    $questionnaire.setKey('draftSavedAt', Date.now())
    return true
  } catch {
    return false
  }
}

/**
 * Submits the questionnaire on screen. The next one follows; after the last, the fresh user record (the submit
 * answers it) decides the route (spec §4: review, confirmation…).
 */
export async function submitCurrent(router: Router, emit: Emit): Promise<boolean> {
  const state = $questionnaire.get()
  const current = currentQuestionnaire(state)
  if (!current || state.submitting || state.status !== 'ready') return false
  if (draftTimer) {
    clearTimeout(draftTimer)
    draftTimer = undefined
  }
  const answers = answersToSend(current, state.questionMap[current.index] ?? {})
  const errors = errorsFor(current, answers, $language.get(), false)
  if (errors) {
    $questionnaire.setKey('errors', errors)
    return false
  }
  $questionnaire.setKey('submitting', true)
  try {
    const userInfo = await sendAnswers(requireExhibition(), current.id, answers, false)
    const before = $userInfo.get()
    $userInfo.set(userInfo)
    // The answer carries the record too: should it be the one that turns the registration complete, it says so.
    announceIfRegistered(before, userInfo, emit)
    const after = $questionnaire.get()
    const next = { ...after, questionQueue: after.questionQueue.filter((index) => index !== current.index), errors: {}, draftSavedAt: undefined }
    $questionnaire.set(next)
    writeBackup(next)
    if (!next.questionQueue.length) await moveOn(userInfo, router, emit)
    return true
  } catch (error) {
    const fieldErrors = serverFieldErrors(error)
    if (fieldErrors) $questionnaire.setKey('errors', fieldErrors)
    return false
  } finally {
    $questionnaire.setKey('submitting', false)
  }
}
