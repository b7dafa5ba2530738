import { map } from 'nanostores'
import { $language, $session, $userInfo, type UserInfo } from '@fairpass/core/session'
import {
  buildProfileSchema,
  fieldErrors,
  formatValidationMessage,
  type LocalizedText,
  type ProfileField,
  type ProfileValues,
} from '@fairpass/core/validation'
import type { LanguageType } from '@fairpass/core/link'
import { fetchProfileFields, saveProfile } from '../api/user'
import { cardInfoFor } from '../flow/cardInfo'
import { requireExhibition } from '../flow/exhibition'
import { decideRoute, follow, leavePage } from '../flow/enter'
import type { Emit } from '../flow/emit'
import { announceIfRegistered } from '../flow/registered'
import type { Router } from '@fairpass/core/router'
import { rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import { checkImageFile, type UploadProblem } from './imageUpload'
import { uploadProfileImage } from './uploadApi'

export type ProfileStatus = 'loading' | 'ready' | 'failed'

export interface ProfileFormState {
  status: ProfileStatus
  fields: ProfileField[]
  values: ProfileValues
  errors: FieldErrors
  submitting: boolean
  /** Epoch ms of the last draft the server accepted. */
  draftSavedAt?: number
  /** Fields filled in from the business card (/photo) that the visitor should check. */
  prefilled: string[]
  /** Image fields whose file is on its way to the server. */
  uploading: string[]
  /** Refused uploads by field, kept as message keys so a language switch words them again. */
  uploadProblems: Record<string, UploadProblem>
  /** Counts refused submits, so the page can move focus to the error summary each time. */
  refusedSubmits: number
}

const EMPTY_STATE: ProfileFormState = {
  status: 'loading',
  fields: [],
  values: {},
  errors: {},
  submitting: false,
  prefilled: [],
  uploading: [],
  uploadProblems: {},
  refusedSubmits: 0,
}

export const $profileForm = map<ProfileFormState>({ ...EMPTY_STATE })

/** How long typing pauses before the draft goes to the server. */
export const DRAFT_DELAY_MS = 1500

const BACKUP_PREFIX = 'fair:profileDraft:'

function backupKey(): string {
  const { tenantId, exhibitionId, registerType, userId } = { ...requireExhibition(), userId: $session.get().userId }
  return `${BACKUP_PREFIX}${tenantId}:${exhibitionId}:${registerType}:${userId ?? ''}`
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** What the visitor typed is kept in the tab at once, so a reload or a failed save loses nothing. */
function writeBackup(values: ProfileValues): void {
  try {
    storage()?.setItem(backupKey(), JSON.stringify(values))
  } catch {
    // Storage full or forbidden: the server draft still holds the last accepted values.
  }
}

function readBackup(): ProfileValues {
  try {
    const text = storage()?.getItem(backupKey())
    const parsed: unknown = text ? JSON.parse(text) : null
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ProfileValues) : {}
  } catch {
    return {}
  }
}

function clearBackup(): void {
  try {
    storage()?.removeItem(backupKey())
  } catch {
    // Nothing to clear.
  }
}

/** Submitted profile, then the server draft, then this tab's unsaved typing: the newest wins. */
export function initialValues(userInfo: UserInfo | null, backup: ProfileValues): ProfileValues {
  const known: ProfileValues = {}
  if (userInfo?.name) known.name = userInfo.name
  if (userInfo?.company) known.company = userInfo.company
  return { ...known, ...(userInfo?.profile ?? {}), ...(userInfo?.draft ?? {}), ...backup }
}

export function labelOf(text: LocalizedText, language: LanguageType): string {
  return typeof text === 'string' ? text : text[language] || text.cn
}

/** The exhibition's profile fields in their configured order, labelled in the page language. */
async function fetchSortedFields(): Promise<ProfileField[]> {
  const fields = await fetchProfileFields(requireExhibition())
  return [...fields].sort((a, b) => a.sort - b.sort)
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)
}

/**
 * Empty text fields take what the business card gave (spec §3 cardInfo); nothing the visitor typed or
 * saved is overwritten. Answers the values and the fields that were filled, to be checked by the visitor.
 */
export function prefillFromCard(
  fields: readonly ProfileField[],
  values: ProfileValues,
  card: Readonly<Record<string, string>> | undefined,
): { values: ProfileValues; prefilled: string[] } {
  const textTypes = new Set(['text', 'name', 'company', 'phone', 'email'])
  const filled: ProfileValues = { ...values }
  const prefilled: string[] = []
  for (const field of fields) {
    const recognised = card?.[field.field]?.trim()
    if (!recognised || !textTypes.has(field.type) || !isEmpty(values[field.field])) continue
    filled[field.field] = recognised
    prefilled.push(field.field)
  }
  return { values: filled, prefilled }
}

export async function loadProfileForm(): Promise<void> {
  $profileForm.setKey('status', 'loading')
  try {
    const sorted = await fetchSortedFields()
    const known = initialValues($userInfo.get() as UserInfo | null, readBackup())
    const { values, prefilled } = prefillFromCard(sorted, known, cardInfoFor(requireExhibition().exhibitionId)?.fields)
    $profileForm.set({ ...EMPTY_STATE, status: 'ready', fields: sorted, values, prefilled })
    if (prefilled.length) writeBackup(values)
  } catch {
    $profileForm.setKey('status', 'failed')
  }
}

/** A multi-select reports a bad option as `interests.1`; the form shows it on the group. */
export function byField(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0]
    if (!(field in result)) result[field] = message
  }
  return result
}

/** What stops the profile from being submitted, in the given language; null when nothing does. */
function submitErrors(fields: ProfileField[], values: ProfileValues, language: LanguageType): FieldErrors | null {
  const parsed = buildProfileSchema(fields, { draft: false }).safeParse(values)
  return parsed.success ? null : byField(fieldErrors(parsed.error, language))
}

/**
 * A language switch relabels the form (the server words field labels and options per language) and words the
 * messages on screen again; the values stay as typed.
 */
$language.listen((language) => {
  if ($profileForm.get().status !== 'ready') return
  void fetchSortedFields()
    .then((sorted) => {
      const state = $profileForm.get()
      const fresh = submitErrors(sorted, state.values, language) ?? {}
      $profileForm.set({ ...state, fields: sorted, errors: rewordShown(state.errors, fresh) })
    })
    .catch(() => undefined)
})

let draftTimer: ReturnType<typeof setTimeout> | undefined

export function setProfileValue(field: string, value: unknown): void {
  const state = $profileForm.get()
  const values = { ...state.values, [field]: value }
  const errors = { ...state.errors }
  delete errors[field]
  const uploadProblems = { ...state.uploadProblems }
  delete uploadProblems[field]
  $profileForm.set({ ...state, values, errors, uploadProblems })
  writeBackup(values)
  scheduleDraft()
}

/** The message shown under a field: a refused upload first, else the validation error. */
export function messageFor(state: ProfileFormState, field: string, language: LanguageType): string | undefined {
  const problem = state.uploadProblems[field]
  return problem ? formatValidationMessage(problem.key, language, problem.params) : state.errors[field]
}

/**
 * Checks the picked file on the phone, then uploads it; the field then holds the file id the server
 * issued (and the draft is saved with it, so a reload keeps the photo). A refusal leaves the previous
 * photo in place and says why under the field.
 */
export async function uploadImage(field: ProfileField, file: File): Promise<boolean> {
  const setProblem = (problem: UploadProblem | null, message?: string) => {
    const state = $profileForm.get()
    const uploadProblems = { ...state.uploadProblems }
    const errors = { ...state.errors }
    delete uploadProblems[field.field]
    delete errors[field.field]
    if (problem) uploadProblems[field.field] = problem
    if (message) errors[field.field] = message
    $profileForm.set({ ...state, uploadProblems, errors })
  }
  const problem = await checkImageFile(field, file)
  if (problem) {
    setProblem(problem)
    return false
  }
  setProblem(null)
  $profileForm.setKey('uploading', [...$profileForm.get().uploading, field.field])
  try {
    const uploaded = await uploadProfileImage(requireExhibition(), field.field, file)
    setProfileValue(field.field, uploaded.fileId)
    return true
  } catch (error) {
    const messages = serverFieldErrors(error)
    const message = messages ? (messages.file ?? messages[field.field] ?? Object.values(messages)[0]) : undefined
    if (message) setProblem(null, message)
    return false
  } finally {
    $profileForm.setKey('uploading', $profileForm.get().uploading.filter((name) => name !== field.field))
  }
}

function scheduleDraft(): void {
  if (draftTimer) clearTimeout(draftTimer)
  draftTimer = setTimeout(() => void saveDraftNow(), DRAFT_DELAY_MS)
}

/**
 * Sends the draft (isDraft) when what was typed so far is well-formed; a half-typed phone number stays in
 * the tab's backup until it is valid, and no error is shown for it until the visitor submits.
 */
export async function saveDraftNow(): Promise<boolean> {
  draftTimer = undefined
  const { fields, values } = $profileForm.get()
  const parsed = buildProfileSchema(fields, { draft: true }).safeParse(values)
  if (!parsed.success) return false
  try {
    await saveProfile(requireExhibition(), values, true)
    $profileForm.setKey('draftSavedAt', Date.now())
    return true
  } catch {
    return false
  }
}

/**
 * Submits the profile complete. The answer's record decides where the element's router goes next; the submit that
 * makes the registration complete announces `fair-registered` on the element first.
 */
export async function submitProfile(router: Router, emit: Emit): Promise<boolean> {
  const state = $profileForm.get()
  if (state.submitting || state.status !== 'ready') return false
  if (draftTimer) {
    clearTimeout(draftTimer)
    draftTimer = undefined
  }
  const errors = submitErrors(state.fields, state.values, $language.get())
  if (errors) {
    $profileForm.set({ ...state, errors, refusedSubmits: state.refusedSubmits + 1 })
    return false
  }
  $profileForm.setKey('submitting', true)
  try {
    const userInfo = await saveProfile(requireExhibition(), state.values, false)
    clearBackup()
    const before = $userInfo.get()
    $userInfo.set(userInfo)
    announceIfRegistered(before, userInfo, emit)
    follow(decideRoute(userInfo, router.$route.get().path), leavePage, router, emit)
    return true
  } catch (error) {
    const found = serverFieldErrors(error)
    const errors = found && byField(found)
    if (errors) $profileForm.set({ ...$profileForm.get(), errors, refusedSubmits: $profileForm.get().refusedSubmits + 1 })
    return false
  } finally {
    $profileForm.setKey('submitting', false)
  }
}
